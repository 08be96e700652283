import {
  assignableProducts,
  checkUsageLimit,
  effectiveWorkspaceRole,
  ERROR_CODES,
  limitReachedMessage,
  PRODUCTS,
  TENANCY_MESSAGES,
  type Workspace,
} from '@hookline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import type { OrgAccess, WorkspaceAccess } from '../access/tenancy-resources.ts';
import { grantWorkspace } from '../members/membership.service.ts';
import { listActiveGrantsOfMember, listWorkspacePeople } from '../members/workspace-members.service.ts';
import { lockOrganisationRow } from '../organisations/organisation-lookup.service.ts';
import { workspaces } from './tables.ts';
import { toWorkspaceDto, type OpenableWorkspace } from './workspace-dto.ts';
import { countWorkspaces, findWorkspaceInOrg, listWorkspaceRows } from './workspace-lookup.service.ts';
import { DEFAULT_CHOICES, listUserChoices, saveUserChoices } from './workspace-user-settings.service.ts';

/**
 * Workspaces as `userId` sees them: their own pin and notification choice, and the people who can open
 * each. Pinned ones come first, the most recently pinned at the top; the rest keep the given order.
 */
async function presentWorkspaces(
  db: Executor,
  input: { orgId: string; userId: string; openable: OpenableWorkspace[] },
): Promise<Workspace[]> {
  const workspaceIds = input.openable.map((workspace) => workspace.row.id);
  const choices = await listUserChoices(db, { orgId: input.orgId, userId: input.userId, workspaceIds });
  const people = await listWorkspacePeople(db, { orgId: input.orgId, workspaceIds });
  // Unpinned ones count as pinned at time 0, below every real pin; the stable sort keeps their order.
  const pinnedAt = (workspaceId: string) => choices.get(workspaceId)?.pinnedAt?.getTime() ?? 0;
  return [...input.openable]
    .sort((a, b) => pinnedAt(b.row.id) - pinnedAt(a.row.id))
    .map((workspace) =>
      toWorkspaceDto({
        workspace,
        choices: choices.get(workspace.row.id) ?? DEFAULT_CHOICES,
        members: people.get(workspace.row.id) ?? [],
      }),
    );
}

/** One workspace, already proven openable by the tenancy guard, as the caller sees it. */
export async function workspaceDetails(
  db: Executor,
  input: { access: WorkspaceAccess; userId: string },
): Promise<Workspace> {
  const { access } = input;
  const row = await findWorkspaceInOrg(db, access);
  if (!row) throw notFound();
  const [workspace] = await presentWorkspaces(db, {
    orgId: access.orgId,
    userId: input.userId,
    openable: [{ row, role: access.role, products: access.products }],
  });
  if (!workspace) throw notFound();
  return workspace;
}

/**
 * The workspaces of the organisation the caller can open: all of them for an org admin, otherwise those
 * with an active grant (under the effective role: an org guest is a guest everywhere).
 */
export async function listWorkspacesOfCaller(
  db: Executor,
  input: { access: OrgAccess; userId: string },
): Promise<Workspace[]> {
  const { access } = input;
  const rows = await listWorkspaceRows(db, access.orgId);
  let openable: OpenableWorkspace[];
  if (access.orgRole === 'org_admin') {
    openable = rows.map((row) => ({ row, role: 'admin', products: [...PRODUCTS] }));
  } else {
    const grants = new Map(
      (await listActiveGrantsOfMember(db, access)).map((grant) => [grant.workspaceId, grant]),
    );
    openable = rows.flatMap((row) => {
      const grant = grants.get(row.id);
      const role = grant ? effectiveWorkspaceRole(access.orgRole, grant.roleName) : null;
      return grant && role ? [{ row, role, products: grant.products }] : [];
    });
  }
  return presentWorkspaces(db, { orgId: access.orgId, userId: input.userId, openable });
}

/**
 * A new workspace, its creator as admin with every product the organisation can assign. The organisation
 * row stays locked from the count to the insert, so two requests can't both take the plan's last workspace.
 */
export async function createWorkspace(
  db: Executor,
  input: { access: OrgAccess; userId: string; name: string; planLimits: AppContext['planLimits'] },
): Promise<Workspace> {
  const { access } = input;
  const { row, grantedProducts } = await db.transaction(async (tx) => {
    const org = await lockOrganisationRow(tx, access.orgId);
    if (!org) throw notFound();
    const limits = await input.planLimits.read(tx, org.id);
    const check = checkUsageLimit({
      limit: limits.workspacesCount,
      used: await countWorkspaces(tx, org.id),
    });
    if (!check.allowed) {
      throw new AppError(ERROR_CODES.planLimitReached, limitReachedMessage('workspacesCount', check.limit));
    }
    const [created] = await tx
      .insert(workspaces)
      .values({ orgId: org.id, name: input.name, createdByUserId: input.userId })
      .returning();
    if (!created) throw new Error('insert into workspaces returned nothing');
    // A lifetime-deal organisation can't assign some products (spec section 5), not even to a creator.
    const products = assignableProducts({ lifetimeDeal: org.lifetimeDeal });
    await grantWorkspace(tx, {
      orgId: org.id,
      workspaceId: created.id,
      memberId: access.memberId,
      roleName: 'admin',
      products,
    });
    return { row: created, grantedProducts: products };
  });
  const [workspace] = await presentWorkspaces(db, {
    orgId: access.orgId,
    userId: input.userId,
    openable: [
      {
        row,
        role: 'admin',
        // The tenancy guard gives an org admin every product whatever the grant says; the same here.
        products: access.orgRole === 'org_admin' ? [...PRODUCTS] : grantedProducts,
      },
    ],
  });
  if (!workspace) throw notFound();
  return workspace;
}

/** Renames the workspace (for everyone) and/or sets the caller's own e-mail notifications for it. */
export async function updateWorkspace(
  db: Executor,
  input: {
    access: WorkspaceAccess;
    userId: string;
    patch: { workspaceName?: string; enableEmailNotification?: boolean };
  },
): Promise<Workspace> {
  const { access, patch } = input;
  await db.transaction(async (tx) => {
    if (patch.workspaceName !== undefined) {
      await tx
        .update(workspaces)
        .set({ name: patch.workspaceName, updatedAt: sql`now()` })
        .where(and(eq(workspaces.id, access.workspaceId), eq(workspaces.orgId, access.orgId)));
    }
    if (patch.enableEmailNotification !== undefined) {
      await saveUserChoices(tx, {
        orgId: access.orgId,
        workspaceId: access.workspaceId,
        userId: input.userId,
        choices: { enableEmailNotification: patch.enableEmailNotification },
      });
    }
  });
  return workspaceDetails(db, input);
}

/** Pins or unpins the workspace in the caller's own list; the latest pin (at `now`) comes first. */
export async function pinWorkspace(
  db: Executor,
  input: { access: WorkspaceAccess; userId: string; pinned: boolean; now: Date },
): Promise<Workspace> {
  await saveUserChoices(db, {
    orgId: input.access.orgId,
    workspaceId: input.access.workspaceId,
    userId: input.userId,
    choices: { pinnedAt: input.pinned ? input.now : null },
  });
  return workspaceDetails(db, input);
}

/**
 * Deletes the workspace; its grants, settings and everything else of it go with it through the foreign
 * keys. The stored thumbnail is removed once the row is gone.
 */
export async function deleteWorkspace(
  context: AppContext,
  access: WorkspaceAccess,
): Promise<{ workspaceId: string; message: string }> {
  const [deleted] = await context.database.db
    .delete(workspaces)
    .where(and(eq(workspaces.id, access.workspaceId), eq(workspaces.orgId, access.orgId)))
    .returning();
  if (!deleted) throw notFound();
  if (deleted.thumbnailKey) await context.storage.delete(deleted.thumbnailKey);
  return { workspaceId: deleted.id, message: TENANCY_MESSAGES.workspaceDeleted };
}
