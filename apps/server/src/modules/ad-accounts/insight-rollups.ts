import type { AdPlatform } from '@hookline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { dayNumber, dayString, ROLLUP_LEVELS } from './insight-blocks.ts';
import { INSIGHT_ROLLUP_TABLE_NAMES, INSIGHT_TABLE_NAMES, ROLLUP_COLUMNS } from './insight-columns.ts';
import { forgetRangeSums } from './insight-range-sums.ts';
import { analyzeRunningTotalsOnce, refreshRunningTotals } from './insight-running-totals.ts';

/** SQL of the first day of the level's block holding `dateSql`. */
const blockStartSql = (dateSql: string, level: number): string =>
  `(DATE '1970-01-01' + ((${dateSql} - DATE '1970-01-01') / ${2 ** level}) * ${2 ** level})`;

/**
 * Rebuilds every rollup block of the account that holds a day of `range`, level by level, each level
 * from the one below, and the running totals from the range's first day on (insight-running-totals.ts), in
 * one transaction, then raises the account's figures version so sums stored for earlier figures are read
 * no more. Run after the range's daily rows were written; blocks of ads
 * that no longer have rows disappear with the rest of the block.
 */
export async function refreshInsightRollups(
  db: Executor,
  input: { platform: AdPlatform; adAccountId: string; range: { since: string; until: string } },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (let level = 1; level <= ROLLUP_LEVELS; level += 1) await refreshLevel(tx, { ...input, level });
    await refreshRunningTotals(tx, { ...input, since: input.range.since });
    await forgetRangeSums(tx, input.adAccountId);
  });
  await analyzeRunningTotalsOnce(db, input.platform);
}

async function refreshLevel(
  db: Executor,
  input: {
    platform: AdPlatform;
    adAccountId: string;
    range: { since: string; until: string };
    level: number;
  },
): Promise<void> {
  const { level } = input;
  const daily = `"${INSIGHT_TABLE_NAMES[input.platform]}"`;
  const rollups = `"${INSIGHT_ROLLUP_TABLE_NAMES[input.platform]}"`;
  const columns = ROLLUP_COLUMNS[input.platform].map(({ column }) => `"${column}"`).join(', ');
  const sums = ROLLUP_COLUMNS[input.platform].map(({ column }) => `sum("${column}")`).join(', ');
  const size = 2 ** level;
  const first = dayString(Math.floor(dayNumber(input.range.since) / size) * size);
  const last = dayString(Math.floor(dayNumber(input.range.until) / size) * size + size - 1);
  const source =
    level === 1
      ? sql`SELECT org_id, ad_id, date AS day, ${sql.raw(columns)} FROM ${sql.raw(daily)}
            WHERE ad_account_id = ${input.adAccountId} AND date >= ${first} AND date <= ${last}`
      : sql`SELECT org_id, ad_id, start_date AS day, ${sql.raw(columns)} FROM ${sql.raw(rollups)}
            WHERE ad_account_id = ${input.adAccountId} AND level = ${level - 1}
              AND start_date >= ${first} AND start_date <= ${last}`;
  await db.execute(sql`
    DELETE FROM ${sql.raw(rollups)}
    WHERE ad_account_id = ${input.adAccountId} AND level = ${level} AND start_date >= ${first} AND start_date <= ${last}
  `);
  await db.execute(sql`
    INSERT INTO ${sql.raw(rollups)} (org_id, ad_account_id, ad_id, level, start_date, ${sql.raw(columns)})
    SELECT org_id, ${input.adAccountId}::uuid, ad_id, ${level}, ${sql.raw(blockStartSql('day', level))}, ${sql.raw(sums)}
    FROM (${source}) AS parts
    GROUP BY org_id, ad_id, ${sql.raw(blockStartSql('day', level))}
    ORDER BY 5, ad_id
  `);
}
