import type { BoardPickerEntry, BoardPickerWorkspace, ExtensionBoards } from '@hookline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { inspirationBoardFiles, inspirationBoards, inspirationFiles } from '../tables.ts';
import { inspirationWorkspacesOf, type InspirationWorkspaceOfCaller } from './caller-workspaces.ts';

interface PickerBoard {
  id: string;
  parentId: string | null;
  workspaceId: string;
  name: string;
  position: number;
}

const byPositionThenName = (a: PickerBoard, b: PickerBoard) =>
  a.position - b.position ||
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A workspace's boards in the tree's order (parents before their sub-boards), each with its path. */
function entriesOf(boards: readonly PickerBoard[]): BoardPickerEntry[] {
  const ids = new Set(boards.map((board) => board.id));
  const childrenOf = new Map<string | null, PickerBoard[]>();
  for (const board of boards) {
    const parent = board.parentId !== null && ids.has(board.parentId) ? board.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), board]);
  }
  const entries: BoardPickerEntry[] = [];
  const visit = (parentId: string | null, names: readonly string[], seen: ReadonlySet<string>) => {
    for (const board of [...(childrenOf.get(parentId) ?? [])].sort(byPositionThenName)) {
      if (seen.has(board.id)) continue;
      const path = [...names, board.name];
      entries.push({ _id: board.id, name: board.name, path: path.join(' / ') });
      visit(board.id, path, new Set([...seen, board.id]));
    }
  };
  visit(null, [], new Set());
  return entries;
}

/** The boards of each workspace whose Inspiration `userId` may save into (`file.upload`), in one query. */
async function pickerWorkspaces(
  db: Executor,
  workspaces: readonly InspirationWorkspaceOfCaller[],
): Promise<(BoardPickerWorkspace & { orgId: string; orgName: string })[]> {
  const savable = workspaces.filter((workspace) => workspace.actions.includes('file.upload'));
  if (savable.length === 0) return [];
  const boards = await db
    .select({
      id: inspirationBoards.id,
      parentId: inspirationBoards.parentId,
      workspaceId: inspirationBoards.workspaceId,
      name: inspirationBoards.name,
      position: inspirationBoards.position,
    })
    .from(inspirationBoards)
    .where(
      inArray(
        inspirationBoards.workspaceId,
        savable.map((workspace) => workspace.workspaceId),
      ),
    );
  return savable.map((workspace) => ({
    orgId: workspace.orgId,
    orgName: workspace.orgName,
    workspaceId: workspace.workspaceId,
    workspaceName: workspace.workspaceName,
    boards: entriesOf(boards.filter((board) => board.workspaceId === workspace.workspaceId)),
  }));
}

/** The boards, among these workspaces', where the Discover ad `discoverAdId` is already saved. */
async function boardsHolding(
  db: Executor,
  input: { discoverAdId: string; workspaceIds: readonly string[] },
): Promise<Set<string>> {
  if (input.workspaceIds.length === 0 || !isUuid(input.discoverAdId)) return new Set();
  const rows = await db
    .select({ boardId: inspirationBoardFiles.boardId })
    .from(inspirationBoardFiles)
    .innerJoin(inspirationFiles, eq(inspirationFiles.id, inspirationBoardFiles.fileId))
    .where(
      and(
        eq(inspirationFiles.discoverAdId, input.discoverAdId),
        inArray(inspirationBoardFiles.workspaceId, [...input.workspaceIds]),
        inArray(inspirationFiles.workspaceId, [...input.workspaceIds]),
      ),
    );
  return new Set(rows.map((row) => row.boardId));
}

/** `GET inspiration/boards?orgId=`: the boards of each workspace of the organisation the caller may save into. */
export async function boardPicker(
  db: Executor,
  input: { userId: string; orgId: string; discoverAdId?: string },
): Promise<{ data: BoardPickerWorkspace[] }> {
  const workspaces = await pickerWorkspaces(db, await inspirationWorkspacesOf(db, input));
  // An id that is no ad's id holds nowhere.
  const holding =
    input.discoverAdId !== undefined
      ? await boardsHolding(db, {
          discoverAdId: input.discoverAdId,
          workspaceIds: workspaces.map((workspace) => workspace.workspaceId),
        })
      : null;
  return {
    data: workspaces.map(({ workspaceId, workspaceName, boards }) => ({
      workspaceId,
      workspaceName,
      boards: holding ? boards.map((board) => ({ ...board, holdsAd: holding.has(board._id) })) : boards,
    })),
  };
}

/** `GET extension/boards`: the same, for every organisation of the caller. */
export async function extensionBoards(db: Executor, input: { userId: string }): Promise<ExtensionBoards> {
  const workspaces = await pickerWorkspaces(db, await inspirationWorkspacesOf(db, { userId: input.userId }));
  const data: ExtensionBoards['data'] = [];
  for (const { orgId, orgName, workspaceId, workspaceName, boards } of workspaces) {
    let org = data.find((entry) => entry.orgId === orgId);
    if (!org) {
      org = { orgId, orgName, workspaces: [] };
      data.push(org);
    }
    org.workspaces.push({ workspaceId, workspaceName, boards });
  }
  return { data };
}
