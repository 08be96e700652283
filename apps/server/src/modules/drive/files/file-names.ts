import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { driveFiles } from '../tables.ts';

/**
 * The names of these files, in one query, by their ids alone: for another area that recorded what was
 * opened (a share link's views). An id that names no file is left out.
 */
export async function driveFileNames(db: Executor, fileIds: readonly string[]): Promise<Map<string, string>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .select({ id: driveFiles.id, name: driveFiles.name })
    .from(driveFiles)
    .where(inArray(driveFiles.id, [...fileIds]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
