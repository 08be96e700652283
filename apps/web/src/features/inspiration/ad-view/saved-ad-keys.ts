import type { AssetIds } from '../../../api/saved-ad-api.ts';

/**
 * The cache keys of what the saved-ad view reads. Every key starts with `inspiration`, so a change that
 * touches boards (a copy, a removal) can refresh every Inspiration list at once.
 */
export const SAVED_AD_KEYS = {
  all: ['inspiration'] as const,
  file: (fileId: string) => ['inspiration', 'file', fileId] as const,
  discussions: (ids: AssetIds) => ['inspiration', 'file', ids.fileId, 'discussions', ids.assetIndex] as const,
};
