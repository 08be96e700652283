import type { UploadProduct } from '@hookline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { driveUploads, type DriveUploadRow } from '../tables.ts';

/** An unfinished upload that receives nothing for this long is pruned, and its reservation released. */
export const UPLOAD_IDLE_MS = 60 * 60 * 1000;
/** How long a finished upload's id keeps answering HEAD with the file it made. */
export const FINISHED_UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;

/** Where an upload goes and who started it: decided and checked when it is created, and on every part. */
export interface UploadTarget {
  orgId: string;
  workspaceId: string;
  /** Null: the workspace's root. */
  folderId: string | null;
  /** Set: the upload adds a version to this file. */
  fileId: string | null;
  /** Null for an upload through a file-collect link. */
  uploadedByUserId: string | null;
  fileCollectId: string | null;
  uploaderName: string | null;
}

export interface UploadRecord extends UploadTarget {
  id: string;
  /** What the upload becomes: absent for a Creative Hub file or version. */
  product?: Exclude<UploadProduct, 'drive'>;
  createdAt: string;
  size: number;
  filename: string;
  resolution: string | null;
  /** Set once the upload became a file's version; the id then answers HEAD with it and nothing else. */
  result?: { fileId: string; versionId: string };
}

function recordOf(row: DriveUploadRow): UploadRecord {
  return {
    id: row.id,
    orgId: row.orgId,
    workspaceId: row.workspaceId,
    folderId: row.folderId,
    fileId: row.fileId,
    uploadedByUserId: row.uploadedByUserId,
    fileCollectId: row.fileCollectId,
    uploaderName: row.uploaderName,
    ...(row.product ? { product: row.product as Exclude<UploadProduct, 'drive'> } : {}),
    createdAt: row.createdAt.toISOString(),
    size: row.size,
    filename: row.filename,
    resolution: row.resolution,
    ...(row.state === 'done' && row.resultFileId !== null && row.resultVersionId !== null
      ? { result: { fileId: row.resultFileId, versionId: row.resultVersionId } }
      : {}),
  };
}

const ID_PATTERN = /^[0-9a-f]{32}$/;

/** The upload's record, shared by every server; undefined for an unknown (or pruned) id. */
export async function readUpload(db: Executor, id: string): Promise<UploadRecord | undefined> {
  if (!ID_PATTERN.test(id)) return undefined;
  const [row] = await db.select().from(driveUploads).where(eq(driveUploads.id, id)).limit(1);
  return row ? recordOf(row) : undefined;
}

/** A part arrived: the upload is not idle. */
export async function touchUpload(db: Executor, id: string): Promise<void> {
  await db
    .update(driveUploads)
    .set({ activeAt: sql`now()` })
    .where(eq(driveUploads.id, id));
}

/** Claims the completion of an upload; false when another request, on any server, already has it. */
export async function claimCompletion(db: Executor, id: string): Promise<boolean> {
  const claimed = await db
    .update(driveUploads)
    .set({ state: 'completing', activeAt: sql`now()` })
    .where(and(eq(driveUploads.id, id), eq(driveUploads.state, 'pending')))
    .returning({ id: driveUploads.id });
  return claimed.length > 0;
}

/**
 * The upload became `result`: its reservation ends (the bytes now count as stored). Called inside the
 * transaction that stores them, so the organisation's figure never counts them twice or not at all.
 */
export async function markUploadDone(
  db: Executor,
  id: string,
  result: { fileId: string; versionId: string },
): Promise<void> {
  await db
    .update(driveUploads)
    .set({
      state: 'done',
      resultFileId: result.fileId,
      resultVersionId: result.versionId,
      activeAt: sql`now()`,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(eq(driveUploads.id, id));
}

/** Forgets an upload (abandoned, refused or pruned): its reservation is released. */
export async function forgetUpload(db: Executor, id: string): Promise<void> {
  await db.delete(driveUploads).where(eq(driveUploads.id, id));
}
