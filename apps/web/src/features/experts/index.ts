// Experts' public face: the profile tab of Settings and its pages, each loaded on first use.
// Code outside this feature imports only this file.

/** The feature's pages and settings tab, each loaded in a chunk of its own on first use. */
export const expertsPages = {
  directory: () => import('./pages/ExpertsDirectoryPage.tsx'),
  expert: () => import('./pages/ExpertPage.tsx'),
  profileTab: () => import('./profile/ExpertProfileTab.tsx'),
};
