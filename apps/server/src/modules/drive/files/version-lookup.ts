import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { driveFileVersions, type DriveFileVersionRow } from '../tables.ts';

/** A version by its id alone: the caller proves it may reach the version's file. */
export async function findDriveVersion(
  db: Executor,
  versionId: string,
): Promise<DriveFileVersionRow | undefined> {
  const [version] = await db
    .select()
    .from(driveFileVersions)
    .where(eq(driveFileVersions.id, versionId))
    .limit(1);
  return version;
}
