import type { AdLibraryConnector } from '../library-ad.ts';
import { mapArchivedAd } from './archived-ad.ts';
import type { MetaAdLibraryClient } from './ad-library-client.ts';

/** Meta's Ad Library as a source of the Discover library: a brand is found by its Facebook page id. */
export function createMetaAdLibraryConnector(client: MetaAdLibraryClient): AdLibraryConnector {
  return {
    source: 'meta',
    sourceIdOf: (brand) => brand.metaPageId,
    async *listAds(pageId, { today }) {
      for await (const page of client.pageAds(pageId)) {
        yield { ads: page.ads.map((ad) => mapArchivedAd(ad, today)), hasMore: page.hasMore };
      }
    },
  };
}
