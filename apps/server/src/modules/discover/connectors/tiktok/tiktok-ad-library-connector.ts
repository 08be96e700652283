import type { AdLibraryConnector } from '../library-ad.ts';
import { mapAdDto } from './adlib-ad.ts';
import type { CommercialContentClient } from './commercial-content-client.ts';

/**
 * TikTok's Commercial Content library as a source of the Discover library: a brand is found by its
 * advertiser's business id. The listing gives dates and media; an ad's text, button and link come from its
 * details, asked once per new ad.
 */
export function createTikTokAdLibraryConnector(client: CommercialContentClient): AdLibraryConnector {
  return {
    source: 'tiktok',
    sourceIdOf: (brand) => brand.tiktokAdvertiserId,
    async *listAds(businessId, { today }) {
      for await (const page of client.advertiserAds(businessId, { today })) {
        yield { ads: page.ads.map((ad) => mapAdDto(ad, today)), hasMore: page.hasMore };
      }
    },
    async details(ad, { today }) {
      return mapAdDto(await client.adDetail(ad.adArchiveId), today);
    },
  };
}
