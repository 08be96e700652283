import type { AdPlatform } from '@hookline/domain';
import { sql, type SQL } from 'drizzle-orm';
import { INSIGHT_ROLLUP_TABLE_NAMES, INSIGHT_TABLE_NAMES } from './insight-columns.ts';

/**
 * Daily rows are also kept summed over aligned blocks of 2, 4, ... 512 days (level k covers 2^k days
 * starting on a day number that 2^k divides, counted from 1970-01-01). Any range of days is the union
 * of at most two blocks per level, so a report over 90 days reads about 8 rows per ad instead of 90,
 * and every sum is still a plain sum of daily figures (a component missing on every day stays missing).
 */
export const ROLLUP_LEVELS = 9;

const DAY_MS = 86_400_000;

export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const dayString = (dayNumber: number): string =>
  new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

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

/**
 * The rows that add up to each ad's figures over a range: the whole blocks from the rollups and the
 * odd days at either end from the daily rows, with the given columns. Undefined for an empty range.
 */
export function rangePartsSql(input: {
  platform: AdPlatform;
  adAccountId: string;
  range: { startDate: string; endDate: string };
  columns: readonly string[];
}): SQL | undefined {
  const blocks = blocksOfRange(input.range);
  const days = blocks.filter((block) => block.level === 0).map((block) => block.startDate);
  const rollups = blocks.filter((block) => block.level > 0);
  const columns = sql.raw(input.columns.map((column) => `"${column}"`).join(', '));
  const parts: SQL[] = [];
  if (days.length > 0) {
    parts.push(sql`SELECT ad_id, ${columns} FROM ${sql.raw(`"${INSIGHT_TABLE_NAMES[input.platform]}"`)}
      WHERE ad_account_id = ${input.adAccountId} AND date IN (${sql.join(
        days.map((day) => sql`${day}::date`),
        sql`, `,
      )})`);
  }
  if (rollups.length > 0) {
    parts.push(sql`SELECT ad_id, ${columns} FROM ${sql.raw(`"${INSIGHT_ROLLUP_TABLE_NAMES[input.platform]}"`)}
      WHERE ad_account_id = ${input.adAccountId} AND (${sql.join(
        rollups.map((block) => sql`(level = ${block.level} AND start_date = ${block.startDate}::date)`),
        sql` OR `,
      )})`);
  }
  return parts.length > 0 ? sql.join(parts, sql` UNION ALL `) : undefined;
}
