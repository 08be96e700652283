import type { ComponentValues, MetricDefinition } from '@hookline/domain';
import type { ComponentSums } from '../../ad-accounts/index.ts';
import { distinctUnits, type ReportUnit } from './grouping.ts';

/**
 * The impressions of a line's video ads only: a component the engine adds to each line's values, never
 * stored. Video rates over impressions (thumbstop, hook, first frame, focused view...) divide by it, so an
 * image ad grouped with videos doesn't dilute them.
 */
export const VIDEO_IMPRESSIONS = 'hookline:video_impressions';

/** A unit is video when its asset is one, or when it is a whole ad whose creative is a video. */
export function isVideoUnit(unit: ReportUnit): boolean {
  if (unit.asset) return unit.asset.type === 'video';
  return unit.ad.creativeType === 'video';
}

/** The impressions of the video units among `units`, which hold each unit once. */
export function videoImpressionsOfDistinct(units: readonly ReportUnit[]): number {
  let total = 0;
  for (const unit of units) if (isVideoUnit(unit)) total += unit.sums.impressions ?? 0;
  return total;
}

/** The impressions of the video units among `units`, each unit once. */
export function videoImpressionsOf(units: readonly ReportUnit[]): number {
  // Most lines are one unit: no set to build for them (a report computes this for every line).
  if (units.length === 1) return isVideoUnit(units[0]!) ? (units[0]!.sums.impressions ?? 0) : 0;
  return videoImpressionsOfDistinct(distinctUnits(units));
}

/** The share of a line's impressions its video ads made, 0 to 1; null without impressions. */
export function videoShareOf(values: ComponentSums | ComponentValues): number | null {
  const impressions = values.impressions;
  const video = values[VIDEO_IMPRESSIONS];
  if (typeof impressions !== 'number' || impressions <= 0 || typeof video !== 'number') return null;
  return video / impressions;
}

/** A video metric whose ratio divides by all impressions. */
function isVideoRateOverImpressions(metric: MetricDefinition): boolean {
  const { computation } = metric;
  return (
    metric.category === 'video' &&
    computation.kind === 'ratio' &&
    computation.denominator.kind === 'component' &&
    computation.denominator.component === 'impressions'
  );
}

/**
 * The metrics as a line computes them: a video rate over impressions divides by the video ads' impressions
 * (`VIDEO_IMPRESSIONS`) instead; every other metric is unchanged.
 */
export function overVideoImpressions(metrics: readonly MetricDefinition[]): MetricDefinition[] {
  return metrics.map((metric) => {
    if (!isVideoRateOverImpressions(metric) || metric.computation.kind !== 'ratio') return metric;
    return {
      ...metric,
      computation: {
        ...metric.computation,
        denominator: { kind: 'component', component: VIDEO_IMPRESSIONS },
      },
    };
  });
}
