import { isDeepStrictEqual } from 'node:util';
import type { LibraryAd } from '../connectors/library-ad.ts';
import type { DiscoverAdRow, DiscoverBrandRow, StoredDiscoverAsset } from '../tables.ts';
import { runningDays } from './running-days.ts';

/** The columns the ingest keeps of an ad, as it writes them. */
export type IngestedAdValues = Pick<
  DiscoverAdRow,
  | 'source'
  | 'adArchiveId'
  | 'brandId'
  | 'brandName'
  | 'pageName'
  | 'format'
  | 'publisherPlatforms'
  | 'languages'
  | 'body'
  | 'title'
  | 'caption'
  | 'ctaType'
  | 'ctaText'
  | 'ctaUrl'
  | 'snapshotUrl'
  | 'startDate'
  | 'endDate'
  | 'isActive'
  | 'runningDays'
  | 'assets'
  | 'lastSeenAt'
>;

/**
 * An ad's row as of this run. A stop date still ahead means the ad runs until then; running days count from
 * the start to the stop, or to today. A listing may give only part of an ad (TikTok's gives no text): what it
 * leaves empty keeps the stored value, since a published ad's creative doesn't change.
 */
export function adValues(input: {
  ad: LibraryAd;
  brand: Pick<DiscoverBrandRow, 'id' | 'name'>;
  assets: StoredDiscoverAsset[];
  stored: DiscoverAdRow | undefined;
  now: Date;
  today: string;
}): IngestedAdValues {
  const { ad, brand, stored, today } = input;
  const endDate = ad.endDate !== null && ad.endDate <= today ? ad.endDate : null;
  const orStored = <T>(value: T | null, kept: T | null | undefined): T | null => value ?? kept ?? null;
  return {
    source: ad.source,
    adArchiveId: ad.adArchiveId,
    brandId: brand.id,
    brandName: brand.name,
    pageName: ad.pageName || stored?.pageName || brand.name,
    format: ad.format,
    publisherPlatforms: ad.publisherPlatforms,
    languages: ad.languages.length > 0 ? ad.languages : (stored?.languages ?? []),
    body: ad.body || stored?.body || '',
    title: orStored(ad.title, stored?.title),
    caption: orStored(ad.caption, stored?.caption),
    ctaType: orStored(ad.ctaType, stored?.ctaType),
    ctaText: orStored(ad.ctaText, stored?.ctaText),
    ctaUrl: orStored(ad.ctaUrl, stored?.ctaUrl),
    snapshotUrl: orStored(ad.snapshotUrl, stored?.snapshotUrl),
    startDate: ad.startDate,
    endDate,
    isActive: endDate === null,
    runningDays: runningDays(ad.startDate, endDate ?? today),
    assets: input.assets,
    lastSeenAt: input.now,
  };
}

/** The values that differ from the stored row: nothing is written for an ad that didn't change. */
export function changedValues(stored: DiscoverAdRow, next: IngestedAdValues): Partial<IngestedAdValues> {
  return Object.fromEntries(
    // Deep equality that ignores key order: jsonb hands back an asset's keys in its own order.
    Object.entries(next).filter(
      ([key, value]) => !isDeepStrictEqual(stored[key as keyof IngestedAdValues], value),
    ),
  );
}
