import { count, inArray } from 'drizzle-orm';
import type { TagUsageCounter } from '../../platform/settings-contributions.ts';
import { driveFileTags } from './tables.ts';

/** How many Creative Hub files carry each tag: the drive area's part of a tag's `count`. */
export const driveTagUsage: TagUsageCounter = async (db, { product, tagIds }) => {
  const counts = new Map<string, number>();
  if (product !== 'drive' || tagIds.length === 0) return counts;
  const rows = await db
    .select({ tagId: driveFileTags.tagId, files: count() })
    .from(driveFileTags)
    .where(inArray(driveFileTags.tagId, [...tagIds]))
    .groupBy(driveFileTags.tagId);
  for (const row of rows) counts.set(row.tagId, row.files);
  return counts;
};
