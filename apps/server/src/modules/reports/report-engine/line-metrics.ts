import {
  computeMetric,
  metricColour,
  type ComponentValues,
  type MetricComponent,
  type MetricDefinition,
} from '@hookline/domain';
import type { UniqueFigures } from '../../ad-accounts/index.ts';
import type { ReportUnit } from './grouping.ts';
import type { ComponentSums } from '../../ad-accounts/index.ts';

/**
 * Unique components of a set of units: the platform's figure for one whole ad, the sum of the
 * ads' figures for several (an upper bound: a person reached by two ads counts twice), unknown for
 * parts of a dynamic ad.
 */
export function uniqueValues(
  units: readonly ReportUnit[],
  components: readonly MetricComponent[],
  figures: UniqueFigures,
): ComponentSums {
  const values: ComponentSums = {};
  if (components.length === 0) return values;
  const hasAssetPart = units.some((unit) => unit.asset !== null);
  const adIds = [...new Set(units.map((unit) => unit.ad.id))];
  for (const component of components) {
    if (hasAssetPart) {
      values[component.key] = null;
      continue;
    }
    let total = 0;
    let known = true;
    for (const adId of adIds) {
      const value = figures.perAd[adId]?.[component.key];
      if (typeof value !== 'number') {
        known = false;
        break;
      }
      total += value;
    }
    values[component.key] = known ? total : null;
  }
  return values;
}

/**
 * The components `keys` summed over `units`, which hold each unit once (`distinctUnits`). Only the components
 * the report's metrics read are summed: a loop over a fixed list, not over each unit's keys.
 */
export function totalSums(units: readonly ReportUnit[], keys: readonly string[]): ComponentSums {
  const totals: ComponentSums = {};
  for (const unit of units) {
    for (const key of keys) {
      const value = unit.sums[key];
      if (value === null || value === undefined) continue;
      totals[key] = (totals[key] ?? 0) + value;
    }
  }
  return totals;
}

export function computeAll(
  metrics: readonly MetricDefinition[],
  values: ComponentValues,
  context: { totals: ComponentValues; peers: readonly ComponentValues[] },
): Record<string, number | null> {
  const result: Record<string, number | null> = {};
  for (const metric of metrics) result[metric.key] = computeMetric(metric, values, context);
  return result;
}

export function coloursOf(
  metrics: readonly MetricDefinition[],
  values: Readonly<Record<string, number | null>>,
  averages: Readonly<Record<string, number | null>>,
  options: { highlight: boolean; lowlight: boolean },
) {
  const colours: Record<string, ReturnType<typeof metricColour>> = {};
  for (const metric of metrics) {
    colours[metric.key] = metricColour({
      value: values[metric.key],
      average: averages[metric.key],
      isInversePerformance: metric.isInversePerformance,
      highlight: options.highlight,
      lowlight: options.lowlight,
    });
  }
  return colours;
}
