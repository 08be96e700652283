import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { getComponent, requiredComponents, type AdPlatform, type MetricDefinition } from '@hookline/domain';
import {
  componentColumnName,
  INSIGHT_TABLE_NAMES,
} from '../../apps/server/src/modules/ad-accounts/insight-columns.ts';
import {
  overVideoImpressions,
  VIDEO_IMPRESSIONS,
} from '../../apps/server/src/modules/reports/report-engine/video-rates.ts';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database.ts';
import { metricSql, quoteIdentifier } from './metric-sql.ts';

/** One line of the baseline's answer: an ad name, its spend and every metric. */
export interface BaselineLine {
  name: string;
  spend: number;
  metrics: Record<string, number | null>;
}

/** An in-memory DuckDB holding the report's rows, and the one query that does the report's work. */
export interface DuckDbBaseline {
  /** Daily rows and ads copied in. */
  insightRows: number;
  ads: number;
  threads: string;
  sql: string;
  run(): Promise<BaselineLine[]>;
  close(): void;
}

export interface BaselineInput {
  platform: AdPlatform;
  adAccountId: string;
  range: { startDate: string; endDate: string };
  metrics: readonly MetricDefinition[];
  sortingField: string;
  limit: number;
}

/** The summed components the metrics read (spend always), each with its insight column. */
function componentColumns(input: BaselineInput): string[] {
  const keys = new Set<string>(['spend']);
  for (const metric of input.metrics) for (const key of requiredComponents(metric)) keys.add(key);
  return [...keys].map((key) => {
    const component = getComponent(input.platform, key);
    if (!component) throw new Error(`The catalogue has no ${input.platform} component ${key}`);
    if (component.aggregation !== 'sum') {
      throw new Error(`Component ${key} is a unique figure; the baseline can only sum daily rows`);
    }
    return componentColumnName(key);
  });
}

/**
 * The report's work in one statement: sum each ad's rows of the range, join the ads, add the ads up
 * by name, compute the metrics from the sums, sort and cut the page. Summing per ad before joining
 * ran faster in DuckDB than grouping the joined daily rows by name, so the baseline is the stronger
 * of the two plain ways to write it (and adds up in the same order as Hookline).
 */
function reportSql(input: BaselineInput, columns: readonly string[]): string {
  if (!input.metrics.some((metric) => metric.key === input.sortingField)) {
    throw new Error(`The baseline sorts by ${input.sortingField}, which is not among its metrics`);
  }
  const quoted = columns.map(quoteIdentifier);
  const reference = (key: string) =>
    key === VIDEO_IMPRESSIONS
      ? 'line.video_impressions'
      : `line.${quoteIdentifier(componentColumnName(key))}`;
  // Video rates over impressions divide by the impressions of the line's video ads only, as in Hookline.
  const metrics = overVideoImpressions(input.metrics).map(
    (metric) => `${metricSql(metric, reference)} AS ${quoteIdentifier(`m:${metric.key}`)}`,
  );
  return `WITH per_ad AS (
  SELECT ad_id, ${quoted.map((column) => `sum(${column}) AS ${column}`).join(', ')}
  FROM insights
  WHERE date BETWEEN DATE '${input.range.startDate}' AND DATE '${input.range.endDate}'
  GROUP BY ad_id
), line AS (
  SELECT a.name AS ad_name, ${quoted.map((column) => `sum(p.${column}) AS ${column}`).join(', ')},
    coalesce(sum(CASE WHEN a.creative_type = 'video' THEN coalesce(p.impressions, 0) ELSE 0 END), 0) AS video_impressions
  FROM per_ad p JOIN ads a ON a.id = p.ad_id
  GROUP BY a.name
)
SELECT line.ad_name, line."spend" AS line_spend, ${metrics.join(', ')}
FROM line
ORDER BY ${quoteIdentifier(`m:${input.sortingField}`)} DESC NULLS LAST, line.ad_name
LIMIT ${input.limit}`;
}

async function copyRows(
  connection: DuckDBConnection,
  table: string,
  columns: ReadonlyArray<{ name: string; type: 'VARCHAR' | 'DOUBLE' }>,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  await connection.run(
    `CREATE TABLE ${table} (${columns.map((column) => `${quoteIdentifier(column.name)} ${column.type}`).join(', ')})`,
  );
  const appender = await connection.createAppender(table);
  for (const row of rows) {
    for (const column of columns) {
      const value = row[column.name];
      if (value === null || value === undefined) appender.appendNull();
      else if (column.type === 'DOUBLE') appender.appendDouble(Number(value));
      else if (typeof value === 'string') appender.appendVarchar(value);
      else throw new Error(`${table}.${column.name} holds ${typeof value}, not text`);
    }
    appender.endRow();
  }
  appender.closeSync();
}

/**
 * Copies the range's daily rows of the account (only the columns the metrics read) and its ad names
 * from a Hookline database into an in-memory DuckDB, typed as there (uuid ids, dates, doubles).
 * The copy is not part of any timing.
 */
export async function createDuckDbBaseline(
  handle: DatabaseHandle,
  input: BaselineInput,
): Promise<DuckDbBaseline> {
  const columns = componentColumns(input);
  const table = INSIGHT_TABLE_NAMES[input.platform];
  const insightRows = (
    await handle.sql(
      `SELECT ad_id::text AS ad_id, to_char(date, 'YYYY-MM-DD') AS date, ${columns
        .map((column) => `${quoteIdentifier(column)}::float8 AS ${quoteIdentifier(column)}`)
        .join(', ')}
       FROM ${quoteIdentifier(table)}
       WHERE ad_account_id = $1 AND date >= $2 AND date <= $3`,
      [input.adAccountId, input.range.startDate, input.range.endDate],
    )
  ).rows;
  const adRows = (
    await handle.sql('SELECT id::text AS id, name, creative_type FROM ads WHERE ad_account_id = $1', [
      input.adAccountId,
    ])
  ).rows;

  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await copyRows(
    connection,
    'insights_copy',
    [
      { name: 'ad_id', type: 'VARCHAR' },
      { name: 'date', type: 'VARCHAR' },
      ...columns.map((name) => ({ name, type: 'DOUBLE' as const })),
    ],
    insightRows,
  );
  await connection.run(
    `CREATE TABLE insights AS SELECT ad_id::UUID AS ad_id, date::DATE AS date, ${columns
      .map(quoteIdentifier)
      .join(', ')} FROM insights_copy`,
  );
  await connection.run('DROP TABLE insights_copy');
  await copyRows(
    connection,
    'ads_copy',
    [
      { name: 'id', type: 'VARCHAR' },
      { name: 'name', type: 'VARCHAR' },
      { name: 'creative_type', type: 'VARCHAR' },
    ],
    adRows,
  );
  await connection.run('CREATE TABLE ads AS SELECT id::UUID AS id, name, creative_type FROM ads_copy');
  await connection.run('DROP TABLE ads_copy');
  const [setting] = (
    await connection.runAndReadAll("SELECT current_setting('threads')::VARCHAR AS threads")
  ).getRowObjectsJS();
  const threads = typeof setting?.threads === 'string' ? setting.threads : 'unknown';

  const sql = reportSql(input, columns);
  return {
    insightRows: insightRows.length,
    ads: adRows.length,
    threads,
    sql,
    async run() {
      const reader = await connection.runAndReadAll(sql);
      return reader.getRowObjectsJS().map((row) => ({
        name: typeof row.ad_name === 'string' ? row.ad_name : '',
        spend: Number(row.line_spend),
        metrics: Object.fromEntries(
          input.metrics.map((metric) => {
            const value = row[`m:${metric.key}`];
            return [metric.key, typeof value === 'number' ? value : null];
          }),
        ),
      }));
    },
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}
