import type { ComponentRegistry } from './definition-builder.ts';
import { META_METRICS } from './meta/catalogue.ts';
import { META_COMPONENTS } from './meta/components.ts';
import { TIKTOK_METRICS } from './tiktok/catalogue.ts';
import { TIKTOK_COMPONENTS } from './tiktok/components.ts';
import type { AdPlatform, MetricComponent, MetricDefinition } from './types.ts';

/** Definitions are shared by every report; freezing them stops one caller from changing another's. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function indexByKey(
  platform: AdPlatform,
  metrics: readonly MetricDefinition[],
): ReadonlyMap<string, MetricDefinition> {
  const index = new Map<string, MetricDefinition>();
  for (const metric of metrics) {
    if (index.has(metric.key)) throw new Error(`Duplicate ${platform} metric key: ${metric.key}`);
    index.set(metric.key, deepFreeze(metric));
  }
  return index;
}

const CATALOGUES: Readonly<Record<AdPlatform, readonly MetricDefinition[]>> = {
  meta: META_METRICS,
  tiktok: TIKTOK_METRICS,
};
const INDEXES: Readonly<Record<AdPlatform, ReadonlyMap<string, MetricDefinition>>> = {
  meta: indexByKey('meta', META_METRICS),
  tiktok: indexByKey('tiktok', TIKTOK_METRICS),
};
const COMPONENTS: Readonly<Record<AdPlatform, ComponentRegistry>> = {
  meta: META_COMPONENTS,
  tiktok: TIKTOK_COMPONENTS,
};

export interface CatalogueOptions {
  /** Comparison mode removes the five creative scores (spec sections 2 and 5). */
  comparison?: boolean;
}

/** Every metric of a platform in catalogue order; without the creative scores in comparison mode. */
export function getCatalogue(
  platform: AdPlatform,
  options: CatalogueOptions = {},
): readonly MetricDefinition[] {
  const all = CATALOGUES[platform];
  return options.comparison ? all.filter((metric) => !metric.isHooklineMetric) : all;
}

/** One metric by key, or undefined when the platform has no such metric. */
export function getMetric(platform: AdPlatform, key: string): MetricDefinition | undefined {
  return INDEXES[platform].get(key);
}

/** The stored components a platform's metrics are computed from. */
export function getComponents(platform: AdPlatform): readonly MetricComponent[] {
  return [...COMPONENTS[platform].values()];
}

export function getComponent(platform: AdPlatform, key: string): MetricComponent | undefined {
  return COMPONENTS[platform].get(key);
}

/** Drops the creative-score keys from a list of metric keys (comparison mode). */
export function withoutCreativeScores(platform: AdPlatform, keys: readonly string[]): string[] {
  return keys.filter((key) => !getMetric(platform, key)?.isHooklineMetric);
}
