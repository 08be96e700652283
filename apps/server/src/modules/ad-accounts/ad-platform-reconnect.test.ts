import { SIGN_IN_MESSAGES, type AdAccount } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretBoxOf } from '../../platform/crypto/secret-box.ts';
import {
  LONG_LIVED_SECONDS,
  META_GRANTED,
  followCallback,
  startSignInFakes,
  visitPlatform,
  type SignInFakes,
} from '../../test/ad-platform-sign-in-fakes.ts';
import { insertAdAccount } from '../../test/analytics-factories.ts';
import { bearer } from '../../test/factories.ts';
import { FAKE_TOKEN } from '../../test/fakes/meta/fake-graph-data.ts';
import { GE_ADVERTISER, VALID_TOKEN } from '../../test/fakes/tiktok/fake-business-fixtures.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { META_SCOPES } from './meta-oauth.ts';
import { adAccounts, adPlatformConnections, adPlatformSignInStates } from './tables.ts';

type Team = Awaited<ReturnType<typeof createTeam>>;
type Tenant = { org: { id: string }; workspace: { id: string } };

const APP = 'https://app.hookline.test';
const OLD_TOKEN = 'EAAB-revoked-long-ago';
const OLD_EXPIRY = new Date('2026-01-01T00:00:00.000Z');

describe('reconnecting an ad account by signing in with its platform again', () => {
  let fakes: SignInFakes;
  let t: TestApp;
  beforeAll(async () => {
    fakes = await startSignInFakes();
    t = fakes.t;
  });
  afterAll(() => fakes.close());

  const connect = (platform: string, token: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/ad-platforms/${platform}/connect`,
      ...(token ? { headers: bearer(token) } : {}),
      payload,
    });

  /** An account whose platform refused the workspace's token, which expired at OLD_EXPIRY. */
  async function accountNeedingReconnect(
    tenant: Tenant,
    input: { provider: 'meta' | 'tiktok'; externalId: string },
  ) {
    await t.context.database.db.insert(adPlatformConnections).values({
      orgId: tenant.org.id,
      workspaceId: tenant.workspace.id,
      provider: input.provider,
      accessToken: secretBoxOf(t.context.config).seal(OLD_TOKEN),
      expiresAt: OLD_EXPIRY,
      scopes: ['ads_read'],
    });
    const account = await insertAdAccount(t, {
      ...tenant,
      provider: input.provider,
      platform: input.provider,
      externalId: input.externalId,
    });
    await t.context.database.db
      .update(adAccounts)
      .set({ needsReconnect: true, syncStatus: 'error', syncError: 'Invalid OAuth access token' })
      .where(eq(adAccounts.id, account.id));
    return account;
  }

  const connectionsOf = (workspaceId: string) =>
    t.context.database.db
      .select()
      .from(adPlatformConnections)
      .where(eq(adPlatformConnections.workspaceId, workspaceId));
  const accountsOf = (workspaceId: string) =>
    t.context.database.db.select().from(adAccounts).where(eq(adAccounts.workspaceId, workspaceId));
  const openToken = (sealed: string | undefined) => secretBoxOf(t.context.config).open(sealed ?? '');
  const pendingSignIns = async () =>
    (await t.context.database.db.select().from(adPlatformSignInStates)).length;

  async function listedAccounts(team: Team): Promise<AdAccount[]> {
    const listed = await t.app.inject({
      method: 'GET',
      url: `/reports/api/v1/ad-accounts?workspaceId=${team.workspace.id}`,
      headers: bearer(team.admin.token),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    return listed.json<{ data: AdAccount[] }>().data;
  }

  async function reconnectUrl(team: Team, platform: 'meta' | 'tiktok', adAccountId: string): Promise<URL> {
    const started = await connect(platform, team.admin.token, {
      workspaceId: team.workspace.id,
      purpose: 'reconnect',
      adAccountId,
    });
    expect(started.statusCode, started.body).toBe(200);
    return new URL(started.json<{ url: string }>().url);
  }

  it('replaces the sealed token, expiry and scopes for the same Meta account and comes back to Ad accounts', async () => {
    const team = await createTeam(t);
    const account = await accountNeedingReconnect(team, { provider: 'meta', externalId: 'act_102' });
    expect((await listedAccounts(team))[0]).toMatchObject({
      _id: account.id,
      tokenExpiresAt: OLD_EXPIRY.toISOString(),
      needsReconnect: true,
    });

    const dialog = await reconnectUrl(team, 'meta', account.id);
    expect(dialog.searchParams.get('scope')).toBe(META_SCOPES.reconnect.join(','));
    const before = Date.now();
    const finished = await followCallback(t, await visitPlatform(dialog.toString()));
    expect(finished.statusCode, finished.body).toBe(303);
    expect(finished.headers.location).toBe(
      `${APP}/app/analytics/${team.workspace.id}/ad-accounts?reconnected=${account.id}`,
    );

    // One connection still, now holding the new long-lived token, its expiry and what was granted.
    const connections = await connectionsOf(team.workspace.id);
    expect(connections).toHaveLength(1);
    const [connection] = connections;
    expect(openToken(connection?.accessToken)).toBe(FAKE_TOKEN);
    expect(connection?.scopes).toEqual(META_GRANTED);
    expect(connection?.expiresAt?.getTime()).toBeGreaterThanOrEqual(
      before + LONG_LIVED_SECONDS * 1000 - 1000,
    );

    // The same account, no new one, no longer waiting for a reconnect.
    const accounts = await accountsOf(team.workspace.id);
    expect(accounts.map((row) => row.id)).toEqual([account.id]);
    expect(accounts[0]).toMatchObject({ needsReconnect: false });
    expect(accounts[0]?.syncError).not.toBe('Invalid OAuth access token');
    expect((await listedAccounts(team))[0]).toMatchObject({
      _id: account.id,
      needsReconnect: false,
      tokenExpiresAt: connection?.expiresAt?.toISOString(),
    });
  });

  it('replaces the token of the same TikTok account; TikTok advertiser tokens do not expire', async () => {
    const team = await createTeam(t);
    const account = await accountNeedingReconnect(team, { provider: 'tiktok', externalId: GE_ADVERTISER });
    const page = await reconnectUrl(team, 'tiktok', account.id);
    const finished = await followCallback(t, await visitPlatform(page.toString()));
    expect(finished.headers.location).toBe(
      `${APP}/app/analytics/${team.workspace.id}/ad-accounts?reconnected=${account.id}`,
    );
    const connections = await connectionsOf(team.workspace.id);
    expect(connections).toHaveLength(1);
    expect(openToken(connections[0]?.accessToken)).toBe(VALID_TOKEN);
    expect(connections[0]).toMatchObject({ expiresAt: null, scopes: ['1', '2', '4'] });
    const accounts = await accountsOf(team.workspace.id);
    expect(accounts.map((row) => row.id)).toEqual([account.id]);
    expect(accounts[0]?.needsReconnect).toBe(false);
    expect((await listedAccounts(team))[0]?.tokenExpiresAt).toBeNull();
  });

  it('never reaches another organisation’s account: 404 at the start, and a state renews only its own account', async () => {
    const team = await createTeam(t);
    const ours = await accountNeedingReconnect(team, { provider: 'meta', externalId: 'act_101' });
    const theirs = await accountNeedingReconnect(
      { org: team.otherOrg, workspace: team.otherWorkspace },
      { provider: 'meta', externalId: 'act_101' },
    );
    const signInsBefore = await pendingSignIns();
    for (const [token, workspaceId, adAccountId] of [
      [team.admin.token, team.workspace.id, theirs.id],
      [team.admin.token, team.otherWorkspace.id, theirs.id],
      [team.outsider.token, team.workspace.id, ours.id],
      [team.outsider.token, team.otherWorkspace.id, ours.id],
    ] as const) {
      const refused = await connect('meta', token, { workspaceId, purpose: 'reconnect', adAccountId });
      expect(refused.statusCode, refused.body).toBe(404);
    }
    expect(await pendingSignIns()).toBe(signInsBefore);

    // The state names our account; whatever the callback's query says, theirs is left as it was.
    const back = await visitPlatform((await reconnectUrl(team, 'meta', ours.id)).toString());
    back.searchParams.set('adAccountId', theirs.id);
    back.searchParams.set('workspaceId', team.otherWorkspace.id);
    const finished = await followCallback(t, back);
    expect(finished.headers.location).toBe(
      `${APP}/app/analytics/${team.workspace.id}/ad-accounts?reconnected=${ours.id}`,
    );
    const [theirConnection] = await connectionsOf(team.otherWorkspace.id);
    expect(openToken(theirConnection?.accessToken)).toBe(OLD_TOKEN);
    expect(theirConnection?.expiresAt).toEqual(OLD_EXPIRY);
    expect((await accountsOf(team.otherWorkspace.id))[0]).toMatchObject({ needsReconnect: true });
  });

  it('refuses a guest (403) and a stranger (401), and a wrong or missing account (400, 404), changing nothing', async () => {
    const team = await createTeam(t);
    const meta = await accountNeedingReconnect(team, { provider: 'meta', externalId: 'act_101' });
    const tiktok = await insertAdAccount(t, { ...team, provider: 'tiktok', platform: 'tiktok' });
    const sandbox = await insertAdAccount(t, { ...team, provider: 'sandbox' });
    const body = { workspaceId: team.workspace.id, purpose: 'reconnect', adAccountId: meta.id };
    const signInsBefore = await pendingSignIns();

    expect((await connect('meta', team.guest.token, body)).statusCode).toBe(403);
    expect((await connect('meta', undefined, body)).statusCode).toBe(401);

    const missing = await connect('meta', team.admin.token, { ...body, adAccountId: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain(SIGN_IN_MESSAGES.accountRequired);
    for (const other of [tiktok, sandbox]) {
      const wrong = await connect('meta', team.admin.token, { ...body, adAccountId: other.id });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<{ message: string }>().message).toBe(SIGN_IN_MESSAGES.notPlatformAccount('Meta'));
    }
    expect((await connect('meta', team.admin.token, { ...body, adAccountId: 'not-an-id' })).statusCode).toBe(
      404,
    );
    expect(await pendingSignIns()).toBe(signInsBefore);
    const [connection] = await connectionsOf(team.workspace.id);
    expect(openToken(connection?.accessToken)).toBe(OLD_TOKEN);
  });

  it('brings a refused sign-in back to Ad accounts with the reason; the account still needs reconnecting', async () => {
    const team = await createTeam(t);
    const account = await accountNeedingReconnect(team, { provider: 'meta', externalId: 'act_101' });
    const state = (await reconnectUrl(team, 'meta', account.id)).searchParams.get('state') ?? '';
    const declined = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ad-platforms/meta/callback?state=${state}&error=access_denied`,
    });
    expect(declined.statusCode).toBe(303);
    const location = new URL(declined.headers.location ?? '');
    expect(location.pathname).toBe(`/app/analytics/${team.workspace.id}/ad-accounts`);
    expect(location.searchParams.get('connectError')).toBe(SIGN_IN_MESSAGES.declined('Meta'));
    expect(location.searchParams.get('reconnected')).toBeNull();
    expect((await accountsOf(team.workspace.id))[0]?.needsReconnect).toBe(true);
    expect(openToken((await connectionsOf(team.workspace.id))[0]?.accessToken)).toBe(OLD_TOKEN);
  });

  it('renews nothing when the account was disconnected while its person was signing in (404)', async () => {
    const team = await createTeam(t);
    const account = await accountNeedingReconnect(team, { provider: 'meta', externalId: 'act_101' });
    const back = await visitPlatform((await reconnectUrl(team, 'meta', account.id)).toString());
    await t.context.database.db.delete(adAccounts).where(eq(adAccounts.id, account.id));
    expect((await followCallback(t, back)).statusCode).toBe(404);
    expect(openToken((await connectionsOf(team.workspace.id))[0]?.accessToken)).toBe(OLD_TOKEN);
    expect(await accountsOf(team.workspace.id)).toEqual([]);
  });
});
