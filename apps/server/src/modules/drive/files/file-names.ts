import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/database.ts';
import { driveFiles, driveFileVersions, type DriveFileVersionRow } from '../tables.ts';

/** Files' names, as a subquery another area joins to name what it recorded of a file (a share link's views). */
export const driveFileNames = new QueryBuilder()
  .select({ fileId: driveFiles.id, name: driveFiles.name })
  .from(driveFiles)
  .as('drive_file_names');

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
