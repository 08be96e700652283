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
  liveInPeriodSql,
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
  const live = liveInPeriodSql(input.brandId, period);
  // Each day's count is a running sum of the starts and stops of the period's ads (one read of them), rather
  // than a join of every day with every ad (a year of a large brand is millions of pairs); its ads are the
  // newest running that day, read backwards on the brand's start-date index. An ad stopped before it started
  // is never active.
  const activePerDay = await rawRows<AdRefsRow & { day: string }>(
    db,
    sql`with live as materialized (
          select start_date, end_date from ${discoverAds}
          where ${live} and (end_date is null or end_date >= start_date)
        ),
        daily as (
          select day, sum(delta) as delta from (
            select greatest(start_date, ${period.from}::date) as day, 1 as delta from live
            union all
            select end_date + 1, -1 from live where end_date < ${period.to}::date
          ) as changes group by day
        ),
        counts as (
          select days.day, sum(coalesce(daily.delta, 0)) over (order by days.day) as total
          from (select generate_series(${period.from}::date, ${period.to}::date, interval '1 day')::date as day) as days
          left join daily on daily.day = days.day
        )
        select counts.day::text as day, counts.total::int as total,
          array(select ads.id::text from ${discoverAds} as ads
                where ads.brand_id = ${input.brandId} and ads.start_date <= counts.day
                  and coalesce(ads.end_date, ${period.to}::date) >= counts.day
                order by ads.start_date desc limit ${DETECTIVE_AD_IDS_MAX}) as ad_ids
        from counts order by counts.day`,
  );
  const newPerWeek = await rawRows<AdRefsRow & { week_start: string }>(
    db,
    sql`select weeks.week_start::date::text as week_start, ${adRefsColumns(sql`ads.id`, sql`ads.start_date`)}
        from generate_series(date_trunc('week', ${period.from}::date), ${period.to}::date, interval '7 days')
          as weeks(week_start)
        left join ${discoverAds} as ads on ads.brand_id = ${input.brandId}
          and ads.start_date between greatest(weeks.week_start::date, ${period.from}::date)
            and least(weeks.week_start::date + 6, ${period.to}::date)
        group by weeks.week_start order by weeks.week_start`,
  );
  // The mixes and the median over one read of the period's ads.
  const figures = await rawRows<KeyedRow & { figure: 'format' | 'platform' | 'live'; median: number | null }>(
    db,
    sql`with live as materialized (
          select id, start_date, format, publisher_platforms, ${runningDaysSql(period)} as running_days
          from ${discoverAds} where ${live}
        )
        select 'format' as figure, format as key, null::float8 as median, ${adRefsColumns()} from live group by format
        union all
        select 'platform', platform, null, ${adRefsColumns()}
        from live, unnest(publisher_platforms) as platform group by platform
        union all
        select 'live', null, percentile_cont(0.5) within group (order by running_days), ${adRefsColumns()} from live`,
  );
  const formats = figures.filter((row) => row.figure === 'format');
  const platforms = figures.filter((row) => row.figure === 'platform');
  const summary = figures.find((row) => row.figure === 'live');
  return {
    period,
    activePerDay: activePerDay.map((row) => ({ day: row.day, ads: toAdRefs(row) })),
    newPerWeek: newPerWeek.map((row) => ({ weekStart: row.week_start, ads: toAdRefs(row) })),
    formatMix: mixOf<DiscoverFormat>(DISCOVER_FORMATS, formats),
    platformMix: mixOf<DiscoverPlatform>(DISCOVER_PLATFORMS, platforms),
    medianRunningDays: summary?.median === null || summary === undefined ? 0 : Number(summary.median),
    liveAds: toAdRefs(summary),
  };
}
