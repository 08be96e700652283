import {
  bulkFilesResponse,
  bulkMoveResponse,
  bulkRemoveResponse,
  driveDeletedResponse,
  driveFavouriteResponse,
  driveFileSchema,
  driveFolderSchema,
  driveLibraryResponse,
  driveListItemsResponse,
  drivePathResponse,
  driveTreeNodeSchema,
  driveUsageResponse,
  driveWatchResponse,
  fileCollectLinkSchema,
  fileCollectListResponse,
  folderChatConnectionSchema,
  publicFileCollectSchema,
  shareLinkCreatedResponse,
  shareLinkListResponse,
  shareLinkSchema,
  shareLinkViewsResponse,
  zipJobSchema,
  type BulkAddTagsBody,
  type BulkMoveBody,
  type BulkRemoveBody,
  type CreateDriveFolderBody,
  type CreateShareLinkBody,
  type CreateZipBody,
  type DriveFile,
  type DriveFolder,
  type DriveLibrary,
  type DriveLibraryBody,
  type DriveListItems,
  type DriveListItemsBody,
  type DrivePathStep,
  type DriveTreeNode,
  type DriveUsage,
  type FileCollectLink,
  type FolderChatConnection,
  type PublicFileCollect,
  type ShareLink,
  type ShareLinkViews,
  type UpdateDriveFileBody,
  type UpdateDriveFolderBody,
  type UpdateShareLinkBody,
  type ZipJob,
} from '@hookline/domain';
import { http } from './client.ts';
import { downloadWithSession } from './download.ts';

const id = (value: string) => encodeURIComponent(value);
const folderPath = (folderId: string) => `assets/folder/${id(folderId)}`;
const filePath = (fileId: string) => `assets/file/${id(fileId)}`;
const bulkPath = (workspaceId: string, action: 'add-tags' | 'remove' | 'move') =>
  `assets/workspace/${id(workspaceId)}/files/bulk/${action}`;

/**
 * The Creative Hub's calls (API.md, "Creative Hub" and "Share links"): folders, files, bulk changes, the
 * library, downloads and zips, storage usage, file-collect links, a folder's team chat and share links.
 * Uploads go through tus, from the upload worker, not through here.
 */
export const driveApi = {
  // ---------- Folders ----------
  createFolder: (body: CreateDriveFolderBody): Promise<DriveFolder> =>
    http.main.post('assets/folder', body, { schema: driveFolderSchema }),
  updateFolder: (folderId: string, body: UpdateDriveFolderBody): Promise<DriveFolder> =>
    http.main.put(folderPath(folderId), body, { schema: driveFolderSchema }),
  deleteFolder: (folderId: string) =>
    http.main.delete(folderPath(folderId), { schema: driveDeletedResponse }),
  listItems: (folderId: string, body: DriveListItemsBody, signal?: AbortSignal): Promise<DriveListItems> =>
    http.main.post(`${folderPath(folderId)}/list-items`, body, { schema: driveListItemsResponse, signal }),
  folderPath: async (folderId: string, signal?: AbortSignal): Promise<DrivePathStep[]> =>
    (await http.main.get(`${folderPath(folderId)}/path`, { schema: drivePathResponse, signal })).data,
  /** The workspace's root with its folders nested; with `movingId`, where that folder can't go is disabled. */
  folderTree: (workspaceId: string, options: { movingId?: string } = {}, signal?: AbortSignal) =>
    http.main.get<DriveTreeNode>(`assets/folder-tree/workspace/${id(workspaceId)}`, {
      query: { moving: options.movingId },
      schema: driveTreeNodeSchema,
      signal,
    }),
  moveFolder: (folderId: string, targetFolderId: string): Promise<DriveFolder> =>
    http.main.put(`${folderPath(folderId)}/move`, { targetFolderId }, { schema: driveFolderSchema }),
  /** Puts the folder just before `beforeFolderId` among its siblings; null puts it last. */
  reorderFolder: (folderId: string, beforeFolderId: string | null) =>
    http.main.put(`${folderPath(folderId)}/reorder`, { beforeFolderId }),
  watchFolder: (folderId: string, watch: boolean) =>
    watch
      ? http.main.post(`${folderPath(folderId)}/watch`, undefined, { schema: driveWatchResponse })
      : http.main.delete(`${folderPath(folderId)}/watch`, { schema: driveWatchResponse }),
  favouriteFolder: (folderId: string, favourite: boolean) =>
    favourite
      ? http.main.post(`${folderPath(folderId)}/favourite`, undefined, { schema: driveFavouriteResponse })
      : http.main.delete(`${folderPath(folderId)}/favourite`, { schema: driveFavouriteResponse }),

  // ---------- Files ----------
  /** `silent` leaves a refusal (a file not found) to the caller to show. */
  file: (fileId: string, signal?: AbortSignal, silent = false): Promise<DriveFile> =>
    http.main.get(filePath(fileId), { schema: driveFileSchema, signal, silent }),
  updateFile: (fileId: string, body: UpdateDriveFileBody): Promise<DriveFile> =>
    http.main.put(filePath(fileId), body, { schema: driveFileSchema }),
  deleteFile: (fileId: string) => http.main.delete(filePath(fileId), { schema: driveDeletedResponse }),
  moveFile: (fileId: string, targetFolderId: string): Promise<DriveFile> =>
    http.main.put(`${filePath(fileId)}/move`, { targetFolderId }, { schema: driveFileSchema }),
  favouriteFile: (fileId: string, favourite: boolean) =>
    favourite
      ? http.main.post(`${filePath(fileId)}/favourite`, undefined, { schema: driveFavouriteResponse })
      : http.main.delete(`${filePath(fileId)}/favourite`, { schema: driveFavouriteResponse }),
  watchFile: (fileId: string, watch: boolean) =>
    watch
      ? http.main.post(`${filePath(fileId)}/watch`, undefined, { schema: driveWatchResponse })
      : http.main.delete(`${filePath(fileId)}/watch`, { schema: driveWatchResponse }),
  /** Saves the file's active version under its name (fetched with the session's token). */
  downloadFile: (fileId: string, fallbackName: string, signal?: AbortSignal) =>
    downloadWithSession(`${filePath(fileId)}/download`, fallbackName, signal),

  // ---------- Bulk ----------
  bulkAddTags: async (workspaceId: string, body: BulkAddTagsBody): Promise<DriveFile[]> =>
    (await http.main.post(bulkPath(workspaceId, 'add-tags'), body, { schema: bulkFilesResponse })).data,
  bulkRemove: (workspaceId: string, body: BulkRemoveBody) =>
    http.main.post(bulkPath(workspaceId, 'remove'), body, { schema: bulkRemoveResponse }),
  bulkMove: (workspaceId: string, body: BulkMoveBody) =>
    http.main.post(bulkPath(workspaceId, 'move'), body, { schema: bulkMoveResponse }),

  // ---------- Library ----------
  library: (workspaceId: string, body: DriveLibraryBody, signal?: AbortSignal): Promise<DriveLibrary> =>
    http.main.post(`assets/workspace/${id(workspaceId)}/library`, body, {
      schema: driveLibraryResponse,
      signal,
    }),

  // ---------- Zips ----------
  createZip: (body: CreateZipBody): Promise<ZipJob> =>
    http.main.post('archive-assets', body, { schema: zipJobSchema }),
  zipJob: (jobId: string, signal?: AbortSignal): Promise<ZipJob> =>
    http.main.get(`archive-assets/${id(jobId)}`, { schema: zipJobSchema, signal }),
  downloadZip: (jobId: string, fallbackName: string) =>
    downloadWithSession(`archive-assets/${id(jobId)}/download`, fallbackName),

  // ---------- Usage ----------
  usage: (orgId: string, signal?: AbortSignal): Promise<DriveUsage> =>
    http.main.get(`assets/creative-hub/usage/org/${id(orgId)}`, { schema: driveUsageResponse, signal }),

  // ---------- File-collect links ----------
  fileCollectLinks: async (folderId: string, signal?: AbortSignal): Promise<FileCollectLink[]> =>
    (
      await http.main.get('assets/file-collect', {
        query: { folderId },
        schema: fileCollectListResponse,
        signal,
      })
    ).data,
  createFileCollectLink: (body: { workspaceId: string; folderId: string }): Promise<FileCollectLink> =>
    http.main.post('assets/file-collect', body, { schema: fileCollectLinkSchema }),
  setFileCollectEnabled: (linkId: string, enabled: boolean): Promise<FileCollectLink> =>
    http.main.put(`assets/file-collect/${id(linkId)}`, { enabled }, { schema: fileCollectLinkSchema }),
  /** What the public upload page shows; no account needed. */
  publicFileCollect: (linkId: string, signal?: AbortSignal): Promise<PublicFileCollect> =>
    http.main.get(`public/file-collect/${id(linkId)}`, {
      schema: publicFileCollectSchema,
      signal,
      silent: true,
    }),

  // ---------- Team chat ----------
  connectFolderChat: (folderId: string, webhookUrl: string): Promise<FolderChatConnection> =>
    http.main.put(`${folderPath(folderId)}/chat`, { webhookUrl }, { schema: folderChatConnectionSchema }),
  disconnectFolderChat: (folderId: string): Promise<FolderChatConnection> =>
    http.main.delete(`${folderPath(folderId)}/chat`, { schema: folderChatConnectionSchema }),

  // ---------- Share links ----------
  shareLinks: async (
    asset: { assetType: 'folder' | 'file'; assetId: string },
    signal?: AbortSignal,
  ): Promise<ShareLink[]> =>
    (await http.main.get('assets/share-link', { query: asset, schema: shareLinkListResponse, signal })).links,
  createShareLink: (body: CreateShareLinkBody) =>
    http.main.post('assets/share-link', body, { schema: shareLinkCreatedResponse }),
  updateShareLink: (shareLinkId: string, body: UpdateShareLinkBody): Promise<ShareLink> =>
    http.main.put(`assets/share-link/${id(shareLinkId)}`, body, { schema: shareLinkSchema }),
  shareLinkViews: (shareLinkId: string, signal?: AbortSignal): Promise<ShareLinkViews> =>
    http.main.get(`assets/share-link/${id(shareLinkId)}/views`, { schema: shareLinkViewsResponse, signal }),
};

/** The list options a folder's items are read with (the page is the query's own). */
export type DriveListOptions = Omit<DriveListItemsBody, 'page'>;
/** The library's search, filters and sort (the page is the query's own). */
export type DriveLibraryOptions = Omit<DriveLibraryBody, 'page'>;

/** The cache keys of the Creative Hub's reads: a change invalidates the narrowest that covers it. */
export const DRIVE_KEYS = {
  all: ['drive'] as const,
  workspace: (workspaceId: string) => ['drive', 'workspace', workspaceId] as const,
  tree: (workspaceId: string) => ['drive', 'workspace', workspaceId, 'tree'] as const,
  moveTree: (workspaceId: string, movingId: string | null) =>
    ['drive', 'workspace', workspaceId, 'move-tree', movingId] as const,
  /** Every list of the workspace's items: folders' pages and the library. */
  lists: (workspaceId: string) => ['drive', 'workspace', workspaceId, 'list'] as const,
  items: (workspaceId: string, folderId: string, options?: DriveListOptions) =>
    options === undefined
      ? (['drive', 'workspace', workspaceId, 'list', 'folder', folderId] as const)
      : (['drive', 'workspace', workspaceId, 'list', 'folder', folderId, options] as const),
  library: (workspaceId: string, options?: DriveLibraryOptions) =>
    options === undefined
      ? (['drive', 'workspace', workspaceId, 'list', 'library'] as const)
      : (['drive', 'workspace', workspaceId, 'list', 'library', options] as const),
  path: (workspaceId: string, folderId: string) =>
    ['drive', 'workspace', workspaceId, 'path', folderId] as const,
  file: (fileId: string) => ['drive', 'file', fileId] as const,
  usage: (orgId: string) => ['drive', 'usage', orgId] as const,
  zip: (jobId: string) => ['drive', 'zip', jobId] as const,
  fileCollectLinks: (folderId: string) => ['drive', 'file-collect', folderId] as const,
  publicFileCollect: (linkId: string) => ['drive', 'public-file-collect', linkId] as const,
  shareLinks: (assetType: 'folder' | 'file', assetId: string) =>
    ['drive', 'share-links', assetType, assetId] as const,
  shareLinkViews: (shareLinkId: string) => ['drive', 'share-link-views', shareLinkId] as const,
};
