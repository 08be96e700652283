import { getMetric, REPORT_QUERY_MESSAGES, type AdPlatform, type MetricDefinition } from '@hookline/domain';
import { badRequest } from '../../../platform/http/app-error.ts';

/**
 * Every metric key must be the platform's (or, given `metricOf`, the ad account's: its custom
 * conversions too); comparison reports hold no creative scores.
 */
export function checkMetricKeys(
  platform: AdPlatform,
  keys: readonly string[],
  comparison: boolean,
  metricOf: (key: string) => MetricDefinition | undefined = (key) => getMetric(platform, key),
): void {
  for (const key of keys) {
    const metric = metricOf(key);
    if (!metric) throw badRequest(REPORT_QUERY_MESSAGES.unknownMetric(key));
    if (comparison && metric.isHooklineMetric) throw badRequest(REPORT_QUERY_MESSAGES.scoreInComparison);
  }
}
