import { getMetric, REPORT_QUERY_MESSAGES, type AdPlatform } from '@hookline/domain';
import { badRequest } from '../../../platform/http/app-error.ts';

/** Every metric key must be the platform's; comparison reports hold no creative scores. */
export function checkMetricKeys(platform: AdPlatform, keys: readonly string[], comparison: boolean): void {
  for (const key of keys) {
    const metric = getMetric(platform, key);
    if (!metric) throw badRequest(REPORT_QUERY_MESSAGES.unknownMetric(key));
    if (comparison && metric.isHooklineMetric) throw badRequest(REPORT_QUERY_MESSAGES.scoreInComparison);
  }
}
