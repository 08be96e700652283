import { getComponents, type MetricComponent } from '@hookline/domain';

/** A report's metric values: strings such as "12.34", "-" where TikTok has no figure. */
export type ReportMetrics = Readonly<Record<string, string | number | null | undefined>>;

/**
 * How a component read from several API metrics is computed from them, in the order of its
 * `sourceFields`. A component read from one metric is that metric's value.
 */
const DERIVATIONS: Readonly<Record<string, (sources: readonly number[]) => number>> = {
  // Average seconds per play times plays: a total that re-averages correctly over many rows.
  video_watch_seconds: ([averagePlay = 0, plays = 0]) => averagePlay * plays,
};

interface ComponentReader {
  key: string;
  sourceFields: readonly string[];
  derive: (sources: readonly number[]) => number;
}

function readerOf(component: MetricComponent): ComponentReader {
  const { key, sourceFields } = component;
  if (sourceFields.length === 1) return { key, sourceFields, derive: ([value = 0]) => value };
  const derive = DERIVATIONS[key];
  if (!derive) throw new Error(`TikTok component ${key} reads ${sourceFields.join(', ')} with no derivation`);
  return { key, sourceFields, derive };
}

const READERS: readonly ComponentReader[] = getComponents('tiktok').map(readerOf);
const UNIQUE_READERS: readonly ComponentReader[] = getComponents('tiktok')
  .filter((component) => component.aggregation === 'unique')
  .map(readerOf);

const metricNames = (readers: readonly ComponentReader[]): string[] => [
  ...new Set(readers.flatMap((reader) => reader.sourceFields)),
];

/** The API metrics a daily report asks for: every source field of every TikTok component. */
export const DAILY_REPORT_METRICS: readonly string[] = metricNames(READERS);
/** The API metrics of the de-duplicated components (reach), asked for over a whole range. */
export const UNIQUE_REPORT_METRICS: readonly string[] = metricNames(UNIQUE_READERS);

/** A metric value as a number; undefined for a missing, "-" or unreadable value. */
export function parseMetricValue(raw: string | number | null | undefined): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (raw === null || raw === undefined) return undefined;
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed === '-') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

function readComponents(readers: readonly ComponentReader[], metrics: ReportMetrics): Record<string, number> {
  const components: Record<string, number> = {};
  for (const reader of readers) {
    const sources = reader.sourceFields.map((field) => parseMetricValue(metrics[field]));
    if (sources.some((value) => value === undefined)) continue;
    components[reader.key] = reader.derive(sources as number[]);
  }
  return components;
}

/** One report row's metrics as component values; components whose metrics are missing are left out. */
export function componentsFromMetrics(metrics: ReportMetrics): Record<string, number> {
  return readComponents(READERS, metrics);
}

/** The de-duplicated components (reach) of one row of a unique-figures report. */
export function uniqueComponentsFromMetrics(metrics: ReportMetrics): Record<string, number> {
  return readComponents(UNIQUE_READERS, metrics);
}
