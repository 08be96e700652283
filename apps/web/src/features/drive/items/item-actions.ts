import type { DriveFile, DriveFolder } from '@hookline/domain';

/** The actions a folder's menu offers, in order, and the server action each needs. */
export const FOLDER_MENU = [
  { key: 'new-folder', label: 'New sub-folder', needs: 'board.create' },
  { key: 'rename', label: 'Rename', needs: 'board.manage' },
  { key: 'move', label: 'Move', needs: 'board.manage' },
  { key: 'share', label: 'Share', needs: 'share.manage' },
  { key: 'favourite', label: 'Favourite', needs: 'workspace.view' },
  { key: 'watch', label: 'Watch', needs: 'workspace.view' },
  { key: 'file-collect', label: 'Collect files', needs: 'file.upload' },
  { key: 'team-chat', label: 'Connect team chat', needs: 'board.manage' },
  { key: 'zip', label: 'Download as zip', needs: 'workspace.view' },
  { key: 'delete', label: 'Delete', needs: 'board.manage' },
] as const;

export const FILE_MENU = [
  { key: 'open', label: 'Open', needs: 'workspace.view' },
  { key: 'download', label: 'Download', needs: 'workspace.view' },
  { key: 'rename', label: 'Rename', needs: 'file.manage' },
  { key: 'move', label: 'Move', needs: 'file.manage' },
  { key: 'add-tags', label: 'Add tags', needs: 'file.manage' },
  { key: 'share', label: 'Share', needs: 'share.manage' },
  { key: 'favourite', label: 'Favourite', needs: 'workspace.view' },
  { key: 'watch', label: 'Watch', needs: 'workspace.view' },
  { key: 'delete', label: 'Delete', needs: 'file.manage' },
] as const;

export type FolderMenuKey = (typeof FOLDER_MENU)[number]['key'];
export type FileMenuKey = (typeof FILE_MENU)[number]['key'];

/** Only what the server's `allowedActions` allow is offered (a guest sees no share, move or delete). */
export function allowedMenu<Entry extends { needs: string }>(
  menu: readonly Entry[],
  allowedActions: readonly string[],
): Entry[] {
  return menu.filter((entry) => allowedActions.includes(entry.needs));
}

/** A menu entry's words for the item's current state (favourite or not, watched or not). */
export function menuLabel(
  key: string,
  label: string,
  item: Pick<DriveFolder | DriveFile, 'isFavourite' | 'isWatched'>,
) {
  if (key === 'favourite') return item.isFavourite ? 'Remove from favourites' : 'Add to favourites';
  if (key === 'watch') return item.isWatched ? 'Stop watching' : 'Watch';
  return label;
}
