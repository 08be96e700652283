import {
  defaultMetricSets,
  FILTER_TEXT_FIELDS,
  GROUP_BY_BY_PLATFORM,
  isFutureDate,
  parseGroupBy,
  REPORT_QUERY_MESSAGES,
  requiredComponents,
  resolveDatePreset,
  type AdPlatform,
  type GroupBy,
  type MetricComponent,
  type MetricDefinition,
  type ReportFilter,
  type ReportQuery,
} from '@hookline/domain';
import { badRequest } from '../../../platform/http/app-error.ts';
import type { AdAccountRow } from '../../ad-accounts/index.ts';
import { accountMetricsOf, type AccountMetrics } from './account-metrics.ts';

/** Everything a report run needs to know, checked: range, metrics, grouping, filters, paging. */
export interface QueryPlan {
  platform: AdPlatform;
  range: { startDate: string; endDate: string };
  metrics: MetricDefinition[];
  /** Metrics read only by filters or sorting, computed but not returned. */
  extraMetrics: MetricDefinition[];
  groupBy: GroupBy;
  /** Catalogue components the run sums, spend always among them. */
  sumComponents: MetricComponent[];
  /** Custom conversion components (count, value) the run sums from their own table. */
  customComponents: MetricComponent[];
  /** Unique components (reach...) the run must read for the whole range. */
  uniqueComponents: MetricComponent[];
  adFilters: ReportFilter[][];
  lineFilters: ReportFilter[][];
  sortingField: string;
  sortingOrder: 'asc' | 'desc';
  page: number;
  limit: number;
  timeIncrement: 'day' | 'week' | 'month' | null;
  comparison: boolean;
  highlight: boolean;
  lowlight: boolean;
  breakdowns: boolean;
}

const TEXT_FIELDS: ReadonlySet<string> = new Set(FILTER_TEXT_FIELDS);

export const isTextFilter = (filter: ReportFilter): boolean =>
  TEXT_FIELDS.has(filter.field) && typeof filter.value === 'string';

function metricOrFail(metrics: AccountMetrics, key: string, comparison: boolean): MetricDefinition {
  const metric = metrics.metric(key);
  if (!metric) throw badRequest(REPORT_QUERY_MESSAGES.unknownMetric(key));
  if (comparison && metric.isHooklineMetric) throw badRequest(REPORT_QUERY_MESSAGES.scoreInComparison);
  return metric;
}

function attributionText(account: AdAccountRow): string {
  const click = account.settings.clickAttributionWindow.replace('d_click', '-day click');
  const view = account.settings.viewAttributionWindow;
  return view === 'none' ? click : `${click} and ${view.replace('d_view', '-day view')}`;
}

/**
 * Checks a report query against its ad account and turns it into a plan; bad input is a 400 in plain words.
 * `metrics` are the account's (its custom conversions included); the platform's catalogue by default.
 */
export function planQuery(
  query: ReportQuery,
  account: AdAccountRow,
  now = new Date(),
  metrics: AccountMetrics = accountMetricsOf(account.platform, []),
): QueryPlan {
  const platform = account.platform;
  const comparison = query.comparison;

  const range = query.datePreset
    ? resolveDatePreset(query.datePreset, account.timezoneName, now)
    : { startDate: query.startDate!, endDate: query.endDate! };
  if (
    !query.datePreset &&
    (isFutureDate(range.endDate, account.timezoneName, now) ||
      isFutureDate(range.startDate, account.timezoneName, now))
  ) {
    throw badRequest(REPORT_QUERY_MESSAGES.futureDate);
  }

  if (
    (query.clickAttributionWindow &&
      query.clickAttributionWindow !== account.settings.clickAttributionWindow) ||
    (query.viewAttributionWindow && query.viewAttributionWindow !== account.settings.viewAttributionWindow)
  ) {
    throw badRequest(REPORT_QUERY_MESSAGES.attributionMismatch(attributionText(account)));
  }

  const groupBy = parseGroupBy(query.groupAdsBy);
  if (!groupBy || (groupBy.kind === 'static' && !GROUP_BY_BY_PLATFORM[platform].includes(groupBy.field))) {
    throw badRequest(REPORT_QUERY_MESSAGES.groupByNotAvailable);
  }

  const metricKeys = query.metrics ?? defaultMetricSets(platform).tableMetrics;
  const chosenMetrics = [...new Set(metricKeys)].map((key) => metricOrFail(metrics, key, comparison));
  const chosen = new Set(chosenMetrics.map((metric) => metric.key));
  const extraKeys = new Set<string>();
  const allFilters = [...query.filters, ...query.filterGroups.flatMap((group) => group.filters)];
  for (const filter of allFilters) if (!isTextFilter(filter)) extraKeys.add(filter.field);
  extraKeys.add(query.sortingField);
  extraKeys.add('spend');
  const extraMetrics = [...extraKeys]
    .filter((key) => !chosen.has(key))
    .map((key) => metricOrFail(metrics, key, comparison));

  const componentKeys = new Set<string>(['spend']);
  for (const metric of [...chosenMetrics, ...extraMetrics]) {
    for (const key of requiredComponents(metric)) componentKeys.add(key);
  }
  const custom = [...componentKeys].filter((key) => metrics.isCustomComponent(key));
  const components = [...componentKeys]
    .filter((key) => !metrics.isCustomComponent(key))
    .map((key) => metrics.component(key)!);

  const groups = query.filterGroups.map((group) => group.filters);
  const adLevel = (filters: ReportFilter[]) => filters.every(isTextFilter);
  return {
    platform,
    range,
    metrics: chosenMetrics,
    extraMetrics,
    groupBy,
    sumComponents: components.filter((component) => component.aggregation === 'sum'),
    customComponents: custom.map((key) => metrics.component(key)!),
    uniqueComponents: components.filter((component) => component.aggregation === 'unique'),
    adFilters: [...query.filters.filter(isTextFilter).map((filter) => [filter]), ...groups.filter(adLevel)],
    lineFilters: [
      ...query.filters.filter((filter) => !isTextFilter(filter)).map((filter) => [filter]),
      ...groups.filter((group) => !adLevel(group)),
    ],
    sortingField: query.sortingField,
    sortingOrder: query.sortingOrder,
    page: query.page,
    limit: query.limit,
    timeIncrement: query.timeIncrement ?? null,
    comparison,
    highlight: query.colorHighlightEnabled,
    lowlight: query.colorLowlightEnabled,
    breakdowns: query.breakdowns,
  };
}
