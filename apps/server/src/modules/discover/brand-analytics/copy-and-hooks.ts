import {
  DETECTIVE_AD_IDS_MAX,
  DETECTIVE_OFFER_KINDS,
  type DetectiveCopy,
  type DetectiveOfferKind,
} from '@hookline/domain';
import { DISCOVER_CTA_TYPES } from '@hookline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { discoverAds } from '../tables.ts';
import {
  adRefsColumns,
  analyticsPeriod,
  newestIdsSql,
  liveInPeriodSql,
  toAdRefs,
  type AdRefsRow,
  type BrandAnalyticsInput,
} from './analytics-period.ts';
import { readBrandAdText } from './read-ad-text.ts';

const OPENING_LINES_MAX = 30;
const PHRASES_MAX = 30;
const OFFER_EXAMPLES_MAX = 5;

type TextRow = AdRefsRow & { text: string };

const byText = (a: string, b: string) => a.localeCompare(b);
const ranked = (rows: readonly TextRow[], max: number) =>
  [...rows]
    .sort((a, b) => b.total - a.total || byText(a.text, b.text))
    .slice(0, max)
    .map((row) => ({ text: row.text, ads: toAdRefs(row) }));

/**
 * The copy and hooks menu, over the ads live in the period. Each ad's copy is read once (read-ad-text.ts);
 * the database then counts opening lines, phrases and offers over the period's ads.
 */
export async function brandCopyAndHooks(db: Executor, input: BrandAnalyticsInput): Promise<DetectiveCopy> {
  const period = analyticsPeriod(input);
  const live = liveInPeriodSql(input.brandId, period);
  await readBrandAdText(db, input.brandId);
  // Opening lines, offers and calls to action over one read of the period's ads.
  const figures = await rawRows<TextRow & { figure: 'opening' | 'offer' | 'cta' }>(
    db,
    sql`with live as materialized (
          select id, start_date, copy_opening, copy_offers, cta_type from ${discoverAds} where ${live}
        )
        select 'opening' as figure, text, total, ad_ids from (
          select *, rank() over (order by total desc) as place from (
            select copy_opening as text, ${adRefsColumns()} from live where copy_opening is not null
            group by copy_opening
          ) as openings
        ) as ranked where place <= ${OPENING_LINES_MAX}
        union all
        select 'offer', counted.text, counted.total, ${newestIdsSql(sql`live`, sql`live.copy_offers ? counted.text`)}
        from (select kind as text, count(*)::int as total from live, jsonb_object_keys(copy_offers) as kind
              group by kind) as counted
        union all
        select 'cta', counted.text, counted.total, ${newestIdsSql(sql`live`, sql`live.cta_type = counted.text`)}
        from (select cta_type as text, count(*)::int as total from live where cta_type is not null
              group by cta_type) as counted`,
  );
  const openings = figures.filter((row) => row.figure === 'opening');
  const offers = figures.filter((row) => row.figure === 'offer');
  const ctas = figures.filter((row) => row.figure === 'cta');
  // Ads with the same copy share their phrases: they are counted together, each copy keeping its newest ads,
  // from which a top phrase's newest ads are then picked.
  const phrases = await rawRows<TextRow>(
    db,
    sql`with copies as materialized (
          select copy_phrases, count(*) as ads,
            (array_agg(id order by start_date desc, id))[1:${DETECTIVE_AD_IDS_MAX}] as ids,
            (array_agg(start_date order by start_date desc, id))[1:${DETECTIVE_AD_IDS_MAX}] as starts
          from ${discoverAds} where ${live} and cardinality(copy_phrases) > 0
          group by copy_phrases
        ),
        counted as (
          select phrase as text, sum(ads)::int as total from copies, unnest(copy_phrases) as phrase
          group by phrase having sum(ads) >= 2
        ),
        top as (select text, total from (select *, rank() over (order by total desc) as place from counted) as ranked
                where place <= ${PHRASES_MAX})
        select top.text, top.total,
          array(select newest.id::text from copies, unnest(copies.ids, copies.starts) as newest(id, start_date)
                where top.text = any(copies.copy_phrases)
                order by newest.start_date desc, newest.id limit ${DETECTIVE_AD_IDS_MAX}) as ad_ids
        from top`,
  );
  // The distinct texts naming each offer, as they come in the ads newest first: the first few are examples.
  const examples = await rawRows<{ kind: DetectiveOfferKind; text: string }>(
    db,
    sql`select kind, text from (
          select kind, text, row_number() over (partition by kind order by start_date desc, id, position) as place
          from (
            select distinct on (offer.key, named.text) offer.key as kind, named.text, ads.start_date, ads.id,
              named.position
            from ${discoverAds} as ads, jsonb_each(ads.copy_offers) as offer,
              jsonb_array_elements_text(offer.value) with ordinality as named(text, position)
            where ${live} and ads.copy_offers <> '{}'::jsonb
            order by offer.key, named.text, ads.start_date desc, ads.id, named.position
          ) as firsts
        ) as placed
        where place <= ${OFFER_EXAMPLES_MAX} order by kind, place`,
  );
  return {
    period,
    openingLines: ranked(openings, OPENING_LINES_MAX),
    phrases: ranked(phrases, PHRASES_MAX).map(({ text, ads }) => ({ phrase: text, ads })),
    offers: DETECTIVE_OFFER_KINDS.flatMap((kind) => {
      const row = offers.find((candidate) => candidate.text === kind);
      if (!row) return [];
      const texts = examples.filter((example) => example.kind === kind).map((example) => example.text);
      return [{ kind, examples: texts, ads: toAdRefs(row) }];
    }).sort((a, b) => b.ads.total - a.ads.total),
    ctas: DISCOVER_CTA_TYPES.flatMap((ctaType) => {
      const row = ctas.find((candidate) => candidate.text === ctaType);
      return row ? [{ ctaType, ads: toAdRefs(row) }] : [];
    }).sort((a, b) => b.ads.total - a.ads.total),
  };
}
