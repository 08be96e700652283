/*
 * What the Creative Hub's screens share: the folder browser, the library, the file studio and the public
 * pages import these, never each other's folders.
 */
export { DRIVE_KEYS, driveApi } from '../../../api/drive-api.ts';
export { DRIVE_ROUTE_PATTERNS, FILE_LINK_QUERY, absoluteUrl, drivePaths } from './drive-paths.ts';
export {
  formatDriveDate,
  formatDuration,
  formatFileSize,
  formatStorage,
  formatStorageLimit,
  itemCount,
} from './drive-format.ts';
export { driveCache, useDriveCache, type DriveCache } from './drive-cache.ts';
export {
  DRIVE_PAGE_SIZE,
  flattenItems,
  useDriveFile,
  useDriveUsage,
  useFolderItems,
  useFolderPath,
  useFolderTree,
  useLibrary,
  useMoveTree,
} from './drive-queries.ts';
export { useDriveWorkspace } from './use-drive-workspace.ts';
export { useThumbnailPolling } from '../../../ui/thumbnail-polling/use-thumbnail-polling.ts';
export { UPLOAD_ACCEPT, mediaKindOf } from '../../../ui/uploads/accepted-files.ts';
export {
  uploadPercent,
  uploadStateLabel,
  uploadSummary,
  type UploadDestination,
  type UploadItem,
} from '../../../ui/uploads/upload-queue.ts';
export {
  cancelUpload,
  clearCompletedUploads,
  enqueueNewVersion,
  enqueueUploads,
  onUploadCompleted,
  retryUpload,
  useUploadQueue,
} from '../../../app/session/uploads/upload-store.ts';
export { UploadTray } from '../../../ui/uploads/UploadTray.tsx';
export { ShareDialog, type ShareTarget } from './share/ShareDialog.tsx';
export { useDownloadFile } from './use-download-file.ts';
