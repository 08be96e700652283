import type { DriveListItems } from '@hookline/domain';
import { buildApp } from '../../apps/server/src/composition/build-app.ts';
import { assembleAppContext } from '../../apps/server/src/composition/app-context.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import type { BenchResult, Benchmark } from '../harness.ts';
import { recordingDatabase } from '../drive-list/recording-database.ts';
import { FILES_IN_FOLDER, seedDriveFolder } from '../drive-list/seed-drive-folder.ts';
import { openBenchPglite, openBenchPostgres, type BenchDatabase } from '../top-ads/bench-databases.ts';
import { ms, timeMedian } from '../top-ads/timing.ts';

const PAGE_SIZE = 50;
const TIMING = { warmups: 5, runs: 41 };
const count = (value: number): string => value.toLocaleString('en-US');

/** One list request the bench times: its body and what it is called in the printout. */
interface ListCase {
  label: string;
  body: { page: number; limit: number; sort: string; order: 'asc' | 'desc' };
}

const CASES: ListCase[] = [
  { label: 'first page by name', body: { page: 1, limit: PAGE_SIZE, sort: 'name', order: 'asc' } },
  {
    label: 'page 100 by modified date',
    body: { page: 100, limit: PAGE_SIZE, sort: 'modifiedAt', order: 'desc' },
  },
];

interface CaseFigures {
  label: string;
  hooklineMs: number;
  sqlMs: number;
  statements: number;
}

/** What one database's run measured. */
interface Comparison {
  label: BenchDatabase['label'];
  cases: CaseFigures[];
}

/**
 * Seeds the folder into one database, then, for each case, times the list call through the whole app
 * (`app.inject`: access check, validation, the service, DTOs, serialisation) and the very statements that
 * call sent, recorded from the app's own run and sent again straight to the driver one after the other.
 */
async function compareOn(database: BenchDatabase): Promise<Comparison> {
  const { label } = database;
  const recording = recordingDatabase(database.handle);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.data/bench',
    LOG_LEVEL: 'silent',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const loadStarted = performance.now();
  const seeded = await seedDriveFolder(database.handle.db, config);
  await database.handle.sql('ANALYZE');
  console.log(
    `  ${label}: seeded a folder of ${count(FILES_IN_FOLDER)} files in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
  );
  const app = await buildApp(assembleAppContext({ config, database: recording.handle }));
  await app.ready();
  try {
    const cases: CaseFigures[] = [];
    for (const listCase of CASES) {
      const list = async () => {
        const response = await app.inject({
          method: 'POST',
          url: `/api/v1/assets/folder/${seeded.folderId}/list-items`,
          headers: { authorization: `Bearer ${seeded.token}` },
          payload: listCase.body,
        });
        if (response.statusCode !== 200) {
          throw new Error(`list-items answered ${response.statusCode}: ${response.body}`);
        }
        return response.json<DriveListItems>();
      };
      const { result, statements } = await recording.record(list);
      const expectedFiles = listCase.body.page === 1 ? PAGE_SIZE - result.folders.length : PAGE_SIZE;
      if (result.files.length !== expectedFiles || result.total !== FILES_IN_FOLDER + 5) {
        throw new Error(
          `${listCase.label}: ${result.files.length} files of ${result.total}, not a full page`,
        );
      }
      const hookline = await timeMedian(list, TIMING);
      const sql = await timeMedian(() => recording.replay(statements), TIMING);
      cases.push({
        label: listCase.label,
        hooklineMs: hookline.medianMs,
        sqlMs: sql.medianMs,
        statements: statements.length,
      });
      console.log(
        [
          `  ${label}, ${listCase.label}: ${result.folders.length} folders and ${result.files.length} files of ${count(result.total)}`,
          `    Hookline POST list-items (app.inject): ${ms(hookline.medianMs)} median of ${TIMING.runs}`,
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

/**
 * Issue aim: listing a page of 50 in a folder of 10,000 files through the app within 1.5x of the same SQL
 * run directly, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, or the local test server when it answers).
 */
export const benchmark: Benchmark = {
  name: `Creative Hub list-items, a folder of ${count(FILES_IN_FOLDER)} files, page of ${PAGE_SIZE}: median time vs the same SQL`,
  async run(): Promise<BenchResult> {
    const comparisons: Comparison[] = [];
    const pglite = await openBenchPglite();
    try {
      comparisons.push(await compareOn(pglite));
    } finally {
      await pglite.dispose();
    }
    const postgres = await openBenchPostgres();
    if ('skipped' in postgres) {
      console.log(`  PostgreSQL skipped: ${postgres.skipped}`);
    } else {
      try {
        comparisons.push(await compareOn(postgres));
      } finally {
        await postgres.dispose();
      }
    }

    const main = comparisons.find((entry) => entry.label === 'PostgreSQL') ?? comparisons[0]!;
    const [first] = main.cases;
    const describe = (comparison: Comparison) =>
      comparison.cases
        .map(
          (figures) =>
            `${comparison.label} ${figures.label} ${figures.hooklineMs.toFixed(2)} ms vs ${figures.sqlMs.toFixed(2)} ms (${(figures.hooklineMs / figures.sqlMs).toFixed(2)}x, ${figures.statements} statements)`,
        )
        .join('; ');
    return {
      name: `Creative Hub list-items, ${first!.label}, folder of ${count(FILES_IN_FOLDER)} files: ${main.label}`,
      unit: 'ms',
      hookline: first!.hooklineMs,
      baseline: first!.sqlMs,
      baselineName: `the same ${first!.statements} statements sent straight to the driver`,
      lowerIsBetter: true,
      notes: [
        ...comparisons.map(describe),
        ...(main.label === 'PostgreSQL' ? [] : ['PostgreSQL not measured (no server)']),
        'aim: within 1.5x of the same SQL',
      ].join('; '),
    };
  },
};
