import type { AdPlatform, MetricDefinition } from '@hookline/domain';
import { useQuery, type Query } from '@tanstack/react-query';
import { useMemo } from 'react';
import { REPORT_LIBRARY_KEYS, reportLibraryApi } from '../../../api/report-library-api.ts';
import {
  creativeTagsQuery,
  metricCatalogueQuery,
  namingConventionsQuery,
  newReportQuery,
  presetsQuery,
  reportChartLinesQuery,
  reportLinesQuery,
  savedReportQuery,
} from '../analytics-queries.ts';
import type { ReportDraft } from './report-draft.ts';

/** A saved report, or the defaults of a new one for the active ad account ("new", spec section 2). */
export function useReportSource(reportId: string, adAccountId: string | undefined, comparison: boolean) {
  const isNew = reportId === 'new';
  // Both hooks always run (their keys differ in type); only the one that applies asks.
  const saved = useQuery({ ...savedReportQuery(reportId), enabled: !isNew });
  const fresh = useQuery({
    ...newReportQuery(adAccountId, comparison),
    enabled: isNew && adAccountId !== undefined,
  });
  return isNew ? fresh : saved;
}

/** The metrics a report of this account may show: the platform's catalogue and the account's custom conversions. */
export function useMetricCatalogue(platform: AdPlatform, comparison: boolean, adAccountId: string) {
  const query = useQuery(metricCatalogueQuery(platform, comparison, adAccountId));
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
  return <T, Key extends readonly unknown[]>(
    previous: T | undefined,
    previousQuery: Query<T, Error, T, Key> | undefined,
  ) => {
    const previousBody = previousQuery?.queryKey[2] as { groupAdsBy?: string } | undefined;
    return previousBody?.groupAdsBy === groupAdsBy ? previous : undefined;
  };
}

/** The report's lines for one page; the previous page stays on screen while the next one loads. */
export function useReportLines(draft: ReportDraft, page: number, limit: number) {
  const options = useMemo(() => reportLinesQuery(draft, page, limit), [draft, page, limit]);
  return useQuery({ ...options, placeholderData: linesOfSameGrouping(draft.groupAdsBy) });
}

/**
 * The lines the charts summarise (analytics-queries.ts). They are asked for once the table's page has
 * arrived: on the embedded database the two would take turns, and the table's first rows come first.
 */
export function useReportChartLines(draft: ReportDraft, tableReady: boolean) {
  const options = useMemo(() => reportChartLinesQuery(draft), [draft]);
  return useQuery({
    ...options,
    enabled: tableReady,
    placeholderData: linesOfSameGrouping(draft.groupAdsBy),
  });
}

export function useCreativeTags(workspaceId: string, adAccountId: string) {
  return useQuery(creativeTagsQuery(workspaceId, adAccountId));
}

export function useNamingConventions(workspaceId: string, adAccountId: string) {
  return useQuery(namingConventionsQuery(workspaceId, adAccountId));
}

export function usePresets(workspaceId: string, platform: AdPlatform) {
  return useQuery(presetsQuery(workspaceId, platform));
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
