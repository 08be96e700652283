import { and, asc, between, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { discoverAds } from '../tables.ts';

/** A span of whole UTC days, both included (`YYYY-MM-DD`). */
export interface LaunchDays {
  brandIds: readonly string[];
  from: string;
  to: string;
}

/** The ads each brand started on each day of the span, for the days it started any. */
export async function launchesPerDay(
  db: Executor,
  input: LaunchDays,
): Promise<{ brandId: string; day: string; count: number }[]> {
  if (input.brandIds.length === 0) return [];
  return db
    .select({
      brandId: discoverAds.brandId,
      day: discoverAds.startDate,
      count: sql<number>`count(*)::int`,
    })
    .from(discoverAds)
    .where(
      and(
        inArray(discoverAds.brandId, [...input.brandIds]),
        between(discoverAds.startDate, input.from, input.to),
      ),
    )
    .groupBy(discoverAds.brandId, discoverAds.startDate)
    .orderBy(asc(discoverAds.brandId), asc(discoverAds.startDate));
}

/** A started ad as a digest quotes it. */
export interface LaunchedAd {
  id: string;
  brandId: string;
  startDate: string;
  title: string | null;
  body: string;
}

/** Each brand's newest `perBrand` ads started in the span: the latest start first, and on one day the latest found. */
export async function newestLaunches(
  db: Executor,
  input: LaunchDays & { perBrand: number },
): Promise<LaunchedAd[]> {
  if (input.brandIds.length === 0) return [];
  const ranked = db
    .select({
      id: discoverAds.id,
      brandId: discoverAds.brandId,
      startDate: discoverAds.startDate,
      title: discoverAds.title,
      body: discoverAds.body,
      rank: sql<number>`row_number() over (partition by ${discoverAds.brandId} order by ${discoverAds.startDate} desc, ${discoverAds.createdAt} desc, ${discoverAds.id})`.as(
        'rank',
      ),
    })
    .from(discoverAds)
    .where(
      and(
        inArray(discoverAds.brandId, [...input.brandIds]),
        between(discoverAds.startDate, input.from, input.to),
      ),
    )
    .as('ranked');
  return db
    .select({
      id: ranked.id,
      brandId: ranked.brandId,
      startDate: ranked.startDate,
      title: ranked.title,
      body: ranked.body,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${input.perBrand}`)
    .orderBy(asc(ranked.brandId), asc(ranked.rank));
}
