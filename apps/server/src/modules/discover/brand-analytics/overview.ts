import {
  DISCOVER_FORMATS,
  DISCOVER_PLATFORMS,
  type DiscoverFormat,
  type DiscoverPlatform,
} from '@hookline/domain';
import { DETECTIVE_AD_IDS_MAX, type DetectiveOverview } from '@hookline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { discoverAds } from '../tables.ts';
import {
  adRefsColumns,
  analyticsPeriod,
  newestIdsSql,
  runningDaysSql,
  toAdRefs,
  type AdRefsRow,
  type BrandAnalyticsInput,
} from './analytics-period.ts';

type KeyedRow = AdRefsRow & { key: string };

/** Keys of a catalogue found among the rows, most ads first (ties in the catalogue's order). */
function mixOf<Key extends string>(keys: readonly Key[], rows: readonly KeyedRow[]) {
  return keys
    .flatMap((key) => {
      const row = rows.find((candidate) => candidate.key === key);
      return row ? [{ key, ads: toAdRefs(row) }] : [];
    })
    .sort((a, b) => b.ads.total - a.ads.total);
}

/** The overview menu: active ads per day, new ads per week, format and platform mix, median running days. */
export async function brandOverview(db: Executor, input: BrandAnalyticsInput): Promise<DetectiveOverview> {
  const period = analyticsPeriod(input);
  const from = sql`${period.from}::date`;
  const to = sql`${period.to}::date`;
  // One read of the brand's ads live in the period or started in it, for every figure. Each day's count is a
  // running sum of the starts and stops of the live ads, rather than a join of every day with every ad (a year
  // of a large brand is millions of pairs); its ads are the newest running that day, read backwards on the
  // brand's start-date index. An ad stopped before it started is never active.
  const rows = await rawRows<
    KeyedRow & { figure: 'day' | 'week' | 'format' | 'platform' | 'live'; median: number | null }
  >(
    db,
    sql`with ads as materialized (
          select id, start_date, end_date, format, publisher_platforms,
            ${runningDaysSql(period)} as running_days, coalesce(end_date, ${to}) >= ${from} as live
          from ${discoverAds}
          where brand_id = ${input.brandId} and start_date <= ${to}
            and (coalesce(end_date, ${to}) >= ${from} or start_date >= ${from})
        ),
        live as (select * from ads where live),
        daily as (
          select day, sum(delta) as delta from (
            select greatest(start_date, ${from}) as day, 1 as delta from live
            where end_date is null or end_date >= start_date
            union all
            select end_date + 1, -1 from live where end_date < ${to} and end_date >= start_date
          ) as changes group by day
        ),
        counts as (
          select days.day, sum(coalesce(daily.delta, 0)) over (order by days.day) as total
          from (select generate_series(${from}, ${to}, interval '1 day')::date as day) as days
          left join daily on daily.day = days.day
        )
        select 'day' as figure, counts.day::text as key, null::float8 as median, counts.total::int as total,
          array(select ads.id::text from ${discoverAds} as ads
                where ads.brand_id = ${input.brandId} and ads.start_date <= counts.day
                  and coalesce(ads.end_date, ${to}) >= counts.day
                order by ads.start_date desc limit ${DETECTIVE_AD_IDS_MAX}) as ad_ids
        from counts
        union all
        select 'week', weeks.week_start::date::text, null, ${adRefsColumns(sql`ads.id`, sql`ads.start_date`)}
        from generate_series(date_trunc('week', ${from}), ${to}, interval '7 days') as weeks(week_start)
        left join ads on date_trunc('week', ads.start_date)::date = weeks.week_start::date
          and ads.start_date between ${from} and ${to}
        group by weeks.week_start
        union all
        select 'format', counted.key, null, counted.total,
          ${newestIdsSql(sql`live`, sql`live.format = counted.key`)}
        from (select format as key, count(*)::int as total from live group by format) as counted
        union all
        select 'platform', counted.key, null, counted.total,
          ${newestIdsSql(sql`live`, sql`counted.key = any(live.publisher_platforms)`)}
        from (select platform as key, count(*)::int as total from live, unnest(publisher_platforms) as platform
              group by platform) as counted
        union all
        select 'live', null, percentile_cont(0.5) within group (order by running_days), count(*)::int,
          ${newestIdsSql(sql`live`, sql`true`)}
        from live`,
  );
  const figure = (name: (typeof rows)[number]['figure']) =>
    rows.filter((row) => row.figure === name).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const activePerDay = figure('day');
  const newPerWeek = figure('week');
  const formats = figure('format');
  const platforms = figure('platform');
  const summary = rows.find((row) => row.figure === 'live');
  return {
    period,
    activePerDay: activePerDay.map((row) => ({ day: row.key, ads: toAdRefs(row) })),
    newPerWeek: newPerWeek.map((row) => ({ weekStart: row.key, ads: toAdRefs(row) })),
    formatMix: mixOf<DiscoverFormat>(DISCOVER_FORMATS, formats),
    platformMix: mixOf<DiscoverPlatform>(DISCOVER_PLATFORMS, platforms),
    medianRunningDays: summary?.median === null || summary === undefined ? 0 : Number(summary.median),
    liveAds: toAdRefs(summary),
  };
}
