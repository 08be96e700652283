import type { QueryClient } from '@tanstack/react-query';
import { activeOrgStore } from '../../app/session/active-org-store.ts';
import {
  chooseActiveOrg,
  organisationDetailsQuery,
  organisationsQuery,
} from '../../app/session/session-queries.ts';
import {
  FIRST_PAGE,
  adAccountsQuery,
  creativeTagsQuery,
  metricCatalogueQuery,
  namingConventionsQuery,
  presetsQuery,
  reportFoldersQuery,
  reportLinesQuery,
  savedReportQuery,
} from './analytics-queries.ts';
import { isComparisonPath } from './analytics-paths.ts';
import { activeAdAccountStore } from './hooks/active-ad-account-store.ts';
import { draftOf } from './report/report-draft.ts';

/*
 * What Analytics' pages ask for first, started by their routes' loaders at navigation: side by side, and
 * alongside the pages' code, rather than level by level as the layout, the page and the editor render. Each
 * query is the one the page's hook reads (analytics-queries.ts), so the page finds it under way or done.
 */

/** Any Analytics page: the workspace's ad accounts, and the active account's report folders for the panel. */
export async function prefetchAnalyticsArea(client: QueryClient, workspaceId: string): Promise<void> {
  const accounts = await client.fetchQuery(adAccountsQuery(workspaceId));
  const rememberedId = activeAdAccountStore(workspaceId).get();
  const active = accounts.find((account) => account._id === rememberedId) ?? accounts[0];
  if (active) void client.prefetchQuery(reportFoldersQuery(workspaceId, active._id));
}

/**
 * A saved report's page: the report, then at once its first page of lines, and what its editor shows beside
 * them (the metric catalogue, tags, naming conventions, presets, folders, the organisation's flags).
 */
export async function prefetchSavedReport(
  client: QueryClient,
  params: { workspaceId: string; reportId: string; pathname: string },
): Promise<void> {
  const { workspaceId, reportId } = params;
  const comparison = isComparisonPath(params.pathname);
  if (reportId === 'new') return;
  const [report, accounts] = await Promise.all([
    client.fetchQuery(savedReportQuery(reportId)),
    client.fetchQuery(adAccountsQuery(workspaceId)),
  ]);
  void client.prefetchQuery(reportLinesQuery(draftOf(report), FIRST_PAGE.page, FIRST_PAGE.limit));
  const account = accounts.find((candidate) => candidate._id === report.adAccountId);
  if (!account) return;
  void client.prefetchQuery(metricCatalogueQuery(account.platform, comparison, account._id));
  void client.prefetchQuery(reportFoldersQuery(workspaceId, account._id));
  void client.prefetchQuery(creativeTagsQuery(workspaceId, account._id));
  void client.prefetchQuery(namingConventionsQuery(workspaceId, account._id));
  void client.prefetchQuery(presetsQuery(workspaceId, account.platform));
  const org = chooseActiveOrg(await client.fetchQuery(organisationsQuery), activeOrgStore.get());
  if (org) void client.prefetchQuery(organisationDetailsQuery(org._id));
}
