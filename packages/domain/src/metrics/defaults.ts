import { META_METRICS } from './meta/catalogue.ts';
import { CREATIVE_SCORES, creativeScoreKey } from './scores.ts';
import { TIKTOK_METRICS } from './tiktok/catalogue.ts';
import type { AdPlatform, MetricCategory, MetricDefinition } from './types.ts';

/** The Meta default list of 14, in the spec's order (section 9). */
export const META_DEFAULT_METRICS = [
  'spend',
  'purchase_value',
  'purchase_roas',
  'inline_link_click_ctr',
  'cost_per_inline_link_click',
  'cpm',
  'cpc',
  'average_order_value',
  'click_to_add_to_cart_ratio',
  'purchases',
  'first_frame_retention',
  'thumbstop_ratio',
  'outbound_clicks_ctr',
  'click_to_purchase_ratio',
] as const;

/** The two two-item lists (bar and line charts): spend and ROAS. */
export const META_BAR_METRICS = ['spend', 'purchase_roas'] as const;
export const META_LINE_METRICS = ['spend', 'purchase_roas'] as const;

/** The four-item list (grid cards): spend, ROAS, cost per purchase, CTR. */
export const META_GRID_METRICS = [
  'spend',
  'purchase_roas',
  'cost_per_purchase',
  'inline_link_click_ctr',
] as const;

/** The five creative scores, the same keys on both platforms. */
export const CREATIVE_SCORE_METRICS: readonly string[] = CREATIVE_SCORES.map(creativeScoreKey);

const keysOf = (metrics: readonly MetricDefinition[], category: MetricCategory): string[] =>
  metrics.filter((metric) => metric.category === category).map((metric) => metric.key);

/** The spec's Meta category lists. */
export const META_CATEGORY_METRICS = {
  deliveryAndCost: keysOf(META_METRICS, 'delivery_and_cost'),
  clicks: keysOf(META_METRICS, 'clicks'),
  engagement: keysOf(META_METRICS, 'engagement'),
  video: keysOf(META_METRICS, 'video'),
  funnelRatios: keysOf(META_METRICS, 'funnel_ratios'),
  conversions: keysOf(META_METRICS, 'conversions'),
} as const;

/** The full ordered list of Meta metric keys. */
export const META_ALL_METRICS: readonly string[] = META_METRICS.map((metric) => metric.key);
export const TIKTOK_ALL_METRICS: readonly string[] = TIKTOK_METRICS.map((metric) => metric.key);

/** TikTok defaults (section 9). "ROAS" is the website ROAS, TikTok's own headline ROAS. */
export const TIKTOK_TABLE_METRICS = [
  'spend',
  'complete_payment_roas',
  'ctr',
  'cpm',
  'cpc',
  'thumbstop_ratio',
  'add_billing',
] as const;
export const TIKTOK_BAR_METRICS = ['spend', 'complete_payment_roas'] as const;
export const TIKTOK_LINE_METRICS = ['spend', 'complete_payment_roas'] as const;
export const TIKTOK_GRID_METRICS = ['spend', 'complete_payment_roas', 'add_billing', 'ctr'] as const;

/** The TikTok metric groups of web, app, SKAN and combined funnels. */
export const TIKTOK_FUNNEL_METRICS = {
  web: TIKTOK_METRICS.filter((metric) => metric.funnel === 'web').map((metric) => metric.key),
  app: TIKTOK_METRICS.filter((metric) => metric.funnel === 'app').map((metric) => metric.key),
  skan: TIKTOK_METRICS.filter((metric) => metric.funnel === 'skan').map((metric) => metric.key),
  combined: TIKTOK_METRICS.filter((metric) => metric.funnel === 'combined').map((metric) => metric.key),
  shop: TIKTOK_METRICS.filter((metric) => metric.funnel === 'shop').map((metric) => metric.key),
} as const;

export interface DefaultMetricSets {
  tableMetrics: string[];
  barMetrics: string[];
  lineMetrics: string[];
  cardMetrics: string[];
}

/**
 * The metric sets a new report, or a report whose ad account changed, starts with. Field names
 * are the saved report's (spec section 3).
 */
export function defaultMetricSets(platform: AdPlatform): DefaultMetricSets {
  switch (platform) {
    case 'meta':
      return {
        tableMetrics: [...META_DEFAULT_METRICS],
        barMetrics: [...META_BAR_METRICS],
        lineMetrics: [...META_LINE_METRICS],
        cardMetrics: [...META_GRID_METRICS],
      };
    case 'tiktok':
      return {
        tableMetrics: [...TIKTOK_TABLE_METRICS],
        barMetrics: [...TIKTOK_BAR_METRICS],
        lineMetrics: [...TIKTOK_LINE_METRICS],
        cardMetrics: [...TIKTOK_GRID_METRICS],
      };
  }
}
