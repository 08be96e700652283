import type { ReportAd, ReportFilter } from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import {
  readAdFacts,
  readShownAds,
  type AdAccountRow,
  type AdFact,
  type AdFacts,
} from '../../ad-accounts/index.ts';
import { creativeKeyOf, creativeTagsByCreativeKey } from './lookups.ts';
import type { QueryPlan } from './query-plan.ts';
import type { ReportMemory } from './report-memory.ts';

type CreativeTag = ReportAd['creativeTags'][number];

/**
 * What grouping and filtering read of one ad. Every ad of the account is read for a report, so only
 * the fields the report's grouping and filters use are loaded; the others stay empty.
 */
export interface ReportAdFacts extends AdFacts {
  creativeTags: CreativeTag[];
}

type OptionalFact = AdFact | 'creativeTags';

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

const NO_TAGS: CreativeTag[] = [];

/**
 * Every ad of the account with the facts asked for, in name order (by code point, the same on every
 * database), so ties keep a stable, readable order. The ads themselves come from the report memory while
 * the account's ads are unchanged; creative tags, kept in a table of their own, are read each time.
 */
export async function loadReportAdFacts(
  db: Executor,
  input: {
    account: Pick<AdAccountRow, 'id' | 'adsVersion'>;
    facts: ReadonlySet<OptionalFact>;
    memory: ReportMemory;
  },
): Promise<readonly ReportAdFacts[]> {
  const adAccountId = input.account.id;
  const optional = [...input.facts].filter((fact): fact is AdFact => fact !== 'creativeTags');
  const [ads, tagsByCreative] = await Promise.all([
    input.memory.adFacts(input.account, optional, async () => {
      const rows = await readAdFacts(db, { adAccountId, facts: optional });
      // The rows are the function's own: each gets its (empty) tags in place rather than as a copy.
      const withoutTags = rows as ReportAdFacts[];
      for (const row of withoutTags) row.creativeTags = NO_TAGS;
      return withoutTags.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    }),
    input.facts.has('creativeTags') ? creativeTagsByCreativeKey(db, adAccountId) : undefined,
  ]);
  if (!tagsByCreative) return ads;
  return ads.map((ad) => ({ ...ad, creativeTags: tagsByCreative.get(creativeKeyOf(ad)) ?? NO_TAGS }));
}

/** The ads as report rows show them, with their creative tags, by id. */
export async function loadReportAds(
  db: Executor,
  input: { adAccountId: string; adIds: readonly string[] },
): Promise<Map<string, ReportAd>> {
  if (input.adIds.length === 0) return new Map();
  const [rows, tagsByCreative] = await Promise.all([
    readShownAds(db, input),
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
