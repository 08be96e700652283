import type { AdPlatform } from '@hookline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { INSIGHT_TABLE_NAMES } from './insight-columns.ts';

const DUPLICATE_TABLE = '42P07';

function monthStarts(since: string, until: string): string[] {
  const months: string[] = [];
  let year = Number(since.slice(0, 4));
  let month = Number(since.slice(5, 7));
  const lastYear = Number(until.slice(0, 4));
  const lastMonth = Number(until.slice(5, 7));
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}-01`);
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

function nextMonth(monthStart: string): string {
  const year = Number(monthStart.slice(0, 4));
  const month = Number(monthStart.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Creates the monthly partitions of a platform's insight table that a range of days needs. Two
 * syncs may race to create the same month; the loser's "already exists" is harmless.
 */
export async function ensureMonthPartitions(
  db: Executor,
  platform: AdPlatform,
  range: { since: string; until: string },
): Promise<void> {
  const table = INSIGHT_TABLE_NAMES[platform];
  for (const start of monthStarts(range.since, range.until)) {
    const partition = `${table}_y${start.slice(0, 4)}m${start.slice(5, 7)}`;
    try {
      await db.execute(
        sql.raw(
          `CREATE TABLE IF NOT EXISTS "${partition}" PARTITION OF "${table}" FOR VALUES FROM ('${start}') TO ('${nextMonth(start)}')`,
        ),
      );
    } catch (error) {
      if (errorCode(error) !== DUPLICATE_TABLE) throw error;
    }
  }
}
