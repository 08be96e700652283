import {
  allowedOwnedActions,
  allowedWorkspaceActions,
  deniedMessage,
  type Product,
  type ShareAssetType,
  type WorkspaceAction,
} from '@hookline/domain';
import type { Resource } from '../../platform/http/access/resource.ts';
import { driveFileResource, driveFolderResource } from '../drive/index.ts';
import { workspaceChildResource, type WorkspaceAccess } from '../tenancy/index.ts';
import { shareLinks, type ShareLinkRow } from './tables.ts';

/** What a member may do to a link: the workspace's actions, and `shareLink.update` for its creator or an admin. */
export type ShareLinkAction = WorkspaceAction | 'shareLink.update';

/** The product a member's grant must include to manage links to each kind of asset. */
const PRODUCT_OF: Record<ShareAssetType, Product> = {
  folder: 'drive',
  file: 'drive',
  board: 'inspiration',
  discover: 'inspiration',
};

const linkRowResource = workspaceChildResource({
  name: 'shareLink',
  table: shareLinks,
  id: shareLinks.id,
  workspaceId: shareLinks.workspaceId,
});

/**
 * A share link, found in one query that joins the caller's membership and grant in the link's workspace,
 * so another organisation's link is a 404. Managing it needs the product of what it shares.
 */
export const shareLinkResource: Resource<ShareLinkRow, WorkspaceAccess, ShareLinkAction> = {
  name: 'shareLink',
  forMember: (db, input) => linkRowResource.forMember(db, input),
  allowedActions({ row, access }, caller) {
    if (caller.kind !== 'member' || !access.products.includes(PRODUCT_OF[row.assetType])) return [];
    const owned = allowedOwnedActions(access.role, {
      callerUserId: caller.userId,
      makerUserId: row.createdByUserId,
    }).filter((action) => action === 'shareLink.update');
    return [...allowedWorkspaceActions(access.role), ...owned];
  },
  deniedMessage: (action) => deniedMessage(action === 'shareLink.update' ? 'share.manage' : action),
};

/** A Creative Hub folder or file a link may point at; `workspace` is a workspace's root, which can't be shared. */
export interface ShareTarget {
  assetType: 'file' | 'folder' | 'workspace';
  id: string;
  orgId: string;
  workspaceId: string;
}

/**
 * The folder or file a member shares, or whose links they list, found by its id alone (file first, then
 * folder or workspace root) through the Creative Hub's own resources, so the same membership rules apply.
 */
export const shareTargetResource: Resource<ShareTarget, WorkspaceAccess, WorkspaceAction> = {
  name: 'shareTarget',
  async forMember(db, input) {
    const file = await driveFileResource.forMember(db, input);
    if (file) {
      const { id, orgId, workspaceId } = file.row;
      return { row: { assetType: 'file', id, orgId, workspaceId }, access: file.access };
    }
    const folder = await driveFolderResource.forMember(db, input);
    if (!folder) return undefined;
    const { id, orgId, workspaceId } = folder.row;
    const assetType = folder.row.folder === null ? 'workspace' : 'folder';
    return { row: { assetType, id, orgId, workspaceId }, access: folder.access };
  },
  allowedActions: ({ access }) =>
    access.products.includes('drive') ? allowedWorkspaceActions(access.role) : [],
  deniedMessage,
};
