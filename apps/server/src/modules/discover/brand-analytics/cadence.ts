import { DETECTIVE_BURST_LAUNCHES, type DetectiveCadence } from '@hookline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { discoverAds } from '../tables.ts';
import {
  adRefsColumns,
  analyticsPeriod,
  toAdRefs,
  type AdRefsRow,
  type BrandAnalyticsInput,
} from './analytics-period.ts';

/** The cadence menu: the ads started on each day of the period, a day of four launches or more a burst. */
export async function brandCadence(db: Executor, input: BrandAnalyticsInput): Promise<DetectiveCadence> {
  const period = analyticsPeriod(input);
  const rows = await rawRows<AdRefsRow & { day: string }>(
    db,
    sql`select days.day::text as day, ${adRefsColumns(sql`ads.id`, sql`ads.start_date`)}
        from (select generate_series(${period.from}::date, ${period.to}::date, interval '1 day')::date as day) as days
        left join ${discoverAds} as ads on ads.brand_id = ${input.brandId} and ads.start_date = days.day
        group by days.day order by days.day`,
  );
  const launchesPerDay = rows.map((row) => {
    const ads = toAdRefs(row);
    return { day: row.day, burst: ads.total >= DETECTIVE_BURST_LAUNCHES, ads };
  });
  return {
    period,
    launchesPerDay,
    launches: launchesPerDay.reduce((sum, day) => sum + day.ads.total, 0),
    burstDays: launchesPerDay.filter((day) => day.burst).length,
  };
}
