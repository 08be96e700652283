import { DRIVE_MESSAGES, type DriveFolder } from '@hookline/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import type { DriveFolderRef } from '../drive-resources.ts';
import type { DriveViewer } from '../files/drive-viewer.ts';
import { driveFolders, type DriveFolderRow } from '../tables.ts';
import { lockDriveTree } from './drive-tree-lock.ts';
import { buildFolderDto } from './folder-dto.ts';
import { destinationIn, type DriveDestination } from './folder-lookup.ts';
import { folderRowOf, nextFolderPosition } from './folders.service.ts';
import { refuseTakenFolderName } from './sibling-folder-names.ts';

/**
 * Why a folder can't go into a destination (spec section 4, "Board move/copy restrictions", in the words
 * of section 8), or undefined when it can. `ancestorsOfTarget` are the destination's folders up to the
 * root; the tree screen works them out from the whole tree, a move from the database.
 */
export function moveRefusalOf(input: {
  workspaceId: string;
  folder: Pick<DriveFolderRow, 'id' | 'parentId'>;
  targetId: string;
  ancestorsOfTarget: readonly string[];
}): string | undefined {
  const { folder, targetId } = input;
  if (targetId === folder.id) return DRIVE_MESSAGES.moveIntoItself;
  if (input.ancestorsOfTarget.includes(folder.id)) return DRIVE_MESSAGES.moveIntoSubBoard;
  if ((folder.parentId ?? input.workspaceId) === targetId) return DRIVE_MESSAGES.moveToCurrentParent;
  return undefined;
}

/** The folders above `folderId`, nearest first, up to the workspace's root. */
async function ancestorsOf(
  db: Executor,
  input: { workspaceId: string; folderId: string },
): Promise<string[]> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`with recursive chain (id, parent_id, depth) as (
      select node.id, node.parent_id, 0 from ${driveFolders} node
      where node.id = ${input.folderId}::uuid and node.workspace_id = ${input.workspaceId}
      union
      select parent.id, parent.parent_id, chain.depth + 1 from ${driveFolders} parent
      join chain on parent.id = chain.parent_id
      where parent.workspace_id = ${input.workspaceId}
    )
    select id from chain where depth > 0 order by depth`,
  );
  return rows.map((row) => row.id);
}

/** The folder row as it is now, read under the tree's lock: another move may have just changed it. */
async function currentFolder(
  tx: Executor,
  input: { workspaceId: string; folderId: string },
): Promise<DriveFolderRow> {
  const [row] = await tx
    .select()
    .from(driveFolders)
    .where(and(eq(driveFolders.id, input.folderId), eq(driveFolders.workspaceId, input.workspaceId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Moves one folder of the workspace into `target`, last among its new siblings, or refuses with the spec's
 * reason (400). The caller's transaction must hold `lockDriveTree`.
 */
export async function moveFolderLocked(
  tx: Executor,
  input: { workspaceId: string; folderId: string; target: DriveDestination },
): Promise<DriveFolderRow> {
  const { workspaceId, target } = input;
  const folder = await currentFolder(tx, { workspaceId, folderId: input.folderId });
  const ancestorsOfTarget = target.folder ? await ancestorsOf(tx, { workspaceId, folderId: target.id }) : [];
  const refusal = moveRefusalOf({ workspaceId, folder, targetId: target.id, ancestorsOfTarget });
  if (refusal) throw badRequest(refusal);
  const parentId = target.folder?.id ?? null;
  await refuseTakenFolderName(tx, { workspaceId, parentId, name: folder.name, exceptId: folder.id });
  const [moved] = await tx
    .update(driveFolders)
    .set({ parentId, position: await nextFolderPosition(tx, { workspaceId, parentId }) })
    .where(and(eq(driveFolders.id, folder.id), eq(driveFolders.workspaceId, workspaceId)))
    .returning();
  if (!moved) throw notFound();
  return moved;
}

/** `PUT assets/folder/{folderId}/move`: into another folder of the same workspace, or its root. */
export async function moveDriveFolder(
  context: AppContext,
  input: { ref: DriveFolderRef; unverifiedTargetId: string; viewer: DriveViewer },
): Promise<DriveFolder> {
  const { db } = context.database;
  const folder = folderRowOf(input.ref, DRIVE_MESSAGES.rootMove);
  const moved = await db.transaction(async (tx) => {
    await lockDriveTree(tx, folder.workspaceId);
    const target = await destinationIn(tx, {
      workspaceId: folder.workspaceId,
      unverifiedFolderId: input.unverifiedTargetId,
    });
    return moveFolderLocked(tx, { workspaceId: folder.workspaceId, folderId: folder.id, target });
  });
  return buildFolderDto({ db }, { folder: moved, viewer: input.viewer });
}

/**
 * `PUT assets/folder/{folderId}/reorder`: puts the folder just before its sibling `beforeFolderId` (last
 * when null) and numbers the siblings 0, 1, 2… in that order. Under the tree's lock, so that reorders sent
 * at once each see the order the one before left.
 */
export async function reorderDriveFolder(
  context: AppContext,
  input: { ref: DriveFolderRef; unverifiedBeforeId: string | null; viewer: DriveViewer },
): Promise<DriveFolder> {
  const { db } = context.database;
  const named = folderRowOf(input.ref, DRIVE_MESSAGES.rootMove);
  const { workspaceId } = named;
  const folder = await db.transaction(async (tx) => {
    await lockDriveTree(tx, workspaceId);
    const current = await currentFolder(tx, { workspaceId, folderId: named.id });
    const siblings = await tx
      .select({ id: driveFolders.id, position: driveFolders.position })
      .from(driveFolders)
      .where(
        and(
          eq(driveFolders.workspaceId, workspaceId),
          current.parentId === null
            ? isNull(driveFolders.parentId)
            : eq(driveFolders.parentId, current.parentId),
        ),
      )
      .orderBy(asc(driveFolders.position), sql`lower(${driveFolders.name})`, asc(driveFolders.id));
    const order = siblings.map((sibling) => sibling.id).filter((id) => id !== current.id);
    const beforeId = input.unverifiedBeforeId;
    let at = order.length;
    if (beforeId !== null && beforeId !== '') {
      if (!isUuid(beforeId)) throw notFound();
      at = order.indexOf(beforeId);
      if (at < 0) {
        // A folder of the workspace elsewhere in the tree is a mistake to explain; anything else names nothing.
        await destinationIn(tx, { workspaceId, unverifiedFolderId: beforeId });
        throw badRequest(DRIVE_MESSAGES.reorderNotSibling);
      }
    }
    order.splice(at, 0, current.id);
    const positionOf = new Map(siblings.map((sibling) => [sibling.id, sibling.position]));
    for (const [position, id] of order.entries()) {
      if (positionOf.get(id) === position) continue;
      await tx
        .update(driveFolders)
        .set({ position })
        .where(and(eq(driveFolders.id, id), eq(driveFolders.workspaceId, workspaceId)));
    }
    return currentFolder(tx, { workspaceId, folderId: current.id });
  });
  return buildFolderDto({ db }, { folder, viewer: input.viewer });
}
