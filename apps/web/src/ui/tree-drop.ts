import type { DriveTreeNode } from '@hookline/domain';

/**
 * Dragging folders or boards in a tree (the Creative Hub's folders, Inspiration's boards): which rows show,
 * and what a drop does.
 */

/** The spec's words for a move a tree refuses (section 8), the Creative Hub's or Inspiration's. */
export interface MoveRefusals {
  moveIntoItself: string;
  moveIntoSubBoard: string;
  moveToCurrentParent: string;
}

/** Where a dragged folder is over another: its top edge (before it), its middle (into it), its bottom edge (after it). */
export type DropZone = 'before' | 'into' | 'after';

/** What a drop does: move into a folder, or go before a sibling (null: last), moving first when the parent changes. */
export type DropPlan =
  | { kind: 'move'; targetId: string }
  | { kind: 'reorder'; beforeId: string | null; moveInto?: string }
  | { kind: 'refused'; reason: string };

/** A visible row of the tree. */
export interface TreeRow {
  node: DriveTreeNode;
  depth: number;
  /** The parent's id; null for the workspace's root. */
  parentId: string | null;
}

/** The rows the tree shows: the root, then each folder whose parents are all open. */
export function visibleRows(root: DriveTreeNode, expanded: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [{ node: root, depth: 0, parentId: null }];
  const visit = (node: DriveTreeNode, depth: number) => {
    for (const child of node.children) {
      rows.push({ node: child, depth, parentId: node._id });
      if (expanded.has(child._id)) visit(child, depth + 1);
    }
  };
  visit(root, 1);
  return rows;
}

/** Every folder by id with its parent's id. */
function index(root: DriveTreeNode) {
  const nodes = new Map<string, { node: DriveTreeNode; parentId: string | null }>();
  const visit = (node: DriveTreeNode, parentId: string | null) => {
    nodes.set(node._id, { node, parentId });
    for (const child of node.children) visit(child, node._id);
  };
  visit(root, null);
  return nodes;
}

/** The ids above `id`, nearest first. */
export function ancestorsOf(root: DriveTreeNode, id: string): string[] {
  const nodes = index(root);
  const ancestors: string[] = [];
  for (
    let parent = nodes.get(id)?.parentId ?? null;
    parent !== null;
    parent = nodes.get(parent)?.parentId ?? null
  ) {
    ancestors.push(parent);
  }
  return ancestors;
}

/** Why `activeId` can't go into `targetId` (the spec's words), or null when it can. */
function moveRefusal(
  root: DriveTreeNode,
  activeId: string,
  targetId: string,
  refusals: MoveRefusals,
): string | null {
  const nodes = index(root);
  if (activeId === targetId) return refusals.moveIntoItself;
  if (ancestorsOf(root, targetId).includes(activeId)) return refusals.moveIntoSubBoard;
  if (nodes.get(activeId)?.parentId === targetId) return refusals.moveToCurrentParent;
  return null;
}

/** What dropping folder `activeId` in `zone` of `overId` does; null when it changes nothing. */
export function dropPlan(
  root: DriveTreeNode,
  activeId: string,
  overId: string,
  zone: DropZone,
  refusals: MoveRefusals,
): DropPlan | null {
  const nodes = index(root);
  const active = nodes.get(activeId);
  const over = nodes.get(overId);
  if (!active || !over || active.parentId === null) return null;
  // The root takes folders only into itself.
  if (over.parentId === null || zone === 'into') {
    if (activeId === overId) return null;
    const reason = moveRefusal(root, activeId, overId, refusals);
    return reason ? { kind: 'refused', reason } : { kind: 'move', targetId: overId };
  }
  if (activeId === overId) return null;
  const parentId = over.parentId;
  if (parentId === activeId || ancestorsOf(root, parentId).includes(activeId)) {
    return { kind: 'refused', reason: refusals.moveIntoSubBoard };
  }
  const siblings = (nodes.get(parentId)?.node.children ?? []).filter((child) => child._id !== activeId);
  const at = siblings.findIndex((child) => child._id === overId);
  const beforeId = zone === 'before' ? overId : (siblings[at + 1]?._id ?? null);
  if (active.parentId === parentId) {
    const current = nodes.get(parentId)?.node.children ?? [];
    const nextNow = current[current.findIndex((child) => child._id === activeId) + 1]?._id ?? null;
    if (nextNow === beforeId) return null;
    return { kind: 'reorder', beforeId };
  }
  return { kind: 'reorder', beforeId, moveInto: parentId };
}

/** The tree as it will be once `plan` is saved, to show at once. */
export function applyDropPlan(root: DriveTreeNode, activeId: string, plan: DropPlan): DriveTreeNode {
  if (plan.kind === 'refused') return root;
  const nodes = index(root);
  const active = nodes.get(activeId);
  if (!active || active.parentId === null) return root;
  const parentId = plan.kind === 'move' ? plan.targetId : (plan.moveInto ?? active.parentId);
  const moved: DriveTreeNode = { ...active.node, parent: parentId };
  const rebuild = (node: DriveTreeNode): DriveTreeNode => {
    let children = node.children.filter((child) => child._id !== activeId).map(rebuild);
    if (node._id === parentId) {
      const beforeId = plan.kind === 'reorder' ? plan.beforeId : null;
      const at = beforeId === null ? -1 : children.findIndex((child) => child._id === beforeId);
      children = at < 0 ? [...children, moved] : [...children.slice(0, at), moved, ...children.slice(at)];
    }
    return { ...node, children, hasChild: children.length > 0 };
  };
  return rebuild(root);
}
