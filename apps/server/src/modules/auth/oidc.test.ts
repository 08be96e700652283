import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPendingInvite, createUser, uniqueEmail } from '../../test/factories.ts';
import {
  startTestIdentityProvider,
  type TestAccount,
  type TestIdentityProvider,
} from '../../test/oidc-test-provider.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { invites } from '../tenancy/members/tables.ts';
import { users } from '../users/tables.ts';
import { oidcStates } from './tables.ts';

const APP_URL = 'http://localhost:4173';
const REDIRECT_URI = `${APP_URL}/auth/oidc/callback`;
const base = '/auth/api/v1';

let subjects = 0;
function account(overrides: Partial<TestAccount> = {}): TestAccount {
  subjects += 1;
  return {
    sub: `subject-${subjects}`,
    email: uniqueEmail('oidc'),
    email_verified: true,
    given_name: 'Katherine',
    family_name: 'Johnson',
    ...overrides,
  };
}

describe('identity sign-in (OpenID Connect)', () => {
  let idp: TestIdentityProvider;
  let t: TestApp;

  beforeAll(async () => {
    idp = await startTestIdentityProvider({ redirectUri: REDIRECT_URI });
    t = await createTestApp({
      env: {
        APP_URL,
        OIDC_ISSUER: idp.issuer,
        OIDC_CLIENT_ID: idp.clientId,
        OIDC_CLIENT_SECRET: idp.clientSecret,
        OIDC_PROVIDER_NAME: 'Test ID',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  /** start → the provider's login and consent → the redirect's code → callback. */
  async function signInThroughProvider(as: TestAccount, options: { inviteId?: string; path?: string } = {}) {
    idp.signInAs(as);
    const query = options.inviteId ? `?inviteId=${options.inviteId}` : '';
    const start = await t.app.inject({ method: 'GET', url: `${base}/oidc/start${query}` });
    expect(start.statusCode).toBe(200);
    const { url, state } = start.json<{ url: string; state: string }>();
    expect(new URL(url).searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');
    const redirect = await idp.authorize(url, REDIRECT_URI);
    expect(redirect.state).toBe(state);
    const payload = {
      code: redirect.code,
      state: redirect.state,
      ...(options.inviteId && options.path ? { inviteId: options.inviteId } : {}),
    };
    return t.app.inject({ method: 'POST', url: `${base}/${options.path ?? 'oidc/callback'}`, payload });
  }

  it('tells the web app it is enabled and what to call the button', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${base}/oidc/config` });
    expect(response.json()).toEqual({ enabled: true, providerName: 'Test ID' });
  });

  it('creates an account on first sign-in and signs the same account in again', async () => {
    const person = account();
    const first = await signInThroughProvider(person);
    expect(first.statusCode).toBe(200);
    const { token } = first.json<{ token: string; refreshToken: string }>();
    const me = await t.app.inject({ method: 'GET', url: `${base}/userinfo`, headers: bearer(token) });
    expect(me.json()).toMatchObject({
      email: person.email,
      firstName: 'Katherine',
      lastName: 'Johnson',
      isNewSignup: true,
    });
    const [row] = await t.context.database.db.select().from(users).where(eq(users.email, person.email));
    expect(row).toMatchObject({ oidcSubject: person.sub, passwordHash: null });

    const second = await signInThroughProvider(person);
    expect(second.statusCode).toBe(200);
    expect(
      await t.context.database.db.select().from(users).where(eq(users.email, person.email)),
    ).toHaveLength(1);
  });

  it('links an existing password account with the same verified e-mail', async () => {
    const existing = await createUser(t);
    const response = await signInThroughProvider(account({ email: existing.email }));
    expect(response.statusCode).toBe(200);
    const [row] = await t.context.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.oidcSubject).toMatch(/^subject-/);
    const me = await t.app.inject({
      method: 'GET',
      url: `${base}/userinfo`,
      headers: bearer(response.json<{ token: string }>().token),
    });
    expect(me.json<{ _id: string }>()._id).toBe(existing.id);
  });

  it('refuses a new account with a generic e-mail', async () => {
    const response = await signInThroughProvider(account({ email: `kj-${subjects}@gmail.com` }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Business email required. Please provide a valid Business email.',
      code: 'GENERIC_EMAIL',
    });
  });

  it('refuses an unverified e-mail', async () => {
    const response = await signInThroughProvider(account({ email_verified: false }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Sign-in with Google failed. Please try again.',
      code: 'BAD_REQUEST',
    });
  });

  it('accepts an invite through invite-signup/oidc', async () => {
    const person = account();
    const invite = await createPendingInvite(t, person.email);
    const response = await signInThroughProvider(person, {
      inviteId: invite.token,
      path: 'invite-signup/oidc',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.context.database.db.select().from(invites).where(eq(invites.id, invite.id));
    expect(row?.status).toBe('accepted');
  });

  it('keeps the invite’s row id in the sign-in state, never the link’s token', async () => {
    const person = account();
    const invite = await createPendingInvite(t, person.email);
    const start = await t.app.inject({ method: 'GET', url: `${base}/oidc/start?inviteId=${invite.token}` });
    expect(start.statusCode).toBe(200);
    const [state] = await t.context.database.db
      .select()
      .from(oidcStates)
      .where(eq(oidcStates.state, start.json<{ state: string }>().state));
    expect(state?.inviteId).toBe(invite.id);

    // The plain callback accepts the invite the state names.
    idp.signInAs(person);
    const redirect = await idp.authorize(start.json<{ url: string }>().url, REDIRECT_URI);
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/oidc/callback`,
      payload: { code: redirect.code, state: redirect.state },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.context.database.db.select().from(invites).where(eq(invites.id, invite.id));
    expect(row?.status).toBe('accepted');
  });

  it('refuses an expired invite link and the invite’s row id, creating no account', async () => {
    const person = account();
    const invite = await createPendingInvite(t, person.email);
    const byId = await t.app.inject({ method: 'GET', url: `${base}/oidc/start?inviteId=${invite.id}` });
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toEqual({ message: 'This invitation is no longer valid', code: 'NOT_FOUND' });

    await t.context.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, invite.id));
    const expired = {
      message: 'This invitation has expired. Please ask an admin to send it again',
      code: 'NOT_FOUND',
    };
    const start = await t.app.inject({ method: 'GET', url: `${base}/oidc/start?inviteId=${invite.token}` });
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual(expired);

    idp.signInAs(person);
    const plain = (await t.app.inject({ method: 'GET', url: `${base}/oidc/start` })).json<{ url: string }>();
    const redirect = await idp.authorize(plain.url, REDIRECT_URI);
    for (const inviteId of [invite.token, invite.id]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${base}/invite-signup/oidc`,
        payload: { code: redirect.code, state: redirect.state, inviteId },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(
        inviteId === invite.token
          ? expired
          : { message: 'This invitation is no longer valid', code: 'NOT_FOUND' },
      );
    }
    expect(await t.context.database.db.select().from(users).where(eq(users.email, person.email))).toEqual([]);
    const [row] = await t.context.database.db.select().from(invites).where(eq(invites.id, invite.id));
    expect(row?.status).toBe('pending');
  });

  it('does not accept an invite that expired between the sign-in’s start and its callback', async () => {
    const person = account();
    const invite = await createPendingInvite(t, person.email);
    idp.signInAs(person);
    const start = await t.app.inject({ method: 'GET', url: `${base}/oidc/start?inviteId=${invite.token}` });
    expect(start.statusCode).toBe(200);
    await t.context.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, invite.id));
    const redirect = await idp.authorize(start.json<{ url: string }>().url, REDIRECT_URI);
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/oidc/callback`,
      payload: { code: redirect.code, state: redirect.state },
    });
    // A verified business address may still have an account; it just doesn't join through a dead invite.
    expect(response.statusCode).toBe(200);
    const [row] = await t.context.database.db.select().from(invites).where(eq(invites.id, invite.id));
    expect(row?.status).toBe('pending');
  });

  it('refuses an unknown invite, an unknown state and a state used twice', async () => {
    const unknownInvite = await t.app.inject({
      method: 'GET',
      url: `${base}/oidc/start?inviteId=00000000-0000-4000-8000-000000000000`,
    });
    expect(unknownInvite.statusCode).toBe(404);

    const unknownState = await t.app.inject({
      method: 'POST',
      url: `${base}/oidc/callback`,
      payload: { code: 'x', state: 'never-issued' },
    });
    expect(unknownState.statusCode).toBe(400);

    const person = account();
    idp.signInAs(person);
    const start = (await t.app.inject({ method: 'GET', url: `${base}/oidc/start` })).json<{ url: string }>();
    const redirect = await idp.authorize(start.url, REDIRECT_URI);
    const payload = { code: redirect.code, state: redirect.state };
    expect((await t.app.inject({ method: 'POST', url: `${base}/oidc/callback`, payload })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'POST', url: `${base}/oidc/callback`, payload })).statusCode).toBe(
      400,
    );
    expect(
      await t.context.database.db.select().from(oidcStates).where(eq(oidcStates.state, redirect.state)),
    ).toHaveLength(0);
  });

  it('refuses a code the provider did not issue', async () => {
    const start = (await t.app.inject({ method: 'GET', url: `${base}/oidc/start` })).json<{
      state: string;
    }>();
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/oidc/callback`,
      payload: { code: 'forged-code', state: start.state },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'Sign-in with Google failed. Please try again.',
    );
  });
});

describe('identity sign-in when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 OIDC_NOT_CONFIGURED and reports itself disabled', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${base}/oidc/config` })).json()).toEqual({
      enabled: false,
      providerName: '',
    });
    for (const request of [
      { method: 'GET' as const, url: `${base}/oidc/start` },
      { method: 'POST' as const, url: `${base}/oidc/callback`, payload: { code: 'c', state: 's' } },
      {
        method: 'POST' as const,
        url: `${base}/invite-signup/oidc`,
        payload: { code: 'c', state: 's', inviteId: 'i' },
      },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'Sign-in with Google is not configured',
        code: 'OIDC_NOT_CONFIGURED',
      });
    }
  });
});
