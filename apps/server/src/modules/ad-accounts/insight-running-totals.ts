import type { AdPlatform } from '@hookline/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import {
  daysColumnName,
  INSIGHT_TABLE_NAMES,
  RUNNING_SPAN_TABLE_NAMES,
  RUNNING_TOTAL_COLUMNS,
  RUNNING_TOTAL_TABLE_NAMES,
} from './insight-columns.ts';

/**
 * Running totals answer the sums of the default metrics' components over any range from two rows per ad:
 * the total through the range's last day less the total through the day before its first. Each ad has a row
 * for every day from its first day with figures to its last (a day without figures repeats the day before),
 * so both rows are found by their day; an ad whose last day is before the range's end is read from its span,
 * which holds the totals on its last day. A component missing on every day of a range stays missing: each
 * total comes with the number of days it had a value, and an ad without a day of figures in the range is not
 * in the answer, as with the rollups.
 */

const quoted = (name: string): string => `"${name}"`;

function tablesOf(platform: AdPlatform) {
  const columns = RUNNING_TOTAL_COLUMNS[platform].map(({ column }) => column);
  return {
    daily: quoted(INSIGHT_TABLE_NAMES[platform]),
    totals: quoted(RUNNING_TOTAL_TABLE_NAMES[platform]),
    spans: quoted(RUNNING_SPAN_TABLE_NAMES[platform]),
    columns,
    /** Every stored column: the days with figures, then each component's total and its days with a value. */
    stored: ['days', ...columns.flatMap((column) => [column, daysColumnName(column)])],
  };
}

/**
 * Rebuilds the account's running totals from `since` on, after the sync wrote daily rows from that day:
 * each ad's rows from `since` (or from the day after its last day, when it had no figures since then) to its
 * last day, from its totals the day before, then its span. Run in the transaction that refreshes the rollups.
 */
export async function refreshRunningTotals(
  db: Executor,
  input: { platform: AdPlatform; adAccountId: string; since: string },
): Promise<void> {
  const { daily, totals, spans, columns, stored } = tablesOf(input.platform);
  const account = input.adAccountId;
  const since = sql`${input.since}::date`;
  // Each ad with figures from `since` on: its first such day and its last day.
  const changed = sql`SELECT ad_id, min(date) AS first_new, max(date) AS last_day FROM ${sql.raw(daily)}
    WHERE ad_account_id = ${account} AND date >= ${since} GROUP BY ad_id`;

  await db.execute(sql`DELETE FROM ${sql.raw(totals)} WHERE ad_account_id = ${account} AND day >= ${since}`);

  // Where each ad's rebuilt rows start, and its totals the day before: none for an ad new since `since`,
  // its span's for an ad whose last day was before `since` (the days between repeat it), else the row of
  // the day before `since`.
  const fromSpan = sql`s.last_day < ${since}`;
  const newAd = sql`(s.ad_id IS NULL OR s.first_day >= ${since})`;
  const baseColumns = sql.join(
    stored.map((column) => {
      const name = sql.raw(quoted(column));
      return sql`CASE WHEN ${fromSpan} THEN s.${name} ELSE coalesce(b.${name}, 0) END AS ${sql.raw(quoted(`base_${column}`))}`;
    }),
    sql`, `,
  );
  const running = [
    `st.base_days + count(d.ad_id) OVER w`,
    ...columns.flatMap((column) => [
      `st."base_${column}" + coalesce(sum(d."${column}") OVER w, 0)`,
      `st."base_${daysColumnName(column)}" + count(d."${column}") OVER w`,
    ]),
  ].join(', ');
  await db.execute(sql`
    INSERT INTO ${sql.raw(totals)} (org_id, ad_account_id, ad_id, day, ${sql.raw(stored.map(quoted).join(', '))})
    SELECT a.org_id, ${account}::uuid, st.ad_id, g.day, ${sql.raw(running)}
    FROM (
      SELECT c.ad_id, c.last_day,
        CASE WHEN ${newAd} THEN c.first_new WHEN ${fromSpan} THEN s.last_day + 1 ELSE ${since} END AS start_day,
        ${baseColumns}
      FROM (${changed}) AS c
      LEFT JOIN ${sql.raw(spans)} AS s ON s.ad_account_id = ${account} AND s.ad_id = c.ad_id
      LEFT JOIN ${sql.raw(totals)} AS b ON b.ad_account_id = ${account} AND b.day = ${since} - 1 AND b.ad_id = c.ad_id
    ) AS st
    JOIN ad_accounts AS a ON a.id = ${account}
    CROSS JOIN LATERAL (
      SELECT st.start_day + offset_days AS day FROM generate_series(0, st.last_day - st.start_day) AS offset_days
    ) AS g
    LEFT JOIN ${sql.raw(daily)} AS d
      ON d.ad_account_id = ${account} AND d.ad_id = st.ad_id AND d.date = g.day AND d.date >= ${since}
    WINDOW w AS (PARTITION BY st.ad_id ORDER BY g.day ROWS UNBOUNDED PRECEDING)
    ORDER BY g.day, st.ad_id
  `);

  // Each changed ad's row of its last day, found by its key. The rows were written in this transaction, so
  // the table's statistics may know nothing of the account: left to choose, the planner once read every new
  // row and grouped the daily rows again for each (16 s for a second sandbox account of 100 ads).
  const update = stored.map((column) => `${quoted(column)} = excluded.${quoted(column)}`).join(', ');
  await db.execute(sql`
    WITH c AS MATERIALIZED (${changed})
    INSERT INTO ${sql.raw(spans)} (org_id, ad_account_id, ad_id, first_day, last_day, ${sql.raw(stored.map(quoted).join(', '))})
    SELECT t.org_id, t.ad_account_id, t.ad_id, c.first_new, c.last_day, ${sql.raw(stored.map((column) => `t.${quoted(column)}`).join(', '))}
    FROM c
    CROSS JOIN LATERAL (
      SELECT * FROM ${sql.raw(totals)} AS r
      WHERE r.ad_account_id = ${account} AND r.day = c.last_day AND r.ad_id = c.ad_id
    ) AS t
    ON CONFLICT (ad_account_id, ad_id) DO UPDATE SET
      first_day = least(${sql.raw(spans)}.first_day, excluded.first_day), last_day = excluded.last_day, ${sql.raw(update)}
  `);
}

/**
 * Analyses the platform's running totals the first time they hold rows. Knowing their size, the planner reads
 * a range's two days of rows and the spans with hash joins; a table never analysed (a new database, or the
 * embedded one, which runs no autovacuum) is read by an index probe per ad instead, about twice as slow on the
 * benchmark's 5,000 ads. From then on autovacuum keeps the figures current on PostgreSQL, and the planner
 * scales them with the table's size on both.
 */
export async function analyzeRunningTotalsOnce(db: Executor, platform: AdPlatform): Promise<void> {
  const names = [RUNNING_TOTAL_TABLE_NAMES[platform], RUNNING_SPAN_TABLE_NAMES[platform]];
  const never = await rawRows<{ relname: string }>(
    db,
    sql`SELECT relname FROM pg_class
        WHERE relnamespace = current_schema()::regnamespace AND reltuples < 0
          AND relname IN (${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )})`,
  );
  for (const { relname } of never) await db.execute(sql.raw(`ANALYZE ${quoted(relname)}`));
}

/** True when the running totals hold every one of the components stored in `columns`. */
export function runningTotalsHold(platform: AdPlatform, columns: readonly string[]): boolean {
  const held = new Set(RUNNING_TOTAL_COLUMNS[platform].map(({ column }) => column));
  return columns.every((column) => held.has(column));
}

/**
 * SQL of each ad's sums of `columns` over the range, from its running totals: `ad_id` and a column each,
 * for the ads with a day of figures in the range. The columns must be held (`runningTotalsHold`).
 */
export function runningTotalRowsSql(input: {
  platform: AdPlatform;
  adAccountId: string;
  range: { startDate: string; endDate: string };
  columns: readonly string[];
}): SQL {
  const { totals, spans } = tablesOf(input.platform);
  if (!runningTotalsHold(input.platform, input.columns)) {
    throw new Error(`${input.columns.join(', ')} are not all held by the running totals`);
  }
  // The total through the range's last day: that day's row, or the span's once the ad's figures ended.
  const through = (column: string) => `coalesce(e."${column}", s."${column}")`;
  const before = (column: string) => `coalesce(b."${column}", 0)`;
  const difference = (column: string) => `${through(column)} - ${before(column)}`;
  const sums = input.columns
    .map((column) => {
      const days = daysColumnName(column);
      return `CASE WHEN ${difference(days)} > 0 THEN ${difference(column)} END AS "${column}"`;
    })
    .join(', ');
  const account = input.adAccountId;
  return sql`SELECT s.ad_id, ${sql.raw(sums)}
    FROM ${sql.raw(spans)} AS s
    LEFT JOIN ${sql.raw(totals)} AS e
      ON e.ad_account_id = ${account} AND e.day = ${input.range.endDate}::date AND e.ad_id = s.ad_id
    LEFT JOIN ${sql.raw(totals)} AS b
      ON b.ad_account_id = ${account} AND b.day = ${input.range.startDate}::date - 1 AND b.ad_id = s.ad_id
    WHERE s.ad_account_id = ${account}
      AND s.first_day <= ${input.range.endDate}::date AND s.last_day >= ${input.range.startDate}::date
      AND ${sql.raw(difference('days'))} > 0`;
}
