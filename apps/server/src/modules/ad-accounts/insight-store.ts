import type { AdPlatform } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { AssetInsight, BreakdownInsight, DailyInsight } from './connectors/connector.ts';
import { upsertCustomConversionDays } from './custom-conversion-store.ts';
import {
  INSIGHT_COLUMNS,
  INSIGHT_ROLLUP_TABLE_NAMES,
  INSIGHT_TABLE_NAMES,
  RUNNING_SPAN_TABLE_NAMES,
  RUNNING_TOTAL_TABLE_NAMES,
} from './insight-columns.ts';
import { ensureMonthPartitions } from './insight-partitions.ts';
import {
  adAssetInsights,
  adInsightBreakdowns,
  adRangeSums,
  uniqueFiguresCache,
  type BreakdownEntries,
} from './tables.ts';

/** Rows are written as one JSON document per batch, which keeps a batch to a single parameter. */
const BATCH_SIZE = 2_000;

export interface StoreTarget {
  orgId: string;
  adAccountId: string;
  platform: AdPlatform;
  /** Internal ad id of each platform ad id; rows of unknown ads are skipped. */
  adIdByExternalId: ReadonlyMap<string, string>;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

function dayRange(rows: readonly { date: string }[]): { since: string; until: string } | undefined {
  if (rows.length === 0) return undefined;
  let since = rows[0]!.date;
  let until = since;
  for (const row of rows) {
    if (row.date < since) since = row.date;
    if (row.date > until) until = row.date;
  }
  return { since, until };
}

/**
 * Stores daily ad insights, replacing the stored figures of each (ad, day) given: a platform's
 * restated day overwrites the old one, so storing the same rows twice leaves the same table. Custom
 * conversions (`actions:offsite_conversion.custom.<id>`) go to their own table.
 */
export async function upsertDailyInsights(
  db: Executor,
  target: StoreTarget,
  rows: readonly DailyInsight[],
): Promise<number> {
  const columns = INSIGHT_COLUMNS[target.platform];
  const table = INSIGHT_TABLE_NAMES[target.platform];
  const known = rows.filter((row) => target.adIdByExternalId.has(row.adExternalId));
  const range = dayRange(known);
  if (!range) return 0;
  await ensureMonthPartitions(db, target.platform, range);

  const columnList = columns.map(({ column }) => `"${column}"`).join(', ');
  const recordType = columns.map(({ column }) => `"${column}" double precision`).join(', ');
  const updates = columns.map(({ column }) => `"${column}" = excluded."${column}"`).join(', ');
  for (const batch of chunks(known, BATCH_SIZE)) {
    const documents = batch.map((row) => {
      const document: Record<string, string | number> = {
        ad_id: target.adIdByExternalId.get(row.adExternalId)!,
        date: row.date,
      };
      for (const { component, column } of columns) {
        const value = row.components[component.key];
        if (typeof value === 'number' && Number.isFinite(value)) document[column] = value;
      }
      return document;
    });
    await db.execute(sql`
      INSERT INTO ${sql.raw(`"${table}"`)} (org_id, ad_account_id, ad_id, date, ${sql.raw(columnList)})
      SELECT ${target.orgId}::uuid, ${target.adAccountId}::uuid, r.ad_id, r.date, ${sql.raw(
        columns.map(({ column }) => `r."${column}"`).join(', '),
      )}
      FROM jsonb_to_recordset(${JSON.stringify(documents)}::jsonb)
        AS r(ad_id uuid, date date, ${sql.raw(recordType)})
      ON CONFLICT (ad_account_id, ad_id, date) DO UPDATE SET ${sql.raw(updates)}
    `);
  }
  // Only Meta has custom conversions; they are kept beside the columns the catalogue decides.
  if (target.platform === 'meta') await upsertCustomConversionDays(db, target, known);
  return known.length;
}

/**
 * Stores age-and-gender or placement figures as one document per ad, day and kind. A document is
 * merged key by key, so a day split across two pages of the platform's answer keeps both halves.
 */
export async function upsertBreakdowns(
  db: Executor,
  target: StoreTarget,
  rows: readonly BreakdownInsight[],
): Promise<number> {
  const documents = new Map<
    string,
    { ad_id: string; date: string; kind: string; entries: BreakdownEntries }
  >();
  let stored = 0;
  for (const row of rows) {
    const adId = target.adIdByExternalId.get(row.adExternalId);
    if (!adId) continue;
    const id = `${adId}|${row.date}|${row.kind}`;
    const document = documents.get(id) ?? { ad_id: adId, date: row.date, kind: row.kind, entries: {} };
    document.entries[row.key] = [row.impressions, row.spend];
    documents.set(id, document);
    stored += 1;
  }
  for (const batch of chunks([...documents.values()], BATCH_SIZE)) {
    await db.execute(sql`
      INSERT INTO ${adInsightBreakdowns} (org_id, ad_account_id, ad_id, date, kind, entries)
      SELECT ${target.orgId}::uuid, ${target.adAccountId}::uuid, r.ad_id, r.date, r.kind, r.entries
      FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        AS r(ad_id uuid, date date, kind text, entries jsonb)
      ON CONFLICT (ad_account_id, ad_id, date, kind)
        DO UPDATE SET entries = ${adInsightBreakdowns}.entries || excluded.entries
    `);
  }
  return stored;
}

/** Stores the per-asset figures of dynamic creatives. */
export async function upsertAssetInsights(
  db: Executor,
  target: StoreTarget,
  rows: readonly AssetInsight[],
): Promise<number> {
  const known = rows.filter((row) => target.adIdByExternalId.has(row.adExternalId));
  for (const batch of chunks(known, BATCH_SIZE)) {
    const documents = batch.map((row) => ({
      ad_id: target.adIdByExternalId.get(row.adExternalId)!,
      date: row.date,
      asset_type: row.assetType,
      asset_key: row.assetKey,
      components: row.components,
    }));
    await db.execute(sql`
      INSERT INTO ${adAssetInsights} (org_id, ad_account_id, ad_id, date, asset_type, asset_key, components)
      SELECT ${target.orgId}::uuid, ${target.adAccountId}::uuid, r.ad_id, r.date, r.asset_type, r.asset_key, r.components
      FROM jsonb_to_recordset(${JSON.stringify(documents)}::jsonb)
        AS r(ad_id uuid, date date, asset_type text, asset_key text, components jsonb)
      ON CONFLICT (ad_account_id, ad_id, date, asset_type, asset_key) DO UPDATE SET components = excluded.components
    `);
  }
  return known.length;
}

/** Unique figures depend on every day of their range; a sync that changed days drops them. */
export async function forgetUniqueFigures(db: Executor, adAccountId: string): Promise<void> {
  await db.delete(uniqueFiguresCache).where(eq(uniqueFiguresCache.adAccountId, adAccountId));
}

/** Removes every stored figure of an ad account (the partitioned tables are not reached by cascades). */
export async function deleteAccountInsights(db: Executor, adAccountId: string): Promise<void> {
  const tables = [
    INSIGHT_TABLE_NAMES,
    INSIGHT_ROLLUP_TABLE_NAMES,
    RUNNING_TOTAL_TABLE_NAMES,
    RUNNING_SPAN_TABLE_NAMES,
  ].flatMap((names) => Object.values(names));
  for (const table of tables) {
    await db.execute(sql`DELETE FROM ${sql.raw(`"${table}"`)} WHERE ad_account_id = ${adAccountId}`);
  }
  await db.delete(adRangeSums).where(eq(adRangeSums.adAccountId, adAccountId));
}
