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
  // Thousands of ads travel as one JSON value, which both drivers read far faster than as many rows,
  // and column by column: one json_agg of plain values per column costs the database about half of
  // building an array per ad.
  const columns = [
    sql`id`,
    sql`name`,
    sql`creative_type`,
    sql`creative_hash`,
    ...facts.map((fact) => FACT_SQL[fact]),
  ];
  const [document] = await rawRows<{ ads: unknown[][] | null }>(
    db,
    sql`SELECT json_build_array(${sql.join(
      columns.map((column) => sql`json_agg(${column})`),
      sql`, `,
    )}) AS ads
        FROM ${ads} WHERE ad_account_id = ${input.adAccountId}`,
  );
  const values = document?.ads ?? [];
  const ids = values[0] ?? [];
  const column = (name: AdFact): unknown[] | undefined => {
    const index = facts.indexOf(name);
    return index < 0 ? undefined : (values[4 + index] ?? undefined);
  };
  const names = values[1]!;
  const creativeTypes = values[2]!;
  const creativeHashes = values[3]!;
  const [mixedCarousel, status, campaignName, adsetName, copy, headline, landingPage, assets, aiLabels] = (
    [
      'mixedCarousel',
      'status',
      'campaignName',
      'adsetName',
      'copy',
      'headline',
      'landingPage',
      'assets',
      'aiLabels',
    ] as const
  ).map(column);
  const result: AdFacts[] = new Array<AdFacts>(ids.length);
  for (let index = 0; index < ids.length; index += 1) {
    result[index] = {
      id: String(ids[index]),
      name: String(names[index]),
      creativeType: creativeTypes[index] as CreativeType,
      creativeHash: text(creativeHashes[index]),
      mixedCarousel: mixedCarousel?.[index] === true,
      status: text(status?.[index]) ?? '',
      campaignName: text(campaignName?.[index]),
      adsetName: text(adsetName?.[index]),
      copy: text(copy?.[index]),
      headline: text(headline?.[index]),
      landingPage: text(landingPage?.[index]),
      assets: (assets?.[index] as DynamicAssets | null | undefined) ?? null,
      aiLabels: (aiLabels?.[index] as AiLabels | null | undefined) ?? null,
    };
  }
  return result;
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
