import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { ApiKeyCreated, InspirationFile, TrackBrandResponse } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSandboxConnector } from '../ad-accounts/connectors/sandbox/sandbox-connector.ts';
import { insertAd, insertBrand } from '../discover/test-support/discover-rows.ts';
import { insertDriveFile } from '../drive/test-support/drive-rows.ts';
import { insertBoard } from '../inspiration/files/test-support-inspiration.ts';
import { startShopFixture, type ShopFixture } from '../tools/product-details/test-support-shop.ts';
import { PUBLIC_API_ROUTES } from './public-routes.ts';

const run = promisify(execFile);
const DOC = new URL('../../../../../docs/public-api.md', import.meta.url);

/** The doc's examples: every fenced bash block. */
function examplesOf(markdown: string): string[] {
  return [...markdown.matchAll(/```bash\n([\s\S]*?)```/g)].map((match) => match[1]!.trim());
}

describe('docs/public-api.md: every curl example, run against a server with one of each thing', () => {
  let t: TestApp;
  let shop: ShopFixture;
  const env: Record<string, string> = {};
  const sandbox = createSandboxConnector();

  beforeAll(async () => {
    t = await createTestApp({
      env: { OUTBOUND_ALLOWED_NETWORKS: '127.0.0.2/32', API_KEY_RATE_LIMIT_PER_MINUTE: '1000' },
      services: { adPlatforms: { meta: sandbox, tiktok: sandbox, sandbox } },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    shop = await startShopFixture('127.0.0.2');
    const team = await createTeam(t);
    const admin = bearer(team.admin.token);
    const post = async <T>(url: string, payload: Record<string, unknown>) => {
      const response = await t.app.inject({ method: 'POST', url, headers: admin, payload });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
      return response.json<T>();
    };
    const brand = await insertBrand(t, { name: 'Glow Theory' });
    const ad = await insertAd(t, { brand, body: 'The serum everyone asks about', assets: [] });
    const saved = await insertAd(t, { brand, body: 'Glow in a week', assets: [] });
    const board = await insertBoard(t, { workspace: team.workspace, name: 'Swipe file' });
    const savedAd = await post<InspirationFile>('/api/v1/inspiration/file', {
      workspaceId: team.workspace.id,
      folderId: board.id,
      discoverAdId: saved.id,
    });
    const tracker = await post<TrackBrandResponse>('/api/v1/detective', {
      workspaceId: team.workspace.id,
      brandId: brand.id,
    });
    const file = await insertDriveFile(t, {
      workspace: team.workspace,
      name: 'Hero cut.mp4',
      folderId: null,
    });
    const onboarded = await post<{ data: { _id: string }[] }>('/reports/api/v1/ad-accounts/onboard', {
      workspaceId: team.workspace.id,
      platform: 'sandbox',
      accountIds: ['sbx_meta_us'],
    });
    const adAccountId = onboarded.data[0]!._id;
    const report = await post<{ _id: string }>('/reports/api/v1/reports', {
      workspaceId: team.workspace.id,
      adAccountId,
      name: 'Weekly winners',
    });
    const key = await post<ApiKeyCreated>(`/api/v1/organisation/${team.org.id}/api-keys`, {
      name: 'Docs',
      scope: 'write',
    });
    Object.assign(env, {
      HOOKLINE_URL: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
      HOOKLINE_KEY: key.key,
      WORKSPACE_ID: team.workspace.id,
      AD_ID: ad.id,
      BRAND_ID: brand.id,
      DETECTIVE_ID: tracker._id,
      BOARD_ID: board.id,
      SAVED_AD_ID: savedAd._id,
      FILE_ID: file.id,
      REPORT_ID: report._id,
      AD_ACCOUNT_ID: adAccountId,
      PRODUCT_URL: `${shop.origin}/products/trail-runner`,
    });
  });
  afterAll(async () => {
    await shop.close();
    await t.close();
  });

  it('answers every example with a 2xx and JSON', async () => {
    const examples = examplesOf(readFileSync(DOC, 'utf8'));
    expect(examples.length).toBeGreaterThanOrEqual(Object.keys(PUBLIC_API_ROUTES).length);
    for (const example of examples) {
      expect(example.startsWith('curl ')).toBe(true);
      // --norc: bash started with its input on a socket, as here, would otherwise read ~/.bashrc first, as for
      // a remote shell; whatever that file runs (a version manager's set-up, say) would be timed with the example.
      const { stdout } = await run('bash', ['--norc', '--noprofile', '-c', example], {
        env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', ...env },
      }).catch((error: { stderr?: string; code?: number }) => {
        throw new Error(`${example}\nfailed (${error.code}): ${error.stderr ?? ''}`);
      });
      expect(() => JSON.parse(stdout) as unknown, example).not.toThrow();
    }
  });

  it('shows every public route, and only those', () => {
    const markdown = readFileSync(DOC, 'utf8');
    const shown = new Set(
      examplesOf(markdown).map((example) => {
        const method = /-X (POST|DELETE|PUT)/.exec(example)?.[1] ?? 'GET';
        const path = /\$HOOKLINE_URL(\/[^"?\s]*)/.exec(example)![1]!;
        return `${method} ${path.replace(/\$[A-Z_]+/g, ':id')}`;
      }),
    );
    const routes = new Set(
      Object.keys(PUBLIC_API_ROUTES).map((route) => route.replace(/:[A-Za-z]+/g, ':id')),
    );
    expect(shown).toEqual(routes);
  });
});
