import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance, type DuckDBAppender, type DuckDBConnection } from '@duckdb/node-api';
import type { AdPlatform } from '@hookline/domain';
import {
  INSIGHT_COLUMNS,
  INSIGHT_TABLE_NAMES,
} from '../../apps/server/src/modules/ad-accounts/insight-columns.ts';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database.ts';
import { quoteIdentifier } from './metric-sql.ts';
import { timeMedian } from './timing.ts';

/**
 * What keeping an embedded DuckDB current from PostgreSQL costs for one account: copying every daily
 * row in (the first load, or a rebuild after a backfill), and replacing one day's rows (what each
 * sync of yesterday and today would have to do at least).
 */
export interface DuckDbStoreCost {
  rows: number;
  columns: number;
  loadMs: number;
  /** The day replaced, its rows, and the median time of replacing them (read from PostgreSQL, delete, append). */
  day: string;
  dayRows: number;
  dayUpdateMs: number;
  /** Bytes of the DuckDB database file holding the account's rows. */
  fileBytes: number;
  /** Median time of the report's query (the baseline's SQL) on the stored rows. */
  queryMs: number;
}

const DAY_UPDATE_RUNS = 5;

function appendRow(appender: DuckDBAppender, row: unknown[]): void {
  appender.appendVarchar(String(row[0]));
  appender.appendVarchar(String(row[1]));
  for (let index = 2; index < row.length; index += 1) {
    const value = row[index];
    if (value === null || value === undefined) appender.appendNull();
    else appender.appendDouble(Number(value));
  }
  appender.endRow();
}

/** Reads the account's daily rows of `since..until` from PostgreSQL as arrays (id and date as text). */
async function readDays(
  handle: DatabaseHandle,
  input: { table: string; columns: readonly string[]; adAccountId: string; since: string; until: string },
): Promise<unknown[][]> {
  const { rows } = await handle.sql(
    `SELECT json_build_array(ad_id::text, to_char(date, 'YYYY-MM-DD'), ${input.columns
      .map(quoteIdentifier)
      .join(', ')})::text AS row
     FROM ${quoteIdentifier(input.table)}
     WHERE ad_account_id = $1 AND date >= $2 AND date <= $3`,
    [input.adAccountId, input.since, input.until],
  );
  return rows.map((row) => JSON.parse(String(row.row)) as unknown[]);
}

async function appendDays(connection: DuckDBConnection, rows: readonly unknown[][]): Promise<void> {
  const appender = await connection.createAppender('staged');
  for (const row of rows) appendRow(appender, row);
  appender.closeSync();
  await connection.run(
    'INSERT INTO insights SELECT ad_id::UUID, date::DATE, * EXCLUDE (ad_id, date) FROM staged; DELETE FROM staged',
  );
}

const monthEnd = (monthStart: string): string => {
  const date = new Date(`${monthStart}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.toISOString().slice(0, 10);
};

function monthsOf(since: string, until: string): Array<{ since: string; until: string }> {
  const months: Array<{ since: string; until: string }> = [];
  let start = `${since.slice(0, 7)}-01`;
  while (start <= until) {
    const end = monthEnd(start);
    months.push({ since: start < since ? since : start, until: end > until ? until : end });
    const next = new Date(`${end}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    start = next.toISOString().slice(0, 10);
  }
  return months;
}

/**
 * Copies every daily row of the account (every component column, as a store serving any report
 * must hold) and its ads from PostgreSQL into a DuckDB database file, a month at a time through
 * DuckDB's appender; times replacing the last day's rows, then the report's query (`reportSql`, the
 * baseline's statement over tables `insights` and `ads`) on the file. The file is removed after.
 */
export async function measureDuckDbStore(
  handle: DatabaseHandle,
  input: { platform: AdPlatform; adAccountId: string; since: string; until: string; reportSql: string },
): Promise<DuckDbStoreCost> {
  const table = INSIGHT_TABLE_NAMES[input.platform];
  const columns = INSIGHT_COLUMNS[input.platform].map(({ column }) => column);
  const directory = mkdtempSync(path.join(tmpdir(), 'hookline-duckdb-store-'));
  const instance = await DuckDBInstance.create(path.join(directory, 'insights.duckdb'));
  const connection = await instance.connect();
  try {
    const columnsDdl = columns.map((column) => `${quoteIdentifier(column)} DOUBLE`).join(', ');
    await connection.run(`CREATE TABLE insights (ad_id UUID, date DATE, ${columnsDdl})`);
    await connection.run(`CREATE TEMP TABLE staged (ad_id VARCHAR, date VARCHAR, ${columnsDdl})`);

    const started = performance.now();
    let rows = 0;
    for (const month of monthsOf(input.since, input.until)) {
      const monthRows = await readDays(handle, { table, columns, adAccountId: input.adAccountId, ...month });
      await appendDays(connection, monthRows);
      rows += monthRows.length;
    }
    const { rows: adRows } = await handle.sql(
      'SELECT id::text AS id, name, creative_type FROM ads WHERE ad_account_id = $1',
      [input.adAccountId],
    );
    await connection.run('CREATE TEMP TABLE staged_ads (id VARCHAR, name VARCHAR, creative_type VARCHAR)');
    const ads = await connection.createAppender('staged_ads');
    for (const ad of adRows) {
      ads.appendVarchar(String(ad.id));
      ads.appendVarchar(String(ad.name));
      ads.appendVarchar(String(ad.creative_type));
      ads.endRow();
    }
    ads.closeSync();
    await connection.run('CREATE TABLE ads AS SELECT id::UUID AS id, name, creative_type FROM staged_ads');
    await connection.run('CHECKPOINT');
    const loadMs = performance.now() - started;

    const day = input.until;
    const samples: number[] = [];
    let dayRows = 0;
    for (let run = 0; run < DAY_UPDATE_RUNS; run += 1) {
      const runStarted = performance.now();
      const fresh = await readDays(handle, {
        table,
        columns,
        adAccountId: input.adAccountId,
        since: day,
        until: day,
      });
      await connection.run(`DELETE FROM insights WHERE date = DATE '${day}'`);
      await appendDays(connection, fresh);
      await connection.run('CHECKPOINT');
      samples.push(performance.now() - runStarted);
      dayRows = fresh.length;
    }
    samples.sort((a, b) => a - b);
    const [size] = (
      await connection.runAndReadAll(
        'SELECT total_blocks * block_size AS bytes FROM pragma_database_size() WHERE database_name = current_database()',
      )
    ).getRowObjectsJS();
    const query = await timeMedian(() => connection.runAndReadAll(input.reportSql));
    return {
      queryMs: query.medianMs,
      rows,
      columns: columns.length,
      loadMs,
      day,
      dayRows,
      dayUpdateMs: samples[Math.floor(samples.length / 2)]!,
      fileBytes: Number(size?.bytes ?? 0),
    };
  } finally {
    connection.closeSync();
    instance.closeSync();
    rmSync(directory, { recursive: true, force: true });
  }
}

/** The store's figures as the benchmark prints them. */
export function describeDuckDbStoreCost(cost: DuckDbStoreCost): string {
  return [
    `    DuckDB kept current from PostgreSQL (a file, ${cost.columns} component columns): first load of ${cost.rows.toLocaleString('en-US')} daily rows ${(cost.loadMs / 1000).toFixed(1)} s, ${(cost.fileBytes / 1e6).toFixed(0)} MB`,
    `      replacing one day (${cost.day}, ${cost.dayRows.toLocaleString('en-US')} rows): ${cost.dayUpdateMs.toFixed(1)} ms median of 5; the report's query on the file: ${cost.queryMs.toFixed(2)} ms median of 7`,
  ].join('\n');
}
