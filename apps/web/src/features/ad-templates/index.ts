// Ad Templates' public face: its pages, each loaded on first visit.
// Code outside this feature imports only this file.

/** The feature's pages, each loaded in a chunk of its own on its first visit. */
export const adTemplatesPages = {
  entry: () => import('./pages/EntryPage.tsx'),
  discover: () => import('./pages/DiscoverPage.tsx'),
  seasonal: () => import('./pages/SeasonalPage.tsx'),
  template: () => import('./pages/TemplatePage.tsx'),
};
