import type { DiscoverFormat } from '@hookline/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
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
