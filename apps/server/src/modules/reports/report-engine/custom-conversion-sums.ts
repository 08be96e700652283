import {
  customConversionComponentKey,
  parseCustomConversionComponentKey,
  type MetricComponent,
} from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import { sumCustomConversions, type CustomConversionSum } from '../../ad-accounts/index.ts';
import type { ComponentSums, DateRange, TimeIncrement } from '../../ad-accounts/index.ts';

function conversionIdsOf(components: readonly MetricComponent[]): string[] {
  const ids = components.flatMap((component) => parseCustomConversionComponentKey(component.key)?.id ?? []);
  return [...new Set(ids)];
}

/** Sets a sum's custom components from rows of the custom conversion table; null where it has none. */
function setComponents(
  sums: ComponentSums,
  components: readonly MetricComponent[],
  rows: readonly CustomConversionSum[],
): void {
  for (const component of components) sums[component.key] = null;
  for (const row of rows) {
    for (const part of ['count', 'value'] as const) {
      const key = customConversionComponentKey({ id: row.conversionId }, part);
      if (key in sums) sums[key] = row[part];
    }
  }
}

/**
 * Each ad's sums over the range with the custom conversion components added: new sums, so the ones given
 * (kept in the report memory) stay as they are. They are summed from their own table, which holds only the
 * days a conversion happened; an ad without any has them missing, as a catalogue action the platform never
 * reported.
 */
export async function withCustomConversionSums(
  db: Executor,
  input: {
    adAccountId: string;
    range: DateRange;
    components: readonly MetricComponent[];
    sumsByAd: ReadonlyMap<string, Readonly<ComponentSums>>;
  },
): Promise<ReadonlyMap<string, Readonly<ComponentSums>>> {
  if (input.components.length === 0) return input.sumsByAd;
  const rows = await sumCustomConversions(db, {
    adAccountId: input.adAccountId,
    range: input.range,
    conversionIds: conversionIdsOf(input.components),
  });
  const rowsByAd = new Map<string, CustomConversionSum[]>();
  for (const row of rows) rowsByAd.set(row.adId, [...(rowsByAd.get(row.adId) ?? []), row]);
  const withCustom = new Map<string, ComponentSums>();
  for (const [adId, sums] of input.sumsByAd) {
    const copy = { ...sums };
    setComponents(copy, input.components, rowsByAd.get(adId) ?? []);
    withCustom.set(adId, copy);
  }
  return withCustom;
}

/** The custom conversion components of chosen ads per time bucket, for the line charts of a page. */
export async function customConversionsByAdAndBucket(
  db: Executor,
  input: {
    adAccountId: string;
    adIds: readonly string[];
    range: DateRange;
    increment: TimeIncrement;
    components: readonly MetricComponent[];
  },
): Promise<Array<{ adId: string; bucket: string; sums: ComponentSums }>> {
  if (input.components.length === 0 || input.adIds.length === 0) return [];
  const rows = await sumCustomConversions(db, {
    adAccountId: input.adAccountId,
    range: input.range,
    conversionIds: conversionIdsOf(input.components),
    adIds: input.adIds,
    increment: input.increment,
  });
  const byAdAndBucket = new Map<string, CustomConversionSum[]>();
  for (const row of rows) {
    const key = `${row.adId}|${row.bucket ?? ''}`;
    byAdAndBucket.set(key, [...(byAdAndBucket.get(key) ?? []), row]);
  }
  return [...byAdAndBucket.values()].map((group) => {
    const sums: ComponentSums = {};
    setComponents(sums, input.components, group);
    return { adId: group[0]!.adId, bucket: group[0]!.bucket ?? '', sums };
  });
}
