import type { MetricComponent } from '@hookline/domain';
import { componentColumnName } from './insight-columns.ts';
import type { RangeSumsDocument } from './tables.ts';

export type ComponentSums = Record<string, number | null>;

/**
 * SQL of one JSON document holding each ad's sums in columns (`RangeSumsDocument`), aggregated over rows of
 * `ad_id` and the given columns. One value is read and parsed far faster than a row per ad, above all on the
 * embedded database, whose rows cross from WebAssembly one value at a time.
 */
export function sumsDocumentSql(columns: readonly string[]): string {
  // The aggregates of one query level see the rows in one and the same order, so the columns line up
  // without sorting each of them.
  return `json_build_object('ads', coalesce(json_agg(ad_id), '[]'::json), 'values', json_build_array(${columns
    .map((column) => `coalesce(json_agg("${column}"), '[]'::json)`)
    .join(', ')}))`;
}

/** Each ad's sums of the components asked for, read from a document whose columns are `stored`. */
export function sumsOfDocument(
  document: RangeSumsDocument,
  stored: readonly string[],
  components: readonly MetricComponent[],
): Map<string, ComponentSums> {
  const columns = components.map((component) => {
    const index = stored.indexOf(componentColumnName(component.key));
    return { key: component.key, values: document.values[index]! };
  });
  const byAd = new Map<string, ComponentSums>();
  document.ads.forEach((adId, adIndex) => {
    const sums: ComponentSums = {};
    for (const column of columns) sums[column.key] = column.values[adIndex] ?? null;
    byAd.set(adId, sums);
  });
  return byAd;
}
