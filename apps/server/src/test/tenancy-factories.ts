import { PRODUCTS, type OrgRole, type Product, type WorkspaceRole } from '@hookline/domain';
import { orgMembers, organisations, workspaceGrants, workspaces } from '../composition/tables.ts';
import type { OrganisationRow } from '../modules/tenancy/organisations/tables.ts';
import type { WorkspaceRow } from '../modules/tenancy/workspaces/tables.ts';
import type { OrgMemberRow } from '../modules/tenancy/members/tables.ts';
import type { UserRow } from '../modules/users/tables.ts';
import { createUser, signIn } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** An organisation with `owner` as its accepted org admin. */
export async function createOrganisation(
  t: TestApp,
  owner: Pick<UserRow, 'id' | 'email'>,
  overrides: Partial<{
    name: string;
    allowUsersToJoin: boolean;
    lifetimeDeal: boolean;
    emailDomain: string;
  }> = {},
): Promise<OrganisationRow> {
  const { db } = t.context.database;
  const [org] = await db
    .insert(organisations)
    .values({
      name: overrides.name ?? 'Acme Ads',
      emailDomain: overrides.emailDomain ?? owner.email.split('@')[1] ?? null,
      allowUsersToJoin: overrides.allowUsersToJoin ?? false,
      lifetimeDeal: overrides.lifetimeDeal ?? false,
      createdByUserId: owner.id,
    })
    .returning();
  if (!org) throw new Error('insert into organisations returned nothing');
  await db.insert(orgMembers).values({
    orgId: org.id,
    userId: owner.id,
    email: owner.email,
    role: 'org_admin',
    inviteStatus: 'accepted',
  });
  return org;
}

export async function createWorkspace(
  t: TestApp,
  org: Pick<OrganisationRow, 'id'>,
  name = 'Brand team',
): Promise<WorkspaceRow> {
  const [workspace] = await t.context.database.db
    .insert(workspaces)
    .values({ orgId: org.id, name })
    .returning();
  if (!workspace) throw new Error('insert into workspaces returned nothing');
  return workspace;
}

/** An accepted member of `org` with a grant in each of `grants`. */
export async function addMember(
  t: TestApp,
  input: {
    org: Pick<OrganisationRow, 'id'>;
    user: Pick<UserRow, 'id' | 'email'>;
    orgRole: OrgRole;
    grants?: { workspace: Pick<WorkspaceRow, 'id'>; roleName: WorkspaceRole; products?: Product[] }[];
  },
): Promise<OrgMemberRow> {
  const { db } = t.context.database;
  const [member] = await db
    .insert(orgMembers)
    .values({
      orgId: input.org.id,
      userId: input.user.id,
      email: input.user.email,
      role: input.orgRole,
      inviteStatus: 'accepted',
    })
    .returning();
  if (!member) throw new Error('insert into org_members returned nothing');
  for (const grant of input.grants ?? []) {
    await db.insert(workspaceGrants).values({
      orgId: input.org.id,
      workspaceId: grant.workspace.id,
      memberId: member.id,
      roleName: grant.roleName,
      products: grant.products ?? [...PRODUCTS],
    });
  }
  return member;
}

/**
 * The usual cast of a tenancy test: an organisation with one workspace, its admin, a collaborator and a
 * guest of that workspace, plus an outsider who runs an organisation of their own. Everyone is signed in.
 */
export async function createTeam(t: TestApp) {
  const admin = await createUser(t, { firstName: 'Ada' });
  const org = await createOrganisation(t, admin);
  const workspace = await createWorkspace(t, org);
  const collaborator = await createUser(t, { firstName: 'Cleo' });
  await addMember(t, {
    org,
    user: collaborator,
    orgRole: 'org_member',
    grants: [{ workspace, roleName: 'collaborator' }],
  });
  const guest = await createUser(t, { firstName: 'Gus' });
  await addMember(t, { org, user: guest, orgRole: 'org_guest', grants: [{ workspace, roleName: 'guest' }] });
  const outsider = await createUser(t, { firstName: 'Otto' });
  const otherOrg = await createOrganisation(t, outsider, { name: 'Rival Media' });
  const otherWorkspace = await createWorkspace(t, otherOrg, 'Rival workspace');
  const [adminTokens, collaboratorTokens, guestTokens, outsiderTokens] = await Promise.all(
    [admin, collaborator, guest, outsider].map((user) => signIn(t, user)),
  );
  return {
    org,
    workspace,
    otherOrg,
    otherWorkspace,
    admin: { user: admin, token: adminTokens!.token },
    collaborator: { user: collaborator, token: collaboratorTokens!.token },
    guest: { user: guest, token: guestTokens!.token },
    outsider: { user: outsider, token: outsiderTokens!.token },
  };
}
