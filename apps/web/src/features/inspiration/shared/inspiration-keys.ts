import type { BoardTreeFor } from '../../../api/inspiration-api.ts';

/**
 * The cache keys of Inspiration's lists. Every key starts with `inspiration`, as the saved-ad view's do, so a
 * change that touches boards (a copy, a removal) can refresh everything Inspiration shows at once.
 */
export const INSPIRATION_KEYS = {
  all: ['inspiration'] as const,
  workspace: (workspaceId: string) => ['inspiration', 'workspace', workspaceId] as const,
  tree: (workspaceId: string) => ['inspiration', 'workspace', workspaceId, 'tree'] as const,
  dialogTree: (workspaceId: string, forDialog: BoardTreeFor) =>
    ['inspiration', 'workspace', workspaceId, 'dialog-tree', forDialog] as const,
  /** A board's list; the board's id is fifth, where the cache looks for it when an ad leaves that board. */
  items: (workspaceId: string, folderId: string, options: object) =>
    ['inspiration', 'workspace', workspaceId, 'lists', folderId, options] as const,
  team: (orgId: string, options: object) => ['inspiration', 'team', orgId, options] as const,
};
