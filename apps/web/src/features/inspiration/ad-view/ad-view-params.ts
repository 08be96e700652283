/**
 * Where the saved-ad view is in a board page's address: `?ad=<fileId>` opens it, `&asset=<index>` picks the
 * image or video shown (its index, from 0, as the comment calls address it). Links to an ad's comment
 * (notifications, a copied link) open the right asset this way.
 */
export const AD_VIEW_PARAMS = { ad: 'ad', asset: 'asset' } as const;

/** The saved ad the address opens, or null. */
export function savedAdIdOf(params: URLSearchParams): string | null {
  const id = params.get(AD_VIEW_PARAMS.ad)?.trim();
  return id ? id : null;
}

/**
 * The asset the address asks for, within the ad's `count` assets: the first when it asks for none, or for
 * one that isn't a whole number; the last when it asks past the end (an asset that was there when the link
 * was copied).
 */
export function assetIndexOf(params: URLSearchParams, count: number): number {
  const raw = params.get(AD_VIEW_PARAMS.asset);
  if (raw === null || !/^\d+$/.test(raw.trim())) return 0;
  return clampAssetIndex(Number(raw), count);
}

export function clampAssetIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}

/**
 * The asset one step before (-1) or after (+1) `index`, wrapping around the ends, as the arrow keys and the
 * strip's arrows move through a carousel.
 */
export function stepAssetIndex(index: number, step: -1 | 1, count: number): number {
  if (count <= 1) return 0;
  return (clampAssetIndex(index, count) + step + count) % count;
}

/** The address with the saved ad opened on one of its assets (the first: no `asset`). */
export function withSavedAd(params: URLSearchParams, fileId: string, assetIndex = 0): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(AD_VIEW_PARAMS.ad, fileId);
  if (assetIndex > 0) next.set(AD_VIEW_PARAMS.asset, String(assetIndex));
  else next.delete(AD_VIEW_PARAMS.asset);
  return next;
}

/** The address with the saved-ad view closed. */
export function withoutSavedAd(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(AD_VIEW_PARAMS.ad);
  next.delete(AD_VIEW_PARAMS.asset);
  return next;
}
