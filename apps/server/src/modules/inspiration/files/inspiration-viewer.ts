import type { Granted } from '../../../platform/http/access/register-access.ts';

/**
 * Who a board or saved-ad DTO is built for: a member, whose favourites and watches it shows and whose
 * actions fill `allowedActions`, or a share-link viewer (`userId` null), who has no marks and only the
 * actions its link allows.
 */
export interface InspirationViewer {
  /** Null: not a member (a share-link viewer). */
  userId: string | null;
  /** What the caller may do in the workspace, as the route's resource proved it. */
  actions: readonly string[];
}

/** Anyone outside the workspace: no favourites, no watches, no actions. */
export const NOBODY: InspirationViewer = { userId: null, actions: [] };

/** What a saved ad's menu offers. */
export const FILE_ACTIONS: readonly string[] = [
  'workspace.view',
  'comment.write',
  'file.upload',
  'file.manage',
  'share.manage',
];

/** What a board's menu offers. */
export const BOARD_ACTIONS: readonly string[] = [
  'workspace.view',
  'board.create',
  'board.manage',
  'file.upload',
  'share.manage',
];

/** The viewer a route's proven caller makes: its actions are those its resource allowed. */
export function inspirationViewerOf(
  proven: Pick<Granted<unknown, unknown>, 'caller' | 'allowedActions'>,
): InspirationViewer {
  return {
    userId: proven.caller.kind === 'member' ? proven.caller.userId : null,
    actions: proven.allowedActions,
  };
}

export const actionsAmong = (viewer: InspirationViewer, offered: readonly string[]): string[] =>
  offered.filter((action) => viewer.actions.includes(action));
