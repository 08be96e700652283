import type { Workspace } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, orgMembers, workspaceGrants } from '../../../composition/tables.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { addMember, createTeam, createWorkspace } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('POST workspace/{workspaceId}/users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const addUsers = (workspaceId: string, token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/workspace/${workspaceId}/users`,
      headers: bearer(token),
      payload,
    });
  const grantsIn = (workspaceId: string) =>
    t.context.database.db.select().from(workspaceGrants).where(eq(workspaceGrants.workspaceId, workspaceId));

  /** A team plus a second workspace that only the org admin can open so far. */
  async function teamWithEmptyWorkspace() {
    const team = await createTeam(t);
    const empty = await createWorkspace(t, team.org, 'Empty team');
    return { ...team, empty };
  }

  it('gives org members the asked role and products', async () => {
    const team = await teamWithEmptyWorkspace();
    const response = await addUsers(team.empty.id, team.admin.token, {
      users: [
        { userId: team.collaborator.user.id, roleName: 'admin', products: ['drive', 'drive', 'analytics'] },
      ],
    });
    expect(response.statusCode).toBe(200);
    const workspace = response.json<Workspace>();
    expect(workspace.members.map((member) => [member.firstName, member.roleName, member.products])).toEqual([
      ['Ada', 'admin', expect.any(Array)],
      ['Cleo', 'admin', ['drive', 'analytics']],
    ]);
    expect(await grantsIn(team.empty.id)).toEqual([
      expect.objectContaining({ roleName: 'admin', products: ['drive', 'analytics'], active: true }),
    ]);
    // The new admin can now open it.
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/workspace/${team.empty.id}`,
      headers: bearer(team.collaborator.token),
    });
    expect(opened.json<Workspace>()).toMatchObject({ role: 'admin', products: ['drive', 'analytics'] });
  });

  it('stores an org guest as a guest whatever role was asked, and replaces an existing grant', async () => {
    const team = await teamWithEmptyWorkspace();
    const response = await addUsers(team.empty.id, team.admin.token, {
      users: [
        { userId: team.guest.user.id, roleName: 'admin', products: ['inspiration'] },
        { userId: team.collaborator.user.id, roleName: 'guest', products: ['inspiration'] },
      ],
    });
    expect(response.statusCode).toBe(200);
    const roles = Object.fromEntries(
      response.json<Workspace>().members.map((member) => [member.firstName, member.roleName]),
    );
    expect(roles).toEqual({ Ada: 'admin', Cleo: 'guest', Gus: 'guest' });
    const again = await addUsers(team.empty.id, team.admin.token, {
      users: [{ userId: team.collaborator.user.id, roleName: 'collaborator', products: ['drive'] }],
    });
    expect(again.json<Workspace>().members.find((member) => member.firstName === 'Cleo')).toMatchObject({
      roleName: 'collaborator',
      products: ['drive'],
    });
    const grants = await grantsIn(team.empty.id);
    expect(grants.map((grant) => grant.roleName).sort()).toEqual(['collaborator', 'guest']);
  });

  it('refuses someone who is not an accepted member of this organisation, adding no one', async () => {
    const team = await teamWithEmptyWorkspace();
    const invitee = await createUser(t);
    const pending = await addMember(t, { org: team.org, user: invitee, orgRole: 'org_member' });
    await t.context.database.db
      .update(orgMembers)
      .set({ inviteStatus: 'pending' })
      .where(eq(orgMembers.id, pending.id));
    for (const userId of [team.outsider.user.id, invitee.id, 'not-an-id']) {
      const response = await addUsers(team.empty.id, team.admin.token, {
        users: [
          { userId: team.collaborator.user.id, roleName: 'collaborator', products: ['drive'] },
          { userId, roleName: 'collaborator', products: ['drive'] },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please select members of this organisation',
        code: 'VALIDATION_FAILED',
      });
    }
    expect(await grantsIn(team.empty.id)).toEqual([]);
  });

  it('refuses an empty list, a user without products and an unknown role', async () => {
    const team = await teamWithEmptyWorkspace();
    const empty = await addUsers(team.empty.id, team.admin.token, { users: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe('Please select members to add');
    const noProducts = await addUsers(team.empty.id, team.admin.token, {
      users: [{ userId: team.collaborator.user.id, roleName: 'collaborator', products: [] }],
    });
    expect(noProducts.json<{ message: string }>().message).toBe(
      'Member should have access to atleast one product in a workspace',
    );
    const badRole = await addUsers(team.empty.id, team.admin.token, {
      users: [{ userId: team.collaborator.user.id, roleName: 'owner', products: ['drive'] }],
    });
    expect(badRole.statusCode).toBe(400);
    expect(await grantsIn(team.empty.id)).toEqual([]);
  });

  it('offers a lifetime-deal organisation neither guest roles nor the excluded products', async () => {
    const team = await teamWithEmptyWorkspace();
    await t.context.database.db
      .update(organisations)
      .set({ lifetimeDeal: true })
      .where(eq(organisations.id, team.org.id));
    const guestRole = await addUsers(team.empty.id, team.admin.token, {
      users: [{ userId: team.collaborator.user.id, roleName: 'guest', products: ['drive'] }],
    });
    expect(guestRole.statusCode).toBe(400);
    expect(guestRole.json<{ message: string }>().message).toBe(
      'Guest roles are not available for lifetime-deal organisations',
    );
    const forcedGuest = await addUsers(team.empty.id, team.admin.token, {
      users: [{ userId: team.guest.user.id, roleName: 'collaborator', products: ['drive'] }],
    });
    expect(forcedGuest.statusCode).toBe(400);
    const analytics = await addUsers(team.empty.id, team.admin.token, {
      users: [
        { userId: team.collaborator.user.id, roleName: 'collaborator', products: ['drive', 'analytics'] },
      ],
    });
    expect(analytics.json<{ message: string }>().message).toBe(
      'Analytics, Ad Templates and Ad Launcher are not available for lifetime-deal organisations',
    );
    expect(await grantsIn(team.empty.id)).toEqual([]);
    const allowed = await addUsers(team.empty.id, team.admin.token, {
      users: [{ userId: team.collaborator.user.id, roleName: 'collaborator', products: ['drive'] }],
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('answers 403 to a collaborator and a guest, and 404 across organisations, adding no one', async () => {
    const team = await createTeam(t);
    const newcomer = await createUser(t);
    await addMember(t, { org: team.org, user: newcomer, orgRole: 'org_member' });
    const payload = { users: [{ userId: newcomer.id, roleName: 'collaborator', products: ['drive'] }] };
    for (const caller of [team.collaborator, team.guest]) {
      const response = await addUsers(team.workspace.id, caller.token, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: "You don't have permission to do this. Please contact your admin.",
        code: 'FORBIDDEN',
      });
    }
    expect((await addUsers(team.workspace.id, team.outsider.token, payload)).statusCode).toBe(404);
    // The outsider can't pull the team's members into their own workspace either.
    expect(
      (
        await addUsers(team.otherWorkspace.id, team.outsider.token, {
          users: [{ userId: team.collaborator.user.id, roleName: 'collaborator', products: ['drive'] }],
        })
      ).statusCode,
    ).toBe(400);
    expect(await grantsIn(team.workspace.id)).toHaveLength(2);
    expect(await grantsIn(team.otherWorkspace.id)).toEqual([]);
  });
});
