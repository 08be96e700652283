import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { authSessions, oidcStates, otpCodes, otpThrottles, refreshTokens } from './tables.ts';

const hoursAgo = (n: number) => new Date(Date.now() - n * 3600_000);
const hoursAhead = (n: number) => new Date(Date.now() + n * 3600_000);

describe('auth clean-up job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is registered to run hourly', () => {
    const handler = t.context.jobHandlers.find('auth.cleanup-expired-records');
    expect(handler?.job.cron).toBe('0 * * * *');
  });

  it('deletes expired codes, forgotten throttles, states and long-expired sessions, and keeps live ones', async () => {
    const { db } = t.context.database;
    await db.insert(otpCodes).values([
      { email: 'old@acme-ads.test', reason: 1, codeHash: 'x', expiresAt: hoursAgo(1) },
      { email: 'live@acme-ads.test', reason: 1, codeHash: 'y', expiresAt: hoursAhead(1) },
    ]);
    await db.insert(otpThrottles).values([
      { email: 'quiet@acme-ads.test', reason: 2, updatedAt: hoursAgo(49), lockCount: 0 },
      { email: 'busy@acme-ads.test', reason: 2, updatedAt: hoursAgo(1), wrongGuesses: 4 },
      // Untouched for days, but its lock still counts towards the next one's length.
      {
        email: 'locked@acme-ads.test',
        reason: 2,
        updatedAt: hoursAgo(72),
        lockCount: 3,
        lockedUntil: hoursAgo(60),
      },
    ]);
    await db.insert(oidcStates).values([
      { state: 'old-state', codeVerifier: 'v', nonce: 'n', expiresAt: hoursAgo(1) },
      { state: 'live-state', codeVerifier: 'v', nonce: 'n', expiresAt: hoursAhead(1) },
    ]);
    const { user } = await createSignedInUser(t);
    const [stale] = await db
      .insert(authSessions)
      .values({ userId: user.id, expiresAt: hoursAgo(24 * 8) })
      .returning();
    await db.insert(refreshTokens).values({
      sessionId: stale!.id,
      userId: user.id,
      tokenHash: 'stale-hash',
      expiresAt: hoursAgo(24 * 8),
    });

    const handler = t.context.jobHandlers.find('auth.cleanup-expired-records')!;
    await handler.handle(t.context, {});
    await handler.handle(t.context, {}); // idempotent

    expect((await db.select().from(otpCodes)).map((r) => r.email)).toEqual(['live@acme-ads.test']);
    expect((await db.select().from(otpThrottles)).map((r) => r.email).sort()).toEqual([
      'busy@acme-ads.test',
      'locked@acme-ads.test',
    ]);
    expect((await db.select().from(oidcStates)).map((r) => r.state)).toEqual(['live-state']);
    const sessions = await db.select().from(authSessions);
    expect(sessions.map((s) => s.id)).not.toContain(stale!.id);
    expect(sessions).toHaveLength(1);
    expect((await db.select().from(refreshTokens)).map((r) => r.tokenHash)).not.toContain('stale-hash');
  });
});
