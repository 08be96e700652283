// Detective's public face: its pages, each loaded on first visit.
// Code outside this feature imports only this file.

/** The feature's pages, each loaded in a chunk of its own on its first visit. */
export const detectivePages = {
  home: () => import('./home/DetectiveHomePage.tsx'),
  tracker: () => import('./dashboard/DetectiveTrackerPage.tsx'),
  dashboard: () => import('./dashboard/DetectiveDashboardPage.tsx'),
};
