import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { metricDefinitionSchema, type AdPlatform, type MetricType } from '../metrics/types.ts';

const PLATFORM_BY_METRIC_TYPE: Readonly<Record<MetricType, AdPlatform>> = {
  facebook: 'meta',
  tiktok: 'tiktok',
};

/** The ad platform whose vocabulary a metric type names (`facebook` is Meta's). */
export function platformOfMetricType(type: MetricType): AdPlatform {
  return PLATFORM_BY_METRIC_TYPE[type];
}

/** `GET /reports/api/v1/metrics?platform=facebook|tiktok[&comparison=true][&adAccountId=]` */
export const metricsCatalogueQuery = z.object({
  platform: z.enum(['facebook', 'tiktok'], { error: "platform must be 'facebook' or 'tiktok'" }),
  /** Comparison reports have no creative scores. */
  comparison: z
    .enum(['true', 'false'], { error: "comparison must be 'true' or 'false'" })
    .optional()
    .transform((value) => value === 'true'),
  /** With an ad account of the platform, its custom conversions' metrics follow the catalogue's. */
  adAccountId: requiredString('adAccountId must name an ad account').optional(),
});

export const metricsCatalogueResponse = z.object({ data: z.array(metricDefinitionSchema) });
