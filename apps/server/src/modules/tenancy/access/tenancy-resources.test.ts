import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers, workspaceGrants } from '../../../composition/tables.ts';
import { createUser } from '../../../test/factories.ts';
import { addMember, createTeam, createWorkspace } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { MemberCaller } from '../../../platform/http/access/caller.ts';
import {
  organisationResource,
  workspaceResource,
  workspaceWithProduct,
  type OrgAccess,
  type WorkspaceAccess,
} from './tenancy-resources.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof createTeam>>;

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const member = (userId: string): MemberCaller => ({ kind: 'member', userId, sessionId: 'test' });

/** The organisation's row and the caller's access, or undefined when the caller may not see it (a 404). */
const organisation = (userId: string, id: string) => organisationResource.forMember(db(), { userId, id });
async function orgAccess(userId: string, id: string): Promise<OrgAccess> {
  const resolved = await organisation(userId, id);
  if (!resolved) throw new Error('expected access');
  return resolved.access;
}
async function orgActions(userId: string, id: string) {
  const resolved = await organisation(userId, id);
  return resolved ? organisationResource.allowedActions(resolved, member(userId)) : undefined;
}

const workspace = (userId: string, id: string) => workspaceResource.forMember(db(), { userId, id });
async function workspaceAccess(userId: string, id: string): Promise<WorkspaceAccess> {
  const resolved = await workspace(userId, id);
  if (!resolved) throw new Error('expected access');
  return resolved.access;
}

describe('organisationResource', () => {
  it('proves membership and returns the role', async () => {
    const access = await orgAccess(team.guest.user.id, team.org.id);
    expect(access).toMatchObject({ orgId: team.org.id, orgRole: 'org_guest' });
  });

  it('finds nothing for another organisation or an unknown id', async () => {
    for (const id of [team.otherOrg.id, '00000000-0000-4000-8000-000000000000']) {
      expect(await organisation(team.admin.user.id, id)).toBeUndefined();
    }
  });

  it('allows an action only to the roles that hold it', async () => {
    const may = async (userId: string) =>
      (await orgActions(userId, team.org.id))?.includes('org.members.manage');
    expect(await may(team.admin.user.id)).toBe(true);
    expect(await may(team.collaborator.user.id)).toBe(false);
    expect(await may(team.guest.user.id)).toBe(false);
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
    expect(await organisation(pending.id, team.org.id)).toBeUndefined();

    const inactive = await createUser(t);
    const member = await addMember(t, { org: team.org, user: inactive, orgRole: 'org_member' });
    await db().update(orgMembers).set({ isActive: false }).where(eq(orgMembers.id, member.id));
    expect(await organisation(inactive.id, team.org.id)).toBeUndefined();
  });
});

describe('workspaceResource', () => {
  it('gives each role its effective workspace role', async () => {
    const role = async (userId: string) => (await workspaceAccess(userId, team.workspace.id)).role;
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
    const access = await workspaceAccess(user.id, team.workspace.id);
    expect(access.role).toBe('guest');
    expect(access.memberId).toBe(member.id);
  });

  it('lets an org admin into a workspace without a grant, with every product', async () => {
    const fresh = await createWorkspace(t, team.org, 'Unassigned');
    const access = await workspaceAccess(team.admin.user.id, fresh.id);
    expect(access.role).toBe('admin');
    expect(access.products).toHaveLength(6);
  });

  it('finds nothing for a member without a grant, an inactive grant and another organisation', async () => {
    const fresh = await createWorkspace(t, team.org, 'Private');
    expect(await workspace(team.collaborator.user.id, fresh.id)).toBeUndefined();
    expect(await workspace(team.admin.user.id, team.otherWorkspace.id)).toBeUndefined();

    const user = await createUser(t);
    const member = await addMember(t, {
      org: team.org,
      user,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator' }],
    });
    await db().update(workspaceGrants).set({ active: false }).where(eq(workspaceGrants.memberId, member.id));
    expect(await workspace(user.id, team.workspace.id)).toBeUndefined();
  });

  it('allows no action the role lacks, and nothing in a product outside the grant', async () => {
    const may = async (userId: string, action: 'workspace.settings' | 'workspace.members.invite') => {
      const resolved = await workspace(userId, team.workspace.id);
      return resolved
        ? workspaceResource.allowedActions(resolved, member(userId)).includes(action)
        : undefined;
    };
    expect(await may(team.collaborator.user.id, 'workspace.settings')).toBe(true);
    expect(await may(team.collaborator.user.id, 'workspace.members.invite')).toBe(false);
    expect(await may(team.guest.user.id, 'workspace.settings')).toBe(false);

    const user = await createUser(t);
    await addMember(t, {
      org: team.org,
      user,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator', products: ['drive'] }],
    });
    const actionsIn = async (name: 'drive' | 'analytics') => {
      const resource = workspaceWithProduct(name);
      const resolved = await resource.forMember(db(), { userId: user.id, id: team.workspace.id });
      return resolved ? resource.allowedActions(resolved, member(user.id)) : undefined;
    };
    expect(await actionsIn('drive')).toContain('workspace.view');
    expect(await actionsIn('analytics')).toEqual([]);
  });
});
