import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { discoverAds } from '../tables.ts';
import { offersIn, openingLine, phrasesOf } from './copy-text.ts';
import { normaliseLandingUrl, TRACKING_PARAMETERS } from './landing-url.ts';

/*
 * What the dashboard counts of an ad's text is read once per ad and kept on its row (`copy_opening`,
 * `copy_phrases`, `copy_offers`, `landing_page`), so the copy and landing-page menus are counted by the database
 * instead of reading every body on every call. An ad is read the first time a menu needs it; the ingest clears
 * `copy_phrases` when an ad's body or landing URL changes, so it is read again.
 */

const WRITE_BATCH = 2_000;

/** The tracking parameters (and fragment) the landing page leaves out, as the URL parser would. */
const TRACKING = new RegExp(`([?&])(utm_[^=&#]*|${[...TRACKING_PARAMETERS].join('|')})=[^&#]*`, 'gi');

/** An ad's landing page: its URL without tracking parameters, fragment or trailing slash; null without a URL. */
export function landingPageOf(ctaUrl: string | null): string | null {
  if (ctaUrl === null || ctaUrl === '') return null;
  return normaliseLandingUrl(ctaUrl.replace(/#[\s\S]*$/, '').replace(TRACKING, '$1'));
}

/**
 * Reads the brand's ads not read yet and keeps what the menus count on their rows, in batches. The unread
 * ads are found on their own partial index; once read, a brand's ads cost this call one index probe.
 */
export async function readBrandAdText(db: Executor, brandId: string): Promise<void> {
  // No LIMIT: with one, the planner may prefer scanning the table over the partial index.
  const ads = await rawRows<{ id: string; body: string; cta_url: string | null }>(
    db,
    sql`select id::text, body, cta_url from ${discoverAds} where brand_id = ${brandId} and copy_phrases is null`,
  );
  for (let start = 0; start < ads.length; start += WRITE_BATCH) {
    const read = ads.slice(start, start + WRITE_BATCH).map((ad) => ({
      id: ad.id,
      opening: openingLine(ad.body),
      phrases: [...phrasesOf(ad.body)],
      offers: Object.fromEntries(offersIn(ad.body)),
      landing: landingPageOf(ad.cta_url),
    }));
    await db.execute(
      sql`update ${discoverAds} as ads
          set copy_opening = read.opening, landing_page = read.landing,
            copy_offers = read.offers, copy_phrases = array(select jsonb_array_elements_text(read.phrases))
          from jsonb_to_recordset(${JSON.stringify(read)}::jsonb)
            as read(id uuid, opening text, phrases jsonb, offers jsonb, landing text)
          where ads.id = read.id`,
    );
  }
}
