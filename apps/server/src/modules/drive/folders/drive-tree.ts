import { DRIVE_MESSAGES } from '@hookline/domain';
import { treeOf } from '../../trees/index.ts';
import { driveFolders } from '../tables.ts';

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
