import {
  getMetric,
  metricCategorySchema,
  type MetricCategory,
  type MetricDefinition,
} from '@hookline/domain';

/** The families of spec section 3, as the picker names them. */
const CATEGORY_LABELS: Readonly<Record<MetricCategory, string>> = {
  delivery_and_cost: 'Delivery and cost',
  clicks: 'Clicks',
  conversions: 'Conversions',
  funnel_ratios: 'Funnel ratios',
  engagement: 'Engagement',
  video: 'Video',
  brand: 'Brand',
  shop: 'Shop',
  share_of_total: 'Share of total',
  creative_scores: 'Creative scores',
  basics: 'Basics',
  purchases: 'Purchases',
  app: 'App',
  funnel: 'Funnel',
  events: 'Events',
};

/** A category of the picker's left column: a family, the custom conversions, or the selection. */
export type PickerCategoryId = MetricCategory | 'custom_conversions' | 'selected';

export interface PickerCategory {
  id: PickerCategoryId;
  label: string;
  metrics: MetricDefinition[];
}

/** A custom conversion's metrics come with the account: the domain catalogue does not know their keys. */
export const isCustomConversion = (metric: MetricDefinition): boolean =>
  getMetric(metric.platform, metric.key) === undefined;

/**
 * The categories holding at least one metric of `catalogue`, in the catalogue's family order, then
 * "Custom conversions", then "Selected" (the selected metrics, in their chosen order).
 */
export function pickerCategories(
  catalogue: readonly MetricDefinition[],
  selected: readonly string[],
): PickerCategory[] {
  const byCategory = new Map<PickerCategoryId, MetricDefinition[]>();
  for (const metric of catalogue) {
    const id: PickerCategoryId = isCustomConversion(metric) ? 'custom_conversions' : metric.category;
    byCategory.set(id, [...(byCategory.get(id) ?? []), metric]);
  }
  const families = metricCategorySchema.options
    .filter((id) => byCategory.has(id))
    .map((id) => ({ id, label: CATEGORY_LABELS[id], metrics: byCategory.get(id) ?? [] }));
  const custom = byCategory.get('custom_conversions');
  const byKey = new Map(catalogue.map((metric) => [metric.key, metric]));
  const chosen = selected.flatMap((key) => byKey.get(key) ?? []);
  return [
    ...families,
    ...(custom ? [{ id: 'custom_conversions' as const, label: 'Custom conversions', metrics: custom }] : []),
    { id: 'selected', label: 'Selected', metrics: chosen },
  ];
}

/** Metrics whose long name, short name or description holds every word of `query`, case aside. */
export function searchMetrics(metrics: readonly MetricDefinition[], query: string): MetricDefinition[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...metrics];
  return metrics.filter((metric) => {
    const text = `${metric.longName} ${metric.shortName} ${metric.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Adds or removes one key; an added key goes last, and nothing is added beyond `max`. */
export function toggleKey(keys: readonly string[], key: string, checked: boolean, max?: number): string[] {
  if (!checked) return keys.filter((item) => item !== key);
  if (keys.includes(key) || (max !== undefined && keys.length >= max)) return [...keys];
  return [...keys, key];
}

/** Moves `key` to where `overKey` is (a drag's drop), leaving the rest in order. */
export function moveKey(keys: readonly string[], key: string, overKey: string): string[] {
  const from = keys.indexOf(key);
  const to = keys.indexOf(overKey);
  if (from < 0 || to < 0 || from === to) return [...keys];
  const next = [...keys];
  next.splice(from, 1);
  next.splice(to, 0, key);
  return next;
}
