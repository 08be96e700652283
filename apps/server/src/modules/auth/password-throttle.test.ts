import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteExpiredAuthRecords } from './cleanup.job.ts';
import {
  describeWait,
  FREE_WRONG_TRIES,
  LONGEST_WAIT_SECONDS,
  waitAfter,
} from './password-throttle.service.ts';
import { passwordThrottles } from './tables.ts';

describe('wrong passwords, counted per account and address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-account limit no longer applies to sign-in: set it low to show it does not lock anyone out.
    t = await createTestApp({ env: { AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/auth/api/v1/login', remoteAddress, payload: { email, password } });
  const endWaits = (email: string) =>
    t.context.database.db
      .update(passwordThrottles)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(passwordThrottles.kind, 'login'), eq(passwordThrottles.subject, email)));

  it('never locks the owner out from their own address, whatever others try', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 20; i += 1) {
      const response = await login(user.email, `wrong-${i}`, `203.0.113.${i % 2}`);
      expect([401, 429]).toContain(response.statusCode);
    }
    const owner = await login(user.email, user.password, '198.51.100.7');
    expect(owner.statusCode).toBe(200);
  });

  it('makes one address wait after five wrong passwords, twice as long after each further one', async () => {
    const user = await createUser(t);
    const address = '203.0.113.50';
    for (let i = 0; i < FREE_WRONG_TRIES + 1; i += 1) {
      expect((await login(user.email, `wrong-${i}`, address)).statusCode).toBe(401);
    }
    // Even the right password waits: nothing is checked until the wait is over.
    const waiting = await login(user.email, user.password, address);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({
      message: 'Too many wrong passwords for this account from your address. Try again in 30 seconds.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(waiting.headers['retry-after'])).toBe(30);

    await endWaits(user.email);
    expect((await login(user.email, 'wrong-again', address)).statusCode).toBe(401);
    const longer = await login(user.email, 'wrong-meanwhile', address);
    expect(longer.statusCode).toBe(429);
    expect(longer.json<{ message: string }>().message).toContain('Try again in 60 seconds.');
    expect(Number(longer.headers['retry-after'])).toBe(60);

    await endWaits(user.email);
    expect((await login(user.email, user.password, address)).statusCode).toBe(200);
    // A right password starts the pair afresh.
    const rows = await t.context.database.db
      .select()
      .from(passwordThrottles)
      .where(eq(passwordThrottles.subject, user.email));
    expect(rows.filter((row) => row.address === address)).toEqual([]);
  });

  it('counts an unknown account the same way, so the wait tells nothing about who has one', async () => {
    for (let i = 0; i < FREE_WRONG_TRIES + 1; i += 1) {
      expect((await login('nobody-here@acme-ads.test', 'x', '203.0.113.60')).statusCode).toBe(401);
    }
    expect((await login('nobody-here@acme-ads.test', 'x', '203.0.113.60')).statusCode).toBe(429);
  });

  it('forgets pairs with nothing left to remember in the hourly clean-up', async () => {
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await t.context.database.db.insert(passwordThrottles).values([
      { kind: 'login', subject: 'old@acme-ads.test', address: '192.0.2.1', failures: 3, updatedAt: old },
      {
        kind: 'login',
        subject: 'waiting@acme-ads.test',
        address: '192.0.2.1',
        failures: 30,
        updatedAt: old,
        lockedUntil: new Date(Date.now() + 60_000),
      },
    ]);
    const counts = await deleteExpiredAuthRecords(t.context.database.db, new Date());
    expect(counts.passwordThrottles).toBeGreaterThanOrEqual(1);
    const subjects = (await t.context.database.db.select().from(passwordThrottles)).map((row) => row.subject);
    expect(subjects).not.toContain('old@acme-ads.test');
    expect(subjects).toContain('waiting@acme-ads.test');
  });

  it('doubles each wait up to a day, and says it in words', () => {
    expect([4, 5, 6, 7, 8].map(waitAfter)).toEqual([0, 0, 30, 60, 120]);
    expect(waitAfter(60)).toBe(LONGEST_WAIT_SECONDS);
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(120)).toBe('2 minutes');
    expect(describeWait(7200)).toBe('2 hours');
  });
});
