// Analytics' public face: its pages and layout, each loaded on first visit.
// Code outside this feature imports only this file.

/** The feature's pages, each loaded in a chunk of its own on its first visit. */
export const analyticsPages = {
  layout: () => import('./components/AnalyticsLayout.tsx'),
  home: () => import('./pages/AnalyticsHomePage.tsx'),
  snapshots: () => import('./pages/SnapshotsPage.tsx'),
  adAccounts: () => import('./pages/AdAccountsPage.tsx'),
  onboardAdAccounts: () => import('./pages/OnboardAdAccountsPage.tsx'),
  report: () => import('./pages/ReportPage.tsx'),
  publicSnapshot: () => import('./pages/PublicSnapshotPage.tsx'),
};
