import { BYTES_PER_GB, DRIVE_UPLOAD_MESSAGES, ERROR_CODES, type DriveUsage } from '@hookline/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { FirstStepsCounter } from '../../../platform/first-steps.ts';
import type { StoredBytesCounter, StoredKeysLister, UsageCounter } from '../../../platform/usage.ts';
import { storageKeysOfVersion } from '../deletion/delete-stored-media.job.ts';
import { driveFileVersions, driveUploads, driveZipJobs } from '../tables.ts';

/** Bytes the organisation keeps in the Creative Hub: every version of every file. */
export async function driveUsedBytes(db: Executor, orgId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | null>`sum(${driveFileVersions.size})` })
    .from(driveFileVersions)
    .where(eq(driveFileVersions.orgId, orgId));
  return Number(row?.bytes ?? 0);
}

/** What the Creative Hub keeps, in the organisation's one storage figure. */
export const driveStoredBytes: StoredBytesCounter = driveUsedBytes;

/** Every stored object of the organisation's Creative Hub: each version's media, and its zips. */
export const driveStoredKeys: StoredKeysLister = async (db, orgId) => {
  const versions = await db
    .select({
      storageKey: driveFileVersions.storageKey,
      thumbnailKey: driveFileVersions.thumbnailKey,
      posterKey: driveFileVersions.posterKey,
      previewKey: driveFileVersions.previewKey,
    })
    .from(driveFileVersions)
    .where(eq(driveFileVersions.orgId, orgId));
  const zips = await db
    .select({ key: driveZipJobs.storageKey })
    .from(driveZipJobs)
    .where(eq(driveZipJobs.orgId, orgId));
  return [
    ...versions.flatMap(storageKeysOfVersion),
    ...zips.flatMap((zip) => (zip.key === null ? [] : [zip.key])),
  ];
};

/** The area's figure in the organisation's usage metrics (`driveSize`, in bytes). */
export const driveUsageCounter: UsageCounter = async (db, orgId) => ({
  driveSize: await driveUsedBytes(db, orgId),
});

/** Home's "upload a creative": any version of any file in the Creative Hub. */
export const driveFirstSteps: FirstStepsCounter = async (db, orgId) => {
  const [uploaded] = await db
    .select({ id: driveFileVersions.id })
    .from(driveFileVersions)
    .where(eq(driveFileVersions.orgId, orgId))
    .limit(1);
  return { uploadCreative: uploaded !== undefined };
};

type PlanLimits = AppContext['planLimits'];
/** What the storage figure and its limit are read from: every area's counter, and the plans. */
export type StorageContext = Pick<AppContext, 'planLimits' | 'storedBytesCounters'>;

/**
 * The organisation's one storage figure: the bytes every area keeps for it (Creative Hub files and versions,
 * saved ads' media from Discover, the extension and uploads), each area declaring its own.
 */
export async function organisationStoredBytes(
  db: Executor,
  input: { orgId: string; context: StorageContext },
): Promise<number> {
  let total = 0;
  // One after the other: inside a transaction the queries share one connection.
  for (const counter of input.context.storedBytesCounters) total += await counter(db, input.orgId);
  return total;
}

/** The storage of the organisation's plans and Creative Hub add-on, in GB. */
async function storageLimitGB(
  db: Executor,
  input: { orgId: string; planLimits: PlanLimits },
): Promise<number> {
  return (await input.planLimits.read(db, input.orgId)).fileSizeInGB;
}

/**
 * `GET assets/creative-hub/usage/org/{orgId}`: storage used (everything the organisation keeps) against the
 * plan's, in GB of 1024³ bytes.
 */
export async function driveUsage(
  db: Executor,
  input: { orgId: string; context: StorageContext },
): Promise<DriveUsage> {
  const usedBytes = await organisationStoredBytes(db, input);
  const limitGB = await storageLimitGB(db, { orgId: input.orgId, planLimits: input.context.planLimits });
  return { totalSizeInGB: Math.round((usedBytes / BYTES_PER_GB) * 100) / 100, usedBytes, limitGB };
}

/**
 * Bytes reserved by the organisation's unfinished uploads: the declared length of each one pending or being
 * completed (but `excludingUploadId`'s, the upload whose bytes are being counted as stored).
 */
export async function reservedUploadBytes(
  db: Executor,
  input: { orgId: string; excludingUploadId?: string },
): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | null>`sum(${driveUploads.size})` })
    .from(driveUploads)
    .where(
      and(
        eq(driveUploads.orgId, input.orgId),
        inArray(driveUploads.state, ['pending', 'completing']),
        input.excludingUploadId === undefined ? undefined : ne(driveUploads.id, input.excludingUploadId),
      ),
    );
  return Number(row?.bytes ?? 0);
}

/**
 * Refuses `adding` more bytes past the plan's storage (403 PLAN_LIMIT_REACHED, like the other limits): what
 * is stored, plus what unfinished uploads have reserved, plus `adding`. Called under the organisation's row
 * lock, when an upload is created (its declared length becomes a reservation) and when it completes, so that
 * uploads starting or finishing together can't pass the limit between them.
 */
export async function assertStorageAllows(
  db: Executor,
  input: { orgId: string; adding: number; context: StorageContext; excludingUploadId?: string },
): Promise<void> {
  const usedBytes = await organisationStoredBytes(db, input);
  const reservedBytes = await reservedUploadBytes(db, input);
  const limitGB = await storageLimitGB(db, { orgId: input.orgId, planLimits: input.context.planLimits });
  if (usedBytes + reservedBytes + input.adding > limitGB * BYTES_PER_GB) {
    throw new AppError(ERROR_CODES.planLimitReached, DRIVE_UPLOAD_MESSAGES.storageFull(limitGB));
  }
}
