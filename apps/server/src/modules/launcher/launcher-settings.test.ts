import {
  CREATIVE_ENHANCEMENT_KEYS,
  LAUNCHER_MESSAGES,
  type CopyTemplate,
  type LauncherSettings,
} from '@hookline/domain';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.ts';
import { insertAdAccount } from '../../test/analytics-factories.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { namingConventions } from '../reports/tables.ts';
import { launcherAdAccounts, launcherCopyTemplates } from './tables.ts';
import { insertLauncherAccount } from './test-support-launcher-accounts.ts';

const base = '/api/v1';
const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

describe('launcher account settings and copy templates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `${base}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const storedSettings = async (id: string) => {
    const [row] = await t.context.database.db
      .select({ settings: launcherAdAccounts.settings })
      .from(launcherAdAccounts)
      .where(eq(launcherAdAccounts.id, id));
    return row?.settings;
  };
  const templatesOf = (id: string) =>
    t.context.database.db
      .select()
      .from(launcherCopyTemplates)
      .where(eq(launcherCopyTemplates.launcherAccountId, id));

  async function conventionOf(team: Awaited<ReturnType<typeof createTeam>>, workspace = team.workspace) {
    const analytics = await insertAdAccount(t, { org: team.org, workspace });
    const [convention] = await t.context.database.db
      .insert(namingConventions)
      .values({
        orgId: team.org.id,
        workspaceId: workspace.id,
        adAccountId: analytics.id,
        name: 'Launch names',
        separator: '_',
        properties: ['angle', 'format'],
      })
      .returning();
    return convention!;
  }

  it('starts with every enhancement opted out, saves a partial change and keeps the rest', async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { org: team.org, workspace: team.workspace });
    const url = `/adlauncher/ad-accounts/${account.id}/settings`;
    const initial = (await call('GET', url, team.admin.token)).json<LauncherSettings>();
    expect(Object.keys(initial.creativeEnhancements).sort()).toEqual([...CREATIVE_ENHANCEMENT_KEYS].sort());
    expect(new Set(Object.values(initial.creativeEnhancements))).toEqual(new Set(['OPT_OUT']));
    expect(initial.launchSettings.status).toBe('PAUSED');
    expect(initial.defaultAdCopy).toBeNull();

    const convention = await conventionOf(team);
    const saved = await call('PUT', url, team.admin.token, {
      launchSettings: { pageId: '1234', namingConventionId: convention.id },
      creativeEnhancements: { image_touchups: 'OPT_IN' },
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json<LauncherSettings>();
    expect(body.launchSettings).toMatchObject({
      status: 'PAUSED',
      pageId: '1234',
      namingConventionId: convention.id,
    });
    expect(body.creativeEnhancements.image_touchups).toBe('OPT_IN');
    expect(body.creativeEnhancements.image_uncrop).toBe('OPT_OUT');
    const stored = await storedSettings(account.id);
    // Every enhancement is stored explicitly, not left for Meta to choose.
    expect(Object.keys(stored!.creativeEnhancements)).toHaveLength(CREATIVE_ENHANCEMENT_KEYS.length);

    const copy = await call('PUT', url, team.admin.token, {
      defaultAdCopy: {
        primaryText: 'Line one\nLine two',
        headline: 'Big sale',
        url: 'https://shop.example.com/?utm={{ad.name}}',
      },
    });
    expect(copy.json<LauncherSettings>()).toMatchObject({
      launchSettings: { pageId: '1234' },
      creativeEnhancements: { image_touchups: 'OPT_IN' },
      defaultAdCopy: { primaryText: 'Line one\nLine two', headline: 'Big sale', cta: 'SHOP_NOW' },
    });
  });

  it('refuses bad settings with 400, changing nothing; collaborators and guests may not change them', async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, {
      org: team.org,
      workspace: team.workspace,
      launchers: [team.collaborator.user.id],
    });
    const url = `/adlauncher/ad-accounts/${account.id}/settings`;
    const before = await storedSettings(account.id);
    const otherConvention = await conventionOf(team, team.otherWorkspace);
    const cases: Array<[object, string | undefined]> = [
      [
        { launchSettings: { namingConventionId: otherConvention.id } },
        LAUNCHER_MESSAGES.namingConventionUnknown,
      ],
      [{ launchSettings: { namingConventionId: 'nope' } }, LAUNCHER_MESSAGES.namingConventionUnknown],
      [{ launchSettings: { status: 'DELETED' } }, undefined],
      [{ creativeEnhancements: { image_touchups: 'MAYBE' } }, undefined],
      [{ defaultAdCopy: { url: 'ftp://x' } }, LAUNCHER_MESSAGES.urlInvalid],
      [{ defaultAdCopy: { headline: 'x'.repeat(256) } }, LAUNCHER_MESSAGES.headlineTooLong],
      [{ defaultAdCopy: { cta: 'BUY_IT' } }, LAUNCHER_MESSAGES.ctaInvalid],
      [{ launchSettings: { pageId: 'a\ud800' } }, undefined],
    ];
    for (const [payload, message] of cases) {
      const response = await call('PUT', url, team.admin.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(messageOf(response)).toBe(message);
    }
    expect(await storedSettings(account.id)).toEqual(before);
    expect((await call('GET', url, team.collaborator.token)).statusCode).toBe(200);
    expect((await call('PUT', url, team.collaborator.token, { launchSettings: {} })).statusCode).toBe(403);
    expect((await call('GET', url, team.guest.token)).statusCode).toBe(403);
    expect((await call('GET', url, team.outsider.token)).statusCode).toBe(404);
    expect((await call('PUT', url, team.outsider.token, { launchSettings: {} })).statusCode).toBe(404);
    expect(await storedSettings(account.id)).toEqual(before);
  });

  it('keeps copy templates for those who may launch on the account', async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { org: team.org, workspace: team.workspace });
    const list = `/adlauncher/ad-accounts/${account.id}/copy-templates`;
    const template = {
      name: 'Spring\u0000 sale',
      primaryText: 'Fresh looks\nfor spring',
      headline: 'Up to 40% off',
      description: 'Free shipping',
      cta: 'SHOP_NOW',
      url: 'https://shop.example.com/spring?utm_content={{ad.name}}',
    };
    // The collaborator hasn't been given the account: no templates for them.
    expect((await call('GET', list, team.collaborator.token)).statusCode).toBe(403);
    expect((await call('POST', list, team.collaborator.token, template)).statusCode).toBe(403);

    const created = await call('POST', list, team.admin.token, template);
    expect(created.statusCode).toBe(200);
    const saved = created.json<CopyTemplate>();
    expect(saved).toMatchObject({ adAccountId: account.id, name: 'Spring sale', cta: 'SHOP_NOW' });

    await call('PUT', `/adlauncher/ad-accounts/${account.id}/access`, team.admin.token, {
      userIds: [team.collaborator.user.id],
    });
    const listed = await call('GET', list, team.collaborator.token);
    expect(listed.json<{ data: CopyTemplate[] }>().data.map((item) => item._id)).toEqual([saved._id]);
    const edited = await call('PUT', `/adlauncher/copy-templates/${saved._id}`, team.collaborator.token, {
      ...template,
      name: 'Summer sale',
    });
    expect(edited.json<CopyTemplate>().name).toBe('Summer sale');

    for (const bad of [
      { ...template, name: '' },
      { ...template, name: 'Bad \ud800 name' },
      { ...template, url: 'not a url' },
      { ...template, cta: 'NOPE' },
      { ...template, primaryText: 'x'.repeat(2201) },
    ]) {
      expect(
        (await call('PUT', `/adlauncher/copy-templates/${saved._id}`, team.admin.token, bad)).statusCode,
      ).toBe(400);
      expect((await call('POST', list, team.admin.token, bad)).statusCode).toBe(400);
    }
    expect((await templatesOf(account.id)).map((row) => row.name)).toEqual(['Summer sale']);

    for (const [method, url] of [
      ['GET', list],
      ['POST', list],
      ['PUT', `/adlauncher/copy-templates/${saved._id}`],
      ['DELETE', `/adlauncher/copy-templates/${saved._id}`],
    ] as const) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : template;
      expect((await call(method, url, team.guest.token, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, team.outsider.token, payload)).statusCode, `${method} ${url}`).toBe(
        404,
      );
    }
    expect(await templatesOf(account.id)).toHaveLength(1);

    const removed = await call('DELETE', `/adlauncher/copy-templates/${saved._id}`, team.collaborator.token);
    expect(removed.json()).toEqual({ _id: saved._id });
    expect(await templatesOf(account.id)).toEqual([]);
  });

  it('gives the wizard the naming convention that names ads, and null once it is removed', async () => {
    const team = await createTeam(t);
    const account = await insertLauncherAccount(t, { org: team.org, workspace: team.workspace });
    const url = `/adlauncher/ad-accounts/${account.id}/naming-convention`;
    expect((await call('GET', url, team.admin.token)).json()).toEqual({ namingConvention: null });

    const convention = await conventionOf(team);
    await call('PUT', `/adlauncher/ad-accounts/${account.id}/settings`, team.admin.token, {
      launchSettings: { namingConventionId: convention.id },
    });
    // Whoever reads the settings reads it: a collaborator of the workspace too.
    const read = await call('GET', url, team.collaborator.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      namingConvention: {
        _id: convention.id,
        name: 'Launch names',
        separator: '_',
        properties: ['angle', 'format'],
      },
    });
    expect((await call('GET', url, team.guest.token)).statusCode).toBe(403);
    expect((await call('GET', url, team.outsider.token)).statusCode).toBe(404);
    expect(
      (await call('GET', '/adlauncher/ad-accounts/not-an-id/naming-convention', team.admin.token)).statusCode,
    ).toBe(404);

    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty([
      '/api/v1/adlauncher/ad-accounts/{adAccountId}/naming-convention',
    ]);

    await t.context.database.db.delete(namingConventions).where(eq(namingConventions.id, convention.id));
    expect((await call('GET', url, team.admin.token)).json()).toEqual({ namingConvention: null });
  });
});
