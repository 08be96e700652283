import type { Brand, BrandDetail, DiscoverAd } from '@hookline/domain';

/** An ad as the library answers it: a running Instagram and Facebook image ad, unless a test says more. */
export function anAd(overrides: Partial<DiscoverAd> = {}): DiscoverAd {
  return {
    _id: 'ad-1',
    source: 'meta',
    adArchiveId: '1029384756',
    brand: { _id: 'brand-1', name: 'Northwind Outdoor', logoURL: '/media/brands/northwind.png' },
    pageName: 'Northwind Outdoor',
    format: 'image',
    publisherPlatforms: ['facebook', 'instagram'],
    languages: ['en'],
    body: 'Trail-tested jackets for every season. Free returns within 60 days.',
    title: 'The Ridge Shell, now 20% off',
    caption: 'NORTHWIND-OUTDOOR.EXAMPLE',
    ctaType: 'shop_now',
    ctaText: null,
    ctaURL: 'https://northwind-outdoor.example/ridge-shell',
    snapshotURL: 'https://www.facebook.com/ads/library/?id=1029384756',
    startDate: '2026-02-01',
    endDate: null,
    isActive: true,
    runningDays: 42,
    assets: [
      {
        type: 'image',
        url: '/media/ads/ad-1.jpg',
        thumbnailURL: '/media/ads/ad-1-thumb.jpg',
        width: 1080,
        height: 1350,
        durationMs: null,
      },
    ],
    transcript: null,
    ...overrides,
  };
}

export function aBrand(overrides: Partial<Brand> = {}): Brand {
  return {
    _id: 'brand-1',
    name: 'Northwind Outdoor',
    logoURL: '/media/brands/northwind.png',
    website: 'https://northwind-outdoor.example',
    description: 'Outdoor clothing made to be mended.',
    category: { _id: 'cat-apparel', name: 'Apparel' },
    industry: 'Retail',
    adCount: 64,
    activeAdCount: 21,
    isFavourite: false,
    ...overrides,
  };
}

export function aBrandDetail(overrides: Partial<BrandDetail> = {}): BrandDetail {
  return {
    ...aBrand(),
    byPlatform: [
      { key: 'facebook', count: 40 },
      { key: 'instagram', count: 52 },
      { key: 'tiktok', count: 12 },
    ],
    byFormat: [
      { key: 'image', count: 30 },
      { key: 'video', count: 26 },
      { key: 'carousel', count: 8 },
    ],
    runningDays: { median: 18, longest: 212, over30Share: 0.375 },
    firstAdDate: '2025-03-14',
    latestAdDate: '2026-04-02',
    ...overrides,
  };
}
