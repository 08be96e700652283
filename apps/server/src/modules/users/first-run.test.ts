import type { User } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from './tables.ts';

describe('PUT users/{userId}/first-run', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (userId: string, token: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${userId}/first-run`,
      headers: token ? bearer(token) : {},
      payload: payload as Record<string, unknown>,
    });
  const userinfo = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/auth/api/v1/userinfo', headers: bearer(token) })
    ).json<User>();

  it('keeps the first-run steps with the account, for every browser', async () => {
    const { user, tokens } = await createSignedInUser(t);
    expect(await userinfo(tokens.token)).toMatchObject({ isNewSignup: true, notificationsReviewed: false });

    const welcomed = await put(user.id, tokens.token, { welcomed: true });
    expect(welcomed.statusCode).toBe(200);
    expect(welcomed.json()).toMatchObject({ isNewSignup: false, notificationsReviewed: false });

    const reviewed = await put(user.id, tokens.token, { notificationsReviewed: true });
    expect(reviewed.json()).toMatchObject({ isNewSignup: false, notificationsReviewed: true });
    expect(await userinfo(tokens.token)).toMatchObject({ isNewSignup: false, notificationsReviewed: true });
  });

  it('keeps the first time notifications were reviewed when told twice', async () => {
    const { user, tokens } = await createSignedInUser(t);
    await Promise.all([
      put(user.id, tokens.token, { notificationsReviewed: true }),
      put(user.id, tokens.token, { notificationsReviewed: true }),
    ]);
    const [first] = await t.context.database.db.select().from(users).where(eq(users.id, user.id));
    expect((await put(user.id, tokens.token, { notificationsReviewed: true })).statusCode).toBe(200);
    const [again] = await t.context.database.db.select().from(users).where(eq(users.id, user.id));
    expect(again?.notificationsReviewedAt).toEqual(first?.notificationsReviewedAt);
  });

  it('changes nobody else: another user’s id is 404, and no token is 401', async () => {
    const me = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    expect((await put(other.user.id, me.tokens.token, { welcomed: true })).statusCode).toBe(404);
    expect(await userinfo(other.tokens.token)).toMatchObject({ isNewSignup: true });
    expect((await put(me.user.id, undefined, { welcomed: true })).statusCode).toBe(401);
  });

  it('refuses a body that names no step, or something else', async () => {
    const { user, tokens } = await createSignedInUser(t);
    for (const payload of [{}, { welcomed: false }, { isNewSignup: false }, { welcomed: 'yes' }]) {
      const response = await put(user.id, tokens.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await userinfo(tokens.token)).toMatchObject({ isNewSignup: true, notificationsReviewed: false });
  });
});
