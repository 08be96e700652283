import { SIGN_IN_MESSAGES } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { workspaceGrants } from '../../composition/tables.ts';
import { bearer, createUser, signIn } from '../../test/factories.ts';
import {
  LONG_LIVED_SECONDS,
  followCallback,
  startSignInFakes,
  visitPlatform,
  type SignInFakes,
} from '../../test/ad-platform-sign-in-fakes.ts';
import type { FakeGraphApi } from '../../test/fakes/meta/fake-graph-api.ts';
import { FAKE_GRAPH_DATA, FAKE_TOKEN } from '../../test/fakes/meta/fake-graph-data.ts';
import type { FakeBusinessApi } from '../../test/fakes/tiktok/fake-business-api.ts';
import { APP_ID, VALID_TOKEN } from '../../test/fakes/tiktok/fake-business-fixtures.ts';
import { addMember, createTeam, createWorkspace } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { META_SCOPES } from './meta-oauth.ts';
import { SIGN_IN_STATE_TTL_MS } from './oauth-state.ts';
import { adPlatformConnections } from './tables.ts';

describe('connecting ad accounts by signing in with the platform', () => {
  let fakes: SignInFakes;
  let t: TestApp;
  let graph: FakeGraphApi;
  let tiktok: FakeBusinessApi;
  let team: Awaited<ReturnType<typeof createTeam>>;

  beforeAll(async () => {
    fakes = await startSignInFakes();
    ({ t, graph, tiktok } = fakes);
    team = await createTeam(t);
  });
  afterEach(() => t.clock.reset());
  afterAll(() => fakes.close());

  const connect = (platform: string, token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/ad-platforms/${platform}/connect`,
      headers: bearer(token),
      payload,
    });

  const callback = (back: URL) => followCallback(t, back);

  const storedConnection = async (workspaceId: string, provider: 'meta' | 'tiktok') =>
    (
      await t.context.database.db
        .select()
        .from(adPlatformConnections)
        .where(eq(adPlatformConnections.workspaceId, workspaceId))
    ).find((row) => row.provider === provider);

  async function startMeta(workspaceId = team.workspace.id, purpose = 'analytics'): Promise<URL> {
    const started = await connect('meta', team.admin.token, { workspaceId, purpose });
    expect(started.statusCode, started.body).toBe(200);
    return new URL(started.json<{ url: string }>().url);
  }

  it('signs in with Facebook, stores the long-lived token sealed with its expiry and goes back to the page', async () => {
    const dialog = await startMeta();
    expect(`${dialog.origin}${dialog.pathname}`).toBe(graph.dialogUrl);
    expect(dialog.searchParams.get('client_id')).toBe('meta-app-1');
    expect(dialog.searchParams.get('scope')).toBe(META_SCOPES.analytics.join(','));
    expect(dialog.searchParams.get('redirect_uri')).toBe(
      'https://app.hookline.test/api/v1/ad-platforms/meta/callback',
    );
    expect(dialog.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);

    const back = await visitPlatform(dialog.toString());
    expect(back.origin).toBe('https://app.hookline.test');
    const before = Date.now();
    const finished = await callback(back);
    expect(finished.statusCode, finished.body).toBe(303);
    expect(finished.headers.location).toBe(
      `https://app.hookline.test/app/analytics/${team.workspace.id}/onboard/ad-accounts?connected=meta`,
    );

    // The code went for a short-lived token, and that for the long-lived one.
    const exchanges = graph.requests.filter((request) => request.path === '/oauth/access_token');
    expect(exchanges.map((request) => request.params.get('grant_type'))).toEqual([null, 'fb_exchange_token']);
    expect(exchanges[0]?.params.get('redirect_uri')).toBe(dialog.searchParams.get('redirect_uri'));

    const row = await storedConnection(team.workspace.id, 'meta');
    expect(row?.accessToken).not.toContain(FAKE_TOKEN);
    expect(row?.accessToken).not.toContain('EAAB-short-lived');
    expect(row?.platformUserName).toBe(FAKE_GRAPH_DATA.user.name);
    expect(row?.scopes).toEqual(['ads_read', 'business_management']);
    const expiresAt = row?.expiresAt?.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + LONG_LIVED_SECONDS * 1000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + LONG_LIVED_SECONDS * 1000 + 1000);

    // The connection answers who it is, until when, and that no reconnect is needed yet.
    const url = `/reports/api/v1/platforms/meta/connection?workspaceId=${team.workspace.id}`;
    const shown = await t.app.inject({ method: 'GET', url, headers: bearer(team.admin.token) });
    expect(shown.json()).toMatchObject({
      connected: true,
      platformUserName: FAKE_GRAPH_DATA.user.name,
      expiresAt: row?.expiresAt?.toISOString(),
      needsReconnect: false,
    });
    // Once the token's time is up, the workspace is asked to sign in again.
    t.clock.advance(LONG_LIVED_SECONDS * 1000 + 60_000);
    const expired = await t.app.inject({ method: 'GET', url, headers: bearer(team.admin.token) });
    expect(expired.json()).toMatchObject({ connected: true, needsReconnect: true });

    // The sealed token is the one the workspace now reads the platform with.
    const available = await t.app.inject({
      method: 'GET',
      url: `/reports/api/v1/platforms/meta/ad-accounts?workspaceId=${team.workspace.id}`,
      headers: bearer(team.admin.token),
    });
    expect(available.statusCode, available.body).toBe(200);
  });

  it('asks for the launcher permissions and goes back to the launcher onboarding for purpose launcher', async () => {
    const dialog = await startMeta(team.workspace.id, 'launcher');
    expect(dialog.searchParams.get('scope')?.split(',')).toEqual(
      expect.arrayContaining(['ads_management', 'pages_manage_ads', 'instagram_basic', 'leads_retrieval']),
    );
    const finished = await callback(await visitPlatform(dialog.toString()));
    expect(finished.headers.location).toBe(
      `https://app.hookline.test/app/adlauncher/${team.workspace.id}/onboard/ad-accounts?connected=meta`,
    );
  });

  it('redirects a client that sends its Bearer token to GET connect to the platform, as API.md gives it', async () => {
    const query = `workspaceId=${team.workspace.id}&purpose=analytics`;
    const started = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ad-platforms/meta/connect?${query}`,
      headers: bearer(team.admin.token),
    });
    expect(started.statusCode, started.body).toBe(302);
    const dialog = new URL(String(started.headers.location));
    expect(`${dialog.origin}${dialog.pathname}`).toBe(graph.dialogUrl);
    const finished = await callback(await visitPlatform(dialog.toString()));
    expect(finished.headers.location).toBe(
      `https://app.hookline.test/app/analytics/${team.workspace.id}/onboard/ad-accounts?connected=meta`,
    );
    const stranger = await t.app.inject({ method: 'GET', url: `/api/v1/ad-platforms/meta/connect?${query}` });
    expect(stranger.statusCode).toBe(401);
    const guest = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ad-platforms/meta/connect?${query}`,
      headers: bearer(team.guest.token),
    });
    expect(guest.statusCode).toBe(403);
  });

  it('refuses a replayed, unknown, missing or expired state, and another platform’s', async () => {
    const back = await visitPlatform((await startMeta()).toString());
    expect((await callback(back)).statusCode).toBe(303);
    const replayed = await callback(back);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json<{ message: string }>().message).toBe(SIGN_IN_MESSAGES.stateInvalid);

    const forged = new URL(back);
    forged.searchParams.set('state', 'x'.repeat(43));
    expect((await callback(forged)).statusCode).toBe(400);
    forged.searchParams.delete('state');
    expect((await callback(forged)).statusCode).toBe(400);

    // A Meta state brought to TikTok's callback is refused, and used up.
    const metaBack = await visitPlatform((await startMeta()).toString());
    const crossed = new URL(metaBack);
    crossed.pathname = '/api/v1/ad-platforms/tiktok/callback';
    expect((await callback(crossed)).statusCode).toBe(400);
    expect((await callback(metaBack)).statusCode).toBe(400);

    // After 10 minutes the sign-in is over: the page says so and nothing is stored.
    const late = await visitPlatform((await startMeta()).toString());
    t.clock.advance(SIGN_IN_STATE_TTL_MS + 1000);
    const expired = await callback(late);
    expect(expired.statusCode).toBe(303);
    const location = new URL(expired.headers.location ?? '');
    expect(location.searchParams.get('connectError')).toBe(SIGN_IN_MESSAGES.stateExpired);
    expect(location.searchParams.get('connected')).toBeNull();
  });

  it('finishes into the workspace the state was made for, whatever the callback’s query says', async () => {
    // The admin may connect workspace B as well: only the state decides which one this sign-in is for.
    const workspaceB = await createWorkspace(t, team.org, 'Second brand');
    const back = await visitPlatform((await startMeta()).toString());
    const tampered = new URL(back);
    tampered.searchParams.set('workspaceId', workspaceB.id);
    tampered.searchParams.set('redirect', 'https://evil.example/steal');
    tampered.searchParams.set('returnTo', 'https://evil.example/steal');
    const finished = await callback(tampered);
    expect(finished.statusCode).toBe(303);
    const location = new URL(finished.headers.location ?? '');
    expect(location.origin).toBe('https://app.hookline.test');
    expect(location.pathname).toBe(`/app/analytics/${team.workspace.id}/onboard/ad-accounts`);
    expect(await storedConnection(workspaceB.id, 'meta')).toBeUndefined();
    expect(await storedConnection(team.workspace.id, 'meta')).toBeDefined();
  });

  it('checks the member again at the callback: one whose access was taken meanwhile connects nothing', async () => {
    const workspace = await createWorkspace(t, team.org, 'Short-lived access');
    const user = await createUser(t);
    const member = await addMember(t, {
      org: team.org,
      user,
      orgRole: 'org_member',
      grants: [{ workspace, roleName: 'admin' }],
    });
    const tokens = await signIn(t, user);
    const started = await connect('meta', tokens.token, { workspaceId: workspace.id, purpose: 'analytics' });
    expect(started.statusCode, started.body).toBe(200);
    const back = await visitPlatform(started.json<{ url: string }>().url);
    await t.context.database.db.delete(workspaceGrants).where(eq(workspaceGrants.memberId, member.id));
    expect((await callback(back)).statusCode).toBe(404);
    expect(await storedConnection(workspace.id, 'meta')).toBeUndefined();
  });

  it('takes no redirect target from the caller', async () => {
    const started = await connect('meta', team.admin.token, {
      workspaceId: team.workspace.id,
      purpose: 'analytics',
      redirectUri: 'https://evil.example/callback',
      returnTo: 'https://evil.example/',
    });
    expect(started.statusCode).toBe(200);
    const dialog = new URL(started.json<{ url: string }>().url);
    expect(dialog.searchParams.get('redirect_uri')).toBe(
      'https://app.hookline.test/api/v1/ad-platforms/meta/callback',
    );
    const finished = await callback(await visitPlatform(dialog.toString()));
    expect(new URL(finished.headers.location ?? '').origin).toBe('https://app.hookline.test');
  });

  it('refuses guests (403), another organisation’s workspace (404), strangers (401) and bad input (400)', async () => {
    const body = { workspaceId: team.workspace.id, purpose: 'analytics' };
    const guest = await connect('meta', team.guest.token, body);
    expect(guest.statusCode).toBe(403);
    expect((await connect('meta', team.guest.token, { ...body, purpose: 'launcher' })).statusCode).toBe(403);
    expect(
      (await connect('meta', team.admin.token, { workspaceId: team.otherWorkspace.id, purpose: 'analytics' }))
        .statusCode,
    ).toBe(404);
    expect((await connect('meta', team.outsider.token, body)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ad-platforms/meta/connect',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    const badPurpose = await connect('meta', team.admin.token, { ...body, purpose: 'everything' });
    expect(badPurpose.statusCode).toBe(400);
    expect(badPurpose.json<{ message: string }>().message).toContain(
      "purpose must be 'analytics', 'launcher' or 'reconnect'",
    );
    expect((await connect('sandbox', team.admin.token, body)).statusCode).toBe(400);
  });

  it('sends a refused sign-in back to the page with the reason, storing nothing', async () => {
    const dialog = await startMeta();
    const state = dialog.searchParams.get('state') ?? '';
    const declined = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ad-platforms/meta/callback?state=${state}&error=access_denied&error_reason=user_denied`,
    });
    expect(declined.statusCode).toBe(303);
    expect(new URL(declined.headers.location ?? '').searchParams.get('connectError')).toBe(
      SIGN_IN_MESSAGES.declined('Meta'),
    );

    // A code Facebook does not know: the exchange fails and the page says so.
    const again = await startMeta();
    const bogus = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ad-platforms/meta/callback?state=${again.searchParams.get('state')}&code=made-up`,
    });
    expect(new URL(bogus.headers.location ?? '').searchParams.get('connectError')).toBe(
      SIGN_IN_MESSAGES.exchangeFailed('Meta'),
    );
  });

  it('authorises a TikTok advertiser: auth_code for a token, stored sealed with its scopes', async () => {
    const started = await connect('tiktok', team.admin.token, {
      workspaceId: team.workspace.id,
      purpose: 'analytics',
    });
    expect(started.statusCode, started.body).toBe(200);
    const page = new URL(started.json<{ url: string }>().url);
    expect(`${page.origin}${page.pathname}`).toBe(tiktok.authUrl);
    expect(page.searchParams.get('app_id')).toBe(APP_ID);
    const back = await visitPlatform(page.toString());
    expect(back.searchParams.get('auth_code')).toBeTruthy();
    const finished = await callback(back);
    expect(finished.statusCode, finished.body).toBe(303);
    expect(finished.headers.location).toBe(
      `https://app.hookline.test/app/analytics/${team.workspace.id}/onboard/ad-accounts?connected=tiktok`,
    );
    const exchange = tiktok.requestsTo('/oauth2/access_token/');
    expect(exchange).toHaveLength(1);
    expect(exchange[0]?.method).toBe('POST');
    const row = await storedConnection(team.workspace.id, 'tiktok');
    expect(row?.accessToken).not.toContain(VALID_TOKEN);
    expect(row?.scopes).toEqual(['1', '2', '4']);
    // TikTok's advertiser tokens do not expire.
    expect(row?.expiresAt).toBeNull();
    // The auth_code is good once.
    expect((await callback(back)).statusCode).toBe(400);
  });
});

describe('signing in without the platform app configured', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
  });
  afterAll(() => t.close());

  it('answers 400 saying sign-in is not configured and the sandbox needs none', async () => {
    for (const [platform, variables] of [
      ['meta', 'META_APP_ID and META_APP_SECRET'],
      ['tiktok', 'TIKTOK_APP_ID and TIKTOK_APP_SECRET'],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/v1/ad-platforms/${platform}/connect`,
        headers: bearer(team.admin.token),
        payload: { workspaceId: team.workspace.id, purpose: 'analytics' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain(variables);
      expect(refused.json<{ message: string }>().message).toContain('the sandbox needs no sign-in');
    }
  });
});
