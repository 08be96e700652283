import { BYTES_PER_GB, DRIVE_UPLOAD_MESSAGES, ERROR_CODES, type DriveUsage } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UsageCounter } from '../../../platform/usage.ts';
import { driveFileVersions } from '../tables.ts';

/** Bytes the organisation keeps in the Creative Hub: every version of every file. */
export async function driveUsedBytes(db: Executor, orgId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | null>`sum(${driveFileVersions.size})` })
    .from(driveFileVersions)
    .where(eq(driveFileVersions.orgId, orgId));
  return Number(row?.bytes ?? 0);
}

/** The area's figure in the organisation's usage metrics (`driveSize`, in bytes). */
export const driveUsageCounter: UsageCounter = async (db, orgId) => ({
  driveSize: await driveUsedBytes(db, orgId),
});

type PlanLimits = AppContext['planLimits'];

/** The storage of the organisation's plans and Creative Hub add-on, in GB. */
async function storageLimitGB(
  db: Executor,
  input: { orgId: string; planLimits: PlanLimits },
): Promise<number> {
  return (await input.planLimits.read(db, input.orgId)).fileSizeInGB;
}

/** `GET assets/creative-hub/usage/org/{orgId}`: storage used against the plan's, in GB of 1024³ bytes. */
export async function driveUsage(
  db: Executor,
  input: { orgId: string; planLimits: PlanLimits },
): Promise<DriveUsage> {
  const [usedBytes, limitGB] = await Promise.all([
    driveUsedBytes(db, input.orgId),
    storageLimitGB(db, input),
  ]);
  return { totalSizeInGB: Math.round((usedBytes / BYTES_PER_GB) * 100) / 100, usedBytes, limitGB };
}

/**
 * Refuses `adding` more bytes past the plan's storage (403 PLAN_LIMIT_REACHED, like the other limits).
 * Checked when an upload starts, with its declared length, and again when it completes, under the
 * organisation's row lock, so that uploads finishing together can't pass the limit between them.
 */
export async function assertStorageAllows(
  db: Executor,
  input: { orgId: string; adding: number; planLimits: PlanLimits },
): Promise<void> {
  const [usedBytes, limitGB] = await Promise.all([
    driveUsedBytes(db, input.orgId),
    storageLimitGB(db, input),
  ]);
  if (usedBytes + input.adding > limitGB * BYTES_PER_GB) {
    throw new AppError(ERROR_CODES.planLimitReached, DRIVE_UPLOAD_MESSAGES.storageFull(limitGB));
  }
}
