import type { ReportAd } from '@hookline/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { creativeKeyOf, creativeTagsByCreativeKey } from './lookups.ts';
import { ads, type AdRow } from '../tables.ts';

export interface ReportAdInfo {
  row: AdRow;
  dto: ReportAd;
  tagNames: string[];
}

/** Every ad of the account with its creative tags, as report rows show them. */
export async function loadReportAds(db: Executor, adAccountId: string): Promise<ReportAdInfo[]> {
  const [rows, tagsByCreative] = await Promise.all([
    db.select().from(ads).where(eq(ads.adAccountId, adAccountId)).orderBy(asc(ads.name)),
    creativeTagsByCreativeKey(db, adAccountId),
  ]);
  return rows.map((row) => {
    const creativeTags = tagsByCreative.get(creativeKeyOf(row)) ?? [];
    return {
      row,
      tagNames: creativeTags.map((tag) => tag.name),
      dto: {
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
        creativeTags,
      },
    };
  });
}
