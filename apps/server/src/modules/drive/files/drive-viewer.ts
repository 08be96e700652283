import { allowedWorkspaceActions, type WorkspaceAction } from '@hookline/domain';
import type { Caller } from '../../../platform/http/access/caller.ts';
import { NOBODY, type ItemViewer } from '../../marks/index.ts';
import type { WorkspaceAccess } from '../../tenancy/index.ts';

export { actionsAmong, FILE_ACTIONS, FOLDER_ACTIONS, NOBODY } from '../../marks/index.ts';

/**
 * Who a file or folder DTO is built for: a member, whose favourites and watches it shows and whose role
 * decides `allowedActions`, or nobody in particular (a share-link viewer), for whom both are empty.
 */
export type DriveViewer = ItemViewer<WorkspaceAction>;

/** The viewer a route's proven caller and access make: a member's role counts only with the Creative Hub. */
export function driveViewerOf(input: { caller: Caller; access: WorkspaceAccess }): DriveViewer {
  if (input.caller.kind !== 'member') return NOBODY;
  return {
    userId: input.caller.userId,
    actions: input.access.products.includes('drive') ? allowedWorkspaceActions(input.access.role) : [],
  };
}
