import type { DiscoverCtaType, DiscoverFormat, DiscoverPlatform, DiscoverSource } from '@hookline/domain';

/** An image or video an ad library names by its URL on the platform, before Hookline stores it. */
export interface LibraryMedia {
  type: 'image' | 'video';
  url: string;
  /** A video's cover image, when the platform gives one. */
  coverUrl: string | null;
}

/** One ad as an ad library answers it, in the Discover library's words. */
export interface LibraryAd {
  source: DiscoverSource;
  /** The platform's own id of the ad. */
  adArchiveId: string;
  pageName: string;
  format: DiscoverFormat;
  publisherPlatforms: DiscoverPlatform[];
  languages: string[];
  body: string;
  title: string | null;
  caption: string | null;
  ctaType: DiscoverCtaType | null;
  ctaText: string | null;
  ctaUrl: string | null;
  /** The platform's public page of the ad. */
  snapshotUrl: string | null;
  /** `YYYY-MM-DD`. */
  startDate: string;
  /** `YYYY-MM-DD` once the platform says the ad stopped; null while it runs. */
  endDate: string | null;
  media: LibraryMedia[];
}

/** One page of a brand's ads; `hasMore` is true when the library holds more than was read. */
export interface LibraryPage {
  ads: LibraryAd[];
  hasMore: boolean;
}

/** Where a brand's ads are found on each source. */
export interface BrandSourceIds {
  metaPageId: string | null;
  tiktokAdvertiserId: string | null;
}

/** A configured ad library: Meta's Ad Library or TikTok's Commercial Content library. */
export interface AdLibraryConnector {
  source: DiscoverSource;
  /** The brand's id on this source, or null when the brand isn't on it. */
  sourceIdOf(brand: BrandSourceIds): string | null;
  /**
   * Every ad of one advertiser, page by page, up to the page cap: the last page read says whether more
   * were left. `today` (`YYYY-MM-DD`, UTC) is the run's day.
   */
  listAds(sourceId: string, options: { today: string }): AsyncGenerator<LibraryPage>;
  /** Completes an ad the listing gives only in part; asked once, for ads not stored yet. */
  details?(ad: LibraryAd, options: { today: string }): Promise<LibraryAd>;
}
