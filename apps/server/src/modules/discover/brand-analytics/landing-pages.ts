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
  mergeAdRefs,
  toAdRefs,
  type AdRefsRow,
  type BrandAnalyticsInput,
} from './analytics-period.ts';
import { normaliseLandingUrl, TRACKING_PARAMETERS } from './landing-url.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

type PageRow = AdRefsRow & { url: string; first_day: string; last_day: string };

/**
 * The landing pages menu, over the ads live in the period. The database groups the ads by the URL without
 * its tracking parameters; what the pattern leaves behind (separators, a trailing slash, the host's case) is
 * tidied here, and the groups that then name the same page are merged.
 */
export async function brandLandingPages(
  db: Executor,
  input: BrandAnalyticsInput,
): Promise<DetectiveLandingPages> {
  const period = analyticsPeriod(input);
  // Tracking parameters often differ per ad; dropping them here keeps the groups to about one per page.
  const withoutTracking = sql`regexp_replace(regexp_replace(cta_url, '#.*$', ''),
    ${`([?&])(utm_[^=&#]*|${[...TRACKING_PARAMETERS].join('|')})=[^&#]*`}, '\\1', 'gi')`;
  const rows = await rawRows<PageRow>(
    db,
    sql`select ${withoutTracking} as url, min(start_date)::text as first_day, max(${lastDaySql(period)})::text as last_day,
          ${adRefsColumns()}
        from ${discoverAds}
        where ${liveInPeriodSql(input.brandId, period)} and coalesce(cta_url, '') <> ''
        group by 1`,
  );
  const pages = new Map<string, PageRow[]>();
  for (const row of rows) {
    const url = normaliseLandingUrl(row.url);
    pages.set(url, [...(pages.get(url) ?? []), row]);
  }
  return {
    period,
    pages: [...pages]
      .map(([url, group]) => {
        const firstDay = group.map((row) => row.first_day).sort()[0] ?? period.from;
        const lastDay =
          group
            .map((row) => row.last_day)
            .sort()
            .at(-1) ?? period.to;
        return {
          url,
          ads: mergeAdRefs(group.map(toAdRefs)),
          firstDay,
          lastDay,
          daysLive: daysBetween(firstDay, lastDay),
        };
      })
      .sort((a, b) => b.ads.total - a.ads.total || a.url.localeCompare(b.url)),
  };
}
