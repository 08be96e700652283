import {
  METRIC_TYPE_BY_PLATFORM,
  queryOfReport,
  type AdPlatform,
  type MetricDefinition,
} from '@hookline/domain';
import { useQuery, type Query } from '@tanstack/react-query';
import { useMemo } from 'react';
import { REPORT_LIBRARY_KEYS, reportLibraryApi } from '../../../api/report-library-api.ts';
import { REPORT_KEYS, reportsApi } from '../../../api/reports-api.ts';
import type { ReportDraft } from './report-draft.ts';

/** A saved report, or the defaults of a new one for the active ad account ("new", spec section 2). */
export function useReportSource(reportId: string, adAccountId: string | undefined, comparison: boolean) {
  const isNew = reportId === 'new';
  return useQuery({
    queryKey: isNew
      ? REPORT_LIBRARY_KEYS.newReport(adAccountId ?? '', comparison)
      : REPORT_LIBRARY_KEYS.report(reportId),
    queryFn: ({ signal }) =>
      isNew
        ? reportLibraryApi.newReport(adAccountId!, comparison, signal)
        : reportLibraryApi.report(reportId, signal),
    enabled: !isNew || adAccountId !== undefined,
    staleTime: isNew ? Infinity : 0,
  });
}

/** The metrics a report of this account may show: the platform's catalogue and the account's custom conversions. */
export function useMetricCatalogue(platform: AdPlatform, comparison: boolean, adAccountId: string) {
  const metricType = METRIC_TYPE_BY_PLATFORM[platform];
  const query = useQuery({
    queryKey: REPORT_KEYS.metrics(metricType, comparison, adAccountId),
    queryFn: ({ signal }) => reportsApi.metrics(metricType, { comparison, adAccountId }, signal),
    staleTime: 10 * 60_000,
  });
  const byKey = useMemo(
    () => new Map<string, MetricDefinition>((query.data ?? []).map((metric) => [metric.key, metric])),
    [query.data],
  );
  return { query, list: query.data ?? [], byKey };
}

/**
 * While a new page, sort, filter or set of metrics loads, the lines on screen stay; a new grouping shows no
 * lines of the old one under its header, so its table shows skeletons until its own lines arrive.
 */
function linesOfSameGrouping(groupAdsBy: string) {
  return <T>(previous: T | undefined, previousQuery: Query<T, Error, T, readonly unknown[]> | undefined) => {
    const previousBody = previousQuery?.queryKey[2] as { groupAdsBy?: string } | undefined;
    return previousBody?.groupAdsBy === groupAdsBy ? previous : undefined;
  };
}

/** The report's lines for one page; the previous page stays on screen while the next one loads. */
export function useReportLines(draft: ReportDraft, page: number, limit: number) {
  const body = useMemo(() => queryOfReport(draft.adAccountId, draft, { page, limit }), [draft, page, limit]);
  return useQuery({
    queryKey: REPORT_KEYS.query(body),
    queryFn: ({ signal }) => reportsApi.query(body, signal),
    placeholderData: linesOfSameGrouping(body.groupAdsBy),
    staleTime: 60_000,
  });
}

/** The charts draw this many of the report's lines at most: the query's largest page. */
export const CHART_LINE_LIMIT = 200;

/**
 * The lines the charts summarise: the whole report in the table's order, whatever page the table shows (up
 * to `CHART_LINE_LIMIT` lines), without the breakdowns only the creative preview reads.
 */
export function useReportChartLines(draft: ReportDraft) {
  const body = useMemo(
    () => ({
      ...queryOfReport(draft.adAccountId, draft, { page: 1, limit: CHART_LINE_LIMIT }),
      breakdowns: false,
    }),
    [draft],
  );
  return useQuery({
    queryKey: REPORT_KEYS.query(body),
    queryFn: ({ signal }) => reportsApi.query(body, signal),
    placeholderData: linesOfSameGrouping(body.groupAdsBy),
    staleTime: 60_000,
  });
}

export function useCreativeTags(workspaceId: string, adAccountId: string) {
  return useQuery({
    queryKey: REPORT_LIBRARY_KEYS.creativeTags(adAccountId),
    queryFn: ({ signal }) => reportLibraryApi.creativeTags(workspaceId, adAccountId, signal),
  });
}

export function useNamingConventions(workspaceId: string, adAccountId: string) {
  return useQuery({
    queryKey: REPORT_LIBRARY_KEYS.namingConventions(adAccountId),
    queryFn: ({ signal }) => reportLibraryApi.namingConventions(workspaceId, adAccountId, signal),
  });
}

export function usePresets(workspaceId: string, platform: AdPlatform) {
  return useQuery({
    queryKey: REPORT_LIBRARY_KEYS.presets(workspaceId, platform),
    queryFn: ({ signal }) => reportLibraryApi.presets(workspaceId, platform, signal),
  });
}

/** The account's AI grouping state, read again while the labelling runs. */
export function useAiGrouping(adAccountId: string, enabled: boolean) {
  return useQuery({
    queryKey: REPORT_LIBRARY_KEYS.aiGrouping(adAccountId),
    queryFn: ({ signal }) => reportLibraryApi.aiGrouping(adAccountId, signal),
    enabled,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'running' ? 5000 : false;
    },
  });
}
