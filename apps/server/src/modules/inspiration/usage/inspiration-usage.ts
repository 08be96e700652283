import { count, eq, inArray, sql } from 'drizzle-orm';
import type { TagUsageCounter } from '../../../platform/settings-contributions.ts';
import type { FirstStepsCounter } from '../../../platform/first-steps.ts';
import type { StoredBytesCounter, StoredKeysLister, UsageCounter } from '../../../platform/usage.ts';
import { storageKeysOfAssets } from '../files/saved-ad-storage.ts';
import { inspirationFiles, inspirationFileTags } from '../tables.ts';

/**
 * The media of the organisation's saved ads (from Discover, the extension and uploads), in its one storage
 * figure: each saved ad's `size` is the sum of its assets'.
 */
export const inspirationStoredBytes: StoredBytesCounter = async (db, orgId) => {
  const [row] = await db
    .select({ bytes: sql<string | null>`sum(${inspirationFiles.size})` })
    .from(inspirationFiles)
    .where(eq(inspirationFiles.orgId, orgId));
  return Number(row?.bytes ?? 0);
};

/** Every stored object of the organisation's saved ads. */
export const inspirationStoredKeys: StoredKeysLister = async (db, orgId) => {
  const saved = await db
    .select({ assets: inspirationFiles.assets })
    .from(inspirationFiles)
    .where(eq(inspirationFiles.orgId, orgId));
  return saved.flatMap((row) => storageKeysOfAssets(row.assets));
};

/** Saved ads, the plan's `inspirationCount`: every saved ad of the organisation, whichever board it is in. */
export const inspirationUsageCounter: UsageCounter = async (db, orgId) => {
  const [row] = await db
    .select({ n: count() })
    .from(inspirationFiles)
    .where(eq(inspirationFiles.orgId, orgId));
  return { inspirationCount: row?.n ?? 0 };
};

/** Home's "save a first ad": any ad saved to a board, from Discover, the extension or an upload. */
export const inspirationFirstSteps: FirstStepsCounter = async (db, orgId) => {
  const [saved] = await db
    .select({ id: inspirationFiles.id })
    .from(inspirationFiles)
    .where(eq(inspirationFiles.orgId, orgId))
    .limit(1);
  return { saveFirstAd: saved !== undefined };
};

/** How many saved ads carry each tag: the inspiration area's part of a tag's `count`. */
export const inspirationTagUsage: TagUsageCounter = async (db, { product, tagIds }) => {
  const counts = new Map<string, number>();
  if (product !== 'inspiration' || tagIds.length === 0) return counts;
  const rows = await db
    .select({ tagId: inspirationFileTags.tagId, files: count() })
    .from(inspirationFileTags)
    .where(inArray(inspirationFileTags.tagId, [...tagIds]))
    .groupBy(inspirationFileTags.tagId);
  for (const row of rows) counts.set(row.tagId, row.files);
  return counts;
};
