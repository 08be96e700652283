import type { AdPlatform } from '@hookline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { INSIGHT_ROLLUP_TABLE_NAMES, INSIGHT_TABLE_NAMES, ROLLUP_COLUMNS } from './insight-columns.ts';

/**
 * Daily rows are also kept summed over aligned blocks of 2, 4, ... 512 days (level k covers 2^k days
 * starting on a day number that 2^k divides, counted from 1970-01-01). Any range of days is the union
 * of at most two blocks per level, so a report over 90 days reads about 8 rows per ad instead of 90,
 * and every sum is still a plain sum of daily figures (a component missing on every day stays missing).
 */
export const ROLLUP_LEVELS = 9;

const DAY_MS = 86_400_000;

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayString = (dayNumber: number): string => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** A block of days: one stored day (level 0) or a stored rollup of 2^level days. */
export interface DayBlock {
  level: number;
  startDate: string;
}

/**
 * The fewest aligned blocks that cover `startDate..endDate` exactly, in order: from each day on,
 * the largest block that starts there and ends inside the range.
 */
export function blocksOfRange(range: { startDate: string; endDate: string }): DayBlock[] {
  const blocks: DayBlock[] = [];
  const last = dayNumber(range.endDate);
  let day = dayNumber(range.startDate);
  while (day <= last) {
    let level = 0;
    while (level < ROLLUP_LEVELS && day % 2 ** (level + 1) === 0 && day + 2 ** (level + 1) - 1 <= last) {
      level += 1;
    }
    blocks.push({ level, startDate: dayString(day) });
    day += 2 ** level;
  }
  return blocks;
}

/** SQL of the first day of the level's block holding `dateSql`. */
const blockStartSql = (dateSql: string, level: number): string =>
  `(DATE '1970-01-01' + ((${dateSql} - DATE '1970-01-01') / ${2 ** level}) * ${2 ** level})`;

/**
 * Rebuilds every rollup block of the account that holds a day of `range`, level by level, each level
 * from the one below. Run after the range's daily rows were written; blocks of ads that no longer
 * have rows disappear with the rest of the block.
 */
export async function refreshInsightRollups(
  db: Executor,
  input: { platform: AdPlatform; adAccountId: string; range: { since: string; until: string } },
): Promise<void> {
  const daily = `"${INSIGHT_TABLE_NAMES[input.platform]}"`;
  const rollups = `"${INSIGHT_ROLLUP_TABLE_NAMES[input.platform]}"`;
  const columns = ROLLUP_COLUMNS[input.platform].map(({ column }) => `"${column}"`);
  const sums = columns.map((column) => `sum(${column})`).join(', ');
  const since = dayNumber(input.range.since);
  const until = dayNumber(input.range.until);
  for (let level = 1; level <= ROLLUP_LEVELS; level += 1) {
    const size = 2 ** level;
    const first = dayString(Math.floor(since / size) * size);
    const last = dayString(Math.floor(until / size) * size + size - 1);
    const source =
      level === 1
        ? sql`SELECT org_id, ad_id, date AS day, ${sql.raw(columns.join(', '))} FROM ${sql.raw(daily)}
              WHERE ad_account_id = ${input.adAccountId} AND date >= ${first} AND date <= ${last}`
        : sql`SELECT org_id, ad_id, start_date AS day, ${sql.raw(columns.join(', '))} FROM ${sql.raw(rollups)}
              WHERE ad_account_id = ${input.adAccountId} AND level = ${level - 1}
                AND start_date >= ${first} AND start_date <= ${last}`;
    await db.execute(sql`
      DELETE FROM ${sql.raw(rollups)}
      WHERE ad_account_id = ${input.adAccountId} AND level = ${level} AND start_date >= ${first} AND start_date <= ${last}
    `);
    await db.execute(sql`
      INSERT INTO ${sql.raw(rollups)} (org_id, ad_account_id, ad_id, level, start_date, ${sql.raw(columns.join(', '))})
      SELECT org_id, ${input.adAccountId}::uuid, ad_id, ${level}, ${sql.raw(blockStartSql('day', level))}, ${sql.raw(sums)}
      FROM (${source}) AS parts
      GROUP BY org_id, ad_id, ${sql.raw(blockStartSql('day', level))}
      ORDER BY 5, ad_id
    `);
  }
}
