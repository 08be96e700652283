import {
  allowedOwnedActions,
  allowedWorkspaceActions,
  deniedMessage,
  type Product,
  type ShareAssetType,
  type WorkspaceAction,
} from '@hookline/domain';
import type { Resource } from '../../platform/http/access/resource.ts';
import { detectiveTrackerResource } from '../detective/index.ts';
import { driveFileResource, driveFolderResource } from '../drive/index.ts';
import { inspirationBoardResource } from '../inspiration/index.ts';
import { workspaceChildResource, workspaceResource, type WorkspaceAccess } from '../tenancy/index.ts';
import { shareLinks, type ShareLinkRow } from './tables.ts';

/** What a member may do to a link: the workspace's actions, and `shareLink.update` for its creator or an admin. */
export type ShareLinkAction = WorkspaceAction | 'shareLink.update';

/** The product a member's grant must include to manage links to each kind of asset. */
const PRODUCT_OF: Record<ShareAssetType, Product> = {
  folder: 'drive',
  file: 'drive',
  board: 'inspiration',
  discover: 'inspiration',
  discover_brand: 'inspiration',
  detective: 'detective',
};

/** Whether a member's grant includes the product links to this kind of asset need. */
export function grantCovers(access: Pick<WorkspaceAccess, 'products'>, assetType: ShareAssetType): boolean {
  const product = PRODUCT_OF[assetType];
  return access.products.includes(product);
}

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
    if (caller.kind !== 'member' || !grantCovers(access, row.assetType)) return [];
    const owned = allowedOwnedActions(access.role, {
      callerUserId: caller.userId,
      makerUserId: row.createdByUserId,
    }).filter((action) => action === 'shareLink.update');
    return [...allowedWorkspaceActions(access.role), ...owned];
  },
  deniedMessage: (action) => deniedMessage(action === 'shareLink.update' ? 'share.manage' : action),
};

/**
 * What a member shares, or lists the links of: a Creative Hub folder or file, an Inspiration board, a
 * Detective tracker (its brand's dashboard), or a workspace. A workspace's root folder can't be shared; a
 * workspace is where a Discover ad or brand is shared from (the library's ads belong to no organisation, so
 * the workspace is what the member must be allowed to share in).
 */
export interface ShareTarget {
  assetType: 'file' | 'folder' | 'board' | 'detective' | 'workspace';
  id: string;
  orgId: string;
  workspaceId: string;
}

/**
 * The folder or file a member shares, or whose links they list, found by its id alone (file first, then
 * folder or workspace root) through the Creative Hub's own resources, so the same membership rules apply;
 * else an Inspiration board of that id, through Inspiration's resource; else a Detective tracker, through
 * Detective's; else the workspace of that id, for a Discover item (`within`, when named, must be the
 * workspace of whichever it is).
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
    if (folder) {
      const { id, orgId, workspaceId } = folder.row;
      const assetType = folder.row.folder === null ? 'workspace' : 'folder';
      return { row: { assetType, id, orgId, workspaceId }, access: folder.access };
    }
    const board = await inspirationBoardResource.forMember(db, input);
    if (board && board.row.board !== null) {
      const { id, orgId, workspaceId } = board.row;
      return { row: { assetType: 'board', id, orgId, workspaceId }, access: board.access };
    }
    const tracker = await detectiveTrackerResource.forMember(db, { userId: input.userId, id: input.id });
    if (tracker) {
      const { id, orgId, workspaceId } = tracker.row;
      if (input.within !== undefined && input.within !== workspaceId) return undefined;
      return { row: { assetType: 'detective', id, orgId, workspaceId }, access: tracker.access };
    }
    if (input.within !== undefined && input.within !== input.id) return undefined;
    const workspace = await workspaceResource.forMember(db, { userId: input.userId, id: input.id });
    if (!workspace) return undefined;
    const { id, orgId } = workspace.row;
    return { row: { assetType: 'workspace', id, orgId, workspaceId: id }, access: workspace.access };
  },
  // A workspace is shared from with the Creative Hub (its root: refused as such) or Inspiration (a Discover
  // item, whose product the sharing service checks once it knows what is shared); a board with Inspiration;
  // a tracker with no product asked, as Detective's own routes ask none yet.
  allowedActions: ({ row, access }) => {
    const covered =
      row.assetType === 'workspace'
        ? (['drive', 'inspiration'] as const).some((product) => access.products.includes(product))
        : grantCovers(access, row.assetType);
    return covered ? allowedWorkspaceActions(access.role) : [];
  },
  deniedMessage,
};
