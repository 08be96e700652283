import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { findUserByEmail } from '../../users/index.ts';
import { listExpertAccounts, setExpertByEmail } from './expert-grants.service.ts';
import { expertsCaller, profilePath } from './test-support-experts.ts';

describe('granting and revoking expert accounts (the admin CLI)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('grants an account by its address, whatever its case, once; revoking hides the profile and keeps it', async () => {
    const { db } = t.context.database;
    const user = await createUser(t, { firstName: 'Maya' });
    const call = expertsCaller(t);
    const { token } = await signIn(t, user);
    const save = () => call('POST', profilePath(user.id), token, { firstName: 'Maya', lastName: 'Chen' });
    expect((await save()).statusCode).toBe(403);

    expect(await setExpertByEmail(db, { email: ` ${user.email.toUpperCase()} `, isExpert: true })).toEqual({
      email: user.email,
      changed: true,
    });
    expect(await setExpertByEmail(db, { email: user.email, isExpert: true })).toEqual({
      email: user.email,
      changed: false,
    });
    expect((await findUserByEmail(db, user.email))?.isExpert).toBe(true);
    expect((await save()).statusCode).toBe(200);
    expect(await listExpertAccounts(db)).toEqual([
      { email: user.email, profileName: 'Maya Chen', published: true },
    ]);
    expect((await call('GET', '/experts', token)).json<{ total: number }>().total).toBe(1);

    expect(await setExpertByEmail(db, { email: user.email, isExpert: false })).toEqual({
      email: user.email,
      changed: true,
    });
    expect((await call('GET', '/experts', token)).json<{ total: number }>().total).toBe(0);
    expect(await listExpertAccounts(db)).toEqual([]);
    // The profile is kept: its owner still reads it.
    expect((await call('GET', profilePath(user.id), token)).statusCode).toBe(200);
  });

  it('finds no account for an unknown address', async () => {
    expect(
      await setExpertByEmail(t.context.database.db, { email: 'nobody@acme-ads.test', isExpert: true }),
    ).toBeUndefined();
  });
});
