import { z } from 'zod';

/** The ad platform of an ad account. */
export const adPlatformSchema = z.enum(['meta', 'tiktok']);
export type AdPlatform = z.infer<typeof adPlatformSchema>;

/** The metric vocabulary's name for a platform (spec: a definition's `type`). */
export const metricTypeSchema = z.enum(['facebook', 'tiktok']);
export type MetricType = z.infer<typeof metricTypeSchema>;

export const METRIC_TYPE_BY_PLATFORM: Readonly<Record<AdPlatform, MetricType>> = {
  meta: 'facebook',
  tiktok: 'tiktok',
};

export const metricSuffixSchema = z.enum(['', '%', 's']);
export type MetricSuffix = z.infer<typeof metricSuffixSchema>;

export const creativeScoreSchema = z.enum(['click', 'hook', 'watch', 'convert', 'engagement']);
export type CreativeScore = z.infer<typeof creativeScoreSchema>;

/**
 * How a stored component combines over many rows. `sum` components add up; `unique` ones
 * (reach, unique clicks) must be read from the platform at the aggregate level.
 */
export const componentAggregationSchema = z.enum(['sum', 'unique']);
export type ComponentAggregation = z.infer<typeof componentAggregationSchema>;

/**
 * A number the connector stores per insight row, from which every metric is computed.
 * Its key is the platform field, or `actions:<type>` / `action_values:<type>` for a Meta action type.
 */
export const metricComponentSchema = z.object({
  key: z.string(),
  platform: adPlatformSchema,
  label: z.string(),
  aggregation: componentAggregationSchema,
  sourceFields: z.array(z.string()),
  actionTypes: z.array(z.string()),
  /** How to derive the stored number when it is not a field read as is. */
  derivation: z.string(),
});
export type MetricComponent = z.infer<typeof metricComponentSchema>;

/** An operand of a ratio: one component, a sum of components, or a difference of two. */
export const metricExprSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('component'), component: z.string() }),
  z.object({ kind: z.literal('add'), components: z.array(z.string()).min(2) }),
  z.object({ kind: z.literal('subtract'), minuend: z.string(), subtrahend: z.string() }),
]);
export type MetricExpr = z.infer<typeof metricExprSchema>;

export const ratioScaleSchema = z.union([z.literal(1), z.literal(100), z.literal(1000)]);
export type RatioScale = z.infer<typeof ratioScaleSchema>;

const ratioComputationSchema = z.object({
  kind: z.literal('ratio'),
  numerator: metricExprSchema,
  denominator: metricExprSchema,
  scale: ratioScaleSchema,
});
export type RatioComputation = z.infer<typeof ratioComputationSchema>;

/**
 * How a metric is computed from components summed over the rows of a report line.
 * A ratio is always recomputed from summed parts, never averaged.
 */
export const metricComputationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sum'), components: z.array(z.string()).min(1) }),
  z.object({ kind: z.literal('unique'), component: z.string() }),
  ratioComputationSchema,
  /** The line's share of the report total of a component (needs the report totals). */
  z.object({ kind: z.literal('share_of_total'), component: z.string(), scale: ratioScaleSchema }),
  /** A 0-100 rank of the line's `basis` among its peers (needs the peer lines). */
  z.object({ kind: z.literal('score'), score: creativeScoreSchema, basis: ratioComputationSchema }),
]);
export type MetricComputation = z.infer<typeof metricComputationSchema>;

export const metricCategorySchema = z.enum([
  'delivery_and_cost',
  'clicks',
  'conversions',
  'funnel_ratios',
  'engagement',
  'video',
  'brand',
  'shop',
  'share_of_total',
  'creative_scores',
  'basics',
  'purchases',
  'app',
  'funnel',
  'events',
]);
export type MetricCategory = z.infer<typeof metricCategorySchema>;

/** TikTok measurement funnel a metric belongs to (spec: groups for web, app, SKAN, combined). */
export const metricFunnelSchema = z.enum(['web', 'app', 'skan', 'combined', 'shop']);
export type MetricFunnel = z.infer<typeof metricFunnelSchema>;

/** One metric of the catalogue, with every field of spec section 3. */
export const metricDefinitionSchema = z.object({
  key: z.string(),
  platform: adPlatformSchema,
  type: metricTypeSchema,
  longName: z.string(),
  shortName: z.string(),
  description: z.string(),
  formula: z.string(),
  suffix: metricSuffixSchema,
  isCurrencyBased: z.boolean(),
  isInversePerformance: z.boolean(),
  isUnique: z.boolean(),
  isFloatingPoint: z.boolean(),
  isEstimatedValue: z.boolean(),
  isMultiCompatible: z.boolean(),
  isSummable: z.boolean(),
  /** Spec: is{product}Metric, true for the five creative scores. */
  isHooklineMetric: z.boolean(),
  supportsAgeAndGenderBreakdown: z.boolean(),
  category: metricCategorySchema,
  funnel: metricFunnelSchema.nullable(),
  sourceFields: z.array(z.string()),
  actionTypes: z.array(z.string()),
  computation: metricComputationSchema,
});
export type MetricDefinition = z.infer<typeof metricDefinitionSchema>;

/** Summed (or, for unique components, aggregate-level) component values of one report line. */
export type ComponentValues = Readonly<Record<string, number | null | undefined>>;
