/** What a share link points at. */
export const SHARE_ASSET_TYPES = ['folder', 'file', 'board', 'discover'] as const;
export type ShareAssetType = (typeof SHARE_ASSET_TYPES)[number];

/** The stored switches of a share link (spec section 3); expiry and password are kept beside them. */
export interface StoredShareOptions {
  downloadable: boolean;
  accessFileVersions: boolean;
  enabled: boolean;
  canComment: boolean;
}
