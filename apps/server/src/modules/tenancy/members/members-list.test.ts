import { INVITE_TTL_DAYS, type OrgMember } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPendingInvite, createUser, uniqueEmail } from '../../../test/factories.ts';
import { createTeam, createWorkspace } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ageInvite, memberRowByEmail } from './members-test-support.ts';
import { invites, workspaceGrants } from './tables.ts';

describe('GET organisation/{orgId}/members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = (orgId: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/organisation/${orgId}/members`,
      headers: token ? bearer(token) : {},
    });

  it('lists every member, pending invites and the caller included, sorted by e-mail', async () => {
    const team = await createTeam(t);
    const second = await createWorkspace(t, team.org, 'Performance');
    const invitedEmail = uniqueEmail('aaa-invited');
    const invite = await createPendingInvite(t, invitedEmail, team.org, {
      orgRole: 'org_member',
      grants: [{ workspace: second, roleName: 'collaborator', products: ['drive'] }],
    });

    const response = await list(team.org.id, team.admin.token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: OrgMember[] }>();
    const emails = [team.admin, team.collaborator, team.guest].map((m) => m.user.email).concat(invitedEmail);
    expect(data.map((member) => member.email)).toEqual([...emails].sort());

    const admin = data.find((member) => member.email === team.admin.user.email);
    expect(admin).toMatchObject({
      userId: team.admin.user.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileURL: null,
      inviteStatus: 'accepted',
      inviteExpired: false,
      isActive: true,
      role: 'org_admin',
      workspaces: [],
      // An org admin manages every workspace of the organisation.
      workspaceCount: 2,
      // The caller's own row: editable, never removable by oneself.
      allowedActions: ['member.update'],
    });
    expect(data.find((member) => member.email === team.collaborator.user.email)).toMatchObject({
      userId: team.collaborator.user.id,
      firstName: 'Cleo',
      role: 'org_member',
      inviteStatus: 'accepted',
      workspaces: [
        {
          workspaceId: team.workspace.id,
          roleName: 'collaborator',
          products: expect.arrayContaining(['inspiration', 'drive']) as unknown,
          active: true,
        },
      ],
      workspaceCount: 1,
      allowedActions: ['member.update', 'member.remove'],
    });
    const pending = data.find((member) => member.email === invitedEmail);
    expect(pending).toEqual({
      _id: expect.any(String) as unknown,
      userId: null,
      firstName: '',
      lastName: '',
      email: invitedEmail,
      profileURL: null,
      inviteStatus: 'pending',
      inviteExpired: false,
      isActive: true,
      role: 'org_member',
      workspaces: [{ workspaceId: second.id, roleName: 'collaborator', products: ['drive'], active: true }],
      workspaceCount: 1,
      // Only a pending invite can be resent.
      allowedActions: ['member.update', 'member.resend', 'member.remove'],
      createdAt: expect.any(String) as unknown,
    });
    expect(invite.orgId).toBe(team.org.id);
    expect(data.some((member) => member.email === team.outsider.user.email)).toBe(false);
  });

  it('names an invited address that already has an account, and counts only active grants', async () => {
    const team = await createTeam(t);
    const person = await createUser(t, { firstName: 'Pia', lastName: 'Pending' });
    await createPendingInvite(t, person.email, team.org, {
      grants: [{ workspace: team.workspace, roleName: 'collaborator' }],
    });
    await t.context.database.db
      .update(workspaceGrants)
      .set({ active: false })
      .where(eq(workspaceGrants.workspaceId, team.workspace.id));

    const { data } = (await list(team.org.id, team.admin.token)).json<{ data: OrgMember[] }>();
    expect(data.find((member) => member.email === person.email)).toMatchObject({
      userId: person.id,
      firstName: 'Pia',
      lastName: 'Pending',
      inviteStatus: 'pending',
      workspaceCount: 0,
    });
    expect(data.find((member) => member.email === team.collaborator.user.email)?.workspaceCount).toBe(0);
  });

  it('marks a pending invite whose link has expired, until a resend gives it a new one', async () => {
    const team = await createTeam(t);
    const expiredEmail = uniqueEmail('expired');
    const expired = await createPendingInvite(t, expiredEmail, team.org);
    await ageInvite(t, { inviteId: expired.id, days: INVITE_TTL_DAYS });
    const freshEmail = uniqueEmail('fresh');
    await createPendingInvite(t, freshEmail, team.org);
    const almostEmail = uniqueEmail('almost');
    const almost = await createPendingInvite(t, almostEmail, team.org);
    await ageInvite(t, { inviteId: almost.id, days: INVITE_TTL_DAYS - 1 });
    const goneEmail = uniqueEmail('gone');
    const gone = await createPendingInvite(t, goneEmail, team.org);
    await t.context.database.db.delete(invites).where(eq(invites.id, gone.id));

    const expiredFlags = async () => {
      const { data } = (await list(team.org.id, team.admin.token)).json<{ data: OrgMember[] }>();
      return Object.fromEntries(data.map((member) => [member.email, member.inviteExpired]));
    };
    expect(await expiredFlags()).toEqual({
      [team.admin.user.email]: false,
      [team.collaborator.user.email]: false,
      [team.guest.user.email]: false,
      [expiredEmail]: true,
      [freshEmail]: false,
      [almostEmail]: false,
      [goneEmail]: true,
    });

    for (const email of [expiredEmail, goneEmail]) {
      const member = await memberRowByEmail(t, { orgId: team.org.id, email });
      const resent = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/organisation/${team.org.id}/members/${member?.id}/resend-invite`,
        headers: bearer(team.admin.token),
      });
      expect(resent.statusCode).toBe(200);
    }
    expect(Object.values(await expiredFlags())).not.toContain(true);
  });

  it('lets an org member (collaborator) read the list', async () => {
    const team = await createTeam(t);
    const response = await list(team.org.id, team.collaborator.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: OrgMember[] }>().data).toHaveLength(3);
  });

  it('refuses an org guest with 403', async () => {
    const team = await createTeam(t);
    const response = await list(team.org.id, team.guest.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: "You don't have permission to do this. Please contact your admin.",
      code: 'FORBIDDEN',
    });
  });

  it('answers 404 to another organisation’s member, and for unknown or malformed ids', async () => {
    const team = await createTeam(t);
    const foreign = await list(team.org.id, team.outsider.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ code: string }>().code).toBe('NOT_FOUND');
    expect((await list('00000000-0000-4000-8000-000000000000', team.admin.token)).statusCode).toBe(404);
    expect((await list('not-an-id', team.admin.token)).statusCode).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    const team = await createTeam(t);
    expect((await list(team.org.id)).statusCode).toBe(401);
  });
});
