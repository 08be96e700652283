import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretBoxOf } from '../../platform/crypto/secret-box.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { bearer } from '../../test/factories.ts';
import { createFakeAdPlatform, FAKE_ADS, FAKE_DAYS } from '../../test/fakes/fake-ad-platform.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { giveSubscription } from '../billing/test-support-billing.ts';
import { syncAdAccount } from './ad-sync.service.ts';
import { ensureMonthPartitions } from './insight-partitions.ts';
import { createSandboxConnector } from './connectors/sandbox/sandbox-connector.ts';
import { adAccountOnboardings, adAccounts, ads, adPlatformConnections } from './tables.ts';

interface Item {
  _id: string;
  adAccountId: string;
  platform: string;
  syncStatus: string;
  lastSyncedAt: string | null;
  onboarded: boolean;
}
const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;
const dataOf = (response: LightMyRequestResponse) => response.json<{ data: Item[] }>().data;

const base = '/reports/api/v1';
/** Zod's own words for a query parameter left out; the schema's message covers an empty one. */

describe('ad accounts: connect, onboard, sync, reconnect, disconnect', () => {
  let t: TestApp;
  const fake = createFakeAdPlatform();
  beforeAll(async () => {
    t = await createTestApp({
      services: { adPlatforms: { meta: fake, tiktok: fake, sandbox: createSandboxConnector() } },
    });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `${base}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function accountRows(workspaceId: string) {
    return t.context.database.db.select().from(adAccounts).where(eq(adAccounts.workspaceId, workspaceId));
  }

  async function insightFingerprint(adAccountId: string) {
    const [row] = await rawRows<{ count: number; spend: number; purchases: number }>(
      t.context.database.db,
      sql`SELECT count(*)::int AS count, sum(spend)::float8 AS spend, sum(actions_omni_purchase)::float8 AS purchases
          FROM meta_ad_insights WHERE ad_account_id = ${adAccountId}`,
    );
    return row;
  }

  it('connects with a token the platform accepts, lists its accounts and onboards them with a first sync', async () => {
    const team = await createTeam(t);
    const refused = await call('POST', '/platforms/meta/connect', team.admin.token, {
      workspaceId: team.workspace.id,
      accessToken: 'revoked',
    });
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe(
      'The platform refused this access token; please sign in to the platform again',
    );
    expect(
      await t.context.database.db
        .select()
        .from(adPlatformConnections)
        .where(eq(adPlatformConnections.workspaceId, team.workspace.id)),
    ).toEqual([]);

    const notYet = await call(
      'GET',
      `/platforms/meta/ad-accounts?workspaceId=${team.workspace.id}`,
      team.admin.token,
    );
    expect(notYet.statusCode).toBe(400);
    expect(messageOf(notYet)).toBe('Please connect Meta first');

    const connected = await call('POST', '/platforms/meta/connect', team.admin.token, {
      workspaceId: team.workspace.id,
      accessToken: 'good',
    });
    expect(connected.json<unknown>()).toEqual({
      platform: 'meta',
      connected: true,
      platformUserName: 'Pat Platform',
    });
    const [connection] = await t.context.database.db
      .select()
      .from(adPlatformConnections)
      .where(eq(adPlatformConnections.workspaceId, team.workspace.id));
    expect(connection?.accessToken).not.toContain('good');
    expect(secretBoxOf(t.context.config).open(connection!.accessToken)).toBe('good');
    const available = await call(
      'GET',
      `/platforms/meta/ad-accounts?workspaceId=${team.workspace.id}`,
      team.admin.token,
    );
    expect(dataOf(available).map((account) => [account.adAccountId, account.onboarded])).toEqual([
      ['act_100', false],
      ['tt_200', false],
    ]);

    const unknown = await call('POST', '/ad-accounts/onboard', team.admin.token, {
      workspaceId: team.workspace.id,
      platform: 'meta',
      accountIds: ['act_999'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toBe('Ad account act_999 is not available to this connection');
    expect(await accountRows(team.workspace.id)).toEqual([]);

    const onboarded = await call('POST', '/ad-accounts/onboard', team.collaborator.token, {
      workspaceId: team.workspace.id,
      platform: 'meta',
      accountIds: ['act_100'],
    });
    expect(onboarded.statusCode).toBe(200);
    const account = dataOf(onboarded)[0]!;
    expect(account).toMatchObject({
      adAccountId: 'act_100',
      platform: 'meta',
      provider: 'meta',
      currency: 'USD',
      syncStatus: 'synced',
      needsReconnect: false,
      settings: { clickAttributionWindow: '7d_click', viewAttributionWindow: '1d_view' },
    });
    expect(account.lastSyncedAt).not.toBeNull();
    const stored = await t.context.database.db.select().from(ads).where(eq(ads.adAccountId, account._id));
    expect(stored).toHaveLength(FAKE_ADS.length);
    const fingerprint = await insightFingerprint(account._id);
    expect(fingerprint?.count).toBe(6 * FAKE_DAYS.length);

    // A guest reads the workspace's accounts (a client reviewing results) and changes nothing.
    const list = await call('GET', `/ad-accounts?workspaceId=${team.workspace.id}`, team.guest.token);
    expect(list.statusCode).toBe(200);
    const listed = await call(
      'GET',
      `/ad-accounts?workspaceId=${team.workspace.id}`,
      team.collaborator.token,
    );
    expect(dataOf(listed).map((item: { _id: string }) => item._id)).toEqual([account._id]);
  });

  it('stores the same rows when the same sync runs twice', async () => {
    const team = await createTeam(t);
    await call('POST', '/platforms/meta/connect', team.admin.token, {
      workspaceId: team.workspace.id,
      accessToken: 'good',
    });
    const onboarded = await call('POST', '/ad-accounts/onboard', team.admin.token, {
      workspaceId: team.workspace.id,
      platform: 'meta',
      accountIds: ['act_100'],
    });
    const accountId = dataOf(onboarded)[0]!._id;
    const first = await insightFingerprint(accountId);
    const adsWritten = () =>
      t.context.database.db
        .select({ id: ads.id, updatedAt: ads.updatedAt })
        .from(ads)
        .where(eq(ads.adAccountId, accountId))
        .orderBy(ads.id);
    const adsBefore = await adsWritten();
    expect(adsBefore.length).toBeGreaterThan(0);
    await syncAdAccount(t.context, { adAccountId: accountId, full: true });
    await syncAdAccount(t.context, { adAccountId: accountId });
    expect(await insightFingerprint(accountId)).toEqual(first);
    // The platform described the same ads: none was written again.
    expect(await adsWritten()).toEqual(adsBefore);
    // The embedded database, which runs no autovacuum, vacuums what a sync rewrote; a server leaves it to
    // PostgreSQL's autovacuum.
    const [vacuumed] = await rawRows<{ vacuumed: boolean }>(
      t.context.database.db,
      sql`SELECT last_vacuum IS NOT NULL AS vacuumed FROM pg_stat_user_tables WHERE relname = 'meta_ad_running_spans'`,
    );
    expect(vacuumed?.vacuumed).toBe(t.context.database.kind === 'pglite');
    const again = await call('POST', `/ad-accounts/${accountId}/sync`, team.admin.token);
    expect(again.statusCode).toBe(200);
    expect(again.json<Item>().syncStatus).toBe('synced');
    expect(await insightFingerprint(accountId)).toEqual(first);
  });

  it('marks an account for reconnection when the platform refuses its token, and reconnects it', async () => {
    const team = await createTeam(t);
    await call('POST', '/platforms/meta/connect', team.admin.token, {
      workspaceId: team.workspace.id,
      accessToken: 'good',
    });
    const onboarded = await call('POST', '/ad-accounts/onboard', team.admin.token, {
      workspaceId: team.workspace.id,
      platform: 'meta',
      accountIds: ['act_100'],
    });
    const accountId = dataOf(onboarded)[0]!._id;
    await t.context.database.db
      .update(adPlatformConnections)
      .set({ accessToken: secretBoxOf(t.context.config).seal('revoked') })
      .where(eq(adPlatformConnections.workspaceId, team.workspace.id));
    const failed = await call('POST', `/ad-accounts/${accountId}/sync`, team.admin.token);
    expect(failed.json<unknown>()).toMatchObject({
      syncStatus: 'error',
      needsReconnect: true,
      syncError: 'Invalid OAuth access token',
    });
    const badToken = await call('POST', `/ad-accounts/${accountId}/reconnect`, team.admin.token, {
      accessToken: 'revoked',
    });
    expect(badToken.statusCode).toBe(400);
    const reconnected = await call('POST', `/ad-accounts/${accountId}/reconnect`, team.admin.token, {
      accessToken: 'fresh',
    });
    expect(reconnected.json<unknown>()).toMatchObject({
      syncStatus: 'synced',
      needsReconnect: false,
      syncError: null,
    });
  });

  it('changes attribution windows and reads the data again', async () => {
    const team = await createTeam(t);
    const sandboxAccount = dataOf(
      await call('GET', `/platforms/sandbox/ad-accounts?workspaceId=${team.workspace.id}`, team.admin.token),
    )[0]!;
    const onboarded = await call('POST', '/ad-accounts/onboard', team.admin.token, {
      workspaceId: team.workspace.id,
      platform: 'sandbox',
      accountIds: [sandboxAccount.adAccountId],
    });
    expect(onboarded.statusCode).toBe(200);
    const account = dataOf(onboarded)[0]!;
    const before = await insightFingerprint(account._id);
    expect(before?.count).toBeGreaterThan(0);
    const bad = await call('PUT', `/ad-accounts/${account._id}`, team.admin.token, {
      settings: { clickAttributionWindow: '2d_click', viewAttributionWindow: 'none' },
    });
    expect(bad.statusCode).toBe(400);
    const changed = await call('PUT', `/ad-accounts/${account._id}`, team.admin.token, {
      settings: { clickAttributionWindow: '1d_click', viewAttributionWindow: 'none' },
    });
    expect(changed.json<unknown>()).toMatchObject({
      settings: { clickAttributionWindow: '1d_click' },
      syncStatus: 'synced',
    });
    const after = await insightFingerprint(account._id);
    expect(after!.spend).toBeCloseTo(before!.spend, 4);
    expect(after!.purchases).toBeLessThan(before!.purchases);
  });

  // Four first syncs of a sandbox account's figures, and a disconnection that deletes one's: longer than the default limit on two busy cores.
  it('limits new ad accounts per month by plan; a disconnected one may come back', async () => {
    const team = await createTeam(t);
    const accounts = dataOf(
      await call('GET', `/platforms/sandbox/ad-accounts?workspaceId=${team.workspace.id}`, team.admin.token),
    ) as Array<{ adAccountId: string }>;
    expect(accounts.length).toBeGreaterThanOrEqual(4);
    const ids = accounts.map((account) => account.adAccountId);
    const first = await call('POST', '/ad-accounts/onboard', team.admin.token, {
      workspaceId: team.workspace.id,
      platform: 'sandbox',
      accountIds: ids.slice(0, 3),
    });
    expect(first.statusCode).toBe(200);
    const over = await call('POST', '/ad-accounts/onboard', team.admin.token, {
      workspaceId: team.workspace.id,
      platform: 'sandbox',
      accountIds: [ids[3]],
    });
    expect(over.statusCode).toBe(403);
    expect(over.json<unknown>()).toEqual({
      code: 'PLAN_LIMIT_REACHED',
      message: 'You have reached the limit of 3 new ad accounts this month on your plan',
    });
    const gone = dataOf(first)[0]!;
    const disconnected = await call('DELETE', `/ad-accounts/${gone._id}`, team.admin.token);
    expect(disconnected.json<unknown>()).toEqual({
      adAccountId: gone._id,
      message: 'Ad account disconnected',
    });
    expect(await insightFingerprint(gone._id)).toMatchObject({ count: 0 });
    expect(
      (
        await call('POST', '/ad-accounts/onboard', team.admin.token, {
          workspaceId: team.workspace.id,
          platform: 'sandbox',
          accountIds: [ids[3]],
        })
      ).statusCode,
    ).toBe(403);
    const back = await call('POST', '/ad-accounts/onboard', team.admin.token, {
      workspaceId: team.workspace.id,
      platform: 'sandbox',
      accountIds: [gone.adAccountId],
    });
    expect(back.statusCode).toBe(200);
    const months = await t.context.database.db
      .select()
      .from(adAccountOnboardings)
      .where(eq(adAccountOnboardings.orgId, team.org.id));
    expect(months).toHaveLength(3);
  }, 120_000);

  it("refuses new accounts when the last two months' spend exceeds the plan's limit", async () => {
    const team = await createTeam(t);
    await call('POST', '/platforms/meta/connect', team.admin.token, {
      workspaceId: team.workspace.id,
      accessToken: 'good',
    });
    const onboarded = await call('POST', '/ad-accounts/onboard', team.admin.token, {
      workspaceId: team.workspace.id,
      platform: 'meta',
      accountIds: ['act_100'],
    });
    const account = dataOf(onboarded)[0]!;
    const [ad] = await t.context.database.db
      .select()
      .from(ads)
      .where(eq(ads.adAccountId, account._id))
      .limit(1);
    const now = new Date();
    for (const back of [1, 2]) {
      const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15))
        .toISOString()
        .slice(0, 10);
      await ensureMonthPartitions(t.context.database.db, 'meta', { since: day, until: day });
      await t.context.database.db.execute(sql`
        INSERT INTO meta_ad_insights (org_id, ad_account_id, ad_id, date, spend)
        VALUES (${team.org.id}, ${account._id}, ${ad!.id}, ${day}, 60000)
        ON CONFLICT (ad_account_id, ad_id, date) DO UPDATE SET spend = 60000`);
    }
    const refused = await call('POST', '/ad-accounts/onboard', team.admin.token, {
      workspaceId: team.workspace.id,
      platform: 'meta',
      accountIds: ['tt_200'],
    });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(
      "Your ad spend exceeded your plan's limit of $50,000 per month in each of the last two months",
    );
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organisation/${team.org.id}/monthly-spend-history`,
      headers: bearer(team.admin.token),
    });
    expect(
      history
        .json<{ monthylSpendHistory: Array<{ totalAdSpend: number }> }>()
        .monthylSpendHistory.map((entry) => entry.totalAdSpend),
    ).toEqual([60000, 60000, 0]);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organisation/${team.org.id}/monthly-spend-history`,
      headers: bearer(team.outsider.token),
    });
    expect(foreign.statusCode).toBe(404);
    const count = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organisation/${team.org.id}/ad-account-count`,
      headers: bearer(team.admin.token),
      payload: { platform: 'meta', accountIds: ['act_100', 'tt_200'] },
    });
    expect(count.json<unknown>()).toEqual({ adAccountCount: 1, newAccounts: 1, limit: 3, allowed: true });
    // Without a platform, the Meta account counted this month is not new, whatever platform it came from.
    const anyPlatform = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organisation/${team.org.id}/ad-account-count`,
      headers: bearer(team.admin.token),
      payload: { accountIds: ['act_100', 'tt_200'] },
    });
    expect(anyPlatform.json<unknown>()).toEqual({
      adAccountCount: 1,
      newAccounts: 1,
      limit: 3,
      allowed: true,
    });
    const anotherOrg = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organisation/${team.org.id}/ad-account-count`,
      headers: bearer(team.outsider.token),
      payload: { accountIds: ['act_100'] },
    });
    expect(anotherOrg.statusCode).toBe(404);
    const usage = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organisation/${team.org.id}/usage-metrics`,
      headers: bearer(team.admin.token),
    });
    expect(usage.json<{ usageMetrics: unknown }>().usageMetrics).toMatchObject({
      adAccountCount: 1,
      monthlyAdSpend: 60000,
    });
    await giveSubscription(t, team.org.id, 'creative_suite', 'starter');
    expect(
      (
        await call('POST', '/ad-accounts/onboard', team.admin.token, {
          workspaceId: team.workspace.id,
          platform: 'meta',
          accountIds: ['tt_200'],
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets guests read but change nothing, and answers 404 for another organisation on every route', async () => {
    const team = await createTeam(t);
    const onboarded = await call('POST', '/ad-accounts/onboard', team.admin.token, {
      workspaceId: team.workspace.id,
      platform: 'sandbox',
      accountIds: ['sbx_meta_us'],
    });
    const accountId = dataOf(onboarded)[0]!._id;
    const before = await accountRows(team.workspace.id);
    const routes: Array<[Parameters<typeof call>[0], string, object?]> = [
      ['GET', `/platforms/sandbox/connection?workspaceId=${team.workspace.id}`],
      ['POST', '/platforms/sandbox/connect', { workspaceId: team.workspace.id }],
      ['GET', `/platforms/sandbox/ad-accounts?workspaceId=${team.workspace.id}`],
      [
        'POST',
        '/ad-accounts/onboard',
        { workspaceId: team.workspace.id, platform: 'sandbox', accountIds: ['sbx_tiktok_us'] },
      ],
      ['GET', `/ad-accounts?workspaceId=${team.workspace.id}`],
      ['GET', `/ad-accounts/${accountId}`],
      [
        'PUT',
        `/ad-accounts/${accountId}`,
        { settings: { clickAttributionWindow: '1d_click', viewAttributionWindow: 'none' } },
      ],
      ['POST', `/ad-accounts/${accountId}/sync`],
      ['POST', `/ad-accounts/${accountId}/reconnect`, {}],
      ['DELETE', `/ad-accounts/${accountId}`],
    ];
    const guestReads = new Set([
      `/platforms/sandbox/connection?workspaceId=${team.workspace.id}`,
      `/ad-accounts?workspaceId=${team.workspace.id}`,
      `/ad-accounts/${accountId}`,
    ]);
    for (const [method, url, payload] of routes) {
      const guestMay = method === 'GET' && guestReads.has(url);
      expect((await call(method, url, team.guest.token, payload)).statusCode, `guest ${method} ${url}`).toBe(
        guestMay ? 200 : 403,
      );
      expect(
        (await call(method, url, team.outsider.token, payload)).statusCode,
        `outsider ${method} ${url}`,
      ).toBe(404);
    }
    expect(await accountRows(team.workspace.id)).toEqual(before);
  });

  it('reads one account and a connection, and refuses bad input on those routes, changing nothing', async () => {
    const team = await createTeam(t);
    const onboarded = await call('POST', '/ad-accounts/onboard', team.admin.token, {
      workspaceId: team.workspace.id,
      platform: 'sandbox',
      accountIds: ['sbx_meta_us'],
    });
    const account = dataOf(onboarded)[0]!;
    const one = await call('GET', `/ad-accounts/${account._id}`, team.collaborator.token);
    expect(one.statusCode).toBe(200);
    expect(one.json<unknown>()).toMatchObject({
      _id: account._id,
      adAccountId: 'sbx_meta_us',
      provider: 'sandbox',
      platform: 'meta',
    });
    const sandbox = await call(
      'GET',
      `/platforms/sandbox/connection?workspaceId=${team.workspace.id}`,
      team.collaborator.token,
    );
    expect(sandbox.json<unknown>()).toEqual({
      platform: 'sandbox',
      connected: true,
      platformUserName: null,
      expiresAt: null,
      needsReconnect: false,
    });
    const meta = await call(
      'GET',
      `/platforms/meta/connection?workspaceId=${team.workspace.id}`,
      team.collaborator.token,
    );
    expect(meta.json<unknown>()).toEqual({
      platform: 'meta',
      connected: false,
      platformUserName: null,
      expiresAt: null,
      needsReconnect: false,
    });

    const stored = async () => ({
      accounts: await accountRows(team.workspace.id),
      connections: await t.context.database.db
        .select()
        .from(adPlatformConnections)
        .where(eq(adPlatformConnections.workspaceId, team.workspace.id)),
    });
    const before = await stored();
    const cases: Array<[Parameters<typeof call>[0], string, number, string]> = [
      ['GET', '/ad-accounts', 400, 'workspaceId is required'],
      ['GET', '/ad-accounts?workspaceId=', 400, 'workspaceId is required'],
      ['GET', '/ad-accounts?workspaceId=not-an-id', 404, 'Not Found'],
      ['GET', '/ad-accounts/not-an-id', 404, 'Not Found'],
      ['GET', `/ad-accounts/${randomUUID()}`, 404, 'Not Found'],
      ['POST', '/ad-accounts/not-an-id/sync', 404, 'Not Found'],
      ['POST', `/ad-accounts/${randomUUID()}/sync`, 404, 'Not Found'],
      ['DELETE', '/ad-accounts/not-an-id', 404, 'Not Found'],
      ['DELETE', `/ad-accounts/${randomUUID()}`, 404, 'Not Found'],
      [
        'GET',
        `/platforms/facebook/connection?workspaceId=${team.workspace.id}`,
        400,
        "platform must be 'meta', 'tiktok' or 'sandbox'",
      ],
      ['GET', '/platforms/sandbox/connection', 400, 'workspaceId is required'],
      ['GET', '/platforms/sandbox/connection?workspaceId=', 400, 'workspaceId is required'],
      ['GET', '/platforms/sandbox/connection?workspaceId=not-an-id', 404, 'Not Found'],
    ];
    for (const [method, url, status, message] of cases) {
      const response = await call(method, url, team.admin.token);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expect(messageOf(response), `${method} ${url}`).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });
});
