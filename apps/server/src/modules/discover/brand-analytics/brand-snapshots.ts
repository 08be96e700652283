import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { discoverAds } from '../tables.ts';
import { normaliseLandingUrl, TRACKING_PARAMETERS } from './landing-url.ts';

/*
 * A brand's daily figures computed from its ads' start and stop dates, for Detective's daily snapshots. An
 * ad is active on a day from its start date to its stop date, both included, or to today while it runs (the
 * overview's rule); it is new on its start date and stopped on its stop date. An ad whose stop date comes
 * before its start date is left out, as the overview leaves it out.
 */

/** The days to compute, `from` to `to` (UTC `YYYY-MM-DD`, both included, `to` no later than today). */
export interface BrandSnapshotDays {
  brandId: string;
  from: string;
  to: string;
}

/**
 * The statement's columns, in this order: what a snapshot table's `INSERT ... SELECT` lists. The maps count
 * the active ads by format, platform, language and landing page (normalised as the landing pages menu
 * normalises it); an ad on two platforms counts once on each, an ad without a landing page on none.
 */
export const BRAND_SNAPSHOT_COLUMNS = [
  'brand_id',
  'day',
  'active_ad_count',
  'new_ad_count',
  'stopped_ad_count',
  'formats',
  'platforms',
  'languages',
  'landing_pages',
] as const;

/** The brand's ads active on at least one of the days, stop dates that come before their start left out. */
const liveOnDaysSql = (input: BrandSnapshotDays): SQL =>
  sql`brand_id = ${input.brandId} and start_date <= ${input.to}::date
      and coalesce(end_date, ${input.to}::date) >= ${input.from}::date
      and (end_date is null or end_date >= start_date)`;

/** Fragments and tracking parameters, as the landing pages menu's query drops them before it groups. */
const TRACKING = new RegExp(`([?&])(utm_[^=&#]*|${[...TRACKING_PARAMETERS].join('|')})=[^&#]*`, 'gi');

/**
 * The page of each landing URL of the ads live on those days, by the URL as stored: computed here, where a
 * brand's distinct URLs take milliseconds, rather than by a regular expression on each ad in the database,
 * which was most of the statement's time for a brand with 20,000 ads.
 */
async function landingPagesOf(db: Executor, input: BrandSnapshotDays): Promise<Record<string, string>> {
  const rows = await rawRows<{ url: string }>(
    db,
    sql`select distinct cta_url as url from ${discoverAds}
        where ${liveOnDaysSql(input)} and coalesce(cta_url, '') <> ''`,
  );
  // Ads mostly differ by their tracking parameters: each URL left once they are out is normalised once.
  const pageOf = new Map<string, string>();
  return Object.fromEntries(
    rows.map((row) => {
      const stripped = row.url.replace(/#.*$/, '').replace(TRACKING, '$1');
      const page = pageOf.get(stripped) ?? normaliseLandingUrl(stripped);
      pageOf.set(stripped, page);
      return [row.url, page];
    }),
  );
}

/**
 * One `SELECT` of the brand's figures for each day from `from` to `to` (columns: BRAND_SNAPSHOT_COLUMNS), for
 * an `INSERT ... SELECT`. Rather than joining every day with every ad (a year of a brand with 20,000 ads is
 * millions of pairs), each figure is a running sum of its ads' starts and stops, held from one change to
 * the next: the work grows with the brand's ads and the figures, not with their product.
 */
export async function brandSnapshotsSelect(db: Executor, input: BrandSnapshotDays): Promise<SQL> {
  const pages = await landingPagesOf(db, input);
  const from = sql`${input.from}::date`;
  const to = sql`${input.to}::date`;
  const countsOf = (dimension: string) =>
    sql`coalesce(jsonb_object_agg(key, ads_count) filter (where dimension = ${dimension}), '{}'::jsonb)`;
  return sql`with pages as (
      select key as url, value as page from jsonb_each_text(${JSON.stringify(pages)}::jsonb)
    ),
    ads as (
      select ads.start_date, ads.end_date, ads.format, ads.publisher_platforms, ads.languages, pages.page
      from ${discoverAds} as ads
      left join pages on pages.url = ads.cta_url
      where ${liveOnDaysSql(input)}
    ),
    facets as (
      select 'active' as dimension, '' as key, start_date, end_date from ads
      union all select 'format', format, start_date, end_date from ads
      union all select 'platform', platform, start_date, end_date
        from ads, unnest(publisher_platforms) as platform
      union all select 'language', language, start_date, end_date
        from ads, unnest(languages) as language
      union all select 'landing', page, start_date, end_date from ads where page is not null
    ),
    changes as (
      select dimension, key, greatest(start_date, ${from}) as day, count(*) as delta
      from facets group by 1, 2, 3
      union all
      select dimension, key, end_date + 1, -count(*)
      from facets where end_date < ${to} group by dimension, key, end_date
    ),
    steps as (
      select dimension, key, day,
        sum(sum(delta)) over (partition by dimension, key order by day) as ads_count,
        lead(day) over (partition by dimension, key order by day) as next_day
      from changes group by dimension, key, day
    ),
    levels as (
      select held.day::date as day, steps.dimension, steps.key, steps.ads_count::int as ads_count
      from steps
      cross join lateral generate_series(steps.day, coalesce(steps.next_day, ${to} + 1) - 1, interval '1 day')
        as held(day)
      where steps.ads_count > 0
    ),
    per_day as (
      select day, max(ads_count) filter (where dimension = 'active') as active,
        ${countsOf('format')} as formats, ${countsOf('platform')} as platforms,
        ${countsOf('language')} as languages, ${countsOf('landing')} as landing_pages
      from levels group by day
    ),
    starts as (select start_date as day, count(*)::int as n from ads where start_date >= ${from} group by start_date),
    stops as (select end_date as day, count(*)::int as n from ads where end_date <= ${to} group by end_date),
    days as (select generate_series(${from}, ${to}, interval '1 day')::date as day)
    select ${input.brandId}::uuid as brand_id, days.day, coalesce(per_day.active, 0) as active_ad_count,
      coalesce(starts.n, 0) as new_ad_count, coalesce(stops.n, 0) as stopped_ad_count,
      coalesce(per_day.formats, '{}'::jsonb) as formats, coalesce(per_day.platforms, '{}'::jsonb) as platforms,
      coalesce(per_day.languages, '{}'::jsonb) as languages,
      coalesce(per_day.landing_pages, '{}'::jsonb) as landing_pages
    from days
    left join per_day on per_day.day = days.day
    left join starts on starts.day = days.day
    left join stops on stops.day = days.day
    order by days.day`;
}

/** Whether the library holds any ad of the brand: a brand without one has no history to compute yet. */
export async function brandHasAds(db: Executor, brandId: string): Promise<boolean> {
  const rows = await rawRows<{ found: number }>(
    db,
    sql`select 1 as found from ${discoverAds} where brand_id = ${brandId} limit 1`,
  );
  return rows.length > 0;
}
