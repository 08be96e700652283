import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { singleLineText } from '../validation/text-schemas.ts';
import { ZIP_JOB_STATUSES } from './media.ts';

/*
 * The Creative Hub's upload, media, download, zip, usage and file-collect calls (API.md, "Creative Hub"):
 * what the browser sends and what it reads back.
 */

/** What the Creative Hub says about uploads, media and zips. */
export const DRIVE_UPLOAD_MESSAGES = {
  typeNotAllowed: 'Only images (JPG, PNG, GIF) and videos (MP4, MOV, WEBM) can be uploaded',
  imageTooManyPixels: 'Image is too large. Please upload an image of at most 8000x8000 pixels',
  fileTooLarge: (maxGb: number) => `Files must be ${maxGb} GB or smaller`,
  lengthRequired: 'Upload-Length is required: the size of the file must be known when its upload starts',
  fileNameRequired: 'Please provide a file name',
  fileNameTooLong: 'File name must be at most 255 characters long',
  workspaceRequired: 'workspaceId is required',
  storageFull: (limitGb: number) =>
    `You have reached the limit of ${limitGb.toLocaleString('en-US')} GB of storage on your plan`,
  uploadComplete: 'This upload is already complete',
  tooManyPendingUploads: (max: number) =>
    `Your organisation already has ${max} uploads in progress. Please let them finish before starting more`,
  tooManyLinkUploads: (max: number) =>
    `This link already has ${max} uploads in progress. Please let them finish before starting more`,
  fileCollectDisabled: 'This link is no longer accepting files',
  uploaderNameTooLong: 'Name must be at most 100 characters long',
  zipNothingChosen: 'Please choose at least one file or folder',
  zipTooManyFiles: (max: number) => `A zip can hold at most ${max.toLocaleString('en-US')} files`,
  zipTooLarge: (maxGb: number) => `A zip can hold at most ${maxGb} GB`,
  zipEmpty: 'There are no files to download',
  zipNotReady: 'The zip is not ready yet',
  zipFailed: 'The zip could not be made. Please try again.',
} as const;

/** Response headers of `HEAD assets/upload/{id}` once the upload is complete. */
export const UPLOAD_FILE_ID_HEADER = 'Hookline-File-Id';
export const UPLOAD_VERSION_ID_HEADER = 'Hookline-Version-Id';

/** The longest file name kept. */
export const DRIVE_FILE_NAME_MAX = 255;

/** `widthxheight`, as the browser reads it from the picked file. */
export const RESOLUTION_PATTERN = /^[1-9]\d{0,5}x[1-9]\d{0,5}$/;

const optionalId = singleLineText().optional();

/**
 * What an upload becomes: a Creative Hub file or version (`drive`, the default), or an image or video of a
 * saved ad (`inspiration`, with `fileId` the saved ad's id).
 */
export const UPLOAD_PRODUCTS = ['drive', 'inspiration'] as const;
export type UploadProduct = (typeof UPLOAD_PRODUCTS)[number];

/**
 * `Upload-Metadata` of `POST assets/upload` (tus: base64 values by key). `folderId` absent or the
 * workspace's id is its root; `fileId` adds a version to that file; a `resolution` the server can't read is
 * kept as null rather than refused. Through a file-collect link, `fileCollectId` and `uploaderName`.
 * `product=inspiration` adds the upload to the saved ad `fileId` instead.
 */
export const uploadMetadataSchema = z.object({
  product: z.enum(UPLOAD_PRODUCTS, { error: 'product must be drive or inspiration' }).optional(),
  filename: requiredString(DRIVE_UPLOAD_MESSAGES.fileNameRequired).max(DRIVE_FILE_NAME_MAX, {
    error: DRIVE_UPLOAD_MESSAGES.fileNameTooLong,
  }),
  workspaceId: optionalId,
  folderId: optionalId,
  fileId: optionalId,
  resolution: z
    .string()
    .optional()
    .transform((value) => (value !== undefined && RESOLUTION_PATTERN.test(value) ? value : null)),
  fileCollectId: optionalId,
  uploaderName: singleLineText(DRIVE_UPLOAD_MESSAGES.uploaderNameTooLong)
    .max(100, { error: DRIVE_UPLOAD_MESSAGES.uploaderNameTooLong })
    .optional(),
  /** Where the upload was started from (`web`); informational. */
  source: z.string().optional(),
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

/** tus upload ids: 32 lower-case hex digits. */
export const driveUploadParams = z.object({ uploadId: z.string().regex(/^[0-9a-f]{32}$/) });

/** What a version's media route serves. */
export const MEDIA_VARIANT_NAMES = ['original', 'thumbnail', 'poster', 'preview'] as const;

export const driveMediaParams = z.object({
  versionId: requiredString('versionId is required'),
  variant: z.enum(MEDIA_VARIANT_NAMES),
});
export const driveMediaQuery = z.object({ exp: z.string().max(20), sig: z.string().max(100) });

export const fileDownloadParams = z.object({ fileId: requiredString('fileId is required') });

/** `POST archive-assets`: files and folders of one workspace; folders are zipped with everything inside. */
export const createZipBody = z.object({
  workspaceId: requiredString(DRIVE_UPLOAD_MESSAGES.workspaceRequired),
  fileIds: z.array(requiredString()).max(10_000).optional(),
  folderIds: z.array(requiredString()).max(1_000).optional(),
});
export type CreateZipBody = z.infer<typeof createZipBody>;

export const zipJobSchema = z.object({
  _id: z.string(),
  status: z.enum(ZIP_JOB_STATUSES),
  /** 0 to 100. */
  progress: z.number().int(),
  expiresAt: z.string(),
  /** Bytes of the finished zip. */
  size: z.number().nullable(),
  error: z.string().nullable(),
});
export type ZipJob = z.infer<typeof zipJobSchema>;

export const zipJobParams = z.object({ jobId: requiredString('jobId is required') });

/** `GET assets/creative-hub/usage/org/{orgId}` (spec section 7, "total storage"). */
export const driveUsageResponse = z.object({
  totalSizeInGB: z.number(),
  usedBytes: z.number(),
  limitGB: z.number(),
});
export type DriveUsage = z.infer<typeof driveUsageResponse>;

/** A link through which people without an account upload into one folder. */
export const fileCollectLinkSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  /** The workspace's id for its root. */
  folderId: z.string(),
  enabled: z.boolean(),
  /** The page the link opens, under the app's origin. */
  url: z.string(),
  createdAt: z.string(),
});
export type FileCollectLink = z.infer<typeof fileCollectLinkSchema>;

export const createFileCollectBody = z.object({
  workspaceId: requiredString(DRIVE_UPLOAD_MESSAGES.workspaceRequired),
  /** The workspace's id for its root. */
  folderId: requiredString('folderId is required'),
});
export const fileCollectListQuery = z.object({ folderId: requiredString('folderId is required') });
export const fileCollectListResponse = z.object({ data: z.array(fileCollectLinkSchema) });
export const updateFileCollectBody = z.object({ enabled: z.boolean() });
export const fileCollectIdParams = z.object({ fileCollectId: requiredString('fileCollectId is required') });
export const fileCollectUploadParams = fileCollectIdParams.extend({
  uploadId: z.string().regex(/^[0-9a-f]{32}$/),
});

/** `GET public/file-collect/{id}`: what the upload page shows before anyone picks a file. */
export const publicFileCollectSchema = z.object({
  folderName: z.string(),
  workspaceName: z.string(),
  enabled: z.boolean(),
});
export type PublicFileCollect = z.infer<typeof publicFileCollectSchema>;
