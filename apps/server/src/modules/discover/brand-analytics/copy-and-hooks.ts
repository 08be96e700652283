import {
  DETECTIVE_AD_IDS_MAX,
  DETECTIVE_OFFER_KINDS,
  type DetectiveAdRefs,
  type DetectiveCopy,
  type DetectiveOfferKind,
} from '@hookline/domain';
import { DISCOVER_CTA_TYPES, type DiscoverCtaType } from '@hookline/domain';
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
import { offersIn, openingLine, phrasesOf } from './copy-text.ts';

const OPENING_LINES_MAX = 30;
const PHRASES_MAX = 30;
const OFFER_EXAMPLES_MAX = 5;

/** Ads gathered under a key, in the order they come (newest start first). */
class AdsByKey<Key> {
  private readonly ids = new Map<Key, string[]>();
  add(key: Key, adId: string): void {
    const ids = this.ids.get(key);
    if (ids) ids.push(adId);
    else this.ids.set(key, [adId]);
  }
  /** Keys held by `minimum` ads or more, most ads first, then by `tieBreak`. */
  ranked(minimum: number, tieBreak: (a: Key, b: Key) => number): { key: Key; ads: DetectiveAdRefs }[] {
    return [...this.ids]
      .filter(([, ids]) => ids.length >= minimum)
      .sort(([a, idsA], [b, idsB]) => idsB.length - idsA.length || tieBreak(a, b))
      .map(([key, ids]) => ({ key, ads: { total: ids.length, adIds: ids.slice(0, DETECTIVE_AD_IDS_MAX) } }));
  }
}

const byText = (a: string, b: string) => a.localeCompare(b);

/**
 * The copy and hooks menu, over the ads live in the period. The database selects and counts; reading the
 * copy (sentences, phrases, offers) is text work done here, on the bodies of those ads only.
 */
export async function brandCopyAndHooks(db: Executor, input: BrandAnalyticsInput): Promise<DetectiveCopy> {
  const period = analyticsPeriod(input);
  const live = liveInPeriodSql(input.brandId, period);
  const ads = await rawRows<{ id: string; body: string }>(
    db,
    sql`select id::text, body from ${discoverAds} where ${live} and body <> ''
        order by start_date desc, id`,
  );
  const ctas = await rawRows<AdRefsRow & { cta_type: DiscoverCtaType }>(
    db,
    sql`select cta_type, ${adRefsColumns()} from ${discoverAds}
        where ${live} and cta_type is not null group by cta_type`,
  );
  const openings = new AdsByKey<string>();
  const phrases = new AdsByKey<string>();
  const offers = new AdsByKey<DetectiveOfferKind>();
  const offerExamples = new Map<DetectiveOfferKind, Set<string>>();
  for (const ad of ads) {
    const opening = openingLine(ad.body);
    if (opening !== null) openings.add(opening, ad.id);
    for (const phrase of phrasesOf(ad.body)) phrases.add(phrase, ad.id);
    for (const [kind, texts] of offersIn(ad.body)) {
      offers.add(kind, ad.id);
      const examples = offerExamples.get(kind) ?? new Set<string>();
      for (const text of texts) if (examples.size < OFFER_EXAMPLES_MAX) examples.add(text);
      offerExamples.set(kind, examples);
    }
  }
  const offerOrder = (a: DetectiveOfferKind, b: DetectiveOfferKind) =>
    DETECTIVE_OFFER_KINDS.indexOf(a) - DETECTIVE_OFFER_KINDS.indexOf(b);
  return {
    period,
    openingLines: openings
      .ranked(1, byText)
      .slice(0, OPENING_LINES_MAX)
      .map(({ key, ads: refs }) => ({ text: key, ads: refs })),
    phrases: phrases
      .ranked(2, byText)
      .slice(0, PHRASES_MAX)
      .map(({ key, ads: refs }) => ({ phrase: key, ads: refs })),
    offers: offers.ranked(1, offerOrder).map(({ key, ads: refs }) => ({
      kind: key,
      examples: [...(offerExamples.get(key) ?? [])],
      ads: refs,
    })),
    ctas: DISCOVER_CTA_TYPES.flatMap((ctaType) => {
      const row = ctas.find((candidate) => candidate.cta_type === ctaType);
      return row ? [{ ctaType, ads: toAdRefs(row) }] : [];
    }).sort((a, b) => b.ads.total - a.ads.total),
  };
}
