import {
  customConversionComponents,
  customConversionMetrics,
  getCatalogue,
  getComponent,
  getMetric,
  type AdPlatform,
  type CustomConversion,
  type MetricComponent,
  type MetricDefinition,
} from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import { customConversionsOf } from '../../ad-accounts/index.ts';

/**
 * The metrics one ad account offers: its platform's catalogue, plus five metrics per custom conversion
 * on Meta (spec section 3, "Custom conversion").
 */
export interface AccountMetrics {
  platform: AdPlatform;
  customConversions: readonly CustomConversion[];
  /** The five metrics of each custom conversion, in the conversions' order. */
  customMetrics: readonly MetricDefinition[];
  metric: (key: string) => MetricDefinition | undefined;
  component: (key: string) => MetricComponent | undefined;
  /** True for the components kept beside the daily insights (a custom conversion's count and value). */
  isCustomComponent: (key: string) => boolean;
  /** The catalogue, then the custom conversions' metrics. */
  catalogue: (options: { comparison: boolean }) => MetricDefinition[];
}

/** The metrics of a platform with these custom conversions. */
export function accountMetricsOf(
  platform: AdPlatform,
  customConversions: readonly CustomConversion[],
): AccountMetrics {
  const conversions = platform === 'meta' ? customConversions : [];
  const customMetrics = conversions.flatMap((conversion) => customConversionMetrics(conversion));
  const metricsByKey = new Map(customMetrics.map((metric) => [metric.key, metric]));
  const componentsByKey = new Map(
    conversions
      .flatMap((conversion) => customConversionComponents(conversion))
      .map((component) => [component.key, component]),
  );
  return {
    platform,
    customConversions: conversions,
    customMetrics,
    metric: (key) => getMetric(platform, key) ?? metricsByKey.get(key),
    component: (key) => getComponent(platform, key) ?? componentsByKey.get(key),
    isCustomComponent: (key) => componentsByKey.has(key),
    catalogue: ({ comparison }) => [...getCatalogue(platform, { comparison }), ...customMetrics],
  };
}

/** The metrics an ad account offers, its custom conversions read from the last sync. */
export async function accountMetrics(
  db: Executor,
  account: { id: string; platform: AdPlatform },
): Promise<AccountMetrics> {
  const conversions = account.platform === 'meta' ? await customConversionsOf(db, account.id) : [];
  return accountMetricsOf(account.platform, conversions);
}
