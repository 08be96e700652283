import type { WorkspaceAction } from '@hookline/domain';

/**
 * Who an item's DTO (a file or a folder, a saved ad or a board) is built for: a member, whose favourites and
 * watches it shows and whose actions fill `allowedActions`, or nobody in particular (a share-link viewer,
 * `userId` null), who has no marks.
 */
export interface ItemViewer<Action extends string = string> {
  /** Null: not a member (a share-link viewer). */
  userId: string | null;
  /** What the caller may do in the workspace. */
  actions: readonly Action[];
}

/** Anyone outside the workspace: no favourites, no watches, no actions. */
export const NOBODY: ItemViewer<never> = { userId: null, actions: [] };

/** What a file's (a saved ad's) menu offers. */
export const FILE_ACTIONS: readonly WorkspaceAction[] = [
  'workspace.view',
  'comment.write',
  'file.upload',
  'file.manage',
  'share.manage',
];

/** What a folder's (a board's) menu offers. */
export const FOLDER_ACTIONS: readonly WorkspaceAction[] = [
  'workspace.view',
  'board.create',
  'board.manage',
  'file.upload',
  'share.manage',
];

/** The actions among `offered` that the viewer may take: what an item's menu shows. */
export const actionsAmong = (viewer: ItemViewer, offered: readonly string[]): string[] =>
  offered.filter((action) => viewer.actions.includes(action));
