/** The two Discover settings pages (spec section 2): the brands a workspace follows, and its ad defaults. */
export const discoverSettingsPaths = {
  brands: '/app/library/brands-setting',
  ads: '/app/library/ads-setting',
} as const;

/** A brand's page in the directory. */
export const brandPagePath = (brandId: string) =>
  `/app/library/brands?${new URLSearchParams({ brandId }).toString()}`;
