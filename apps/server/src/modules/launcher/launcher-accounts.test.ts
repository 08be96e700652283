import { ERROR_CODES, LAUNCHER_MESSAGES, type LauncherAccount } from '@hookline/domain';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/factories.ts';
import { addMember, createTeam, createWorkspace } from '../../test/tenancy-factories.ts';
import { createFakeAdPlatform } from '../../test/fakes/fake-ad-platform.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSandboxConnector } from '../ad-accounts/connectors/sandbox/sandbox-connector.ts';
import { giveSubscription } from '../billing/test-support-billing.ts';
import { launcherAccountAccess, launcherAdAccounts } from './tables.ts';

const base = '/api/v1';
const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;
const dataOf = <T = LauncherAccount>(response: LightMyRequestResponse) => response.json<{ data: T[] }>().data;

describe('launcher accounts: onboarding, limits, access', () => {
  let t: TestApp;
  beforeAll(async () => {
    const fake = createFakeAdPlatform();
    t = await createTestApp({
      services: { adPlatforms: { meta: fake, tiktok: fake, sandbox: createSandboxConnector() } },
    });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `${base}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const rowsOf = (orgId: string) =>
    t.context.database.db.select().from(launcherAdAccounts).where(eq(launcherAdAccounts.orgId, orgId));
  const onboard = (token: string, workspaceId: string, accountIds: string[]) =>
    call('POST', '/adlauncher/ad-accounts/onboard', token, { workspaceId, platform: 'sandbox', accountIds });

  it('lists the sandbox accounts to onboard, onboards one, lists it, and onboarding it again changes nothing', async () => {
    const team = await createTeam(t);
    const available = await call(
      'GET',
      `/adlauncher/platforms/sandbox/ad-accounts?workspaceId=${team.workspace.id}`,
      team.admin.token,
    );
    expect(available.statusCode).toBe(200);
    // Only the sandbox's Meta-platform accounts: the launcher launches to Meta.
    expect(dataOf<{ adAccountId: string; onboarded: boolean }>(available)).toEqual([
      expect.objectContaining({ adAccountId: 'sbx_meta_us', onboarded: false }),
      expect.objectContaining({ adAccountId: 'sbx_meta_eu', onboarded: false }),
    ]);

    const unknown = await onboard(team.admin.token, team.workspace.id, ['sbx_tiktok_us']);
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toBe(LAUNCHER_MESSAGES.unknownAccount('sbx_tiktok_us'));
    expect(await rowsOf(team.org.id)).toEqual([]);

    const done = await onboard(team.admin.token, team.workspace.id, ['sbx_meta_us']);
    expect(done.statusCode).toBe(200);
    const [account] = dataOf(done);
    expect(account).toMatchObject({
      workspaceId: team.workspace.id,
      provider: 'sandbox',
      adAccountId: 'sbx_meta_us',
      userIds: [],
      canLaunch: true,
      needsReconnect: false,
    });
    const [row] = await rowsOf(team.org.id);
    expect(row?.settings.creativeEnhancements.image_touchups).toBe('OPT_OUT');
    expect(row?.settings.launchSettings.status).toBe('PAUSED');

    const again = await onboard(team.admin.token, team.workspace.id, ['sbx_meta_us']);
    expect(again.statusCode).toBe(200);
    expect(dataOf(again).map((item) => item._id)).toEqual([account!._id]);
    expect(await rowsOf(team.org.id)).toHaveLength(1);

    const listed = await call(
      'GET',
      `/adlauncher/ad-accounts?workspaceId=${team.workspace.id}`,
      team.collaborator.token,
    );
    expect(dataOf(listed)).toEqual([expect.objectContaining({ _id: account!._id, canLaunch: false })]);
    const one = await call('GET', `/adlauncher/ad-accounts/${account!._id}`, team.admin.token);
    expect(one.json<LauncherAccount>()).toMatchObject({ _id: account!._id, adAccountId: 'sbx_meta_us' });
    const marked = await call(
      'GET',
      `/adlauncher/platforms/sandbox/ad-accounts?workspaceId=${team.workspace.id}`,
      team.admin.token,
    );
    expect(dataOf<{ adAccountId: string; onboarded: boolean }>(marked)[0]).toMatchObject({ onboarded: true });

    const count = await call(
      'POST',
      `/organisation/${team.org.id}/launcher-ad-account-count`,
      team.admin.token,
    );
    expect(count.json()).toEqual({ count: 1 });
    const usage = await call('GET', `/organisation/${team.org.id}/usage-metrics`, team.admin.token);
    expect(usage.statusCode).toBe(200);
    expect(usage.json<{ usageMetrics: { adLauncherAdAccountCount: number } }>().usageMetrics).toMatchObject({
      adLauncherAdAccountCount: 1,
    });

    const removed = await call('DELETE', `/adlauncher/ad-accounts/${account!._id}`, team.admin.token);
    expect(removed.statusCode).toBe(200);
    expect(await rowsOf(team.org.id)).toEqual([]);
  });

  it("Meta: the workspace's connection first, then only its Meta-platform accounts", async () => {
    const team = await createTeam(t);
    const url = `/adlauncher/platforms/meta/ad-accounts?workspaceId=${team.workspace.id}`;
    const notYet = await call('GET', url, team.admin.token);
    expect(notYet.statusCode).toBe(400);
    expect(messageOf(notYet)).toBe('Please connect Meta first');
    const connected = await t.app.inject({
      method: 'POST',
      url: '/reports/api/v1/platforms/meta/connect',
      headers: bearer(team.admin.token),
      payload: { workspaceId: team.workspace.id, accessToken: 'good' },
    });
    expect(connected.statusCode).toBe(200);
    const listed = await call('GET', url, team.admin.token);
    expect(dataOf<{ adAccountId: string }>(listed).map((account) => account.adAccountId)).toEqual([
      'act_100',
    ]);
    const tiktok = await call('POST', '/adlauncher/ad-accounts/onboard', team.admin.token, {
      workspaceId: team.workspace.id,
      platform: 'meta',
      accountIds: ['tt_200'],
    });
    expect(messageOf(tiktok)).toBe(LAUNCHER_MESSAGES.unknownAccount('tt_200'));
    const onboarded = await call('POST', '/adlauncher/ad-accounts/onboard', team.admin.token, {
      workspaceId: team.workspace.id,
      platform: 'meta',
      accountIds: ['act_100'],
    });
    expect(dataOf(onboarded)).toEqual([
      expect.objectContaining({ provider: 'meta', adAccountId: 'act_100', name: 'Fake Meta account' }),
    ]);
  });

  it('refuses a second account without the add-on, and allows three with an add-on of 3', async () => {
    const team = await createTeam(t);
    const second = await createWorkspace(t, team.org, 'Second brand');
    expect((await onboard(team.admin.token, team.workspace.id, ['sbx_meta_us'])).statusCode).toBe(200);
    const refused = await onboard(team.admin.token, team.workspace.id, ['sbx_meta_eu']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: ERROR_CODES.planLimitReached,
      message: LAUNCHER_MESSAGES.limitReached(1),
    });
    expect(await rowsOf(team.org.id)).toHaveLength(1);

    // In the add-on's free trial, still the free tier's one account.
    await giveSubscription(t, team.org.id, 'adlauncher', 'starter', { quantity: 3, status: 'trialing' });
    const inTrial = await onboard(team.admin.token, team.workspace.id, ['sbx_meta_eu']);
    expect(inTrial.statusCode).toBe(403);
    expect(messageOf(inTrial)).toBe(LAUNCHER_MESSAGES.limitReached(1));

    await giveSubscription(t, team.org.id, 'adlauncher', 'starter', { quantity: 3 });
    expect((await onboard(team.admin.token, team.workspace.id, ['sbx_meta_eu'])).statusCode).toBe(200);
    expect((await onboard(team.admin.token, second.id, ['sbx_meta_us'])).statusCode).toBe(200);
    const fourth = await onboard(team.admin.token, second.id, ['sbx_meta_eu']);
    expect(fourth.statusCode).toBe(403);
    expect(messageOf(fourth)).toBe(LAUNCHER_MESSAGES.limitReached(3));
    expect(await rowsOf(team.org.id)).toHaveLength(3);
  });

  it('two onboardings at once do not pass the limit', async () => {
    const team = await createTeam(t);
    const [first, second] = await Promise.all([
      onboard(team.admin.token, team.workspace.id, ['sbx_meta_us']),
      onboard(team.admin.token, team.workspace.id, ['sbx_meta_eu']),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 403]);
    expect(await rowsOf(team.org.id)).toHaveLength(1);
  });

  it('gives launch rights to members only, never to guests, and the list says who may launch', async () => {
    const team = await createTeam(t);
    const [account] = dataOf(await onboard(team.admin.token, team.workspace.id, ['sbx_meta_us']));
    const url = `/adlauncher/ad-accounts/${account!._id}/access`;
    const accessRows = () =>
      t.context.database.db
        .select()
        .from(launcherAccountAccess)
        .where(eq(launcherAccountAccess.launcherAccountId, account!._id));

    for (const userIds of [[team.guest.user.id], [team.outsider.user.id], ['not-a-user']]) {
      const refused = await call('PUT', url, team.admin.token, { userIds });
      expect(refused.statusCode).toBe(400);
      expect(messageOf(refused)).toBe(LAUNCHER_MESSAGES.accessNotMember(userIds[0]!));
    }
    expect(await accessRows()).toEqual([]);
    const byCollaborator = await call('PUT', url, team.collaborator.token, {
      userIds: [team.collaborator.user.id],
    });
    expect(byCollaborator.statusCode).toBe(403);

    const given = await call('PUT', url, team.admin.token, { userIds: [team.collaborator.user.id] });
    expect(given.statusCode).toBe(200);
    expect(given.json<LauncherAccount>().userIds).toEqual([team.collaborator.user.id]);
    const seen = await call('GET', `/adlauncher/ad-accounts/${account!._id}`, team.collaborator.token);
    expect(seen.json<LauncherAccount>().canLaunch).toBe(true);

    // A member without the Ad Launcher in their grant can't be given it either.
    const noLauncher = await createUser(t);
    await addMember(t, {
      org: team.org,
      user: noLauncher,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator', products: ['drive'] }],
    });
    const refused = await call('PUT', url, team.admin.token, { userIds: [noLauncher.id] });
    expect(refused.statusCode).toBe(400);
    expect((await accessRows()).map((row) => row.userId)).toEqual([team.collaborator.user.id]);

    const cleared = await call('PUT', url, team.admin.token, { userIds: [] });
    expect(cleared.json<LauncherAccount>().userIds).toEqual([]);
  });

  it('denies guests everything and answers 404 for another organisation on every route', async () => {
    const team = await createTeam(t);
    const [account] = dataOf(await onboard(team.admin.token, team.workspace.id, ['sbx_meta_us']));
    const ws = team.workspace.id;
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', `/adlauncher/ad-accounts?workspaceId=${ws}`],
      ['GET', `/adlauncher/ad-accounts/${account!._id}`],
      ['GET', `/adlauncher/platforms/sandbox/ad-accounts?workspaceId=${ws}`],
      [
        'POST',
        '/adlauncher/ad-accounts/onboard',
        { workspaceId: ws, platform: 'sandbox', accountIds: ['sbx_meta_eu'] },
      ],
      ['PUT', `/adlauncher/ad-accounts/${account!._id}/access`, { userIds: [] }],
      ['DELETE', `/adlauncher/ad-accounts/${account!._id}`],
      ['POST', `/organisation/${team.org.id}/launcher-ad-account-count`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, team.guest.token, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, team.outsider.token, payload)).statusCode, `${method} ${url}`).toBe(
        404,
      );
    }
    expect(await rowsOf(team.org.id)).toHaveLength(1);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const team = await createTeam(t);
    const ws = team.workspace.id;
    for (const payload of [
      { workspaceId: ws, platform: 'tiktok', accountIds: ['sbx_meta_us'] },
      { workspaceId: ws, platform: 'sandbox', accountIds: [] },
      { workspaceId: ws, platform: 'sandbox', accountIds: ['\ud800'] },
      { workspaceId: ws, platform: 'sandbox', accountIds: ['\u0000'] },
    ]) {
      const response = await call('POST', '/adlauncher/ad-accounts/onboard', team.admin.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await rowsOf(team.org.id)).toEqual([]);
    const member = await createUser(t);
    await addMember(t, {
      org: team.org,
      user: member,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator' }],
    });
    const tokens = await signIn(t, member);
    const notManager = await call('POST', '/adlauncher/ad-accounts/onboard', tokens.token, {
      workspaceId: ws,
      platform: 'sandbox',
      accountIds: ['sbx_meta_us'],
    });
    expect(notManager.statusCode).toBe(403);
  });
});
