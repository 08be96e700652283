import type { TreeMessages } from './tree-table.ts';

/** A node as a refusal reads it. */
export interface RefusedNode {
  id: string;
  parentId: string | null;
}

/**
 * Why a node can't go into a destination (spec section 4, "Board move/copy restrictions", in the words of
 * section 8), or undefined when it can. `ancestorsOfTarget` are the destination's nodes up to the root; the
 * tree screen works them out from the whole tree, a move from the database.
 */
export function moveRefusalOf(
  messages: TreeMessages,
  input: { workspaceId: string; node: RefusedNode; targetId: string; ancestorsOfTarget: readonly string[] },
): string | undefined {
  const { node, targetId } = input;
  if (targetId === node.id) return messages.moveIntoItself;
  if (input.ancestorsOfTarget.includes(node.id)) return messages.moveIntoSubBoard;
  if ((node.parentId ?? input.workspaceId) === targetId) return messages.moveToCurrentParent;
  return undefined;
}

/**
 * Why a node can't be copied into a destination: only into itself (spec section 4). A copy into one of its
 * own sub-nodes is allowed: the copy is of the tree as it was before the copy began, so it never holds
 * itself.
 */
export function copyRefusalOf(
  messages: TreeMessages,
  input: { node: Pick<RefusedNode, 'id'>; targetId: string },
): string | undefined {
  if (input.targetId !== input.node.id) return undefined;
  if (messages.copyIntoItself === undefined) throw new Error('this tree has no copies');
  return messages.copyIntoItself;
}
