import { INSPIRATION_MESSAGES, type DrivePathStep, type DriveTreeNode } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { workspaces } from '../../tenancy/index.ts';
import { inspirationBoards, type InspirationBoardRow } from '../tables.ts';

interface TreeBoard {
  id: string;
  parentId: string | null;
  name: string;
  position: number;
}

/**
 * Why a board can't be moved into a destination (spec section 4, "Board move/copy restrictions", in the
 * words of section 8), or undefined when it can. `ancestorsOfTarget` are the destination's boards up to the
 * root.
 */
export function moveRefusalOf(input: {
  workspaceId: string;
  board: Pick<InspirationBoardRow, 'id' | 'parentId'>;
  targetId: string;
  ancestorsOfTarget: readonly string[];
}): string | undefined {
  const { board, targetId } = input;
  if (targetId === board.id) return INSPIRATION_MESSAGES.moveIntoItself;
  if (input.ancestorsOfTarget.includes(board.id)) return INSPIRATION_MESSAGES.moveIntoSubBoard;
  if ((board.parentId ?? input.workspaceId) === targetId) return INSPIRATION_MESSAGES.moveToCurrentParent;
  return undefined;
}

/**
 * Why a board can't be copied into a destination: only into itself (spec section 4). A copy into one of its
 * own sub-boards is allowed: the copy is of the tree as it was before the copy began, so it never holds
 * itself.
 */
export function copyRefusalOf(input: {
  board: Pick<InspirationBoardRow, 'id'>;
  targetId: string;
}): string | undefined {
  return input.targetId === input.board.id ? INSPIRATION_MESSAGES.copyIntoItself : undefined;
}

const byPositionThenName = (a: TreeBoard, b: TreeBoard) =>
  a.position - b.position ||
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The boards above `id`, nearest first, from the tree in memory. */
function ancestorsIn(byId: ReadonlyMap<string, TreeBoard>, id: string): string[] {
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
 * `GET inspiration/folder-tree/workspace/{workspaceId}`: the workspace's root (its `_id` the workspace's)
 * with every board nested under it, siblings by position then name, in one query. With `movingId` or
 * `copyingId`, the tree a move or copy dialog shows: each node that can't receive that board is disabled,
 * with the reason.
 */
export async function boardTree(
  db: Executor,
  input: {
    workspace: { id: string; name: string };
    movingId?: string | undefined;
    copyingId?: string | undefined;
  },
): Promise<{ data: DriveTreeNode[] }> {
  const { workspace } = input;
  const boards: TreeBoard[] = await db
    .select({
      id: inspirationBoards.id,
      parentId: inspirationBoards.parentId,
      name: inspirationBoards.name,
      position: inspirationBoards.position,
    })
    .from(inspirationBoards)
    .where(eq(inspirationBoards.workspaceId, workspace.id));
  const byId = new Map(boards.map((board) => [board.id, board]));

  const subjectId = input.movingId ?? input.copyingId;
  const subject = subjectId === undefined ? undefined : byId.get(subjectId);
  if (subjectId !== undefined && !subject) throw notFound(INSPIRATION_MESSAGES.boardNotFound);
  const refusalFor = (id: string): string | undefined => {
    if (!subject) return undefined;
    if (input.movingId !== undefined) {
      return moveRefusalOf({
        workspaceId: workspace.id,
        board: subject,
        targetId: id,
        ancestorsOfTarget: id === workspace.id ? [] : ancestorsIn(byId, id),
      });
    }
    return copyRefusalOf({ board: subject, targetId: id });
  };
  const dialogFields = (id: string) => {
    if (!subject) return {};
    const refusal = refusalFor(id);
    return refusal
      ? { disabled: true, disabledText: refusal, selectable: false }
      : { disabled: false, selectable: true };
  };

  const childrenOf = new Map<string | null, TreeBoard[]>();
  for (const board of boards) {
    const parent = board.parentId !== null && byId.has(board.parentId) ? board.parentId : null;
    const siblings = childrenOf.get(parent);
    if (siblings) siblings.push(board);
    else childrenOf.set(parent, [board]);
  }
  const nodesUnder = (parentId: string | null, path: ReadonlySet<string>): DriveTreeNode[] =>
    (childrenOf.get(parentId) ?? [])
      .filter((board) => !path.has(board.id))
      .sort(byPositionThenName)
      .map((board) => {
        const children = nodesUnder(board.id, new Set([...path, board.id]));
        return {
          _id: board.id,
          name: board.name,
          parent: board.parentId ?? workspace.id,
          isWorkspace: false,
          isFolder: true,
          type: 'folder' as const,
          hasChild: children.length > 0,
          children,
          ...dialogFields(board.id),
        };
      });
  const children = nodesUnder(null, new Set());
  return {
    data: [
      {
        _id: workspace.id,
        name: workspace.name,
        parent: null,
        isWorkspace: true,
        isFolder: false,
        type: 'folder',
        hasChild: children.length > 0,
        children,
        ...dialogFields(workspace.id),
      },
    ],
  };
}

/** The boards above `boardId`, nearest first, up to the workspace's root, read from the database. */
export async function boardAncestors(
  db: Executor,
  input: { workspaceId: string; boardId: string },
): Promise<string[]> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`with recursive chain (id, parent_id, depth) as (
      select node.id, node.parent_id, 0 from ${inspirationBoards} node
      where node.id = ${input.boardId}::uuid and node.workspace_id = ${input.workspaceId}
      union
      select parent.id, parent.parent_id, chain.depth + 1 from ${inspirationBoards} parent
      join chain on parent.id = chain.parent_id
      where parent.workspace_id = ${input.workspaceId}
    )
    select id from chain where depth > 0 order by depth`,
  );
  return rows.map((row) => row.id);
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
 * The boards from the top down to `boardId`, both included, in one query: from the workspace's root, or from
 * the board `fromId` when given (a share link's board, above which its viewers see nothing).
 */
export async function boardChain(
  db: Executor,
  input: { workspaceId: string; boardId: string; fromId?: string | undefined },
): Promise<DrivePathStep[]> {
  if (!isUuid(input.boardId)) throw notFound(INSPIRATION_MESSAGES.boardNotFound);
  const stop = input.fromId && isUuid(input.fromId) ? input.fromId : null;
  const rows = await rawRows<{ id: string; name: string }>(
    db,
    sql`with recursive chain (id, parent_id, name, depth) as (
      select node.id, node.parent_id, node.name, 0 from ${inspirationBoards} node
      where node.id = ${input.boardId}::uuid and node.workspace_id = ${input.workspaceId}
      union
      select parent.id, parent.parent_id, parent.name, chain.depth + 1 from ${inspirationBoards} parent
      join chain on parent.id = chain.parent_id
      where parent.workspace_id = ${input.workspaceId}
        and (${stop}::uuid is null or chain.id <> ${stop}::uuid)
    )
    select id, name from chain order by depth desc`,
  );
  return rows.map((row) => ({ _id: row.id, name: row.name, isWorkspace: false }));
}

/** `GET inspiration/folder/{folderId}/path`: the breadcrumbs from the workspace's root down to the board. */
export async function boardPath(
  db: Executor,
  input: { workspaceId: string; boardId: string },
): Promise<{ data: DrivePathStep[] }> {
  const root: DrivePathStep = {
    _id: input.workspaceId,
    name: await workspaceNameOf(db, input.workspaceId),
    isWorkspace: true,
  };
  if (input.boardId === input.workspaceId) return { data: [root] };
  return { data: [root, ...(await boardChain(db, input))] };
}
