import {
  DETECTIVE_AD_IDS_MAX,
  type DetectiveAdRefs,
  type DetectiveDuration,
  type DetectivePeriod,
} from '@hookline/domain';
import { sql, type SQL } from 'drizzle-orm';

/*
 * What every menu of a brand's dashboard shares: its period, which ads it reads and how a figure names the
 * ads behind it.
 *
 * The history is computed from the ads' start and stop dates rather than read from daily snapshots. For an
 * ad whose dates are known this is exact: Discover's libraries give the day an ad started, and an ad stops on
 * the day the ingest last saw it (or the library's own stop date), so "active on day D" is "started on or
 * before D and stopped on or after D, or still running", which is what a snapshot taken on D would have
 * counted. A snapshot would only add what the dates lose: an ad whose start date the platform later changes.
 */

/** One dashboard question: a brand, and a period of `days` days ending `today` (UTC `YYYY-MM-DD`). */
export interface BrandAnalyticsInput {
  brandId: string;
  days: DetectiveDuration;
  today: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function analyticsPeriod(input: Pick<BrandAnalyticsInput, 'days' | 'today'>): DetectivePeriod {
  const to = Date.parse(`${input.today}T00:00:00Z`);
  const from = new Date(to - (input.days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { days: input.days, from, to: input.today };
}

/** The last day an ad ran in the period's eyes: its stop date, or the period's end while it runs. */
export const lastDaySql = (period: DetectivePeriod): SQL =>
  sql`least(coalesce(end_date, ${period.to}::date), ${period.to}::date)`;

/** Days an ad ran up to the period's end, counting its first and last day. */
export const runningDaysSql = (period: DetectivePeriod): SQL => sql`(${lastDaySql(period)} - start_date + 1)`;

/** The brand's ads active on at least one day of the period. */
export const liveInPeriodSql = (brandId: string, period: DetectivePeriod): SQL =>
  sql`brand_id = ${brandId} and start_date <= ${period.to}::date
      and coalesce(end_date, ${period.to}::date) >= ${period.from}::date`;

/** The brand's ads started in the period. */
export const launchedInPeriodSql = (brandId: string, period: DetectivePeriod): SQL =>
  sql`brand_id = ${brandId} and start_date between ${period.from}::date and ${period.to}::date`;

/**
 * The two columns (`total`, `ad_ids`) of a figure's ads in a grouped query: how many, and the first ids,
 * newest start first. `id` may be null (an outer join that found nothing) and is then not counted.
 */
export const adRefsColumns = (idColumn: SQL = sql`id`, startColumn: SQL = sql`start_date`): SQL =>
  sql`count(${idColumn})::int as total,
      coalesce((array_agg(${idColumn} order by ${startColumn} desc, ${idColumn})
        filter (where ${idColumn} is not null))[1:${sql.raw(String(DETECTIVE_AD_IDS_MAX))}]::text[], '{}') as ad_ids`;

export interface AdRefsRow {
  total: number;
  ad_ids: string[];
}

export const toAdRefs = (row: AdRefsRow | undefined): DetectiveAdRefs => ({
  total: Number(row?.total ?? 0),
  adIds: row?.ad_ids ?? [],
});

/**
 * A figure's first ad ids, newest start first, picked from `rows` (the period's ads, read once) where
 * `condition` holds: a top-N read beside a plain count costs less than ordering every id of a large figure
 * inside its aggregate. For figures with few keys (formats, platforms, offers, calls to action).
 */
export const newestIdsSql = (rows: SQL, condition: SQL): SQL =>
  sql`array(select id::text from ${rows} where ${condition}
            order by start_date desc, id limit ${sql.raw(String(DETECTIVE_AD_IDS_MAX))})`;
