import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers, workspaceGrants } from '../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { addMember, createTeam, createWorkspace } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { guardOrganisation, guardWorkspace } from './tenancy-guard.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof createTeam>>;

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

describe('guardOrganisation', () => {
  it('proves membership and returns the role', async () => {
    const access = await guardOrganisation(db(), {
      userId: team.guest.user.id,
      unverifiedOrgId: team.org.id,
    });
    expect(access).toMatchObject({ orgId: team.org.id, orgRole: 'org_guest' });
  });

  it('answers 404 for another organisation, an unknown id and a malformed id', async () => {
    for (const unverifiedOrgId of [team.otherOrg.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(await status(guardOrganisation(db(), { userId: team.admin.user.id, unverifiedOrgId }))).toBe(
        404,
      );
    }
  });

  it('answers 403 when the role lacks the action', async () => {
    const guard = (userId: string) =>
      status(guardOrganisation(db(), { userId, unverifiedOrgId: team.org.id, action: 'org.members.manage' }));
    expect(await guard(team.admin.user.id)).toBe(200);
    expect(await guard(team.collaborator.user.id)).toBe(403);
    expect(await guard(team.guest.user.id)).toBe(403);
  });

  it('ignores a pending invite and a deactivated member', async () => {
    const pending = await createUser(t);
    await db().insert(orgMembers).values({
      orgId: team.org.id,
      userId: pending.id,
      email: pending.email,
      role: 'org_member',
      inviteStatus: 'pending',
    });
    expect(await status(guardOrganisation(db(), { userId: pending.id, unverifiedOrgId: team.org.id }))).toBe(
      404,
    );

    const inactive = await createUser(t);
    const member = await addMember(t, { org: team.org, user: inactive, orgRole: 'org_member' });
    await db().update(orgMembers).set({ isActive: false }).where(eq(orgMembers.id, member.id));
    expect(await status(guardOrganisation(db(), { userId: inactive.id, unverifiedOrgId: team.org.id }))).toBe(
      404,
    );
  });
});

describe('guardWorkspace', () => {
  it('gives each role its effective workspace role', async () => {
    const role = async (userId: string) =>
      (await guardWorkspace(db(), { userId, unverifiedWorkspaceId: team.workspace.id })).role;
    expect(await role(team.admin.user.id)).toBe('admin');
    expect(await role(team.collaborator.user.id)).toBe('collaborator');
    expect(await role(team.guest.user.id)).toBe('guest');
  });

  it('forces guest for an org guest even when the stored grant says admin', async () => {
    const user = await createUser(t);
    const member = await addMember(t, {
      org: team.org,
      user,
      orgRole: 'org_guest',
      grants: [{ workspace: team.workspace, roleName: 'admin' }],
    });
    const access = await guardWorkspace(db(), { userId: user.id, unverifiedWorkspaceId: team.workspace.id });
    expect(access.role).toBe('guest');
    expect(access.memberId).toBe(member.id);
  });

  it('lets an org admin into a workspace without a grant, with every product', async () => {
    const fresh = await createWorkspace(t, team.org, 'Unassigned');
    const access = await guardWorkspace(db(), {
      userId: team.admin.user.id,
      unverifiedWorkspaceId: fresh.id,
    });
    expect(access.role).toBe('admin');
    expect(access.products).toHaveLength(6);
  });

  it('answers 404 to a member without a grant, an inactive grant and another organisation', async () => {
    const fresh = await createWorkspace(t, team.org, 'Private');
    expect(
      await status(
        guardWorkspace(db(), { userId: team.collaborator.user.id, unverifiedWorkspaceId: fresh.id }),
      ),
    ).toBe(404);
    expect(
      await status(
        guardWorkspace(db(), { userId: team.admin.user.id, unverifiedWorkspaceId: team.otherWorkspace.id }),
      ),
    ).toBe(404);

    const user = await createUser(t);
    const member = await addMember(t, {
      org: team.org,
      user,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator' }],
    });
    await db().update(workspaceGrants).set({ active: false }).where(eq(workspaceGrants.memberId, member.id));
    expect(
      await status(guardWorkspace(db(), { userId: user.id, unverifiedWorkspaceId: team.workspace.id })),
    ).toBe(404);
  });

  it('answers 403 for a denied action or a product outside the grant', async () => {
    const guard = (userId: string, action: 'workspace.settings' | 'workspace.members.invite') =>
      status(guardWorkspace(db(), { userId, unverifiedWorkspaceId: team.workspace.id, action }));
    expect(await guard(team.collaborator.user.id, 'workspace.settings')).toBe(200);
    expect(await guard(team.collaborator.user.id, 'workspace.members.invite')).toBe(403);
    expect(await guard(team.guest.user.id, 'workspace.settings')).toBe(403);

    const user = await createUser(t);
    await addMember(t, {
      org: team.org,
      user,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator', products: ['drive'] }],
    });
    const product = (name: 'drive' | 'analytics') =>
      status(
        guardWorkspace(db(), { userId: user.id, unverifiedWorkspaceId: team.workspace.id, product: name }),
      );
    expect(await product('drive')).toBe(200);
    expect(await product('analytics')).toBe(403);
  });
});
