import type { DetectiveAdRefs, DiscoverFormat } from '@hookline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { discoverAds } from '../tables.ts';
import {
  adRefsColumns,
  analyticsPeriod,
  liveInPeriodSql,
  toAdRefs,
  type AdRefsRow,
  type BrandAnalyticsInput,
} from './analytics-period.ts';

/** The words of one ad live in the period: its copy, headline and spoken transcript (null when none). */
export interface BrandAdText {
  adId: string;
  format: DiscoverFormat;
  startDate: string;
  endDate: string | null;
  body: string;
  title: string | null;
  transcript: string | null;
}

/** At most this many ads, newest start first, are read for their words. */
export const BRAND_AD_TEXTS_MAX = 400;

/** The words of the brand's ads live in the period, newest start first, for the AI detective's reading. */
export async function brandAdTexts(db: Executor, input: BrandAnalyticsInput): Promise<BrandAdText[]> {
  const period = analyticsPeriod(input);
  const rows = await rawRows<{
    id: string;
    format: DiscoverFormat;
    start_date: string;
    end_date: string | null;
    body: string;
    title: string | null;
    transcript: string | null;
  }>(
    db,
    sql`select id::text, format, start_date::text, end_date::text, body, title, transcript
        from ${discoverAds} where ${liveInPeriodSql(input.brandId, period)}
        order by start_date desc, id limit ${BRAND_AD_TEXTS_MAX}`,
  );
  return rows.map((row) => ({
    adId: row.id,
    format: row.format,
    startDate: row.start_date,
    endDate: row.end_date,
    body: row.body,
    title: row.title,
    transcript: row.transcript,
  }));
}

/**
 * The brand's ads that started after `since` (a `YYYY-MM-DD` day, excluded) up to `today`, and those that
 * stopped in that time among those running by `since`: their last day on or after `since` and before `today` (an ad whose stop date is today
 * still ran today).
 */
export async function brandAdChanges(
  db: Executor,
  input: { brandId: string; since: string; today: string },
): Promise<{ started: DetectiveAdRefs; stopped: DetectiveAdRefs }> {
  const [started] = await rawRows<AdRefsRow>(
    db,
    sql`select ${adRefsColumns()} from ${discoverAds}
        where brand_id = ${input.brandId} and start_date > ${input.since}::date
          and start_date <= ${input.today}::date`,
  );
  const [stopped] = await rawRows<AdRefsRow>(
    db,
    sql`select ${adRefsColumns()} from ${discoverAds}
        where brand_id = ${input.brandId} and end_date >= ${input.since}::date
          and end_date < ${input.today}::date and start_date <= ${input.since}::date`,
  );
  return { started: toAdRefs(started), stopped: toAdRefs(stopped) };
}
