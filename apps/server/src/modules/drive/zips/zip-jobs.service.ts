import {
  BYTES_PER_GB,
  DRIVE_UPLOAD_MESSAGES,
  ZIP_JOB_TTL_HOURS,
  type CreateZipBody,
  type ZipJob,
} from '@hookline/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import { dispatchJob } from '../../../platform/jobs/dispatch.ts';
import { driveZipJobs, type DriveZipJobRow } from '../tables.ts';
import { collectZipEntries, type ZipEntry } from './zip-entries.ts';
import { buildDriveZipJob } from './zip.job.ts';

/** The most a zip holds: files, and bytes before zipping (media hardly compresses). */
export const ZIP_MAX_FILES = 10_000;
export const ZIP_MAX_BYTES = 20 * BYTES_PER_GB;

export function zipJobDto(row: DriveZipJobRow): ZipJob {
  return {
    _id: row.id,
    status: row.status,
    progress: row.progress,
    expiresAt: row.expiresAt.toISOString(),
    size: row.size,
    error: row.error,
  };
}

/** Refuses a zip with nothing in it, or past the caps. */
export function checkZipCaps(entries: readonly ZipEntry[]): void {
  if (entries.length === 0) throw badRequest(DRIVE_UPLOAD_MESSAGES.zipEmpty);
  if (entries.length > ZIP_MAX_FILES) throw badRequest(DRIVE_UPLOAD_MESSAGES.zipTooManyFiles(ZIP_MAX_FILES));
  const bytes = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (bytes > ZIP_MAX_BYTES) {
    throw badRequest(DRIVE_UPLOAD_MESSAGES.zipTooLarge(ZIP_MAX_BYTES / BYTES_PER_GB));
  }
}

/**
 * `POST archive-assets`: checks that every file and folder is in the workspace and that the zip fits its
 * caps, then records the job and hands it to the zip builder. It expires 6 hours later.
 */
export async function createZipJob(
  context: AppContext,
  input: { orgId: string; workspaceId: string; userId: string; body: CreateZipBody },
): Promise<ZipJob> {
  const { db } = context.database;
  const fileIds = input.body.fileIds ?? [];
  const folderIds = input.body.folderIds ?? [];
  if (fileIds.length === 0 && folderIds.length === 0) {
    throw badRequest(DRIVE_UPLOAD_MESSAGES.zipNothingChosen);
  }
  const entries = await collectZipEntries(db, {
    workspaceId: input.workspaceId,
    fileIds,
    folderIds,
    strict: true,
  });
  checkZipCaps(entries);
  const [row] = await db
    .insert(driveZipJobs)
    .values({
      orgId: input.orgId,
      workspaceId: input.workspaceId,
      userId: input.userId,
      fileIds: [...new Set(fileIds)],
      folderIds: [...new Set(folderIds)],
      expiresAt: new Date(Date.now() + ZIP_JOB_TTL_HOURS * 60 * 60 * 1000),
    })
    .returning();
  if (!row) throw new Error('insert into drive_zip_jobs returned nothing');
  await dispatchJob(context, buildDriveZipJob, { orgId: row.orgId, zipJobId: row.id });
  const [latest] = await db
    .select()
    .from(driveZipJobs)
    .where(and(eq(driveZipJobs.id, row.id), eq(driveZipJobs.orgId, row.orgId)));
  return zipJobDto(latest ?? row);
}

/**
 * Deletes expired zip jobs and their stored zips: the organisation's, when a job is read, or everyone's,
 * on the schedule.
 */
export async function pruneExpiredZipJobs(
  context: AppContext,
  input: { orgId?: string; now?: Date } = {},
): Promise<number> {
  const now = input.now ?? new Date();
  const expired = lt(driveZipJobs.expiresAt, now);
  const scope = input.orgId ? and(expired, eq(driveZipJobs.orgId, input.orgId)) : expired;
  const deleted = await context.database.db
    .delete(driveZipJobs)
    .where(scope)
    .returning({ storageKey: driveZipJobs.storageKey });
  const keys = deleted.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
  if (keys.length > 0) await context.storage.deleteMany(keys);
  return deleted.length;
}

/** A job the route proved is the caller's: gone (404) once expired, pruned with the organisation's others. */
export async function liveZipJob(context: AppContext, row: DriveZipJobRow): Promise<DriveZipJobRow> {
  const now = new Date();
  await pruneExpiredZipJobs(context, { orgId: row.orgId, now });
  if (row.expiresAt.getTime() < now.getTime()) throw notFound();
  return row;
}
