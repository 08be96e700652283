import type { DetectiveLandingPages } from '@hookline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { discoverAds } from '../tables.ts';
import {
  adRefsColumns,
  analyticsPeriod,
  lastDaySql,
  liveInPeriodSql,
  toAdRefs,
  type AdRefsRow,
  type BrandAnalyticsInput,
} from './analytics-period.ts';
import { readBrandAdText } from './read-ad-text.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

type PageRow = AdRefsRow & { url: string; first_day: string; last_day: string };

/**
 * The landing pages menu, over the ads live in the period: the database groups the ads by their landing page,
 * the URL without tracking parameters read once per ad (read-ad-text.ts).
 */
export async function brandLandingPages(
  db: Executor,
  input: BrandAnalyticsInput,
): Promise<DetectiveLandingPages> {
  const period = analyticsPeriod(input);
  await readBrandAdText(db, input.brandId);
  const rows = await rawRows<PageRow>(
    db,
    sql`select landing_page as url, min(start_date)::text as first_day,
          max(${lastDaySql(period)})::text as last_day, ${adRefsColumns()}
        from ${discoverAds}
        where ${liveInPeriodSql(input.brandId, period)} and landing_page is not null
        group by landing_page`,
  );
  return {
    period,
    pages: rows
      .map((row) => ({
        url: row.url,
        ads: toAdRefs(row),
        firstDay: row.first_day,
        lastDay: row.last_day,
        daysLive: daysBetween(row.first_day, row.last_day),
      }))
      .sort((a, b) => b.ads.total - a.ads.total || a.url.localeCompare(b.url)),
  };
}
