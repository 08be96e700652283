import type { DrawerWidthRule } from '../../../ui/drawer-width.ts';

/**
 * The saved-ad view: never narrower than 560 px, so the media and one side panel stay usable, and at most
 * 90% of the window (spec section 2: a resizable drawer).
 */
export const AD_VIEW_WIDTH: DrawerWidthRule = {
  minWidth: 560,
  maxShare: 0.9,
  defaultWidth: 1280,
  step: 32,
  storageKey: 'hookline.inspiration.adView.width',
};
