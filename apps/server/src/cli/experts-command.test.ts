import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../modules/users/users.service.ts';
import { createUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { EXPERTS_USAGE, runExpertsCommand } from './experts-command.ts';

describe('node scripts/start.mjs experts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('grants, lists and revokes an expert account by its address', async () => {
    const { db } = t.context.database;
    const user = await createUser(t);
    expect(await runExpertsCommand(db, ['list'])).toEqual({ code: 0, output: 'No expert accounts yet.' });
    expect(await runExpertsCommand(db, ['grant', user.email])).toEqual({
      code: 0,
      output: `${user.email} is now an expert.`,
    });
    expect(await runExpertsCommand(db, ['grant', user.email])).toEqual({
      code: 0,
      output: `${user.email} is already an expert.`,
    });
    expect((await findUserByEmail(db, user.email))?.isExpert).toBe(true);
    expect(await runExpertsCommand(db, ['list'])).toEqual({
      code: 0,
      output: `${user.email}  (no profile yet)`,
    });
    expect(await runExpertsCommand(db, ['revoke', user.email])).toEqual({
      code: 0,
      output: `${user.email} is no longer an expert.`,
    });
    expect((await findUserByEmail(db, user.email))?.isExpert).toBe(false);
    expect(await runExpertsCommand(db, ['revoke', user.email])).toEqual({
      code: 0,
      output: `${user.email} is not an expert.`,
    });
  });

  it('says when no account has the address, and how to use it when not understood', async () => {
    const { db } = t.context.database;
    expect(await runExpertsCommand(db, ['grant', 'nobody@acme-ads.test'])).toEqual({
      code: 1,
      output: 'No account has the address nobody@acme-ads.test.',
    });
    for (const args of [
      [],
      ['grant'],
      ['promote', 'a@b.test'],
      ['grant', 'a@b.test', 'extra'],
      ['list', 'x'],
    ]) {
      expect(await runExpertsCommand(db, args), args.join(' ')).toEqual({ code: 2, output: EXPERTS_USAGE });
    }
  });
});
