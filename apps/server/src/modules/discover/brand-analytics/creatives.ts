import {
  DETECTIVE_COHORTS,
  DETECTIVE_SURVIVAL_DAYS,
  type DetectiveCohort,
  type DetectiveCreatives,
} from '@hookline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { discoverAds } from '../tables.ts';
import {
  adRefsColumns,
  analyticsPeriod,
  launchedInPeriodSql,
  liveInPeriodSql,
  runningDaysSql,
  toAdRefs,
  type AdRefsRow,
  type BrandAnalyticsInput,
} from './analytics-period.ts';

const LONGEST_RUNNING_MAX = 10;

const rateOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;

/** The creatives menu: longest running, new in the period, cohorts of running ads and survival. */
export async function brandCreatives(db: Executor, input: BrandAnalyticsInput): Promise<DetectiveCreatives> {
  const period = analyticsPeriod(input);
  const today = sql`${period.to}::date`;
  const running = runningDaysSql(period);
  const longest = await rawRows<{
    id: string;
    start_date: string;
    end_date: string | null;
    running_days: number;
  }>(
    db,
    sql`select id::text, start_date::text, end_date::text, ${running} as running_days
        from ${discoverAds} where ${liveInPeriodSql(input.brandId, period)}
        order by running_days desc, start_date, id limit ${LONGEST_RUNNING_MAX}`,
  );
  const cohorts = await rawRows<AdRefsRow & { cohort: DetectiveCohort }>(
    db,
    sql`select case when ${running} >= 60 then '60+' when ${running} >= 15 then '15-59'
                    when ${running} >= 7 then '7-14' else 'under-7' end as cohort,
          ${adRefsColumns()}
        from ${discoverAds}
        where brand_id = ${input.brandId} and start_date <= ${today}
          and (end_date is null or end_date >= ${today})
        group by cohort`,
  );
  // The period's launches read once: how many, how many still run, and how many ran each threshold's days.
  const thresholds = sql.raw(DETECTIVE_SURVIVAL_DAYS.map((days) => `(${days})`).join(', '));
  const launches = await rawRows<
    AdRefsRow & { figure: 'launched' | 'running' | 'survival'; days: number | null; eligible: number | null }
  >(
    db,
    sql`with launched as materialized (
          select id, start_date, end_date, ${running} as running_days from ${discoverAds}
          where ${launchedInPeriodSql(input.brandId, period)}
        )
        select 'launched' as figure, null::int as days, null::int as eligible, ${adRefsColumns()} from launched
        union all
        select 'running', null, null, ${adRefsColumns()} from launched where end_date is null or end_date >= ${today}
        union all
        select 'survival', thresholds.days, count(ads.id)::int,
          ${adRefsColumns(sql`case when ads.running_days >= thresholds.days then ads.id end`, sql`ads.start_date`)}
        from (values ${thresholds}) as thresholds(days)
        left join launched as ads on ads.start_date <= ${today} - thresholds.days + 1
        group by thresholds.days`,
  );
  const launched = launches.find((row) => row.figure === 'launched');
  const stillRunning = launches.find((row) => row.figure === 'running');
  const survival = launches
    .filter((row) => row.figure === 'survival')
    .sort((a, b) => Number(a.days) - Number(b.days));
  const launchedRefs = toAdRefs(launched);
  return {
    period,
    longestRunning: longest.map((row) => ({
      adId: row.id,
      startDate: row.start_date,
      endDate: row.end_date,
      runningDays: Number(row.running_days),
    })),
    newInPeriod: launchedRefs,
    cohorts: DETECTIVE_COHORTS.map((cohort) => ({
      cohort,
      ads: toAdRefs(cohorts.find((row) => row.cohort === cohort)),
    })),
    survival: {
      launched: launchedRefs.total,
      stillRunning: {
        rate: rateOf(Number(stillRunning?.total ?? 0), launchedRefs.total),
        ads: toAdRefs(stillRunning),
      },
      ranAtLeast: survival.map((row) => ({
        days: Number(row.days),
        eligible: Number(row.eligible),
        rate: rateOf(Number(row.total), Number(row.eligible)),
        ads: toAdRefs(row),
      })),
    },
  };
}
