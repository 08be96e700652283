import {
  DEFAULT_PAGE_SIZE,
  METRIC_TYPE_BY_PLATFORM,
  queryOfReport,
  type AdPlatform,
  type ReportFields,
} from '@hookline/domain';
import { queryOptions } from '@tanstack/react-query';
import { AD_ACCOUNT_KEYS, adAccountsApi } from '../../api/ad-accounts-api.ts';
import { REPORT_LIBRARY_KEYS, reportLibraryApi } from '../../api/report-library-api.ts';
import { REPORT_KEYS, reportsApi } from '../../api/reports-api.ts';

/*
 * Analytics' server data, each query defined once: the pages' hooks read them, and the routes' loaders start
 * them at navigation (prefetch-analytics.ts) under the same keys.
 */

/** The workspace's onboarded ad accounts. */
export const adAccountsQuery = (workspaceId: string | undefined) =>
  queryOptions({
    queryKey: AD_ACCOUNT_KEYS.list(workspaceId ?? ''),
    queryFn: ({ signal }) => adAccountsApi.list(workspaceId!, signal),
    enabled: workspaceId !== undefined,
  });

/** The ad account's report folders with their reports, and the reports in no folder. */
export const reportFoldersQuery = (workspaceId: string, adAccountId: string | undefined) =>
  queryOptions({
    queryKey: REPORT_LIBRARY_KEYS.folders(workspaceId, adAccountId),
    queryFn: ({ signal }) => reportLibraryApi.folderTree(workspaceId, adAccountId, signal),
  });

/**
 * A saved report. Asked again when a page opens it more than a few seconds after it was read, so a change made
 * elsewhere shows; the read that a navigation's loader just made is not repeated by the page.
 */
export const savedReportQuery = (reportId: string) =>
  queryOptions({
    queryKey: REPORT_LIBRARY_KEYS.report(reportId),
    queryFn: ({ signal }) => reportLibraryApi.report(reportId, signal),
    staleTime: 5_000,
  });

/** The defaults of a new report for an ad account ("new", spec section 2). */
export const newReportQuery = (adAccountId: string | undefined, comparison: boolean) =>
  queryOptions({
    queryKey: REPORT_LIBRARY_KEYS.newReport(adAccountId ?? '', comparison),
    queryFn: ({ signal }) => reportLibraryApi.newReport(adAccountId!, comparison, signal),
    enabled: adAccountId !== undefined,
    staleTime: Infinity,
  });

/** The metrics a report of this account may show: the platform's catalogue and the account's custom conversions. */
export const metricCatalogueQuery = (platform: AdPlatform, comparison: boolean, adAccountId: string) => {
  const metricType = METRIC_TYPE_BY_PLATFORM[platform];
  return queryOptions({
    queryKey: REPORT_KEYS.metrics(metricType, comparison, adAccountId),
    queryFn: ({ signal }) => reportsApi.metrics(metricType, { comparison, adAccountId }, signal),
    staleTime: 10 * 60_000,
  });
};

/**
 * One page of a report's lines, with the breakdowns the creative preview reads. Without their time series:
 * only the line chart draws them, from the charts' own lines, and they are most of an answer's size.
 */
export const reportLinesQuery = (
  fields: ReportFields & { adAccountId: string },
  page: number,
  limit: number,
) => {
  const body = { ...queryOfReport(fields.adAccountId, fields, { page, limit }), timeIncrement: null };
  return queryOptions({
    queryKey: REPORT_KEYS.query(body),
    queryFn: ({ signal }) => reportsApi.query(body, signal),
    staleTime: 60_000,
  });
};

/** The charts draw this many of the report's lines at most: the query's largest page. */
export const CHART_LINE_LIMIT = 200;

/**
 * The lines the charts summarise: the whole report in the table's order, whatever page the table shows (up
 * to `CHART_LINE_LIMIT` lines), without the breakdowns only the creative preview reads.
 */
export const reportChartLinesQuery = (fields: ReportFields & { adAccountId: string }) => {
  const body = {
    ...queryOfReport(fields.adAccountId, fields, { page: 1, limit: CHART_LINE_LIMIT }),
    breakdowns: false,
  };
  return queryOptions({
    queryKey: REPORT_KEYS.query(body),
    queryFn: ({ signal }) => reportsApi.query(body, signal),
    staleTime: 60_000,
  });
};

/** The first page a report opens on. */
export const FIRST_PAGE = { page: 1, limit: DEFAULT_PAGE_SIZE } as const;

export const creativeTagsQuery = (workspaceId: string, adAccountId: string) =>
  queryOptions({
    queryKey: REPORT_LIBRARY_KEYS.creativeTags(adAccountId),
    queryFn: ({ signal }) => reportLibraryApi.creativeTags(workspaceId, adAccountId, signal),
  });

export const namingConventionsQuery = (workspaceId: string, adAccountId: string) =>
  queryOptions({
    queryKey: REPORT_LIBRARY_KEYS.namingConventions(adAccountId),
    queryFn: ({ signal }) => reportLibraryApi.namingConventions(workspaceId, adAccountId, signal),
  });

export const presetsQuery = (workspaceId: string, platform: AdPlatform) =>
  queryOptions({
    queryKey: REPORT_LIBRARY_KEYS.presets(workspaceId, platform),
    queryFn: ({ signal }) => reportLibraryApi.presets(workspaceId, platform, signal),
  });
