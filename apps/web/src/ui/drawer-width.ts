/** How wide a resizable drawer may be, where its width is remembered, and how far a key press moves it. */
export interface DrawerWidthRule {
  /** The drawer is never narrower than this, so its content stays usable. */
  minWidth: number;
  /** ...and never wider than this share of the window (when that is wider than `minWidth`). */
  maxShare: number;
  defaultWidth: number;
  /** One arrow key press on the resize handle moves the edge this far. */
  step: number;
  /** The local storage key that remembers the width the user gave it. */
  storageKey: string;
}

/** The widest the drawer may be in a window `viewportWidth` px wide (unbounded before it is known). */
export function maxDrawerWidth(rule: DrawerWidthRule, viewportWidth: number): number {
  if (!(viewportWidth > 0)) return Number.POSITIVE_INFINITY;
  return Math.max(rule.minWidth, Math.floor(viewportWidth * rule.maxShare));
}

export function clampDrawerWidth(rule: DrawerWidthRule, width: number, viewportWidth: number): number {
  const wanted = Number.isFinite(width) ? Math.round(width) : rule.defaultWidth;
  return Math.min(Math.max(wanted, rule.minWidth), maxDrawerWidth(rule, viewportWidth));
}

/** The width the user last gave the drawer, or the default. */
export function storedDrawerWidth(rule: DrawerWidthRule): number {
  try {
    const stored = Number(localStorage.getItem(rule.storageKey));
    return stored > 0 ? stored : rule.defaultWidth;
  } catch {
    return rule.defaultWidth;
  }
}

export function storeDrawerWidth(rule: DrawerWidthRule, width: number): void {
  try {
    localStorage.setItem(rule.storageKey, String(Math.round(width)));
  } catch {
    // Storage blocked: the width lasts until the page is left.
  }
}
