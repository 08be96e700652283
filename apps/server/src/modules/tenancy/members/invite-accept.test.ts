import type { OrgMember, TokenResponse } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPendingInvite, createUser, signIn, uniqueEmail } from '../../../test/factories.ts';
import { createTeam, createWorkspace } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { findUserByEmail } from '../../users/users.service.ts';
import {
  ageInvite,
  grantRowsOf,
  inviteRow,
  inviteTokenFromMail,
  memberRowByEmail,
  memberTablesSnapshot,
} from './members-test-support.ts';

describe('accepting an invite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const accept = (inviteToken: string, token: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/invites/${inviteToken}/accept`, headers: bearer(token) });
  const listMembers = (orgId: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/organisation/${orgId}/members`, headers: bearer(token) });

  async function expectNothingChanged(action: () => Promise<void>) {
    const before = await memberTablesSnapshot(t);
    await action();
    expect(await memberTablesSnapshot(t)).toEqual(before);
  }

  it('makes a new user who signs up with the invite an accepted member with the invited grants', async () => {
    const team = await createTeam(t);
    const second = await createWorkspace(t, team.org, 'Performance');
    const email = uniqueEmail('new-hire');
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organisation/${team.org.id}/members/invite`,
      headers: bearer(team.admin.token),
      payload: {
        email,
        orgRole: 'org_member',
        workspaces: [
          { workspaceId: second.id, roleName: 'collaborator', products: ['drive', 'inspiration'] },
        ],
      },
    });
    expect(invited.statusCode).toBe(200);
    const inviteId = inviteTokenFromMail(t, email);

    // No OTP: the invite mail proved the address.
    const signup = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/signup',
      payload: { userName: 'Nia Newhire', email, password: 'secret-pass', isRiskyEmail: false, inviteId },
    });
    expect(signup.statusCode).toBe(200);
    const account = await findUserByEmail(t.context.database.db, email);
    const member = await memberRowByEmail(t, { orgId: team.org.id, email });
    expect(member).toMatchObject({ userId: account?.id, inviteStatus: 'accepted', role: 'org_member' });
    expect(await inviteRow(t, member?.inviteId ?? '')).toMatchObject({ status: 'accepted' });
    expect(
      (await grantRowsOf(t, member?.id ?? '')).map(({ workspaceId, roleName, products }) => ({
        workspaceId,
        roleName,
        products,
      })),
    ).toEqual([{ workspaceId: second.id, roleName: 'collaborator', products: ['drive', 'inspiration'] }]);

    // The new account is in: it can open the organisation's member list and sees itself by name.
    const { token } = signup.json<TokenResponse>();
    const list = await listMembers(team.org.id, token);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: OrgMember[] }>().data.find((row) => row.email === email)).toMatchObject({
      userId: account?.id,
      firstName: 'Nia',
      lastName: 'Newhire',
      inviteStatus: 'accepted',
      workspaceCount: 1,
    });
  });

  it('lets an existing user accept through POST invites/{inviteId}/accept', async () => {
    const team = await createTeam(t);
    const person = await createUser(t);
    const invite = await createPendingInvite(t, person.email, team.org, {
      orgRole: 'org_guest',
      grants: [{ workspace: team.workspace, roleName: 'guest', products: ['drive'] }],
    });
    const { token } = await signIn(t, person);
    expect((await listMembers(team.org.id, token)).statusCode).toBe(404);

    // The invite's row id is not its token.
    await expectNothingChanged(async () => {
      const byId = await accept(invite.id, token);
      expect(byId.statusCode).toBe(404);
      expect(byId.json()).toEqual({ message: 'This invitation is no longer valid', code: 'NOT_FOUND' });
    });

    const response = await accept(invite.token, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ orgId: team.org.id, message: 'Invitation accepted' });
    expect(await inviteRow(t, invite.id)).toMatchObject({ status: 'accepted' });
    expect(await memberRowByEmail(t, { orgId: team.org.id, email: person.email })).toMatchObject({
      userId: person.id,
      inviteStatus: 'accepted',
      role: 'org_guest',
    });
    // An org guest may not list members, but the organisation now knows them (403, not 404).
    expect((await listMembers(team.org.id, token)).statusCode).toBe(403);

    // Accepted once: the token is spent.
    const again = await accept(invite.token, token);
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for someone else’s invite and changes nothing', async () => {
    const team = await createTeam(t);
    const invite = await createPendingInvite(t, uniqueEmail('someone-else'), team.org, {
      grants: [{ workspace: team.workspace, roleName: 'collaborator' }],
    });
    await expectNothingChanged(async () => {
      const response = await accept(invite.token, team.outsider.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'This invitation is no longer valid', code: 'NOT_FOUND' });
    });
  });

  it('answers 404 for an unknown or malformed token, and for an invite with no organisation', async () => {
    const person = await createUser(t);
    const { token } = await signIn(t, person);
    const orgless = await createPendingInvite(t, person.email);
    for (const inviteId of ['00000000-0000-4000-8000-000000000000', 'not-a-token', orgless.token]) {
      await expectNothingChanged(async () => {
        const response = await accept(inviteId, token);
        expect(response.statusCode).toBe(404);
        expect(response.json<{ message: string }>().message).toBe('This invitation is no longer valid');
      });
    }
  });

  it('needs a signed-in caller', async () => {
    const team = await createTeam(t);
    const invite = await createPendingInvite(t, uniqueEmail(), team.org);
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/invites/${invite.token}/accept` });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a link older than 7 days with its own message, and changes nothing', async () => {
    const team = await createTeam(t);
    const person = await createUser(t);
    const invite = await createPendingInvite(t, person.email, team.org, {
      grants: [{ workspace: team.workspace, roleName: 'collaborator' }],
    });
    await ageInvite(t, { inviteId: invite.id, days: 7 });
    const { token } = await signIn(t, person);
    await expectNothingChanged(async () => {
      const response = await accept(invite.token, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'This invitation has expired. Please ask an admin to send it again',
        code: 'NOT_FOUND',
      });
    });
    expect((await listMembers(team.org.id, token)).statusCode).toBe(404);
  });
});
