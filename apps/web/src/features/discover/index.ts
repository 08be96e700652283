// Discover's public face: its pages, each loaded on first visit, and the ad drawer other pages open.
// Code outside this feature imports only this file.
import { lazyComponent } from '../../ui/lazy-component.tsx';

/** The feature's pages, each loaded in a chunk of its own on its first visit. */
export const discoverPages = {
  discover: () => import('./pages/DiscoverPage.tsx'),
  brands: () => import('./pages/BrandsPage.tsx'),
  share: () => import('./share/DiscoverSharePage.tsx'),
};

/** An ad's details in the resizable drawer, loaded on first use. */
export const DiscoverAdDrawer = lazyComponent(
  async () => (await import('./ad-drawer/AdDrawer.tsx')).AdDrawer,
);

/** A shared ad's details as a share link's public page shows them, loaded on first use. */
export const SharedAdDetails = lazyComponent(
  async () => (await import('./share/SharedAdDetails.tsx')).SharedAdDetails,
);
