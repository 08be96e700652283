import { isComparisonReport, type ReportFields } from './reports.ts';
import { reportQueryBody, type ReportQuery } from './report-query.ts';

/** Every metric a report shows somewhere: its table, cards and charts, each once. */
export function metricsOfReport(fields: ReportFields): string[] {
  return [
    ...new Set([...fields.tableMetrics, ...fields.cardMetrics, ...fields.barMetrics, ...fields.lineMetrics]),
  ];
}

/**
 * The query that shows a report as saved: every metric of its table, cards and charts, its dates (a preset
 * wins over days), grouping, filters, sort, windows and colours, with the page's time series and breakdowns.
 */
export function queryOfReport(
  adAccountId: string,
  fields: ReportFields,
  paging: { page: number; limit: number },
): ReportQuery {
  return reportQueryBody.parse({
    adAccountId,
    datePreset: fields.datePreset,
    startDate: fields.datePreset ? null : fields.startDate,
    endDate: fields.datePreset ? null : fields.endDate,
    groupAdsBy: fields.groupAdsBy,
    metrics: metricsOfReport(fields),
    filters: fields.filters,
    filterGroups: fields.filterGroups,
    sortingField: fields.sortingField,
    sortingOrder: fields.sortingOrder,
    page: paging.page,
    limit: paging.limit,
    timeIncrement: fields.timeIncrement,
    clickAttributionWindow: fields.clickAttributionWindow,
    viewAttributionWindow: fields.viewAttributionWindow,
    comparison: isComparisonReport(fields.reportType),
    colorHighlightEnabled: fields.colorHighlightEnabled,
    colorLowlightEnabled: fields.colorLowlightEnabled,
    breakdowns: true,
  });
}
