import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../modules/reports/tables.ts';
import { workspaces } from '../../modules/tenancy/workspaces/tables.ts';
import { insertAdAccount } from '../../test/analytics-factories.ts';
import { bearer, uniqueEmail } from '../../test/factories.ts';
import { textInputsOf, type OpenApiDocument } from '../../test/openapi-text-inputs.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Text that PostgreSQL, jsonb or a UTF-8 encoder refuses, or that is merely far too long. */
const NASTY_VALUES: Readonly<Record<string, string>> = {
  nul: 'Fuzz\u0000name',
  'lone high surrogate': 'Fuzz\ud800name',
  'lone low surrogate': '\udc00Fuzz name',
  '100,000 characters': 'x'.repeat(100_000),
  'C1 controls': 'Fuzz\u0085\u009b[31mname\u0080',
};

describe('text inputs', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  /** Real rows of the admin's organisation, by the name a path, query or body gives their id. */
  let known: Record<string, string>;

  const as = (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...bearer(team.admin.token), ...options.headers } });
  const created = async (url: string, payload: object) => {
    const response = await as({ method: 'POST', url: `/reports/api/v1/${url}`, payload });
    if (response.statusCode >= 300) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ _id: string }>()._id;
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: { API_RATE_LIMIT_PER_MINUTE: '100000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '100000' },
    });
    team = await createTeam(t);
    const account = await insertAdAccount(t, { org: team.org, workspace: team.workspace });
    const scope = { workspaceId: team.workspace.id, adAccountId: account.id };
    const folderId = await created('folders', { ...scope, name: 'Winners' });
    const reportId = await created('reports', { ...scope, folderId, name: 'January' });
    const presetId = await created('presets', {
      ...scope,
      platform: 'meta',
      name: 'Costs',
      metrics: ['spend'],
    });
    const conventionId = await created('naming-conventions', {
      ...scope,
      name: 'Angles',
      separator: '_',
      properties: ['angle', 'persona'],
    });
    known = {
      ...scope,
      orgId: team.org.id,
      userId: team.admin.user.id,
      folderId,
      reportId,
      presetId,
      conventionId,
      snapshotId: await created('snapshots', { reportId }),
      tagId: await created('creative-tags', { ...scope, name: 'Hero' }),
      // Invites change hands by token; a well-formed id that matches nothing is what a caller can send.
      inviteId: randomUUID(),
      platform: 'sandbox',
      email: team.admin.user.email,
      password: team.admin.user.password,
      oldPassword: team.admin.user.password,
      otp: '1234',
      groupAdsBy: 'ad_name',
      groupByNamingConventionId: conventionId,
      columnPresetId: presetId,
      sortingField: 'spend',
      metrics: 'spend',
      tableMetrics: 'spend',
      cardMetrics: 'spend',
      barMetrics: 'spend',
      lineMetrics: 'spend',
      // The attribution windows of a new ad account (DEFAULT_AD_ACCOUNT_SETTINGS).
      clickAttributionWindow: '7d_click',
      viewAttributionWindow: '1d_view',
    };
  });
  afterAll(() => t.close());

  it('stores a workspace name without its NUL', async () => {
    const response = await as({
      method: 'PUT',
      url: `/api/v1/workspace/${team.workspace.id}`,
      payload: { workspaceName: 'Brand\u0000 team\u0085 two' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.context.database.db
      .select({ name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, team.workspace.id));
    expect(row?.name).toBe('Brand team two');
  });

  it('refuses a lone surrogate in a report name with the field message, and changes nothing', async () => {
    const before = await t.context.database.db.select().from(reports).where(eq(reports.id, known.reportId!));
    const response = await as({
      method: 'PUT',
      url: `/reports/api/v1/reports/${known.reportId}`,
      payload: { name: 'February \ud800', description: 'Changed' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please enter a report name', code: 'VALIDATION_FAILED' });
    const after = await t.context.database.db.select().from(reports).where(eq(reports.id, known.reportId!));
    expect(after).toEqual(before);
    expect(after[0]?.fields.name).toBe('January');
  });

  // Thousands of requests, one after another, and more with every route added: its own time limit.
  it(
    'answers no 5xx to broken text in any string of any operation of the OpenAPI document',
    { timeout: 240_000 },
    async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      const document = response.json<OpenApiDocument>();

      // Sign-in and password reset are for the admin's address; sign-up and invites for a new one.
      const valuesFor = (operation: string) =>
        /\/(login|forgot-password|reset-password)$/.test(operation)
          ? known
          : { ...known, email: uniqueEmail('fuzz') };
      const inputs = textInputsOf(document, valuesFor);

      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (const input of inputs) {
        for (const [label, nasty] of Object.entries(NASTY_VALUES)) {
          const answer = await as(input.request(nasty));
          statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
          if (answer.statusCode >= 500) {
            failures.push(`${input.operation} ${input.where} (${label}): ${answer.statusCode}`);
          }
        }
      }

      const requests = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      const operations = new Set(inputs.map((input) => input.operation)).size;
      console.info(`text fuzz: ${requests} requests over ${operations} operations (${byStatus.join(', ')})`);
      expect(operations).toBeGreaterThan(50);
      expect(failures).toEqual([]);
    },
  );
});
