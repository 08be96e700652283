import type { InspirationBoard } from '@hookline/domain';

/** A board's actions, in the menu's order, with what the server must allow for each. */
export const BOARD_MENU = [
  { key: 'new-board', label: 'New board inside', needs: 'board.create' },
  { key: 'upload-ad', label: 'Upload an ad', needs: 'file.upload' },
  { key: 'edit', label: 'Rename and describe', needs: 'board.manage' },
  { key: 'move', label: 'Move to…', needs: 'board.manage' },
  { key: 'copy', label: 'Copy to…', needs: 'board.manage' },
  { key: 'favourite', label: 'Add to favourites', needs: 'workspace.view' },
  { key: 'watch', label: 'Watch', needs: 'workspace.view' },
  { key: 'delete', label: 'Delete', needs: 'board.manage' },
] as const;

export type BoardMenuKey = (typeof BOARD_MENU)[number]['key'];

/** The entries the caller may use on `board`: the server's `allowedActions` decide, never the role. */
export function boardMenuEntries(allowedActions: readonly string[]) {
  return BOARD_MENU.filter((entry) => allowedActions.includes(entry.needs));
}

/** A toggle's words follow the board's state. */
export function boardMenuLabel(
  key: BoardMenuKey,
  label: string,
  board: Pick<InspirationBoard, 'isFavourite' | 'isWatched'>,
) {
  if (key === 'favourite' && board.isFavourite) return 'Remove from favourites';
  if (key === 'watch' && board.isWatched) return 'Stop watching';
  return label;
}
