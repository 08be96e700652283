import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSignedInUser, createUser, signIn } from '../../../test/factories.ts';
import { addMember, createOrganisation, createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { licenceCodes, subscriptions } from '../tables.ts';
import { hashLicenceCode, issueLicenceCodes } from './licences.service.ts';
import { organisations } from '../../tenancy/organisations/tables.ts';

const FAILED = {
  message: 'AppSumo license activation failed. Please contact our support team.',
  code: 'LICENCE_NOT_FOUND',
};

describe('POST licence/activate', () => {
  let t: TestApp;
  const db = () => t.context.database.db;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const activate = (token: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/licence/activate',
      headers: bearer(token),
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

  it('activates a good code for the user’s organisation: the lifetime-deal subscription and flag', async () => {
    const team = await createTeam(t);
    const code = await issue();
    // Typed from a voucher: any case, spaces around.
    const response = await activate(team.admin.token, `  ${code.toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ multiOrgUser: false });
    expect(await codeRow(code)).toMatchObject({
      activatedOrgId: team.org.id,
      activatedByUserId: team.admin.user.id,
    });
    expect((await codeRow(code))?.activatedAt).toBeInstanceOf(Date);
    expect(await lifetimeRows(team.org.id)).toMatchObject([
      { planCode: 'starter', status: 'active', purchaseMedium: 'app_sumo' },
    ]);
    const [org] = await db().select().from(organisations).where(eq(organisations.id, team.org.id));
    expect(org?.lifetimeDeal).toBe(true);
    // The lifetime deal's limits are the starter plan's.
    const limits = await t.context.planLimits.read(db(), team.org.id);
    expect(limits).toMatchObject({ membersCount: 25, whiteLabel: true });
    const active = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/active?orgId=${team.org.id}`,
      headers: bearer(team.admin.token),
    });
    expect(active.json()).toMatchObject({ lifetimeDeal: true, purchase_medium: 'app_sumo' });
  });

  it('refuses a used code and an unknown one with the activation failure, changing nothing', async () => {
    const team = await createTeam(t);
    const code = await issue();
    expect((await activate(team.admin.token, code)).statusCode).toBe(200);
    const other = await createTeam(t);
    const used = await activate(other.admin.token, code);
    expect(used.statusCode).toBe(404);
    expect(used.json()).toEqual(FAILED);
    const unknown = await activate(other.admin.token, 'HL-AAAAA-BBBBB-CCCCC-DDDDD');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(FAILED);
    expect(await lifetimeRows(other.org.id)).toEqual([]);
    expect((await codeRow(code))?.activatedOrgId).toBe(team.org.id);
  });

  it('activates nothing for a user in several organisations, answering multiOrgUser', async () => {
    const team = await createTeam(t);
    const secondOwner = await createUser(t);
    const second = await createOrganisation(t, secondOwner, { name: 'Second Co' });
    await addMember(t, { org: second, user: team.collaborator.user, orgRole: 'org_member' });
    const code = await issue();
    const response = await activate(team.collaborator.token, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ multiOrgUser: true });
    expect((await codeRow(code))?.activatedAt).toBeNull();
    expect(await lifetimeRows(team.org.id)).toEqual([]);
    expect(await lifetimeRows(second.id)).toEqual([]);
    // An unknown code is still a failure for them.
    expect((await activate(team.collaborator.token, 'HL-NOPE')).json()).toEqual(FAILED);
  });

  it('refuses a user without an organisation, keeping the code', async () => {
    const { tokens } = await createSignedInUser(t);
    const code = await issue();
    const response = await activate(tokens.token, code);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(FAILED);
    expect((await codeRow(code))?.activatedAt).toBeNull();
  });

  it('lets only one of two activations of the same code at once win', async () => {
    const first = await createTeam(t);
    const second = await createTeam(t);
    const code = await issue();
    const answers = await Promise.all([
      activate(first.admin.token, code),
      activate(second.admin.token, code),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    const winner = answers[0]?.statusCode === 200 ? first : second;
    const loser = winner === first ? second : first;
    expect((await codeRow(code))?.activatedOrgId).toBe(winner.org.id);
    expect(await lifetimeRows(winner.org.id)).toHaveLength(1);
    expect(await lifetimeRows(loser.org.id)).toEqual([]);
  });

  it('needs a signed-in user and a code', async () => {
    const user = await createUser(t);
    const tokens = await signIn(t, user);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/licence/activate',
      payload: { code: 'HL-X' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await activate(tokens.token, ' ')).statusCode).toBe(400);
  });
});
