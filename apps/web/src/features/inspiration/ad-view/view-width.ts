/** The saved-ad view is never narrower than this: the media and one side panel stay usable. */
export const MIN_VIEW_WIDTH = 560;
/** ...and never wider than this share of the window (spec section 2: a resizable drawer of at most 90%). */
export const MAX_VIEW_SHARE = 0.9;
export const DEFAULT_VIEW_WIDTH = 1280;
/** One arrow key press on the resize handle moves the edge this far. */
export const VIEW_WIDTH_STEP = 32;

const STORAGE_KEY = 'hookline.inspiration.adView.width';

/** The widest the view may be in a window `viewportWidth` px wide (unbounded before it is known). */
export function maxViewWidth(viewportWidth: number): number {
  if (!(viewportWidth > 0)) return Number.POSITIVE_INFINITY;
  return Math.max(MIN_VIEW_WIDTH, Math.floor(viewportWidth * MAX_VIEW_SHARE));
}

export function clampViewWidth(width: number, viewportWidth: number): number {
  const wanted = Number.isFinite(width) ? Math.round(width) : DEFAULT_VIEW_WIDTH;
  return Math.min(Math.max(wanted, MIN_VIEW_WIDTH), maxViewWidth(viewportWidth));
}

/** The width the user last gave the view, or the default. */
export function storedViewWidth(): number {
  try {
    const stored = Number(localStorage.getItem(STORAGE_KEY));
    return stored > 0 ? stored : DEFAULT_VIEW_WIDTH;
  } catch {
    return DEFAULT_VIEW_WIDTH;
  }
}

export function storeViewWidth(width: number): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(Math.round(width)));
  } catch {
    // Storage blocked: the width lasts until the page is left.
  }
}
