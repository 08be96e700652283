/** Creative Hub constants (spec sections 3 and 9). */

/** File types by extension (spec section 3, "Upload types"); the server checks the content, not the name. */
export const DRIVE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const DRIVE_VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm'] as const;
export const DRIVE_MIME_TYPES = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'video/mp4': 'video',
  'video/quicktime': 'video',
  'video/webm': 'video',
} as const;
export type DriveMime = keyof typeof DRIVE_MIME_TYPES;
export type DriveMediaKind = 'image' | 'video';

/** The spec's upload progress states. */
export const UPLOAD_STATES = [
  'upload initiated',
  'multipart upload',
  'multipart upload progress',
  'upload completed',
  'error',
] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/** Thumbnail polling: at most 3 refetches, the first after 10 s, each delay doubling (spec section 9). */
export const THUMB_POLL_MAX_RETRIES = 3;
export const THUMB_POLL_FIRST_DELAY_MS = 10_000;

/** Zip jobs are kept 6 hours (spec section 7), then pruned. */
export const ZIP_JOB_TTL_HOURS = 6;
export const ZIP_JOB_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type ZipJobStatus = (typeof ZIP_JOB_STATUSES)[number];

/** Storage the free tier includes, in GB (spec section 9); bytes convert with powers of 1024. */
export const FREE_STORAGE_GB = 30;
export const BYTES_PER_GB = 1024 ** 3;

/** The largest file one upload may hold. */
export const DRIVE_MAX_FILE_BYTES = 5 * 1024 ** 3;

/** Page sizes of a folder's list (`list-items`). */
export const DRIVE_LIST_DEFAULT_LIMIT = 50;
export const DRIVE_LIST_MAX_LIMIT = 200;
