import { DRIVE_MESSAGES, type DriveTreeNode } from '@hookline/domain';

/** A row of the move dialog's folder picker. */
export interface MoveTarget {
  _id: string;
  name: string;
  depth: number;
  isWorkspace: boolean;
  disabled: boolean;
  /** Why it can't be chosen, in the spec's words where it has them. */
  disabledText: string | null;
}

export const ALREADY_HERE = 'Already in this folder';

/**
 * The folders a selection can move to, the tree flattened in order. A tree read for one moving folder
 * carries the server's reasons; otherwise the same rules are applied here for every moving folder (not
 * into itself, not into one of its sub-folders) and for where the selection is now (`from`).
 */
export function moveTargets(
  tree: DriveTreeNode,
  input: { movingFolderIds: readonly string[]; from: string; serverDecides: boolean },
): MoveTarget[] {
  const moving = new Set(input.movingFolderIds);
  const rows: MoveTarget[] = [];
  const visit = (node: DriveTreeNode, depth: number, insideMoving: boolean) => {
    let disabledText: string | null = null;
    if (input.serverDecides) disabledText = node.disabled ? (node.disabledText ?? ALREADY_HERE) : null;
    else if (moving.has(node._id)) disabledText = DRIVE_MESSAGES.moveIntoItself;
    else if (insideMoving) disabledText = DRIVE_MESSAGES.moveIntoSubBoard;
    else if (node._id === input.from) {
      disabledText = moving.size > 0 ? DRIVE_MESSAGES.moveToCurrentParent : ALREADY_HERE;
    }
    rows.push({
      _id: node._id,
      name: node.name,
      depth,
      isWorkspace: node.isWorkspace,
      disabled: disabledText !== null,
      disabledText,
    });
    for (const child of node.children) visit(child, depth + 1, insideMoving || moving.has(node._id));
  };
  visit(tree, 0, false);
  return rows;
}
