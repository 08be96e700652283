import { getComponents, type AdPlatform, type MetricComponent } from '@hookline/domain';

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
