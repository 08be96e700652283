import {
  ERROR_CODES,
  PLAN_FEATURE_MESSAGES,
  TENANCY_MESSAGES,
  type Organisation,
  type OrganisationSummary,
  type ThemeSettings,
} from '@hookline/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { emailDomainOf } from '../../../platform/email-domain/email-domain.ts';
import { AppError, forbidden, notFound } from '../../../platform/http/app-error.ts';
import type { OrgAccess } from '../access/tenancy-resources.ts';
import {
  insertFounderMember,
  listMembershipsOfUser,
  membersPerWorkspace,
} from '../members/membership.service.ts';
import { listActiveGrantsOfMember, listOrgMemberEntries } from '../members/workspace-members.service.ts';
import { findUserById } from '../../users/index.ts';
import type { WorkspaceRow } from '../workspaces/tables.ts';
import { listWorkspaceRows, workspaceThumbnailUrl } from '../workspaces/workspace-lookup.service.ts';
import { toOrganisationDto, toOrganisationSummary, type OrganisationWorkspace } from './organisation-dto.ts';
import { findOrganisationRow, lockOrganisationRow } from './organisation-lookup.service.ts';
import { organisations } from './tables.ts';

/** Shown when an account may not create organisations (the switcher hides the entry; the server refuses too). */

/**
 * A new organisation with its creator as accepted org admin, in one transaction so that no organisation
 * is ever left without an admin. Colleagues on the creator's e-mail domain can find it once the admin
 * allows users to join.
 */
export async function createOrganisation(
  db: Executor,
  input: { userId: string; name: string },
): Promise<Organisation> {
  const user = await findUserById(db, input.userId);
  if (!user) throw notFound();
  if (!user.userCanCreateOrg) throw forbidden(TENANCY_MESSAGES.cannotCreateOrganisation);
  const access = await db.transaction(async (tx): Promise<OrgAccess> => {
    const [org] = await tx
      .insert(organisations)
      .values({ name: input.name, emailDomain: emailDomainOf(user.email), createdByUserId: user.id })
      .returning();
    if (!org) throw new Error('insert into organisations returned nothing');
    const member = await insertFounderMember(tx, { orgId: org.id, userId: user.id, email: user.email });
    return { orgId: org.id, memberId: member.id, orgRole: 'org_admin' };
  });
  return organisationDetails(db, access);
}

/** The organisations the caller belongs to (accepted and active), sorted by name. */
export async function listOrganisationsOfUser(db: Executor, userId: string): Promise<OrganisationSummary[]> {
  const memberships = await listMembershipsOfUser(db, userId);
  if (memberships.length === 0) return [];
  const roles = new Map(memberships.map((membership) => [membership.orgId, membership.role]));
  const rows = await db
    .select()
    .from(organisations)
    .where(inArray(organisations.id, [...roles.keys()]))
    .orderBy(sql`lower(${organisations.name})`, organisations.createdAt);
  return rows.flatMap((row) => {
    const role = roles.get(row.id);
    return role ? [toOrganisationSummary(row, role)] : [];
  });
}

/** The workspaces the caller can open: all of them for an org admin, those with an active grant otherwise. */
async function openableWorkspaceRows(db: Executor, access: OrgAccess): Promise<WorkspaceRow[]> {
  const rows = await listWorkspaceRows(db, access.orgId);
  if (access.orgRole === 'org_admin') return rows;
  const granted = new Set((await listActiveGrantsOfMember(db, access)).map((grant) => grant.workspaceId));
  return rows.filter((row) => granted.has(row.id));
}

/**
 * The organisation as the caller may see it: an org admin sees every workspace and member; anyone else
 * sees the workspaces they can open and only their own member entry.
 */
export async function organisationDetails(db: Executor, access: OrgAccess): Promise<Organisation> {
  const row = await findOrganisationRow(db, access.orgId);
  if (!row) throw notFound();
  const isAdmin = access.orgRole === 'org_admin';
  const openable = await openableWorkspaceRows(db, access);
  const membersCount = await membersPerWorkspace(db, access.orgId);
  const workspaces = openable.map((workspace): OrganisationWorkspace => ({
    _id: workspace.id,
    name: workspace.name,
    thumbnailURL: workspaceThumbnailUrl(workspace),
    membersCount: membersCount(workspace.id),
    createdAt: workspace.createdAt.toISOString(),
  }));
  const members = await listOrgMemberEntries(db, {
    orgId: access.orgId,
    memberId: isAdmin ? undefined : access.memberId,
  });
  return toOrganisationDto({ row, role: access.orgRole, workspaces, members });
}

export interface OrganisationPatch {
  name?: string;
  allowUsersToJoin?: boolean;
  theme_settings?: ThemeSettings;
}

/**
 * Renames, opens to the domain, changes the theme. A theme change needs a plan with custom branding
 * (`customBrand`); sending the theme the organisation already has is no change.
 */
export async function updateOrganisation(
  context: AppContext,
  input: { access: OrgAccess; patch: OrganisationPatch },
): Promise<Organisation> {
  const { db } = context.database;
  const { orgId } = input.access;
  const { name, allowUsersToJoin, theme_settings: themeSettings } = input.patch;
  await db.transaction(async (tx) => {
    if (themeSettings !== undefined) {
      const org = await lockOrganisationRow(tx, orgId);
      if (!org) throw notFound();
      const changed = JSON.stringify(org.themeSettings ?? null) !== JSON.stringify(themeSettings);
      if (changed && !(await context.planLimits.read(tx, orgId)).customBrand) {
        throw new AppError(ERROR_CODES.planFeatureRequired, PLAN_FEATURE_MESSAGES.customBrand);
      }
    }
    await tx
      .update(organisations)
      .set({ name, allowUsersToJoin, themeSettings, updatedAt: sql`now()` })
      .where(eq(organisations.id, orgId));
  });
  return organisationDetails(db, input.access);
}
