import { allowedWorkspaceActions, type WorkspaceAction } from '@hookline/domain';
import type { Caller } from '../../../platform/http/access/caller.ts';
import type { WorkspaceAccess } from '../../tenancy/index.ts';

/**
 * Who a file or folder DTO is built for: a member, whose favourites and watches it shows and whose role
 * decides `allowedActions`, or nobody in particular (a share-link viewer), for whom both are empty.
 */
export interface DriveViewer {
  /** Null: not a member (a share-link viewer). */
  userId: string | null;
  /** The caller's actions in the workspace. */
  actions: readonly WorkspaceAction[];
}

/** A share-link viewer, or anyone outside the workspace: no favourites, no watches, no actions. */
export const NOBODY: DriveViewer = { userId: null, actions: [] };

/** What a file's menu offers: the file actions the caller's role allows. */
export const FILE_ACTIONS: readonly WorkspaceAction[] = [
  'workspace.view',
  'comment.write',
  'file.upload',
  'file.manage',
  'share.manage',
];

/** What a folder's menu offers. */
export const FOLDER_ACTIONS: readonly WorkspaceAction[] = [
  'workspace.view',
  'board.create',
  'board.manage',
  'file.upload',
  'share.manage',
];

/** The viewer a route's proven caller and access make: a member's role counts only with the Creative Hub. */
export function driveViewerOf(input: { caller: Caller; access: WorkspaceAccess }): DriveViewer {
  if (input.caller.kind !== 'member') return NOBODY;
  return {
    userId: input.caller.userId,
    actions: input.access.products.includes('drive') ? allowedWorkspaceActions(input.access.role) : [],
  };
}

export const actionsAmong = (viewer: DriveViewer, offered: readonly WorkspaceAction[]): string[] =>
  offered.filter((action) => viewer.actions.includes(action));
