import type { DrivePathStep, DriveTreeNode } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { workspaces } from '../../tenancy/index.ts';
import { driveFolders } from '../tables.ts';
import { moveRefusalOf } from './folder-move.service.ts';

interface TreeFolder {
  id: string;
  parentId: string | null;
  name: string;
  position: number;
}

const byPositionThenName = (a: TreeFolder, b: TreeFolder) =>
  a.position - b.position ||
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The folders above `id`, nearest first, from the tree in memory. */
function ancestorsIn(byId: ReadonlyMap<string, TreeFolder>, id: string): string[] {
  const ancestors: string[] = [];
  const seen = new Set<string>([id]);
  for (let parent = byId.get(id)?.parentId ?? null; parent !== null && !seen.has(parent);) {
    ancestors.push(parent);
    seen.add(parent);
    parent = byId.get(parent)?.parentId ?? null;
  }
  return ancestors;
}

/**
 * `GET assets/folder-tree/workspace/{workspaceId}`: the workspace's root (its `_id` the workspace's) with
 * every folder nested under it, siblings by position then name, in one query. With `movingId`, the tree a
 * move dialog shows: each node that can't receive that folder is disabled, with the reason.
 */
export async function driveFolderTree(
  db: Executor,
  input: { workspace: { id: string; name: string }; movingId?: string | undefined },
): Promise<DriveTreeNode> {
  const { workspace } = input;
  const folders: TreeFolder[] = await db
    .select({
      id: driveFolders.id,
      parentId: driveFolders.parentId,
      name: driveFolders.name,
      position: driveFolders.position,
    })
    .from(driveFolders)
    .where(eq(driveFolders.workspaceId, workspace.id));
  const byId = new Map(folders.map((folder) => [folder.id, folder]));

  const moving = input.movingId === undefined ? undefined : byId.get(input.movingId);
  if (input.movingId !== undefined && !moving) throw notFound();
  const moveFields = (id: string) => {
    if (!moving) return {};
    const refusal = moveRefusalOf({
      workspaceId: workspace.id,
      folder: moving,
      targetId: id,
      ancestorsOfTarget: id === workspace.id ? [] : ancestorsIn(byId, id),
    });
    return refusal
      ? { disabled: true, disabledText: refusal, selectable: false }
      : { disabled: false, selectable: true };
  };

  const childrenOf = new Map<string | null, TreeFolder[]>();
  for (const folder of folders) {
    // A parent outside the workspace can't be: such a folder is shown at the root rather than lost.
    const parent = folder.parentId !== null && byId.has(folder.parentId) ? folder.parentId : null;
    const siblings = childrenOf.get(parent);
    if (siblings) siblings.push(folder);
    else childrenOf.set(parent, [folder]);
  }
  const nodesUnder = (parentId: string | null, path: ReadonlySet<string>): DriveTreeNode[] =>
    (childrenOf.get(parentId) ?? [])
      .filter((folder) => !path.has(folder.id))
      .sort(byPositionThenName)
      .map((folder) => {
        const children = nodesUnder(folder.id, new Set([...path, folder.id]));
        return {
          _id: folder.id,
          name: folder.name,
          // The tree holds the root, so a top folder's parent is the root's id.
          parent: folder.parentId ?? workspace.id,
          isWorkspace: false,
          isFolder: true,
          type: 'folder' as const,
          hasChild: children.length > 0,
          children,
          ...moveFields(folder.id),
        };
      });
  const children = nodesUnder(null, new Set());
  return {
    _id: workspace.id,
    name: workspace.name,
    parent: null,
    isWorkspace: true,
    isFolder: false,
    type: 'folder',
    hasChild: children.length > 0,
    children,
    ...moveFields(workspace.id),
  };
}

/** The workspace's name, for the root of a tree or a path. */
export async function workspaceNameOf(db: Executor, workspaceId: string): Promise<string> {
  const [row] = await db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  if (!row) throw notFound();
  return row.name;
}

/**
 * The folders from the top down to `folderId`, both included, in one query: from the workspace's root, or
 * from the folder `fromId` when given (a share link's folder, above which its viewers see nothing).
 */
export async function folderChain(
  db: Executor,
  input: { workspaceId: string; folderId: string; fromId?: string },
): Promise<DrivePathStep[]> {
  if (!isUuid(input.folderId)) throw notFound();
  const stop = input.fromId && isUuid(input.fromId) ? input.fromId : null;
  const rows = await rawRows<{ id: string; name: string }>(
    db,
    sql`with recursive chain (id, parent_id, name, depth) as (
      select node.id, node.parent_id, node.name, 0 from ${driveFolders} node
      where node.id = ${input.folderId}::uuid and node.workspace_id = ${input.workspaceId}
      union
      select parent.id, parent.parent_id, parent.name, chain.depth + 1 from ${driveFolders} parent
      join chain on parent.id = chain.parent_id
      where parent.workspace_id = ${input.workspaceId}
        and (${stop}::uuid is null or chain.id <> ${stop}::uuid)
    )
    select id, name from chain order by depth desc`,
  );
  return rows.map((row) => ({ _id: row.id, name: row.name, isWorkspace: false }));
}

/** `GET assets/folder/{folderId}/path`: the breadcrumbs from the workspace's root down to the folder. */
export async function drivePath(
  db: Executor,
  input: { workspaceId: string; folderId: string },
): Promise<{ data: DrivePathStep[] }> {
  const root: DrivePathStep = {
    _id: input.workspaceId,
    name: await workspaceNameOf(db, input.workspaceId),
    isWorkspace: true,
  };
  if (input.folderId === input.workspaceId) return { data: [root] };
  return { data: [root, ...(await folderChain(db, input))] };
}
