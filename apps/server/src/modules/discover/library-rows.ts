import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { discoverAds, discoverBrands, type DiscoverAdRow } from './tables.ts';

/** A library ad's stored row by its id (an id already checked to be a uuid), or undefined. */
export async function findDiscoverAdRow(db: Executor, adId: string): Promise<DiscoverAdRow | undefined> {
  const [ad] = await db.select().from(discoverAds).where(eq(discoverAds.id, adId)).limit(1);
  return ad;
}

/** Library brands' names and logos by id, for what shows an ad's brand beside it. */
export async function brandNamesByIds(
  db: Executor,
  brandIds: readonly string[],
): Promise<Array<{ id: string; name: string; logoKey: string | null }>> {
  if (brandIds.length === 0) return [];
  return db
    .select({ id: discoverBrands.id, name: discoverBrands.name, logoKey: discoverBrands.logoKey })
    .from(discoverBrands)
    .where(inArray(discoverBrands.id, [...brandIds]));
}
