import { INSPIRATION_MESSAGES, type DriveTreeNode } from '@hookline/domain';

/** A row of a board picker (the move and copy dialogs, copying or linking a saved ad). */
export interface BoardTarget {
  _id: string;
  name: string;
  depth: number;
  isWorkspace: boolean;
  /** Its parents' names, from the top: "Summer / Hooks". Empty for a top board and for the root. */
  path: string;
  disabled: boolean;
  /** Why it can't be chosen (the spec's words for a move or a copy); null when it can. */
  disabledText: string | null;
}

/** What a board read for a move or copy dialog says when the server marked it without a reason. */
export const CANNOT_CHOOSE = 'This board can’t be chosen here';

interface TargetOptions {
  /** The workspace's root is a destination (a board's move or copy); a saved ad always sits in a board. */
  includeRoot: boolean;
  /** Boards that can't be chosen for a reason known here (a saved ad already in them), with that reason. */
  refused?: ReadonlyMap<string, string>;
}

/**
 * The boards a picker offers, the tree flattened in its order with each board's depth and parents. A tree
 * read for a move or copy carries the server's `disabled` and `disabledText` (spec section 8's four
 * sentences); `refused` adds the picker's own reasons.
 */
export function boardTargets(tree: DriveTreeNode, options: TargetOptions): BoardTarget[] {
  const rows: BoardTarget[] = [];
  const visit = (node: DriveTreeNode, depth: number, parents: readonly string[]) => {
    const refusal = options.refused?.get(node._id) ?? null;
    const serverRefusal = node.disabled ? (node.disabledText ?? CANNOT_CHOOSE) : null;
    const disabledText = serverRefusal ?? refusal;
    if (!node.isWorkspace || options.includeRoot) {
      rows.push({
        _id: node._id,
        name: node.name,
        depth: options.includeRoot ? depth : depth - 1,
        isWorkspace: node.isWorkspace,
        path: parents.join(' / '),
        disabled: disabledText !== null,
        disabledText,
      });
    }
    const below = node.isWorkspace ? [] : [...parents, node.name];
    for (const child of node.children) visit(child, depth + 1, below);
  };
  visit(tree, 0, []);
  return rows;
}

/** The rows whose name holds every word typed (any case); all of them when nothing is typed. */
export function searchTargets(rows: readonly BoardTarget[], words: string): BoardTarget[] {
  const terms = words.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...rows];
  return rows.filter((row) => {
    const name = row.name.toLowerCase();
    return terms.every((term) => name.includes(term));
  });
}

/** The boards a saved ad is already in, refused when linking it (it would be there twice). */
export function alreadyIn(folderIds: readonly string[]): ReadonlyMap<string, string> {
  return new Map(folderIds.map((id) => [id, INSPIRATION_MESSAGES.alreadyInBoard]));
}
