/**
 * The Discover library's routes (spec section 2): the ad library, the brands directory, and a brand's page
 * (the directory with `?brandId=`). An ad opens in a drawer over either, deep-linked by `?ad=`.
 */

export const DISCOVER_QUERY = { ad: 'ad', brandId: 'brandId' } as const;

export const discoverPaths = {
  discover: (): string => '/app/library/discover',
  brands: (): string => '/app/library/brands',
  brandsSetting: (): string => '/app/library/brands-setting',
  adsSetting: (): string => '/app/library/ads-setting',
  brand: (brandId: string): string =>
    `/app/library/brands?${new URLSearchParams({ [DISCOVER_QUERY.brandId]: brandId }).toString()}`,
} as const;
