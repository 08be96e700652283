import type { DiscoverSource } from '@hookline/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { discoverAds } from '../tables.ts';

/**
 * After a complete read of a brand's ads on one source, the ads it no longer lists have stopped: each ends
 * on the day it was last seen, and its running days count up to that day.
 */
export async function markMissingAdsStopped(
  db: Database,
  input: { brandId: string; source: DiscoverSource; seen: readonly string[] },
): Promise<number> {
  const lastSeenDay = sql`(${discoverAds.lastSeenAt} at time zone 'UTC')::date`;
  const stopped = await db
    .update(discoverAds)
    .set({
      isActive: false,
      endDate: sql`${lastSeenDay}`,
      runningDays: sql`greatest(1, ${lastSeenDay} - ${discoverAds.startDate} + 1)`,
    })
    .where(
      and(
        eq(discoverAds.brandId, input.brandId),
        eq(discoverAds.source, input.source),
        eq(discoverAds.isActive, true),
        input.seen.length > 0 ? notInArray(discoverAds.adArchiveId, [...input.seen]) : undefined,
      ),
    )
    .returning({ id: discoverAds.id });
  return stopped.length;
}
