import {
  metricsCatalogueResponse,
  reportQueryResponse,
  type MetricDefinition,
  type MetricType,
  type ReportQuery,
  type ReportQueryResult,
} from '@hookline/domain';
import { http } from './client.ts';

/** What `POST reports/query` accepts: defaults may be left out. */
export type ReportQueryInput = Partial<ReportQuery> & Pick<ReportQuery, 'adAccountId'>;

/** The reports service's catalogue and report runs (API.md, "Reports service"). */
export const reportsApi = {
  metrics: async (
    platform: MetricType,
    options: { comparison?: boolean; adAccountId?: string } = {},
    signal?: AbortSignal,
  ): Promise<MetricDefinition[]> =>
    (
      await http.reports.get('metrics', {
        query: {
          platform,
          comparison: options.comparison ? 'true' : undefined,
          adAccountId: options.adAccountId,
        },
        schema: metricsCatalogueResponse,
        signal,
      })
    ).data,

  query: (body: ReportQueryInput, signal?: AbortSignal): Promise<ReportQueryResult> =>
    http.reports.post('reports/query', body, { schema: reportQueryResponse, signal }),
};

export const REPORT_KEYS = {
  metrics: (platform: MetricType, comparison: boolean, adAccountId?: string) =>
    ['reports', 'metrics', platform, comparison, adAccountId ?? null] as const,
  query: (body: ReportQueryInput) => ['reports', 'query', body] as const,
};
