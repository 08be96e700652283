/** The ad drawer is never narrower than this, so its media and facts stay readable. */
export const MIN_DRAWER_WIDTH = 420;
/** ...and never wider than this share of the window (spec section 2: a resizable drawer of at most 90%). */
export const MAX_DRAWER_SHARE = 0.9;
export const DEFAULT_DRAWER_WIDTH = 960;
/** One arrow key press on the resize handle moves the edge this far. */
export const DRAWER_WIDTH_STEP = 24;

const STORAGE_KEY = 'hookline.discover.adDrawer.width';

/** The widest the drawer may be in a window `viewportWidth` px wide (unbounded before it is known). */
export function maxDrawerWidth(viewportWidth: number): number {
  if (!(viewportWidth > 0)) return Number.POSITIVE_INFINITY;
  return Math.max(MIN_DRAWER_WIDTH, Math.floor(viewportWidth * MAX_DRAWER_SHARE));
}

export function clampDrawerWidth(width: number, viewportWidth: number): number {
  const wanted = Number.isFinite(width) ? Math.round(width) : DEFAULT_DRAWER_WIDTH;
  return Math.min(Math.max(wanted, MIN_DRAWER_WIDTH), maxDrawerWidth(viewportWidth));
}

/** The width the user last gave the drawer, or the default. */
export function storedDrawerWidth(): number {
  try {
    const stored = Number(localStorage.getItem(STORAGE_KEY));
    return stored > 0 ? stored : DEFAULT_DRAWER_WIDTH;
  } catch {
    return DEFAULT_DRAWER_WIDTH;
  }
}

export function storeDrawerWidth(width: number): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(Math.round(width)));
  } catch {
    // Storage blocked: the width lasts until the page is left.
  }
}
