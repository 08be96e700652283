import type { BoardPickerEntry, BoardPickerWorkspace, SaveInspirationBody } from '@hookline/domain';

/** The workspace the dialog opens on: the active one when the caller may save there, else the first. */
export function initialWorkspaceId(
  picker: readonly BoardPickerWorkspace[],
  activeWorkspaceId: string | undefined,
): string | null {
  return (
    picker.find((workspace) => workspace.workspaceId === activeWorkspaceId)?.workspaceId ??
    picker[0]?.workspaceId ??
    null
  );
}

/** The boards whose name or parents hold every word typed (any case), in the picker's order. */
export function searchBoards(boards: readonly BoardPickerEntry[], words: string): BoardPickerEntry[] {
  const terms = words.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...boards];
  return boards.filter((board) => {
    const text = board.path.toLowerCase();
    return terms.every((term) => text.includes(term));
  });
}

/**
 * What saving a Discover ad into the chosen boards sends: the first chosen board as `folderId`, the others
 * linked as `folderIds` (the one ad, in each); null while none is chosen. Boards keep the order they were
 * chosen in.
 */
export function saveBody(input: {
  workspaceId: string;
  discoverAdId: string;
  chosen: Iterable<string>;
}): SaveInspirationBody | null {
  const [folderId, ...others] = [...input.chosen];
  if (!folderId) return null;
  return {
    workspaceId: input.workspaceId,
    folderId,
    ...(others.length > 0 ? { folderIds: others } : {}),
    discoverAdId: input.discoverAdId,
  };
}

/** The parents part of a board's path ("Summer / Hooks" for "Summer / Hooks / UGC"), or null for a top board. */
export function parentsOf(board: BoardPickerEntry): string | null {
  const suffix = ` / ${board.name}`;
  return board.path.endsWith(suffix) ? board.path.slice(0, -suffix.length) : null;
}
