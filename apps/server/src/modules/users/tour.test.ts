import type { TourData, User } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSignedInUser, otpFromMail, signIn, uniqueEmail } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { insertUser } from './users.service.ts';

describe('the guided tour’s state', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userinfo = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/auth/api/v1/userinfo', headers: bearer(token) })
    ).json<User>();
  const putTour = (userId: string, token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/users/${userId}/tour`, headers: bearer(token), payload });

  async function signUpThroughTheForm(): Promise<string> {
    const email = uniqueEmail('newcomer');
    const post = (path: string, payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST') =>
      t.app.inject({ method, url: `/auth/api/v1/${path}`, payload });
    expect((await post('send-otp', { email, otpReasonCode: 1, userName: 'Grace Hopper' })).statusCode).toBe(
      200,
    );
    const otp = otpFromMail(t, email);
    expect((await post('verify-otp', { email, otp, otpReasonCode: 1 }, 'PUT')).statusCode).toBe(200);
    const signup = await post('signup', {
      userName: 'Grace Hopper',
      email,
      password: 'launch-day-42',
      isRiskyEmail: false,
    });
    expect(signup.statusCode).toBe(200);
    return signup.json<{ token: string }>().token;
  }

  it('starts with a new sign-up’s first session and is on userinfo', async () => {
    const token = await signUpThroughTheForm();
    expect((await userinfo(token)).tour).toEqual({ init: true, completed: false, skipped: false });
  });

  it('is never started for an account made as not new (the demo user)', async () => {
    const password = 'demo-password-42';
    const demo = await insertUser(t.context.database.db, {
      email: uniqueEmail('demo'),
      firstName: 'Demo',
      lastName: 'User',
      passwordHash: await hashPassword(password),
      isRiskyEmail: false,
      isNewSignup: false,
    });
    const tokens = await signIn(t, { email: demo.email, password });
    expect((await userinfo(tokens.token)).tour).toEqual({ init: false, completed: false, skipped: false });
  });

  it('keeps skipping and completing with the account, for every browser', async () => {
    const { user, tokens } = await createSignedInUser(t);
    const skipped = await putTour(user.id, tokens.token, { skipped: true });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json<TourData>()).toEqual({ init: true, completed: false, skipped: true });

    // Another browser: a new session of the same account reads the same state.
    const other = await signIn(t, user);
    expect((await userinfo(other.token)).tour).toEqual({ init: true, completed: false, skipped: true });

    const completed = await putTour(user.id, other.token, { completed: true });
    expect(completed.json<TourData>()).toEqual({ init: true, completed: true, skipped: true });
    expect((await userinfo(tokens.token)).tour).toMatchObject({ completed: true });
  });

  it('answers 404 for another user’s tour and changes nothing', async () => {
    const { user: other, tokens: otherTokens } = await createSignedInUser(t);
    const { tokens } = await createSignedInUser(t);
    const response = await putTour(other.id, tokens.token, { skipped: true });
    expect(response.statusCode).toBe(404);
    expect((await userinfo(otherTokens.token)).tour).toEqual({
      init: true,
      completed: false,
      skipped: false,
    });
  });

  it('refuses a body that is not the tour’s fields, and a signed-out caller', async () => {
    const { user, tokens } = await createSignedInUser(t);
    expect((await putTour(user.id, tokens.token, { skipped: 'yes' })).statusCode).toBe(400);
    expect((await userinfo(tokens.token)).tour).toMatchObject({ skipped: false });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${user.id}/tour`,
      payload: { skipped: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('remembers that the welcome banner was closed', async () => {
    const { user, tokens } = await createSignedInUser(t);
    expect((await userinfo(tokens.token)).welcomeBannerDismissed).toBe(false);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${user.id}/first-run`,
      headers: bearer(tokens.token),
      payload: { welcomeBannerDismissed: true },
    });
    expect(response.statusCode).toBe(200);
    expect((await userinfo(tokens.token)).welcomeBannerDismissed).toBe(true);
  });
});
