import { TIKTOK_SCORE_METRICS } from '../scores.ts';
import type { MetricDefinition } from '../types.ts';
import { TIKTOK_APP_METRICS, TIKTOK_BASIC_METRICS, TIKTOK_CONVERSION_METRICS } from './basics.ts';
import { TIKTOK_ENGAGEMENT_METRICS } from './engagement.ts';
import { TIKTOK_EVENT_METRICS } from './event-metrics.ts';
import { TIKTOK_PURCHASE_METRICS } from './purchases.ts';
import { TIKTOK_VIDEO_METRICS } from './video.ts';

/** Every TikTok metric, in catalogue order. */
export const TIKTOK_METRICS: readonly MetricDefinition[] = [
  ...TIKTOK_BASIC_METRICS,
  ...TIKTOK_PURCHASE_METRICS,
  ...TIKTOK_EVENT_METRICS,
  ...TIKTOK_APP_METRICS,
  ...TIKTOK_ENGAGEMENT_METRICS,
  ...TIKTOK_VIDEO_METRICS,
  ...TIKTOK_CONVERSION_METRICS,
  ...TIKTOK_SCORE_METRICS,
];
