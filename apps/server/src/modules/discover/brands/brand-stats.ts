import {
  DISCOVER_FORMATS,
  DISCOVER_PLATFORMS,
  type BrandDetail,
  type DiscoverFormat,
  type DiscoverPlatform,
} from '@hookline/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { discoverAds } from '../tables.ts';

/** Ads that ran this many days or more count as long runners (the brand page's share). */
const LONG_RUN_DAYS = 30;

type BrandStats = Pick<
  BrandDetail,
  'byPlatform' | 'byFormat' | 'runningDays' | 'firstAdDate' | 'latestAdDate'
>;

/** Counts by key, most first (ties in the catalogue's order), only keys with ads. */
function countsInOrder<Key extends string>(
  keys: readonly Key[],
  rows: readonly { key: string; count: number }[],
): { key: Key; count: number }[] {
  const countOf = new Map(rows.map((row) => [row.key, Number(row.count)]));
  return keys
    .map((key) => ({ key, count: countOf.get(key) ?? 0 }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
}

/**
 * What a brand's ads look like in numbers: counts by platform (an ad on two platforms counts on each) and
 * by format, how long they run (median, longest, share of 30 days or more) and their first and latest
 * start dates. Three grouped queries over the brand's ads, whatever their number.
 */
export async function brandAdStats(db: Executor, brandId: string): Promise<BrandStats> {
  const byPlatform = await rawRows<{ key: string; count: number }>(
    db,
    sql`select platform as key, count(*)::int as count
        from ${discoverAds}, unnest(${discoverAds.publisherPlatforms}) as platform
        where ${eq(discoverAds.brandId, brandId)} group by platform`,
  );
  const byFormat = await db
    .select({ key: discoverAds.format, count: count() })
    .from(discoverAds)
    .where(eq(discoverAds.brandId, brandId))
    .groupBy(discoverAds.format);
  const [summary] = await db
    .select({
      ads: count(),
      median: sql<
        number | null
      >`round(percentile_cont(0.5) within group (order by ${discoverAds.runningDays}))::int`,
      longest: sql<number | null>`max(${discoverAds.runningDays})`,
      longRunners: sql<number>`(count(*) filter (where ${discoverAds.runningDays} >= ${LONG_RUN_DAYS}))::int`,
      first: sql<string | null>`min(${discoverAds.startDate})::text`,
      latest: sql<string | null>`max(${discoverAds.startDate})::text`,
    })
    .from(discoverAds)
    .where(eq(discoverAds.brandId, brandId));
  const ads = summary?.ads ?? 0;
  return {
    byPlatform: countsInOrder<DiscoverPlatform>(DISCOVER_PLATFORMS, byPlatform),
    byFormat: countsInOrder<DiscoverFormat>(DISCOVER_FORMATS, byFormat),
    runningDays: {
      median: summary?.median ?? 0,
      longest: summary?.longest ?? 0,
      over30Share: ads === 0 ? 0 : Math.round(((summary?.longRunners ?? 0) / ads) * 1000) / 1000,
    },
    firstAdDate: summary?.first ?? null,
    latestAdDate: summary?.latest ?? null,
  };
}
