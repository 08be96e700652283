import type { AdPlatform, MetricComponent } from '@hookline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { componentColumnName, RANGE_SUMS_TABLE_NAMES } from './insight-columns.ts';
import { rangePartsSql } from './insight-blocks.ts';
import { adAccounts } from './tables.ts';

/** How many ranges of an account keep their sums; a report may ask for any range, most ask for a few. */
export const RANGES_KEPT_PER_ACCOUNT = 24;

export type ComponentSums = Record<string, number | null>;

/** The account a range is summed for, with the version of its figures the sums belong to. */
export interface RangeSumsAccount {
  id: string;
  orgId: string;
  platform: AdPlatform;
  figuresVersion: number;
}

const quoted = (name: string) => sql.raw(`"${name}"`);

/** A row's `c<index>` columns as the components they stand for. */
export function readSums(
  row: Record<string, unknown>,
  components: readonly MetricComponent[],
): ComponentSums {
  const sums: ComponentSums = {};
  components.forEach((component, index) => {
    const value = row[`c${index}`];
    sums[component.key] = value === null || value === undefined ? null : Number(value);
  });
  return sums;
}

/** The components asked for, each read as `c<index>` from a relation with component columns. */
function pickList(components: readonly MetricComponent[], relation: string) {
  return sql.raw(
    components
      .map((component, index) => `${relation}."${componentColumnName(component.key)}"::float8 AS c${index}`)
      .join(', '),
  );
}

/**
 * Each ad's components summed over the range. The first report of a range after the figures changed
 * adds its components up from the rollups (insight-rollups.ts) and stores the sums with the figures'
 * version; later reports of the range (another sort, page, grouping or filter) read one stored row
 * per ad. A report asking for components not stored yet sums them with the stored ones, and stores all.
 */
export async function rangeSumsByAd(
  db: Executor,
  input: {
    account: RangeSumsAccount;
    range: { startDate: string; endDate: string };
    components: readonly MetricComponent[];
  },
): Promise<Map<string, ComponentSums>> {
  const { account, range, components } = input;
  const table = quoted(RANGE_SUMS_TABLE_NAMES[account.platform]);
  const rangeKey = (relation: string) =>
    sql`${sql.raw(relation)}.ad_account_id = ${account.id} AND ${sql.raw(relation)}.figures_version = ${account.figuresVersion}
      AND ${sql.raw(relation)}.start_date = ${range.startDate}::date AND ${sql.raw(relation)}.end_date = ${range.endDate}::date`;
  const wanted = components.map((component) => componentColumnName(component.key));
  const [marker] = await rawRows<{ components: string[] }>(
    db,
    sql`SELECT components FROM ad_range_sums_computed AS computed WHERE ${rangeKey('computed')}`,
  );
  if (marker && wanted.every((column) => marker.components.includes(column))) {
    const stored = await rawRows<Record<string, unknown>>(
      db,
      sql`SELECT ad_id, ${pickList(components, 'sums')} FROM ${table} AS sums WHERE ${rangeKey('sums')}`,
    );
    return new Map(stored.map((row) => [String(row.ad_id), readSums(row, components)]));
  }

  const columns = [...new Set([...(marker?.components ?? []), ...wanted])];
  const parts = rangePartsSql({ platform: account.platform, adAccountId: account.id, range, columns });
  const summed = parts
    ? sql`SELECT ad_id, ${sql.raw(columns.map((column) => `sum("${column}") AS "${column}"`).join(', '))}
          FROM (${parts}) AS parts GROUP BY ad_id`
    : sql`SELECT NULL::uuid AS ad_id, ${sql.raw(columns.map((column) => `NULL::float8 AS "${column}"`).join(', '))}
          WHERE false`;
  const columnList = sql.raw(columns.map((column) => `"${column}"`).join(', '));
  const updates = sql.raw(columns.map((column) => `"${column}" = excluded."${column}"`).join(', '));
  // One statement sums, marks and stores, so a reader sees a range's sums whole or not at all.
  const rows = await rawRows<Record<string, unknown>>(
    db,
    sql`WITH summed AS (${summed}),
        marked AS (
          INSERT INTO ad_range_sums_computed (org_id, ad_account_id, figures_version, start_date, end_date, components)
          VALUES (${account.orgId}, ${account.id}, ${account.figuresVersion}, ${range.startDate}, ${range.endDate},
                  ARRAY[${sql.join(
                    columns.map((column) => sql`${column}`),
                    sql`, `,
                  )}]::text[])
          ON CONFLICT (ad_account_id, figures_version, start_date, end_date)
            DO UPDATE SET components = excluded.components, computed_at = now()
        ),
        stored AS (
          INSERT INTO ${table} (org_id, ad_account_id, figures_version, start_date, end_date, ad_id, ${columnList})
          SELECT ${account.orgId}::uuid, ${account.id}::uuid, ${account.figuresVersion}::int,
                 ${range.startDate}::date, ${range.endDate}::date, ad_id, ${columnList}
          FROM summed
          ON CONFLICT (ad_account_id, figures_version, start_date, end_date, ad_id) DO UPDATE SET ${updates}
        )
        SELECT ad_id, ${pickList(components, 'summed')} FROM summed`,
  );
  if (!marker) await forgetOldestRanges(db, account);
  return new Map(rows.map((row) => [String(row.ad_id), readSums(row, components)]));
}

/** Keeps the sums of the most recently computed ranges of the account only. */
async function forgetOldestRanges(db: Executor, account: RangeSumsAccount): Promise<void> {
  const table = quoted(RANGE_SUMS_TABLE_NAMES[account.platform]);
  const oldest = await rawRows<{ figures_version: number; start_date: string; end_date: string }>(
    db,
    sql`DELETE FROM ad_range_sums_computed
        WHERE ad_account_id = ${account.id}
          AND (figures_version, start_date, end_date) IN (
            SELECT figures_version, start_date, end_date FROM ad_range_sums_computed
            WHERE ad_account_id = ${account.id}
            ORDER BY computed_at DESC OFFSET ${RANGES_KEPT_PER_ACCOUNT})
        RETURNING figures_version, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date`,
  );
  for (const range of oldest) {
    await db.execute(sql`DELETE FROM ${table} WHERE ad_account_id = ${account.id}
      AND figures_version = ${range.figures_version} AND start_date = ${range.start_date}::date
      AND end_date = ${range.end_date}::date`);
  }
}

/**
 * The account's figures changed: its version goes up, so stored sums are read no more, and the
 * sums of earlier versions are dropped.
 */
export async function forgetRangeSums(db: Executor, adAccountId: string): Promise<void> {
  await db.execute(
    sql`UPDATE ${adAccounts} SET figures_version = figures_version + 1 WHERE id = ${adAccountId}`,
  );
  await db.execute(sql`DELETE FROM ad_range_sums_computed WHERE ad_account_id = ${adAccountId}`);
  for (const table of Object.values(RANGE_SUMS_TABLE_NAMES)) {
    await db.execute(sql`DELETE FROM ${quoted(table)} WHERE ad_account_id = ${adAccountId}`);
  }
}
