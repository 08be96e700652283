import { createHash } from 'node:crypto';
import { INVITE_TTL_DAYS } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPendingInvite, createUser, signIn, uniqueEmail } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../users/tables.ts';
import {
  ageInvite,
  inviteRow,
  inviteTokenFromMail,
  makeLegacyInvite,
  memberRowByEmail,
  memberTablesSnapshot,
} from './members-test-support.ts';

const NO_LONGER_VALID = { message: 'This invitation is no longer valid', code: 'NOT_FOUND' };
const EXPIRED = {
  message: 'This invitation has expired. Please ask an admin to send it again',
  code: 'NOT_FOUND',
};
const DAY_MS = 24 * 60 * 60_000;

describe('invite links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inviteEmail = (inviteToken: string) =>
    t.app.inject({ method: 'GET', url: `/auth/api/v1/email/${encodeURIComponent(inviteToken)}` });
  const signUp = (email: string, inviteToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/signup',
      payload: {
        userName: 'Nia Newhire',
        email,
        password: 'secret-pass',
        isRiskyEmail: false,
        inviteId: inviteToken,
      },
    });
  const accept = (inviteToken: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/invites/${encodeURIComponent(inviteToken)}/accept`,
      headers: bearer(token),
    });
  const resend = (orgId: string, token: string, memberRef: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/organisation/${orgId}/members/${memberRef}/resend-invite`,
      headers: bearer(token),
    });

  async function accountExists(email: string): Promise<boolean> {
    const rows = await t.context.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return rows.length > 0;
  }

  /** Every way in with the link's value is refused with `expected`, and no table changes. */
  async function expectRefusedEverywhere(
    input: { inviteToken: string; newAddress: string; existing: { token: string } },
    expected: { message: string; code: string },
  ) {
    const before = await memberTablesSnapshot(t);
    const address = await inviteEmail(input.inviteToken);
    expect(address.statusCode).toBe(404);
    expect(address.json()).toEqual(expected);
    const signup = await signUp(input.newAddress, input.inviteToken);
    expect(signup.statusCode).toBe(404);
    expect(signup.json()).toEqual(expected);
    expect(await accountExists(input.newAddress)).toBe(false);
    const accepted = await accept(input.inviteToken, input.existing.token);
    expect(accepted.statusCode).toBe(404);
    expect(accepted.json()).toEqual(expected);
    expect(await memberTablesSnapshot(t)).toEqual(before);
  }

  it('mails a random 43-character token valid for 7 days, and stores only its hash', async () => {
    const team = await createTeam(t);
    const email = uniqueEmail('new-hire');
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organisation/${team.org.id}/members/invite`,
      headers: bearer(team.admin.token),
      payload: {
        email,
        orgRole: 'org_member',
        workspaces: [{ workspaceId: team.workspace.id, roleName: 'collaborator', products: ['drive'] }],
      },
    });
    expect(invited.statusCode).toBe(200);
    const token = inviteTokenFromMail(t, email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const member = await memberRowByEmail(t, { orgId: team.org.id, email });
    const row = await inviteRow(t, member?.inviteId ?? '');
    expect(token).not.toBe(row?.id);
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(await memberTablesSnapshot(t))).not.toContain(token);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBeCloseTo(
      INVITE_TTL_DAYS * DAY_MS,
      -4,
    );
    expect(t.mail.lastTo(email).text).toContain('The link works for 7 days.');

    expect((await inviteEmail(token)).json()).toEqual({ email });
  });

  it('refuses a link older than 7 days on every path, and changes nothing', async () => {
    const team = await createTeam(t);
    const newAddress = uniqueEmail('late');
    const fresh = await createPendingInvite(t, newAddress, team.org, {
      grants: [{ workspace: team.workspace, roleName: 'collaborator' }],
    });
    await ageInvite(t, { inviteId: fresh.id, days: INVITE_TTL_DAYS });
    const person = await createUser(t);
    const existing = await createPendingInvite(t, person.email, team.org);
    await ageInvite(t, { inviteId: existing.id, days: INVITE_TTL_DAYS + 1 });
    const session = await signIn(t, person);

    await expectRefusedEverywhere({ inviteToken: fresh.token, newAddress, existing: session }, EXPIRED);
    const accepted = await accept(existing.token, session.token);
    expect(accepted.json()).toEqual(EXPIRED);
    expect(await memberRowByEmail(t, { orgId: team.org.id, email: person.email })).toMatchObject({
      inviteStatus: 'pending',
    });
  });

  it('no longer takes the invite’s row id as its link', async () => {
    const team = await createTeam(t);
    const newAddress = uniqueEmail('by-id');
    const invite = await createPendingInvite(t, newAddress, team.org);
    const person = await createUser(t);
    const existing = await createPendingInvite(t, person.email, team.org);
    const session = await signIn(t, person);

    await expectRefusedEverywhere({ inviteToken: invite.id, newAddress, existing: session }, NO_LONGER_VALID);
    expect((await accept(existing.id, session.token)).json()).toEqual(NO_LONGER_VALID);
    expect((await inviteEmail(invite.token)).json()).toEqual({ email: newAddress });
  });

  it('gives a resent invite a new link and a new expiry; the old link stops working', async () => {
    const team = await createTeam(t);
    const email = uniqueEmail('resent');
    const invite = await createPendingInvite(t, email, team.org, {
      grants: [{ workspace: team.workspace, roleName: 'collaborator' }],
    });
    // Expired already: a resend revives it.
    await ageInvite(t, { inviteId: invite.id, days: INVITE_TTL_DAYS + 3 });
    const pending = await memberRowByEmail(t, { orgId: team.org.id, email });

    expect((await resend(team.org.id, team.admin.token, pending?.id ?? '')).statusCode).toBe(200);
    const newToken = inviteTokenFromMail(t, email);
    expect(newToken).not.toBe(invite.token);
    const renewed = await inviteRow(t, invite.id);
    expect(renewed?.tokenHash).not.toBe(invite.tokenHash);
    expect((renewed?.expiresAt.getTime() ?? 0) - Date.now()).toBeCloseTo(INVITE_TTL_DAYS * DAY_MS, -5);

    const other = await signIn(t, await createUser(t));
    await expectRefusedEverywhere(
      { inviteToken: invite.token, newAddress: uniqueEmail('old-link'), existing: other },
      NO_LONGER_VALID,
    );

    // A second resend replaces the link again.
    expect((await resend(team.org.id, team.admin.token, pending?.id ?? '')).statusCode).toBe(200);
    const newest = inviteTokenFromMail(t, email);
    expect(newest).not.toBe(newToken);
    expect((await inviteEmail(newToken)).json()).toEqual(NO_LONGER_VALID);

    expect((await inviteEmail(newest)).json()).toEqual({ email });
    expect((await signUp(email, newest)).statusCode).toBe(200);
    expect(await memberRowByEmail(t, { orgId: team.org.id, email })).toMatchObject({
      inviteStatus: 'accepted',
    });
  });

  it('keeps a link mailed before tokens existed (it carries the id) working until it expires', async () => {
    const team = await createTeam(t);
    const email = uniqueEmail('legacy');
    const invite = await createPendingInvite(t, email, team.org, {
      grants: [{ workspace: team.workspace, roleName: 'collaborator' }],
    });
    await makeLegacyInvite(t, { inviteId: invite.id, expiresInDays: 3 });
    expect((await inviteEmail(invite.token)).json()).toEqual(NO_LONGER_VALID);
    expect((await inviteEmail(invite.id)).json()).toEqual({ email });
    expect((await signUp(email, invite.id)).statusCode).toBe(200);
    expect(await memberRowByEmail(t, { orgId: team.org.id, email })).toMatchObject({
      inviteStatus: 'accepted',
    });

    const person = await createUser(t);
    const late = await createPendingInvite(t, person.email, team.org);
    await makeLegacyInvite(t, { inviteId: late.id, expiresInDays: -1 });
    const session = await signIn(t, person);
    await expectRefusedEverywhere(
      { inviteToken: late.id, newAddress: uniqueEmail('late'), existing: session },
      EXPIRED,
    );
  });
});
