/**
 * What a share link points at: a Creative Hub folder or file, an Inspiration board, a Discover ad
 * (`discover`), a Discover brand (`discover_brand`), or a tracked brand's Detective dashboard (`detective`,
 * by the tracker's id).
 */
export const SHARE_ASSET_TYPES = [
  'folder',
  'file',
  'board',
  'discover',
  'discover_brand',
  'detective',
] as const;
export type ShareAssetType = (typeof SHARE_ASSET_TYPES)[number];

/** The kinds of Discover item a link shares: an ad, or a brand with its ads. */
export const SHARED_DISCOVER_ASSET_TYPES = ['discover', 'discover_brand'] as const;
export type SharedDiscoverAssetType = (typeof SHARED_DISCOVER_ASSET_TYPES)[number];

export function isSharedDiscoverAssetType(value: string): value is SharedDiscoverAssetType {
  return (SHARED_DISCOVER_ASSET_TYPES as readonly string[]).includes(value);
}

/** The stored switches of a share link (spec section 3); expiry and password are kept beside them. */
export interface StoredShareOptions {
  downloadable: boolean;
  accessFileVersions: boolean;
  enabled: boolean;
  canComment: boolean;
}
