import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { inspirationFiles } from '../tables.ts';

/**
 * The names of these saved ads (their page's), in one query, by their ids alone: for another area that
 * recorded what was opened (a share link's views). An id that names no saved ad is left out.
 */
export async function savedAdNames(db: Executor, fileIds: readonly string[]): Promise<Map<string, string>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .select({ id: inspirationFiles.id, pageName: inspirationFiles.pageName })
    .from(inspirationFiles)
    .where(inArray(inspirationFiles.id, [...fileIds]));
  return new Map(rows.map((row) => [row.id, row.pageName]));
}
