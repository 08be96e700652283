import type { DiscoverFormat } from '@hookline/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { readLibraryRun, ROWS_RUN_ID } from '../generator/library-runs.ts';
import { discoverAds } from '../tables.ts';

/** How many ads the library holds: none until the generator or an ingest has filled it. */
export async function countLibraryAds(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(discoverAds);
  return row?.count ?? 0;
}

/** Ids of library ads of one format in a stable order (brand name, then archive id), `take` after `skip`. */
export async function libraryAdIdsOfFormat(
  db: Executor,
  input: { format: DiscoverFormat; skip: number; take: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: discoverAds.id })
    .from(discoverAds)
    .where(eq(discoverAds.format, input.format))
    .orderBy(asc(discoverAds.brandName), asc(discoverAds.adArchiveId))
    .offset(input.skip)
    .limit(input.take);
  return rows.map((row) => row.id);
}

/** Whether the generated library has written all its brands and ads (never, with real ad libraries). */
export async function libraryRowsReady(db: Executor): Promise<boolean> {
  return Boolean((await readLibraryRun(db, ROWS_RUN_ID))?.finishedAt);
}

/** Ids of the library's `take` brands with the most ads, most first (ties in id order, to be stable). */
export async function libraryBrandIdsWithMostAds(db: Executor, take: number): Promise<string[]> {
  const ads = sql<number>`count(*)`;
  const rows = await db
    .select({ brandId: discoverAds.brandId })
    .from(discoverAds)
    .groupBy(discoverAds.brandId)
    .orderBy(desc(ads), asc(discoverAds.brandId))
    .limit(take);
  return rows.map((row) => row.brandId);
}
