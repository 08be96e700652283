import {
  defaultMetricSets,
  getComponents,
  getMetric,
  requiredComponents,
  type AdPlatform,
  type MetricComponent,
} from '@hookline/domain';

/**
 * Insight rows keep one column per metric component of their platform, named after the component
 * key (`actions:omni_purchase` → `actions_omni_purchase`). The catalogue decides the columns, so a
 * new component becomes a new column in the next migration.
 */
export function componentColumnName(componentKey: string): string {
  return componentKey.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

export interface InsightColumn {
  component: MetricComponent;
  column: string;
}

function columnsOf(platform: AdPlatform): readonly InsightColumn[] {
  const columns = getComponents(platform).map((component) => ({
    component,
    column: componentColumnName(component.key),
  }));
  const names = new Set<string>();
  for (const { column, component } of columns) {
    if (names.has(column) || column.length > 63) {
      throw new Error(`Component ${component.key} has no usable column name (${column})`);
    }
    names.add(column);
  }
  return columns;
}

export const INSIGHT_COLUMNS: Readonly<Record<AdPlatform, readonly InsightColumn[]>> = {
  meta: columnsOf('meta'),
  tiktok: columnsOf('tiktok'),
};

/** The columns summed over blocks of days: every component but the unique ones (reach...). */
export const ROLLUP_COLUMNS: Readonly<Record<AdPlatform, readonly InsightColumn[]>> = {
  meta: INSIGHT_COLUMNS.meta.filter(({ component }) => component.aggregation === 'sum'),
  tiktok: INSIGHT_COLUMNS.tiktok.filter(({ component }) => component.aggregation === 'sum'),
};

/** Table of each platform's daily insight rows (partitioned by month, see the migration). */
export const INSIGHT_TABLE_NAMES: Readonly<Record<AdPlatform, string>> = {
  meta: 'meta_ad_insights',
  tiktok: 'tiktok_ad_insights',
};

/** Table of each platform's daily rows summed over blocks of days (see insight-rollups.ts). */
export const INSIGHT_ROLLUP_TABLE_NAMES: Readonly<Record<AdPlatform, string>> = {
  meta: 'meta_ad_insight_rollups',
  tiktok: 'tiktok_ad_insight_rollups',
};

/**
 * The summed components the platform's default metric sets read (table, charts and cards): the columns of
 * the running totals (insight-running-totals.ts), which answer a report of these in two rows per ad. A new
 * default metric that reads another component adds a column in the next migration.
 */
function runningTotalColumnsOf(platform: AdPlatform): readonly InsightColumn[] {
  const sets = defaultMetricSets(platform);
  const keys = new Set<string>();
  for (const metricKey of [
    ...sets.tableMetrics,
    ...sets.barMetrics,
    ...sets.lineMetrics,
    ...sets.cardMetrics,
  ]) {
    const metric = getMetric(platform, metricKey);
    if (!metric) throw new Error(`Default metric ${metricKey} is not in the ${platform} catalogue`);
    for (const key of requiredComponents(metric)) keys.add(key);
  }
  return ROLLUP_COLUMNS[platform].filter(({ component }) => keys.has(component.key));
}

export const RUNNING_TOTAL_COLUMNS: Readonly<Record<AdPlatform, readonly InsightColumn[]>> = {
  meta: runningTotalColumnsOf('meta'),
  tiktok: runningTotalColumnsOf('tiktok'),
};

/** A running total's column counting the days on which the component had a value. */
export const daysColumnName = (column: string): string => `${column}__days`;

/** Each ad's running totals, one row per day from its first day with figures to its last. */
export const RUNNING_TOTAL_TABLE_NAMES: Readonly<Record<AdPlatform, string>> = {
  meta: 'meta_ad_running_totals',
  tiktok: 'tiktok_ad_running_totals',
};

/** Each ad's first and last day with figures, and its running totals on the last. */
export const RUNNING_SPAN_TABLE_NAMES: Readonly<Record<AdPlatform, string>> = {
  meta: 'meta_ad_running_spans',
  tiktok: 'tiktok_ad_running_spans',
};
