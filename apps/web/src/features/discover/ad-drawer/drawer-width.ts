import type { DrawerWidthRule } from '../../../ui/drawer-width.ts';

/**
 * The ad drawer: never narrower than 420 px, so its media and facts stay readable, and at most 90% of the
 * window (spec section 2: a resizable drawer).
 */
export const AD_DRAWER_WIDTH: DrawerWidthRule = {
  minWidth: 420,
  maxShare: 0.9,
  defaultWidth: 960,
  step: 24,
  storageKey: 'hookline.discover.adDrawer.width',
};
