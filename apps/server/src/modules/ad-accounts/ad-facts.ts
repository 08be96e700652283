import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { ads, type AdRow, type AiLabels, type CreativeType, type DynamicAssets } from './tables.ts';

/** The facts of an ad a reader may ask for beyond its id, name and creative. */
export type AdFact =
  | 'status'
  | 'campaignName'
  | 'adsetName'
  | 'copy'
  | 'headline'
  | 'landingPage'
  | 'assets'
  | 'aiLabels'
  | 'mixedCarousel';

const FACT_SQL: Readonly<Record<AdFact, SQL>> = {
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

/** One ad with the facts asked for; a fact not asked for is empty. */
export interface AdFacts {
  id: string;
  name: string;
  creativeType: CreativeType;
  creativeHash: string | null;
  /** A carousel whose cards lead to more than one landing page. */
  mixedCarousel: boolean;
  status: string;
  campaignName: string | null;
  adsetName: string | null;
  copy: string | null;
  headline: string | null;
  landingPage: string | null;
  assets: DynamicAssets | null;
  aiLabels: AiLabels | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Every ad of the account with the facts asked for, in the database's order. */
export async function readAdFacts(
  db: Executor,
  input: { adAccountId: string; facts: readonly AdFact[] },
): Promise<AdFacts[]> {
  const facts = [...input.facts];
  // Thousands of ads travel as one JSON value, which both drivers read far faster than as many rows.
  const [document] = await rawRows<{ ads: unknown[][] }>(
    db,
    sql`SELECT coalesce(json_agg(json_build_array(id, name, creative_type, creative_hash${sql.join(
      facts.map((fact) => sql`, ${FACT_SQL[fact]}`),
      sql``,
    )})), '[]'::json) AS ads
        FROM ${ads} WHERE ad_account_id = ${input.adAccountId}`,
  );
  return document!.ads.map((values): AdFacts => {
    const fact = (name: AdFact): unknown => values[4 + facts.indexOf(name)];
    return {
      id: String(values[0]),
      name: String(values[1]),
      creativeType: values[2] as CreativeType,
      creativeHash: text(values[3]),
      mixedCarousel: fact('mixedCarousel') === true,
      status: text(fact('status')) ?? '',
      campaignName: text(fact('campaignName')),
      adsetName: text(fact('adsetName')),
      copy: text(fact('copy')),
      headline: text(fact('headline')),
      landingPage: text(fact('landingPage')),
      assets: (fact('assets') as DynamicAssets | null | undefined) ?? null,
      aiLabels: (fact('aiLabels') as AiLabels | null | undefined) ?? null,
    };
  });
}

/** What a row of ads shows of each ad. */
export type ShownAd = Pick<
  AdRow,
  | 'id'
  | 'externalId'
  | 'name'
  | 'status'
  | 'campaignName'
  | 'adsetName'
  | 'creativeType'
  | 'creativeHash'
  | 'thumbnailUrl'
  | 'copy'
  | 'headline'
  | 'landingPage'
  | 'launchedAt'
>;

/** The account's ads of these ids, in name order; an id of another account is left out. */
export async function readShownAds(
  db: Executor,
  input: { adAccountId: string; adIds: readonly string[] },
): Promise<ShownAd[]> {
  if (input.adIds.length === 0) return [];
  return db
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
    .orderBy(asc(ads.name));
}

/** Each ad of the account (or of these ids in it) with its creative's hash: what creative tags key on. */
export async function adCreativeKeys(
  db: Executor,
  adAccountId: string,
  adIds?: readonly string[],
): Promise<Array<{ id: string; creativeHash: string | null }>> {
  return db
    .select({ id: ads.id, creativeHash: ads.creativeHash })
    .from(ads)
    .where(and(eq(ads.adAccountId, adAccountId), adIds ? inArray(ads.id, [...adIds]) : undefined));
}
