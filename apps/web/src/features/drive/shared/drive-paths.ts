/**
 * The Creative Hub's routes (spec section 2), for every screen that links into it: the folder browser,
 * the library and saved filters under /app, the file studio inside a workspace's drive, and the public
 * pages under /share (a share link's page and a file-collect link's upload page).
 */

/** The file studio's optional deep links: a version, a comment. */
export interface FileLinkOptions {
  versionId?: string;
  discussionId?: string;
}

const segment = (id: string) => encodeURIComponent(id);

export const drivePaths = {
  /** A workspace's drive: its root folder when `folderId` is left out or is the workspace's own id. */
  folder: (workspaceId: string, folderId?: string | null): string =>
    !folderId || folderId === workspaceId
      ? `/app/drive/${segment(workspaceId)}`
      : `/app/drive/${segment(workspaceId)}/${segment(folderId)}`,
  /** The file studio (viewer, versions, comments). */
  file: (workspaceId: string, fileId: string, options: FileLinkOptions = {}): string => {
    const search = new URLSearchParams();
    if (options.versionId) search.set('version', options.versionId);
    if (options.discussionId) search.set('comment', options.discussionId);
    const query = search.toString();
    return `/app/drive/${segment(workspaceId)}/file/${segment(fileId)}${query ? `?${query}` : ''}`;
  },
  /** Every file of the active workspace, searched and filtered. */
  library: (): string => '/app/library/all',
  savedFilter: (filterId: string): string => `/app/filter/saved/${segment(filterId)}`,
  presetFilter: (presetId: string): string => `/app/filter/preset/${segment(presetId)}`,
  /** A share link's public page (no account). */
  publicShare: (shareLinkId: string): string => `/share/drive/${segment(shareLinkId)}`,
  /** A file-collect link's public upload page (no account). */
  fileCollect: (linkId: string): string => `/share/file-collect/${segment(linkId)}`,
} as const;

/** The route patterns the router registers for the paths above. */
export const DRIVE_ROUTE_PATTERNS = {
  folder: 'drive/:workspaceId/:folderId?',
  file: 'drive/:workspaceId/file/:fileId',
  library: 'library/all',
  savedFilter: 'filter/saved/:filterId',
  presetFilter: 'filter/preset/:filterId',
  publicShare: '/share/drive/:shareLinkId',
  fileCollect: '/share/file-collect/:linkId',
} as const;

/** The query names the studio reads (`?version=`, `?comment=`). */
export const FILE_LINK_QUERY = { version: 'version', comment: 'comment' } as const;

/** An in-app path as a full URL to copy and send (share and file-collect links). */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
