import {
  DATE_FORMAT,
  EMPTY_METRIC_VALUE,
  formatMetricValue,
  type MetricDefinition,
  type ReportRow,
} from '@hookline/domain';
import dayjs from 'dayjs';
import { adStatusLabel } from './ad-status.ts';

/** The optional columns between the group and the metrics, in the order both the table and its CSV use. */
export type AttributeColumn = 'status' | 'tags' | 'launchDate';

export const ATTRIBUTE_HEADERS: Readonly<Record<AttributeColumn, string>> = {
  status: 'Status',
  tags: 'Tags',
  launchDate: 'Launch date',
};

export interface AttributeColumnOptions {
  showStatus?: boolean;
  showTags?: boolean;
  showLaunchDate?: boolean;
}

export function attributeColumns(options: AttributeColumnOptions): AttributeColumn[] {
  const shown: AttributeColumn[] = [];
  if (options.showStatus) shown.push('status');
  if (options.showTags) shown.push('tags');
  if (options.showLaunchDate) shown.push('launchDate');
  return shown;
}

/**
 * The definition of a column's metric. A key the catalogue doesn't know (a custom conversion removed since
 * the report was saved) still gets a column, named by its key and shown as a plain number.
 */
export function metricDefinition(
  catalogue: ReadonlyMap<string, MetricDefinition>,
  key: string,
): MetricDefinition {
  return (
    catalogue.get(key) ?? {
      key,
      platform: 'meta',
      type: 'facebook',
      longName: key,
      shortName: key,
      description: '',
      formula: '',
      suffix: '',
      isCurrencyBased: false,
      isInversePerformance: false,
      isUnique: false,
      isFloatingPoint: true,
      isEstimatedValue: false,
      isMultiCompatible: false,
      isSummable: false,
      isHooklineMetric: false,
      supportsAgeAndGenderBreakdown: false,
      category: 'basics',
      funnel: null,
      sourceFields: [],
      actionTypes: [],
      computation: { kind: 'sum', components: [key] },
    }
  );
}

export const launchDateText = (launchedAt: string | null): string =>
  launchedAt ? dayjs(launchedAt).format(DATE_FORMAT) : EMPTY_METRIC_VALUE;

/** An attribute cell as text, exactly as the table shows it. */
export function attributeText(row: ReportRow, column: AttributeColumn): string {
  switch (column) {
    case 'status':
      return adStatusLabel(row.ad.status);
    case 'tags':
      return row.ad.creativeTags.map((tag) => tag.name).join(', ');
    case 'launchDate':
      return launchDateText(row.ad.launchedAt);
  }
}

/** A metric value as the table shows it: always through the catalogue's formatting, in the account's currency. */
export const metricText = (
  definition: MetricDefinition,
  value: number | null | undefined,
  currency: string,
): string => formatMetricValue(definition, value, { currency });

/** "3 ads" under a group of several ads; nothing for one. */
export const adCountText = (adCount: number): string | null => (adCount > 1 ? `${adCount} ads` : null);

/**
 * "20% video" under a line whose ads mix videos and other formats: its video rates are computed over its
 * videos only, so the share says how much of the line they stand for. Nothing for a line of one format.
 */
export function videoShareText(videoShare: number | null | undefined): string | null {
  if (typeof videoShare !== 'number' || videoShare <= 0 || videoShare >= 1) return null;
  const percent = Math.round(videoShare * 100);
  return `${percent === 0 ? '<1' : percent === 100 ? '>99' : percent}% video`;
}
