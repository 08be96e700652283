import { SHARE_LINK_MESSAGES, type ShareViewerAction } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { preparedPerExecutor } from '../../platform/db/prepared-per-executor.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { ShareViewer } from '../../platform/http/access/caller.ts';
import type { Resource } from '../../platform/http/access/resource.ts';
import { driveFileResource, type DriveFileRow } from '../drive/index.ts';
import { inspirationFileResource, type InspirationFileRow } from '../inspiration/index.ts';
import { shareLinkState } from './share-link-options.ts';
import { shareLinks, type ShareLinkRow } from './tables.ts';

/*
 * What a share-link viewer reaches through the link's public page. A viewer's token names the link, its
 * scope and its options as they were when the token was handed out; every request reads the link's row
 * again, so a link turned off or expired stops its tokens at once, and a changed option (downloads, comments,
 * versions) applies to the next request.
 */

/** A viewer's proven access: the link as it is now, and the viewer with the link's current options. */
export interface ShareViewerAccess {
  link: ShareLinkRow;
  viewer: ShareViewer;
}

const linkQuery = preparedPerExecutor((db) =>
  db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.id, sql.placeholder('id')))
    .limit(1)
    .prepare('shared_link_for_viewer'),
);

/** The viewer a link's row makes: its scope and its options as they are now. */
export function viewerOfLink(link: ShareLinkRow): ShareViewer {
  return {
    kind: 'share',
    linkId: link.id,
    scope: { kind: link.assetType, id: link.assetId },
    options: { ...link.options },
  };
}

/**
 * The link `linkId` when the viewer's token was handed out for it and it still opens. Another link's id is
 * not found (404), as if it did not exist; this link turned off or expired says so (403).
 */
async function liveLink(
  db: Executor,
  viewer: ShareViewer,
  linkId: string,
): Promise<ShareViewerAccess | undefined> {
  if (viewer.linkId !== linkId) return undefined;
  const [link] = await linkQuery(db).execute({ id: linkId });
  if (!link || link.assetType !== viewer.scope.kind || link.assetId !== viewer.scope.id) return undefined;
  const state = shareLinkState(link);
  if (state === 'expired') throw forbidden(SHARE_LINK_MESSAGES.expired);
  if (state === 'disabled') throw forbidden(SHARE_LINK_MESSAGES.disabled);
  return { link, viewer: viewerOfLink(link) };
}

/** What a link lets its viewers do, beyond looking: the `allowedActions` of everything they see. */
export function viewerActionsOf(link: Pick<ShareLinkRow, 'options'>): ShareViewerAction[] {
  const actions: ShareViewerAction[] = [];
  if (link.options.downloadable) actions.push('download');
  if (link.options.canComment) actions.push('comment.write');
  return actions;
}

const viewerDeniedMessage = (action: ShareViewerAction) =>
  action === 'download' ? SHARE_LINK_MESSAGES.downloadsOff : SHARE_LINK_MESSAGES.commentsOff;

/** A share link as its own viewers reach it (`public/share/{shareLinkId}/…`); members never do. */
export const sharedLinkResource: Resource<ShareLinkRow, ShareViewerAccess, ShareViewerAction> = {
  name: 'sharedLink',
  forMember: async () => undefined,
  async forShareViewer(db, { viewer, id }) {
    const access = await liveLink(db, viewer, id);
    return access ? { row: access.link, access } : undefined;
  },
  allowedActions: ({ access }) => viewerActionsOf(access.link),
  deniedMessage: viewerDeniedMessage,
};

/**
 * A Creative Hub file as a link's viewer reaches it: `within` is the link the route names, which must be
 * the viewer's own and still open; the file must be the shared file or lie anywhere inside the shared folder.
 */
export const sharedFileResource: Resource<DriveFileRow, ShareViewerAccess, ShareViewerAction> = {
  name: 'sharedFile',
  forMember: async () => undefined,
  async forShareViewer(db, { viewer, id, within }) {
    if (within === undefined) return undefined;
    const access = await liveLink(db, viewer, within);
    if (!access) return undefined;
    const file = await driveFileResource.forShareViewer?.(db, { viewer: access.viewer, id });
    if (!file || file.row.workspaceId !== access.link.workspaceId) return undefined;
    return { row: file.row, access };
  },
  allowedActions: ({ access }) => viewerActionsOf(access.link),
  deniedMessage: viewerDeniedMessage,
};

/**
 * A saved ad as a board link's viewer reaches it: `within` is the link the route names, which must be the
 * viewer's own and still open; the ad must be linked into the shared board or a board inside it.
 */
export const sharedSavedAdResource: Resource<InspirationFileRow, ShareViewerAccess, ShareViewerAction> = {
  name: 'sharedSavedAd',
  forMember: async () => undefined,
  async forShareViewer(db, { viewer, id, within }) {
    if (within === undefined) return undefined;
    const access = await liveLink(db, viewer, within);
    if (!access) return undefined;
    const file = await inspirationFileResource.forShareViewer?.(db, { viewer: access.viewer, id });
    if (!file || file.row.workspaceId !== access.link.workspaceId) return undefined;
    return { row: file.row, access };
  },
  allowedActions: ({ access }) => viewerActionsOf(access.link),
  deniedMessage: viewerDeniedMessage,
};
