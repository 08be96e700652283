/** Stored insights read in detail: per time bucket, per asset of a dynamic ad, per breakdown. */
import type { AdPlatform, MetricComponent } from '@hookline/domain';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { componentColumnName, INSIGHT_TABLE_NAMES } from './insight-columns.ts';
import type { ComponentSums } from './insight-range-sums.ts';
import { adAssetInsights, adInsightBreakdowns, type AssetType } from './tables.ts';

export interface DateRange {
  startDate: string;
  endDate: string;
}

function sumList(components: readonly MetricComponent[]): string {
  return components
    .map((component, index) => `sum("${componentColumnName(component.key)}")::float8 AS c${index}`)
    .join(', ');
}

function readSums(row: Record<string, unknown>, components: readonly MetricComponent[]): ComponentSums {
  const sums: ComponentSums = {};
  components.forEach((component, index) => {
    const value = row[`c${index}`];
    sums[component.key] = value === null || value === undefined ? null : Number(value);
  });
  return sums;
}

export type TimeIncrement = 'day' | 'week' | 'month';

/** The first day of the bucket a day falls in: itself, its ISO week's Monday, or its month's first. */
export function bucketOf(day: string, increment: TimeIncrement): string {
  if (increment === 'day') return day;
  if (increment === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const BUCKET_SQL: Readonly<Record<TimeIncrement, string>> = {
  day: 'date',
  week: "date_trunc('week', date)::date",
  month: "date_trunc('month', date)::date",
};

/** Components of chosen ads per time bucket, for the line charts of a page of rows. */
export async function sumComponentsByAdAndBucket(
  db: Executor,
  input: {
    platform: AdPlatform;
    adAccountId: string;
    adIds: readonly string[];
    range: DateRange;
    increment: TimeIncrement;
    components: readonly MetricComponent[];
  },
): Promise<Array<{ adId: string; bucket: string; sums: ComponentSums }>> {
  if (input.adIds.length === 0) return [];
  const table = INSIGHT_TABLE_NAMES[input.platform];
  const bucket = BUCKET_SQL[input.increment];
  const rows = await rawRows<Record<string, unknown>>(
    db,
    sql`SELECT ad_id, to_char(${sql.raw(bucket)}, 'YYYY-MM-DD') AS bucket, ${sql.raw(sumList(input.components))}
        FROM ${sql.raw(`"${table}"`)}
        WHERE ad_account_id = ${input.adAccountId} AND date >= ${input.range.startDate} AND date <= ${input.range.endDate}
          AND ad_id IN (${sql.join(
            input.adIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        GROUP BY ad_id, 2`,
  );
  return rows.map((row) => ({
    adId: String(row.ad_id),
    bucket: String(row.bucket),
    sums: readSums(row, input.components),
  }));
}

export interface AssetDay {
  adId: string;
  date: string;
  assetKey: string;
  components: Record<string, number>;
}

/** Daily per-asset figures of dynamic ads, for reports that break such ads apart. */
export async function assetDays(
  db: Executor,
  input: {
    adAccountId: string;
    adIds: readonly string[];
    assetTypes: readonly AssetType[];
    range: DateRange;
  },
): Promise<AssetDay[]> {
  if (input.adIds.length === 0 || input.assetTypes.length === 0) return [];
  return db
    .select({
      adId: adAssetInsights.adId,
      date: adAssetInsights.date,
      assetKey: adAssetInsights.assetKey,
      components: adAssetInsights.components,
    })
    .from(adAssetInsights)
    .where(
      and(
        eq(adAssetInsights.adAccountId, input.adAccountId),
        inArray(adAssetInsights.adId, [...input.adIds]),
        inArray(adAssetInsights.assetType, [...input.assetTypes]),
        gte(adAssetInsights.date, input.range.startDate),
        lte(adAssetInsights.date, input.range.endDate),
      ),
    );
}

export interface BreakdownSum {
  adId: string;
  kind: 'age_gender' | 'placement';
  key: string;
  impressions: number;
  spend: number;
}

/** Age-and-gender and placement impressions and spend of chosen ads over the range. */
export async function breakdownSums(
  db: Executor,
  input: { adAccountId: string; adIds: readonly string[]; range: DateRange },
): Promise<BreakdownSum[]> {
  if (input.adIds.length === 0) return [];
  const rows = await rawRows<{
    ad_id: string;
    kind: BreakdownSum['kind'];
    key: string;
    impressions: number;
    spend: number;
  }>(
    db,
    sql`SELECT b.ad_id, b.kind, e.key,
               sum((e.value->>0)::float8)::float8 AS impressions, sum((e.value->>1)::float8)::float8 AS spend
        FROM ${adInsightBreakdowns} b, jsonb_each(b.entries) e
        WHERE b.ad_account_id = ${input.adAccountId} AND b.date >= ${input.range.startDate} AND b.date <= ${input.range.endDate}
          AND b.ad_id IN (${sql.join(
            input.adIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        GROUP BY b.ad_id, b.kind, e.key`,
  );
  return rows.map((row) => ({
    adId: String(row.ad_id),
    kind: row.kind,
    key: row.key,
    impressions: Number(row.impressions),
    spend: Number(row.spend),
  }));
}
