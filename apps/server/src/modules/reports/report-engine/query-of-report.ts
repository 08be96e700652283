import { isComparisonReport, reportQueryBody, type ReportFields, type ReportQuery } from '@hookline/domain';

/** The query that shows a saved report: every metric of its table, cards and charts. */
export function queryOfReport(
  adAccountId: string,
  fields: ReportFields,
  paging: { page: number; limit: number },
): ReportQuery {
  const metrics = [
    ...new Set([...fields.tableMetrics, ...fields.cardMetrics, ...fields.barMetrics, ...fields.lineMetrics]),
  ];
  return reportQueryBody.parse({
    adAccountId,
    datePreset: fields.datePreset,
    startDate: fields.datePreset ? null : fields.startDate,
    endDate: fields.datePreset ? null : fields.endDate,
    groupAdsBy: fields.groupAdsBy,
    metrics,
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
