import { DRIVE_MESSAGES } from '@hookline/domain';
import { badRequest } from '../../../platform/http/app-error.ts';
import { treeOf } from '../../trees/index.ts';
import type { DriveFolderRef } from '../drive-resources.ts';
import { driveFolders, type DriveFolderRow } from '../tables.ts';

/** A workspace's Creative Hub folders as one tree: their order, moves, names and lock. */
export const driveTree = treeOf({
  table: driveFolders,
  lockName: 'drive-tree',
  messages: {
    nameTaken: DRIVE_MESSAGES.folderNameTaken,
    moveIntoItself: DRIVE_MESSAGES.moveIntoItself,
    moveIntoSubBoard: DRIVE_MESSAGES.moveIntoSubBoard,
    moveToCurrentParent: DRIVE_MESSAGES.moveToCurrentParent,
    reorderNotSibling: DRIVE_MESSAGES.reorderNotSibling,
  },
  moveTouchesNode: false,
});

/** The folder a route names, which must be a real folder: the workspace's root is not one to change. */
export function folderRowOf(ref: DriveFolderRef, refusal: string): DriveFolderRow {
  if (!ref.folder) throw badRequest(refusal);
  return ref.folder;
}
