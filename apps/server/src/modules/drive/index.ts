/** The drive (Creative Hub) area's public face. */
export { driveArea } from './area.ts';
export * from './drive-resources.ts';
export type * from './tables.ts';
/** A file's active version as a download with byte ranges, for any route that proved the caller may download it. */
export { sendFileDownload } from './media/file-download.ts';
/** A version's media by a signed URL some route has proven, and the signers' shape. */
export { sendVersionMedia } from './media/version-media.ts';
export { MEDIA_VARIANTS, type MediaUrls, type MediaVariant } from './media/media-urls.ts';
/** The file and folder DTOs every Creative Hub answer carries, built in batches, for a member or for nobody. */
export { buildFileDto, buildFileDtos, type DriveDtoDeps } from './files/file-dto.ts';
export { buildFolderDto, buildFolderDtos } from './folders/folder-dto.ts';
export { driveViewerOf, NOBODY, type DriveViewer } from './files/drive-viewer.ts';
export { findDriveVersion } from './files/version-lookup.ts';
export { driveFileNames } from './files/file-names.ts';
/** What a share link's page reads of the Creative Hub: DTOs, paths and folder pages for nobody in particular. */
export { createDriveReaders, type DriveReaders } from './folders/drive-readers.ts';
/** Stored media of deleted rows goes by this job once the deleting transaction has committed. */
export {
  deleteStoredMediaJob,
  deleteStoredMediaLater,
  storageKeysOfVersion,
} from './deletion/delete-stored-media.job.ts';
export { removeDriveItems } from './deletion/drive-removal.service.ts';
/** A version's comments and a share-link viewer's comment, for the sharing area's public page (`SharedDrive`). */
export {
  createDriveCommentsForViewers,
  type DriveCommentsForViewers,
} from './discussions/discussions-for-viewers.ts';
/** Every file of a workspace, searched by name and description, for the app's global search. */
export { driveLibrary } from './library/library.service.ts';
/** The claim that sends one notification of one event to one person at most once, for another area's comments. */
export { deliverOnce } from './notifications/deliveries.ts';
/** A video's duration, size, poster frame and H.264 preview, made by ffmpeg, for areas that store videos too. */
export { makeVideoMedia } from './media/video-media.ts';
/** Uploads another area takes through the Creative Hub's tus server (`product` in `Upload-Metadata`). */
export { registerUploadProduct, type UploadProductHandler } from './uploads/upload-products.ts';
export type { UploadRecord, UploadTarget } from './uploads/upload-records.ts';
export { localStagedUpload, type StagedUpload } from './uploads/staged-upload.ts';
/** A new Creative Hub file from bytes another area holds (its media copied into a folder). */
export { importDriveFile } from './uploads/import-file.ts';
/** The organisation's one storage figure, and the check every area that stores bytes makes against it. */
export { assertStorageAllows, organisationStoredBytes } from './usage/drive-usage.service.ts';
/** A folder with everything inside it, zipped while it is sent (a share link's "Download all"). */
export { folderZipEntries, zipStream } from './zips/zip-stream.ts';
/** What the demo seed (cli/seed-demo-drive.ts) writes of the Creative Hub. */
export {
  seedDriveDemo,
  type DriveDemoComment,
  type DriveDemoFile,
  type DriveDemoFolder,
  type DriveDemo,
} from './demo/drive-demo.ts';
/** The active version (storage key, mime, size, name) of a workspace's files, for areas that send their bytes on. */
export { activeFileVersions, type ActiveFileVersion } from './files/launchable-files.ts';
/** A version's thumbnail (or a video's poster) within a tenant, for areas that show a file they sent on. */
export { versionPictures, type VersionPicture } from './files/version-pictures.ts';
