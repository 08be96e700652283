import type { ReportAd, ReportFilter } from '@hookline/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { ads, type AiLabels, type CreativeType, type DynamicAssets } from '../../ad-accounts/index.ts';
import { creativeKeyOf, creativeTagsByCreativeKey } from './lookups.ts';
import type { QueryPlan } from './query-plan.ts';

type CreativeTag = ReportAd['creativeTags'][number];

/**
 * What grouping and filtering read of one ad. Every ad of the account is read for a report, so only
 * the fields the report's grouping and filters use are loaded; the others stay empty.
 */
export interface ReportAdFacts {
  id: string;
  name: string;
  creativeType: CreativeType;
  creativeHash: string | null;
  /** A carousel whose cards lead to more than one landing page (spec section 5). */
  mixedCarousel: boolean;
  status: string;
  campaignName: string | null;
  adsetName: string | null;
  copy: string | null;
  headline: string | null;
  landingPage: string | null;
  assets: DynamicAssets | null;
  aiLabels: AiLabels | null;
  creativeTags: CreativeTag[];
}

type OptionalFact =
  | 'status'
  | 'campaignName'
  | 'adsetName'
  | 'copy'
  | 'headline'
  | 'landingPage'
  | 'assets'
  | 'aiLabels'
  | 'creativeTags'
  | 'mixedCarousel';

/** The ad facts a text filter on each field reads (dynamic ads' parts count as their copy, headline, link). */
const FILTER_FACTS: Readonly<Record<string, readonly OptionalFact[]>> = {
  campaign_name: ['campaignName'],
  adset_name: ['adsetName'],
  copy: ['copy', 'assets'],
  headline: ['headline', 'assets'],
  landing_page: ['landingPage', 'assets'],
  status: ['status'],
  creative_tag: ['creativeTags'],
};

const STATIC_GROUPING_FACTS: Readonly<Record<string, readonly OptionalFact[]>> = {
  ad_name: [],
  creative: ['mixedCarousel'],
  copy: ['copy', 'mixedCarousel'],
  headline: ['headline', 'mixedCarousel'],
  landing_page: ['landingPage', 'mixedCarousel'],
  creative_tag: ['creativeTags'],
};

/** The optional facts a plan's grouping and text filters read. */
export function factsOfPlan(
  plan: Pick<QueryPlan, 'groupBy' | 'adFilters' | 'lineFilters'>,
): Set<OptionalFact> {
  const facts = new Set<OptionalFact>();
  const { groupBy } = plan;
  const groupingFacts = groupBy.kind === 'static' ? STATIC_GROUPING_FACTS[groupBy.field] : [];
  for (const fact of groupingFacts ?? []) facts.add(fact);
  if (groupBy.kind === 'ai') facts.add('aiLabels');
  const filters: ReportFilter[] = [...plan.adFilters, ...plan.lineFilters].flat();
  for (const filter of filters) for (const fact of FILTER_FACTS[filter.field] ?? []) facts.add(fact);
  return facts;
}

const FACT_SQL: Readonly<Record<Exclude<OptionalFact, 'creativeTags'>, SQL>> = {
  status: sql`status`,
  campaignName: sql`campaign_name`,
  adsetName: sql`adset_name`,
  copy: sql`copy`,
  headline: sql`headline`,
  landingPage: sql`landing_page`,
  assets: sql`assets`,
  aiLabels: sql`ai_labels`,
  mixedCarousel: sql`(creative_type = 'carousel' AND jsonb_typeof(cards) = 'array' AND (
    SELECT count(DISTINCT coalesce(card->>'landingPage', '')) FROM jsonb_array_elements(cards) AS card) > 1)`,
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Every ad of the account with the facts asked for, in name order (by code point, the same on every
 * database), so ties keep a stable, readable order.
 */
export async function loadReportAdFacts(
  db: Executor,
  input: { adAccountId: string; facts: ReadonlySet<OptionalFact> },
): Promise<ReportAdFacts[]> {
  const optional = [...input.facts].filter(
    (fact): fact is Exclude<OptionalFact, 'creativeTags'> => fact !== 'creativeTags',
  );
  // Thousands of ads travel as one JSON value, which both drivers read far faster than as many rows.
  const [[document], tagsByCreative] = await Promise.all([
    rawRows<{ ads: unknown[][] }>(
      db,
      sql`SELECT coalesce(json_agg(json_build_array(id, name, creative_type, creative_hash${sql.join(
        optional.map((fact) => sql`, ${FACT_SQL[fact]}`),
        sql``,
      )})), '[]'::json) AS ads
          FROM ${ads} WHERE ad_account_id = ${input.adAccountId}`,
    ),
    input.facts.has('creativeTags') ? creativeTagsByCreativeKey(db, input.adAccountId) : undefined,
  ]);
  return document!.ads
    .map((values): ReportAdFacts => {
      const fact = (name: Exclude<OptionalFact, 'creativeTags'>): unknown =>
        values[4 + optional.indexOf(name)];
      const id = String(values[0]);
      const creativeHash = text(values[3]);
      return {
        id,
        name: String(values[1]),
        creativeType: values[2] as CreativeType,
        creativeHash,
        mixedCarousel: fact('mixedCarousel') === true,
        status: text(fact('status')) ?? '',
        campaignName: text(fact('campaignName')),
        adsetName: text(fact('adsetName')),
        copy: text(fact('copy')),
        headline: text(fact('headline')),
        landingPage: text(fact('landingPage')),
        assets: (fact('assets') as DynamicAssets | null | undefined) ?? null,
        aiLabels: (fact('aiLabels') as AiLabels | null | undefined) ?? null,
        creativeTags: tagsByCreative?.get(creativeKeyOf({ id, creativeHash })) ?? [],
      };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The ads as report rows show them, with their creative tags, by id. */
export async function loadReportAds(
  db: Executor,
  input: { adAccountId: string; adIds: readonly string[] },
): Promise<Map<string, ReportAd>> {
  if (input.adIds.length === 0) return new Map();
  const [rows, tagsByCreative] = await Promise.all([
    db
      .select({
        id: ads.id,
        externalId: ads.externalId,
        name: ads.name,
        status: ads.status,
        campaignName: ads.campaignName,
        adsetName: ads.adsetName,
        creativeType: ads.creativeType,
        creativeHash: ads.creativeHash,
        thumbnailUrl: ads.thumbnailUrl,
        copy: ads.copy,
        headline: ads.headline,
        landingPage: ads.landingPage,
        launchedAt: ads.launchedAt,
      })
      .from(ads)
      .where(and(eq(ads.adAccountId, input.adAccountId), inArray(ads.id, [...input.adIds])))
      .orderBy(asc(ads.name)),
    creativeTagsByCreativeKey(db, input.adAccountId),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        _id: row.id,
        adId: row.externalId,
        name: row.name,
        status: row.status,
        campaignName: row.campaignName,
        adsetName: row.adsetName,
        creativeType: row.creativeType,
        creativeHash: row.creativeHash,
        thumbnailUrl: row.thumbnailUrl,
        copy: row.copy,
        headline: row.headline,
        landingPage: row.landingPage,
        launchedAt: row.launchedAt,
        creativeTags: tagsByCreative.get(creativeKeyOf(row)) ?? [],
      },
    ]),
  );
}
