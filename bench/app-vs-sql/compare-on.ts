import type { InjectOptions } from 'fastify';
import { buildApp } from '../../apps/server/src/composition/build-app.ts';
import { assembleAppContext } from '../../apps/server/src/composition/app-context.ts';
import { loadConfig, type Config } from '../../apps/server/src/platform/config/config.ts';
import type { Database } from '../../apps/server/src/platform/db/database.ts';
import { recordingDatabase } from '../drive-list/recording-database.ts';
import type { BenchResult } from '../harness.ts';
import { openBenchPglite, openBenchPostgres, type BenchDatabase } from '../top-ads/bench-databases.ts';
import { ms, timeMedian } from '../top-ads/timing.ts';

const TIMING = { warmups: 5, runs: 41 };

/** One request the bench times through the app, and what its answer must hold to count. */
export interface AppCase<Seeded> {
  label: string;
  request(seeded: Seeded): InjectOptions;
  /** Throws when the answer is not what the case is about (an empty page, a wrong total). */
  check(body: unknown, seeded: Seeded): void;
  /** A line on what the answer held, for the printout. */
  describe(body: unknown): string;
}

export interface CaseFigures {
  label: string;
  hooklineMs: number;
  sqlMs: number;
  statements: number;
}

export interface Comparison {
  label: BenchDatabase['label'];
  cases: CaseFigures[];
}

/**
 * Seeds one database, then for each case times the call through the whole app (`app.inject`: access check,
 * validation, the service, DTOs, serialisation) and the very statements that call sent, recorded from the
 * app's own run and sent again straight to the driver one after the other.
 */
export async function compareOn<Seeded>(
  database: BenchDatabase,
  input: {
    seed(db: Database, config: Config): Promise<Seeded>;
    seededWhat: string;
    cases: readonly AppCase<Seeded>[];
  },
): Promise<Comparison> {
  const { label } = database;
  const recording = recordingDatabase(database.handle);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.data/bench',
    LOG_LEVEL: 'silent',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const loadStarted = performance.now();
  const seeded = await input.seed(database.handle.db, config);
  await database.handle.sql('ANALYZE');
  console.log(
    `  ${label}: seeded ${input.seededWhat} in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
  );
  const app = await buildApp(assembleAppContext({ config, database: recording.handle }));
  await app.ready();
  try {
    const cases: CaseFigures[] = [];
    for (const appCase of input.cases) {
      const call = async () => {
        const response = await app.inject(appCase.request(seeded));
        if (response.statusCode !== 200) {
          throw new Error(`${appCase.label} answered ${response.statusCode}: ${response.body}`);
        }
        return response.json<unknown>();
      };
      const { result, statements } = await recording.record(call);
      appCase.check(result, seeded);
      const hookline = await timeMedian(call, TIMING);
      const sql = await timeMedian(() => recording.replay(statements), TIMING);
      cases.push({
        label: appCase.label,
        hooklineMs: hookline.medianMs,
        sqlMs: sql.medianMs,
        statements: statements.length,
      });
      console.log(
        [
          `  ${label}, ${appCase.label}: ${appCase.describe(result)}`,
          `    Hookline (app.inject): ${ms(hookline.medianMs)} median of ${TIMING.runs}`,
          `    the same ${statements.length} statements sent straight to the driver: ${ms(sql.medianMs)} median of ${TIMING.runs}`,
          `    ratio: ${(hookline.medianMs / sql.medianMs).toFixed(2)}x`,
        ].join('\n'),
      );
    }
    return { label, cases };
  } finally {
    await app.close();
  }
}

/** One line per database of what the cases measured, for the result's notes. */
export function describeComparison(comparison: Comparison): string {
  return comparison.cases
    .map(
      (figures) =>
        `${comparison.label} ${figures.label} ${figures.hooklineMs.toFixed(2)} ms vs ${figures.sqlMs.toFixed(2)} ms (${(figures.hooklineMs / figures.sqlMs).toFixed(2)}x, ${figures.statements} statements)`,
    )
    .join('; ');
}

/** The comparison on PGlite, then on PostgreSQL when a server answers (BENCH_DATABASE_URL or the local one). */
export async function compareOnEachDatabase<Seeded>(
  input: Parameters<typeof compareOn<Seeded>>[1],
): Promise<Comparison[]> {
  const comparisons: Comparison[] = [];
  const pglite = await openBenchPglite();
  try {
    comparisons.push(await compareOn(pglite, input));
  } finally {
    await pglite.dispose();
  }
  const postgres = await openBenchPostgres();
  if ('skipped' in postgres) {
    console.log(`  PostgreSQL skipped: ${postgres.skipped}`);
    return comparisons;
  }
  try {
    comparisons.push(await compareOn(postgres, input));
  } finally {
    await postgres.dispose();
  }
  return comparisons;
}

/**
 * The result of a comparison: PostgreSQL's first case when it ran (else PGlite's) as the main figure, every
 * case of every database in the notes, with the aim.
 */
export function comparisonResult(
  comparisons: readonly Comparison[],
  input: { name: (caseLabel: string, databaseLabel: string) => string; aim: string },
): BenchResult {
  const main = comparisons.find((entry) => entry.label === 'PostgreSQL') ?? comparisons[0];
  const first = main?.cases[0];
  if (!main || !first) throw new Error('the comparison measured nothing');
  return {
    name: input.name(first.label, main.label),
    unit: 'ms',
    hookline: first.hooklineMs,
    baseline: first.sqlMs,
    baselineName: `the same ${first.statements} statements sent straight to the driver`,
    lowerIsBetter: true,
    notes: [
      ...comparisons.map(describeComparison),
      ...(main.label === 'PostgreSQL' ? [] : ['PostgreSQL not measured (no server)']),
      input.aim,
    ].join('; '),
  };
}
