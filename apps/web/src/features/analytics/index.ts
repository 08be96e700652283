// Analytics' public face: its pages and layout, each loaded on first visit.
// Code outside this feature imports only this file.

import type { QueryClient } from '@tanstack/react-query';

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

/**
 * What the feature's routes start at navigation, from their loaders: loaded in a small chunk of its own, beside
 * the pages' code.
 */
export const analyticsPrefetch = {
  area: (client: QueryClient, workspaceId: string) =>
    import('./prefetch-analytics.ts').then((module) => module.prefetchAnalyticsArea(client, workspaceId)),
  savedReport: (client: QueryClient, params: { workspaceId: string; reportId: string; pathname: string }) =>
    import('./prefetch-analytics.ts').then((module) => module.prefetchSavedReport(client, params)),
};
