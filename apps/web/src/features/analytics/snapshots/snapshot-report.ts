import {
  AI_GROUPING_LABELS,
  DATE_FORMAT,
  GROUP_BY_LABELS,
  getMetric,
  parseGroupBy,
  type AdPlatform,
  type MetricDefinition,
  type ReportType,
} from '@hookline/domain';
import dayjs from 'dayjs';

/** Spec section 4: TikTok reports are the tiktok_ types; the others are Meta's. */
export const platformOfReportType = (type: ReportType): AdPlatform =>
  type.startsWith('tiktok_') ? 'tiktok' : 'meta';

/**
 * The definitions of a frozen report's metrics, from the domain's catalogue: the public page has no account
 * to ask the API's catalogue with. A key it doesn't know (a custom conversion) is left to the table's fallback.
 */
export function snapshotCatalogue(
  platform: AdPlatform,
  keys: readonly string[],
): Map<string, MetricDefinition> {
  const catalogue = new Map<string, MetricDefinition>();
  for (const key of keys) {
    const definition = getMetric(platform, key);
    if (definition) catalogue.set(key, definition);
  }
  return catalogue;
}

/** The label of a `groupAdsBy` value: "Ad name", "Persona", or a naming convention's property. */
export function groupByLabel(groupAdsBy: string): string {
  const groupBy = parseGroupBy(groupAdsBy);
  if (!groupBy) return 'Group';
  switch (groupBy.kind) {
    case 'static':
      return GROUP_BY_LABELS[groupBy.field];
    case 'ai':
      return AI_GROUPING_LABELS[groupBy.attribute];
    case 'naming_convention':
      return groupBy.property;
  }
}

export const formatDate = (date: string): string => dayjs(date).format(DATE_FORMAT);

/** "Mar 1, 2026 – Mar 14, 2026". */
export const dateRangeText = (startDate: string, endDate: string): string =>
  `${formatDate(startDate)} – ${formatDate(endDate)}`;
