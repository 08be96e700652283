import type { DiscoverAd } from '@hookline/domain';
import { discoverMediaUrl, discoverMediaUrlOrNull } from '../discover-media-urls.ts';
import type { DiscoverAdRow } from '../tables.ts';

/** An ad row as an answer reads it: without its search words, which nothing shows. */
export type ShownAdRow = Omit<DiscoverAdRow, 'searchVector'>;

/** An ad row with what its card shows of its brand, as one query reads them together. */
export interface AdWithBrand {
  ad: ShownAdRow;
  brand: { id: string; name: string; logoKey: string | null };
}

/** An ad as the API sends it: stored keys become the library's media URLs. */
export function toDiscoverAd({ ad, brand }: AdWithBrand): DiscoverAd {
  return {
    _id: ad.id,
    source: ad.source,
    adArchiveId: ad.adArchiveId,
    brand: { _id: brand.id, name: brand.name, logoURL: discoverMediaUrlOrNull(brand.logoKey) },
    pageName: ad.pageName,
    format: ad.format,
    publisherPlatforms: ad.publisherPlatforms,
    languages: ad.languages,
    body: ad.body,
    title: ad.title,
    caption: ad.caption,
    ctaType: ad.ctaType,
    ctaText: ad.ctaText,
    ctaURL: ad.ctaUrl,
    snapshotURL: ad.snapshotUrl,
    startDate: ad.startDate,
    endDate: ad.endDate,
    isActive: ad.isActive,
    runningDays: ad.runningDays,
    assets: ad.assets.map((asset) => ({
      type: asset.type,
      url: discoverMediaUrl(asset.key),
      thumbnailURL: discoverMediaUrlOrNull(asset.thumbnailKey),
      width: asset.width,
      height: asset.height,
      durationMs: asset.durationMs,
    })),
    transcript: ad.transcript,
  };
}
