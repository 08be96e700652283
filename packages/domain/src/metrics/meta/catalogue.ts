import { META_SCORE_METRICS } from '../scores.ts';
import type { MetricDefinition } from '../types.ts';
import { META_BRAND_METRICS, META_SHARE_METRICS, META_SHOP_METRICS } from './brand-and-shop.ts';
import { META_CONVERSION_METRICS } from './conversions.ts';
import { META_CLICK_METRICS, META_DELIVERY_METRICS } from './delivery.ts';
import { META_ENGAGEMENT_METRICS } from './engagement.ts';
import { META_VIDEO_METRICS } from './video.ts';

/** Every Meta ("facebook") metric, in catalogue order. */
export const META_METRICS: readonly MetricDefinition[] = [
  ...META_DELIVERY_METRICS,
  ...META_CLICK_METRICS,
  ...META_CONVERSION_METRICS,
  ...META_ENGAGEMENT_METRICS,
  ...META_VIDEO_METRICS,
  ...META_BRAND_METRICS,
  ...META_SHOP_METRICS,
  ...META_SHARE_METRICS,
  ...META_SCORE_METRICS,
];
