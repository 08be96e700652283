import { parseCustomConversionComponentKey, type CustomConversion } from '@hookline/domain';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import type { DailyInsight, PlatformCustomConversion } from './connectors/connector.ts';
import { adCustomConversionInsights, adCustomConversions } from './tables.ts';

/** Rows are written as one JSON document per batch, which keeps a batch to a single parameter. */
const BATCH_SIZE = 2_000;

/** Replaces an account's stored custom conversions with the ones the platform lists now. */
export async function replaceCustomConversions(
  db: Executor,
  account: { id: string; orgId: string },
  conversions: readonly PlatformCustomConversion[],
): Promise<void> {
  const ids = conversions.map((conversion) => conversion.externalId);
  await db
    .delete(adCustomConversions)
    .where(
      ids.length > 0
        ? and(
            eq(adCustomConversions.adAccountId, account.id),
            notInArray(adCustomConversions.externalId, ids),
          )
        : eq(adCustomConversions.adAccountId, account.id),
    );
  if (conversions.length === 0) return;
  await db
    .insert(adCustomConversions)
    .values(
      conversions.map((conversion) => ({
        orgId: account.orgId,
        adAccountId: account.id,
        externalId: conversion.externalId,
        name: conversion.name,
        eventType: conversion.eventType,
      })),
    )
    .onConflictDoUpdate({
      target: [adCustomConversions.adAccountId, adCustomConversions.externalId],
      set: { name: sql`excluded.name`, eventType: sql`excluded.event_type`, updatedAt: new Date() },
    });
}

/** An account's custom conversions in name order, as the metric catalogue names them (`{ id, name }`). */
export async function customConversionsOf(db: Executor, adAccountId: string): Promise<CustomConversion[]> {
  return db
    .select({ id: adCustomConversions.externalId, name: adCustomConversions.name })
    .from(adCustomConversions)
    .where(eq(adCustomConversions.adAccountId, adAccountId))
    .orderBy(asc(adCustomConversions.name), asc(adCustomConversions.externalId));
}

interface ConversionDay {
  ad_id: string;
  date: string;
  conversion_id: string;
  count: number | null;
  value: number | null;
}

/** The custom conversion components of daily rows, one entry per (ad, day, conversion). */
function conversionDays(
  rows: readonly DailyInsight[],
  adIdByExternalId: ReadonlyMap<string, string>,
): ConversionDay[] {
  const days = new Map<string, ConversionDay>();
  for (const row of rows) {
    const adId = adIdByExternalId.get(row.adExternalId);
    if (!adId) continue;
    for (const [key, value] of Object.entries(row.components)) {
      const parsed = parseCustomConversionComponentKey(key);
      if (!parsed || !Number.isFinite(value)) continue;
      const id = `${adId}|${row.date}|${parsed.id}`;
      const day = days.get(id) ?? {
        ad_id: adId,
        date: row.date,
        conversion_id: parsed.id,
        count: null,
        value: null,
      };
      day[parsed.part] = value;
      days.set(id, day);
    }
  }
  return [...days.values()];
}

/**
 * Stores the custom conversions of daily rows. The (ad, day) pairs given are replaced whole: a day the
 * platform restates without a conversion it had loses it here too.
 */
export async function upsertCustomConversionDays(
  db: Executor,
  target: { orgId: string; adAccountId: string; adIdByExternalId: ReadonlyMap<string, string> },
  rows: readonly DailyInsight[],
): Promise<number> {
  const known = rows.filter((row) => target.adIdByExternalId.has(row.adExternalId));
  for (let index = 0; index < known.length; index += BATCH_SIZE) {
    const batch = known.slice(index, index + BATCH_SIZE);
    const pairs = batch.map((row) => ({
      ad_id: target.adIdByExternalId.get(row.adExternalId)!,
      date: row.date,
    }));
    await db.execute(sql`
      DELETE FROM ${adCustomConversionInsights} AS c
      USING jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) AS r(ad_id uuid, date date)
      WHERE c.ad_account_id = ${target.adAccountId} AND c.ad_id = r.ad_id AND c.date = r.date
    `);
    const days = conversionDays(batch, target.adIdByExternalId);
    if (days.length === 0) continue;
    await db.execute(sql`
      INSERT INTO ${adCustomConversionInsights} (org_id, ad_account_id, ad_id, date, conversion_id, count, value)
      SELECT ${target.orgId}::uuid, ${target.adAccountId}::uuid, r.ad_id, r.date, r.conversion_id, r.count, r.value
      FROM jsonb_to_recordset(${JSON.stringify(days)}::jsonb)
        AS r(ad_id uuid, date date, conversion_id text, count double precision, value double precision)
      ON CONFLICT (ad_account_id, ad_id, date, conversion_id)
        DO UPDATE SET count = excluded.count, value = excluded.value
    `);
  }
  return known.length;
}

export type CustomConversionIncrement = 'day' | 'week' | 'month';

const BUCKET_SQL: Readonly<Record<CustomConversionIncrement, string>> = {
  day: 'date',
  week: "date_trunc('week', date)::date",
  month: "date_trunc('month', date)::date",
};

/** One ad's count and value of one custom conversion over a range, or over one bucket of it. */
export interface CustomConversionSum {
  adId: string;
  /** The bucket's first day (YYYY-MM-DD) when summed by day, week or month. */
  bucket: string | null;
  conversionId: string;
  count: number | null;
  value: number | null;
}

/**
 * Each ad's count and value of the given custom conversions over a range, summed in the database,
 * optionally per day, ISO week or month, and for some ads only. Only ads and days with a conversion
 * have rows, so the sum reads far fewer rows than the daily insights.
 */
export async function sumCustomConversions(
  db: Executor,
  input: {
    adAccountId: string;
    range: { startDate: string; endDate: string };
    conversionIds: readonly string[];
    adIds?: readonly string[];
    increment?: CustomConversionIncrement;
  },
): Promise<CustomConversionSum[]> {
  if (input.conversionIds.length === 0 || input.adIds?.length === 0) return [];
  const bucket = input.increment
    ? sql.raw(`to_char(${BUCKET_SQL[input.increment]}, 'YYYY-MM-DD')`)
    : sql`NULL`;
  const adFilter = input.adIds
    ? sql`AND ad_id IN (${sql.join(
        input.adIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const rows = await rawRows<{
    ad_id: string;
    bucket: string | null;
    conversion_id: string;
    count: number | null;
    value: number | null;
  }>(
    db,
    sql`SELECT ad_id, ${bucket} AS bucket, conversion_id, sum(count)::float8 AS count, sum(value)::float8 AS value
        FROM ${adCustomConversionInsights}
        WHERE ad_account_id = ${input.adAccountId} AND date >= ${input.range.startDate} AND date <= ${input.range.endDate}
          AND conversion_id IN (${sql.join(
            input.conversionIds.map((id) => sql`${id}`),
            sql`, `,
          )}) ${adFilter}
        GROUP BY 1, 2, 3`,
  );
  return rows.map((row) => ({
    adId: String(row.ad_id),
    bucket: row.bucket,
    conversionId: row.conversion_id,
    count: row.count === null ? null : Number(row.count),
    value: row.value === null ? null : Number(row.value),
  }));
}
