import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { storedImageVersion } from '../../users/index.ts';
import { workspaces, type WorkspaceRow } from './tables.ts';

/** Every workspace of an organisation, sorted by name (case-insensitive). */
export async function listWorkspaceRows(db: Executor, orgId: string): Promise<WorkspaceRow[]> {
  return db
    .select()
    .from(workspaces)
    .where(eq(workspaces.orgId, orgId))
    .orderBy(asc(sql`lower(${workspaces.name})`), asc(workspaces.createdAt));
}

export async function countWorkspaces(db: Executor, orgId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(workspaces)
    .where(eq(workspaces.orgId, orgId));
  return row?.count ?? 0;
}

/** The workspace with this id, only when it belongs to `orgId`. */
export async function findWorkspaceInOrg(
  db: Executor,
  input: { orgId: string; workspaceId: string },
): Promise<WorkspaceRow | undefined> {
  const [row] = await db
    .select()
    .from(workspaces)
    .where(and(eq(workspaces.id, input.workspaceId), eq(workspaces.orgId, input.orgId)))
    .limit(1);
  return row;
}

/** The public, versioned address of the workspace's thumbnail, usable in an <img> tag; null without one. */
export function workspaceThumbnailUrl(row: Pick<WorkspaceRow, 'id' | 'thumbnailKey'>): string | null {
  const version = row.thumbnailKey ? storedImageVersion(row.thumbnailKey) : undefined;
  return version ? `/api/v1/workspace/${row.id}/thumbnail/${version}` : null;
}
