import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.ts';
import { addMember, createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashLicenceCode, issueLicenceCodes } from '../billing/licences/licences.service.ts';
import { licenceCodes, subscriptions } from '../billing/tables.ts';
import { FREE_WRONG_TRIES } from './password-throttle.service.ts';
import { passwordThrottles } from './tables.ts';
import { organisations } from '../tenancy/organisations/tables.ts';

const FAILED = {
  message: 'AppSumo license activation failed. Please contact our support team.',
  code: 'LICENCE_NOT_FOUND',
};

describe('wrong licence codes, counted per account and per address', () => {
  let t: TestApp;
  const db = () => t.context.database.db;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const activate = (token: string, code: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/licence/activate',
      headers: bearer(token),
      remoteAddress,
      payload: { code },
    });
  const issue = async () => (await issueLicenceCodes(db(), { count: 1 }))[0]!;
  const codeRow = async (code: string) =>
    (
      await db()
        .select()
        .from(licenceCodes)
        .where(eq(licenceCodes.codeHash, hashLicenceCode(code)))
    )[0];
  const lifetimeRows = (orgId: string) =>
    db()
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.orgId, orgId), eq(subscriptions.productCode, 'hookline_app_sumo_product')));
  const lifetimeFlag = async (orgId: string) =>
    (await db().select().from(organisations).where(eq(organisations.id, orgId)))[0]?.lifetimeDeal;
  const endWaits = () =>
    db()
      .update(passwordThrottles)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(passwordThrottles.kind, 'licence'));
  const guessWrong = async (token: string, address: string, times: number) => {
    for (let i = 0; i < times; i += 1) {
      const response = await activate(token, `HL-WRONG-${i}-${address}`, address);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(FAILED);
    }
  };

  it('lets 5 wrong codes cost nothing, then waits, and takes a right code after the wait', async () => {
    const team = await createTeam(t);
    const code = await issue();
    const address = '203.0.113.70';
    await guessWrong(team.admin.token, address, FREE_WRONG_TRIES + 1);
    // Even the right code waits: nothing is checked until the wait is over.
    const waiting = await activate(team.admin.token, code, address);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({
      message: 'Too many wrong licence codes for your account. Try again in 30 seconds.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(waiting.headers['retry-after'])).toBe(30);
    // Wrong codes and the refused right one changed nothing.
    expect((await codeRow(code))?.activatedAt).toBeNull();
    expect(await lifetimeRows(team.org.id)).toEqual([]);
    expect(await lifetimeFlag(team.org.id)).toBe(false);

    await endWaits();
    // One more wrong code doubles the wait.
    await guessWrong(team.admin.token, address, 1);
    const longer = await activate(team.admin.token, code, address);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(60);

    await endWaits();
    const right = await activate(team.admin.token, code, address);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ multiOrgUser: false });
    expect((await codeRow(code))?.activatedOrgId).toBe(team.org.id);
    expect(await lifetimeFlag(team.org.id)).toBe(true);
    // A right code starts the account and the address afresh.
    const left = await db().select().from(passwordThrottles).where(eq(passwordThrottles.kind, 'licence'));
    expect(left.filter((row) => row.subject === team.admin.user.id || row.address === address)).toEqual([]);
  });

  it('makes the account wait at any address, and the address wait for any account', async () => {
    const team = await createTeam(t);
    const other = await createTeam(t);
    const code = await issue();
    const address = '203.0.113.80';
    await guessWrong(team.admin.token, address, FREE_WRONG_TRIES + 1);

    // The same account from a new address: the account waits.
    const elsewhere = await activate(team.admin.token, code, '198.51.100.80');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json<{ message: string }>().message).toBe(
      'Too many wrong licence codes for your account. Try again in 30 seconds.',
    );
    // Another account from the same address: the address waits.
    const sameAddress = await activate(other.admin.token, code, address);
    expect(sameAddress.statusCode).toBe(429);
    expect(sameAddress.json<{ message: string }>().message).toBe(
      'Too many wrong licence codes from your address. Try again in 30 seconds.',
    );
    expect((await codeRow(code))?.activatedAt).toBeNull();
    // Another account from another address is not held up.
    expect((await activate(other.admin.token, code, '198.51.100.81')).statusCode).toBe(200);
  });

  it('does not start a guesser afresh with a code it keeps unused (a user in several organisations)', async () => {
    const team = await createTeam(t);
    const code = await issue();
    const address = '203.0.113.90';
    // The outsider's own organisation is a second one for the collaborator.
    await addMember(t, { org: team.otherOrg, user: team.collaborator.user, orgRole: 'org_member' });
    await guessWrong(team.collaborator.token, address, FREE_WRONG_TRIES);
    expect((await activate(team.collaborator.token, code, address)).json()).toEqual({ multiOrgUser: true });
    await guessWrong(team.collaborator.token, address, 1);
    expect((await activate(team.collaborator.token, code, address)).statusCode).toBe(429);
  });
});
