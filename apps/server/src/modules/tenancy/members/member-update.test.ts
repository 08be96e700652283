import type { OrgMember } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPendingInvite, createUser, signIn, uniqueEmail } from '../../../test/factories.ts';
import {
  addMember,
  createOrganisation,
  createTeam,
  createWorkspace,
} from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { giveSubscription } from '../../billing/test-support-billing.ts';
import { grantRowsOf, memberRowByEmail, memberTablesSnapshot } from './members-test-support.ts';

describe('PUT organisation/{orgId}/members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const update = (orgId: string, token: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/organisation/${orgId}/members`,
      headers: bearer(token),
      payload,
    });

  async function expectNothingChanged(action: () => Promise<void>) {
    const before = await memberTablesSnapshot(t);
    await action();
    expect(await memberTablesSnapshot(t)).toEqual(before);
  }

  const grantsOf = async (memberId: string) =>
    (await grantRowsOf(t, memberId)).map(({ workspaceId, roleName, products }) => ({
      workspaceId,
      roleName,
      products,
    }));

  it('changes the org role and replaces the member’s grants', async () => {
    const team = await createTeam(t);
    const second = await createWorkspace(t, team.org, 'Performance');
    const response = await update(team.org.id, team.admin.token, {
      userId: team.collaborator.user.id,
      orgRole: 'org_admin',
      workspaces: [{ workspaceId: second.id, roleName: 'admin', products: ['analytics', 'drive'] }],
    });
    expect(response.statusCode).toBe(200);
    const member = response.json<OrgMember>();
    expect(member).toMatchObject({
      userId: team.collaborator.user.id,
      email: team.collaborator.user.email,
      role: 'org_admin',
      inviteStatus: 'accepted',
      workspaces: [
        { workspaceId: second.id, roleName: 'admin', products: ['analytics', 'drive'], active: true },
      ],
      workspaceCount: 2,
    });
    const row = await memberRowByEmail(t, { orgId: team.org.id, email: team.collaborator.user.email });
    expect(row?.role).toBe('org_admin');
    expect(await grantsOf(member._id)).toEqual([
      { workspaceId: second.id, roleName: 'admin', products: ['analytics', 'drive'] },
    ]);
    // The promoted member can now manage members.
    const promotedActs = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organisation/${team.org.id}/members`,
      headers: bearer(team.collaborator.token),
      payload: {
        userId: team.guest.user.id,
        orgRole: 'org_guest',
        workspaces: [{ workspaceId: team.workspace.id, roleName: 'guest', products: ['drive'] }],
      },
    });
    expect(promotedActs.statusCode).toBe(200);
  });

  it('finds a pending member by its _id, or by its account id when it has one', async () => {
    const team = await createTeam(t);
    const email = uniqueEmail('pending');
    await createPendingInvite(t, email, team.org, {
      grants: [{ workspace: team.workspace, roleName: 'collaborator' }],
    });
    const pending = await memberRowByEmail(t, { orgId: team.org.id, email });
    const byId = await update(team.org.id, team.admin.token, {
      userId: pending?.id,
      orgRole: 'org_member',
      workspaces: [{ workspaceId: team.workspace.id, roleName: 'admin', products: ['analytics'] }],
    });
    expect(byId.statusCode).toBe(200);
    expect(byId.json<OrgMember>()).toMatchObject({ _id: pending?.id, inviteStatus: 'pending' });
    expect(await grantsOf(pending?.id ?? '')).toEqual([
      { workspaceId: team.workspace.id, roleName: 'admin', products: ['analytics'] },
    ]);

    const person = await createUser(t);
    await createPendingInvite(t, person.email, team.org);
    const byAccount = await update(team.org.id, team.admin.token, {
      userId: person.id,
      orgRole: 'org_member',
      workspaces: [{ workspaceId: team.workspace.id, roleName: 'collaborator', products: ['drive'] }],
    });
    expect(byAccount.statusCode).toBe(200);

    // Once accepted, a member is addressed by its account id only.
    const collaboratorRow = await memberRowByEmail(t, {
      orgId: team.org.id,
      email: team.collaborator.user.email,
    });
    const acceptedById = await update(team.org.id, team.admin.token, {
      userId: collaboratorRow?.id,
      orgRole: 'org_member',
      workspaces: [{ workspaceId: team.workspace.id, roleName: 'collaborator', products: ['drive'] }],
    });
    expect(acceptedById.statusCode).toBe(404);
  });

  it('forces the guest role in every grant when the member becomes an org guest', async () => {
    const team = await createTeam(t);
    const second = await createWorkspace(t, team.org, 'Performance');
    const response = await update(team.org.id, team.admin.token, {
      userId: team.collaborator.user.id,
      orgRole: 'org_guest',
      workspaces: [
        { workspaceId: team.workspace.id, roleName: 'admin', products: ['drive'] },
        { workspaceId: second.id, roleName: 'collaborator', products: ['inspiration'] },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OrgMember>().workspaces.map((grant) => grant.roleName)).toEqual(['guest', 'guest']);
    const member = await memberRowByEmail(t, { orgId: team.org.id, email: team.collaborator.user.email });
    expect((await grantsOf(member?.id ?? '')).map((grant) => grant.roleName)).toEqual(['guest', 'guest']);
  });

  it('refuses bad input with the spec’s message and changes nothing', async () => {
    const team = await createTeam(t);
    const workspace = { workspaceId: team.workspace.id, roleName: 'collaborator', products: ['drive'] };
    const userId = team.collaborator.user.id;
    const cases: [object, string][] = [
      [{ userId, orgRole: 'org_member', workspaces: [] }, 'Please select workspaces to give access'],
      [
        { userId, orgRole: 'org_member', workspaces: [{ ...workspace, products: [] }] },
        'Member should have access to atleast one product in a workspace',
      ],
      [
        {
          userId,
          orgRole: 'org_member',
          workspaces: [{ ...workspace, workspaceId: team.otherWorkspace.id }],
        },
        'Please select workspaces of this organisation',
      ],
      [
        { userId, orgRole: 'owner', workspaces: [workspace] },
        'orgRole must be org_admin, org_member or org_guest',
      ],
    ];
    for (const [payload, message] of cases) {
      await expectNothingChanged(async () => {
        const response = await update(team.org.id, team.admin.token, payload);
        expect(response.statusCode, message).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(message);
      });
    }
  });

  it('applies the lifetime-deal rules to an edit as well', async () => {
    const owner = await createUser(t);
    const org = await createOrganisation(t, owner, { lifetimeDeal: true });
    const workspace = await createWorkspace(t, org);
    const user = await createUser(t);
    await addMember(t, {
      org,
      user,
      orgRole: 'org_member',
      grants: [{ workspace, roleName: 'collaborator' }],
    });
    const { token } = await signIn(t, owner);
    await expectNothingChanged(async () => {
      const response = await update(org.id, token, {
        userId: user.id,
        orgRole: 'org_member',
        workspaces: [{ workspaceId: workspace.id, roleName: 'collaborator', products: ['adtemplates'] }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'Analytics, Ad Templates and Ad Launcher are not available for lifetime-deal organisations',
      );
    });
  });

  it('refuses to demote the last org admin', async () => {
    const team = await createTeam(t);
    const payload = {
      userId: team.admin.user.id,
      orgRole: 'org_member',
      workspaces: [{ workspaceId: team.workspace.id, roleName: 'admin', products: ['drive'] }],
    };
    await expectNothingChanged(async () => {
      const response = await update(team.org.id, team.admin.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'An organisation needs at least one admin',
        code: 'VALIDATION_FAILED',
      });
    });
    // With a second admin who can act, stepping down is allowed.
    const deputy = await createUser(t);
    await addMember(t, { org: team.org, user: deputy, orgRole: 'org_admin' });
    expect((await update(team.org.id, team.admin.token, payload)).statusCode).toBe(200);
  });

  it('checks the plan limit of the new kind when a guest becomes a member', async () => {
    const team = await createTeam(t);
    // Free plan: 3 members; the admin, the collaborator and a third member fill it.
    await addMember(t, { org: team.org, user: await createUser(t), orgRole: 'org_member' });
    const payload = {
      userId: team.guest.user.id,
      orgRole: 'org_member',
      workspaces: [{ workspaceId: team.workspace.id, roleName: 'collaborator', products: ['drive'] }],
    };
    await expectNothingChanged(async () => {
      const response = await update(team.org.id, team.admin.token, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'You have reached the limit of 3 members on your plan',
        code: 'PLAN_LIMIT_REACHED',
      });
    });
    // Staying in the same kind needs no free seat.
    const sameKind = await update(team.org.id, team.admin.token, {
      ...payload,
      userId: team.collaborator.user.id,
      orgRole: 'org_admin',
    });
    expect(sameKind.statusCode).toBe(200);
    await giveSubscription(t, team.org.id, 'creative_suite', 'basic');
    expect((await update(team.org.id, team.admin.token, payload)).statusCode).toBe(200);
  });

  it('answers 404 for a member that is not in the organisation', async () => {
    const team = await createTeam(t);
    const workspaces = [{ workspaceId: team.workspace.id, roleName: 'collaborator', products: ['drive'] }];
    for (const userId of [team.outsider.user.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      await expectNothingChanged(async () => {
        const response = await update(team.org.id, team.admin.token, {
          userId,
          orgRole: 'org_member',
          workspaces,
        });
        expect(response.statusCode).toBe(404);
      });
    }
  });

  it('refuses a collaborator and a guest with 403 and changes nothing', async () => {
    const team = await createTeam(t);
    const payload = {
      userId: team.collaborator.user.id,
      orgRole: 'org_admin',
      workspaces: [{ workspaceId: team.workspace.id, roleName: 'admin', products: ['drive'] }],
    };
    for (const caller of [team.collaborator, team.guest]) {
      await expectNothingChanged(async () => {
        const response = await update(team.org.id, caller.token, payload);
        expect(response.statusCode).toBe(403);
        expect(response.json<{ code: string }>().code).toBe('FORBIDDEN');
      });
    }
  });

  it('answers 404 to a caller from another organisation and changes nothing', async () => {
    const team = await createTeam(t);
    await expectNothingChanged(async () => {
      const response = await update(team.org.id, team.outsider.token, {
        userId: team.collaborator.user.id,
        orgRole: 'org_guest',
        workspaces: [{ workspaceId: team.workspace.id, roleName: 'guest', products: ['drive'] }],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('NOT_FOUND');
    });
  });
});
