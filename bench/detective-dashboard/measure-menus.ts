import { DETECTIVE_MENUS, type DetectiveMenu, type TrackBrandResponse } from '@hookline/domain';
import { buildApp } from '../../apps/server/src/composition/build-app.ts';
import { assembleAppContext } from '../../apps/server/src/composition/app-context.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import { recordingDatabase, type RecordedStatement } from '../drive-list/recording-database.ts';
import type { BenchDatabase } from '../top-ads/bench-databases.ts';
import { ADS_OF_BRAND, seedTrackedBrand } from './seed-tracked-brand.ts';

/** The answer time every menu must keep under, at the 95th percentile. */
export const P95_AIM_MS = 150;
export const DURATIONS = [365, 30] as const;

const TIMING = {
  warmups: Number(process.env.BENCH_WARMUPS ?? 3),
  runs: Number(process.env.BENCH_RUNS ?? 40),
};

interface Quantiles {
  p50: number;
  p95: number;
}

/**
 * One menu's figures: as readers get it once the day's figures are kept (computed after each read of the
 * brand, and by its first reader), and as computed when nothing is kept.
 */
export interface MenuFigures {
  menu: DetectiveMenu;
  duration: (typeof DURATIONS)[number];
  statements: number;
  app: Quantiles;
  sql: Quantiles;
  computed: { statements: number; app: Quantiles; sql: Quantiles };
}

const timing = () => ({ app: [] as number[], sql: [] as number[] });

const percentile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

const quantiles = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * How busy the machine is, for reading the figures: the server's median time to count a million generated
 * rows, a pure CPU task: runs on a busier machine show it higher, and their figures compare by it.
 */
async function machineCheck(database: BenchDatabase): Promise<string> {
  const samples: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    const started = performance.now();
    await database.handle.sql('select count(*) from generate_series(1, 1000000)');
    samples.push(performance.now() - started);
  }
  return `machine check, a million rows counted in ${ms(quantiles(samples).p50)} (median of 5)`;
}

/** With BENCH_EXPLAIN set, prints each statement of a menu with its plan as run (EXPLAIN ANALYZE). */
async function explain(database: BenchDatabase, menu: string, statements: readonly RecordedStatement[]) {
  for (const statement of statements) {
    const started = performance.now();
    const plan = await database.handle.sql(`explain (analyze, buffers) ${statement.text}`, statement.values);
    const rows = plan.rows;
    console.log(`\n--- ${menu}: ${ms(performance.now() - started)}\n${statement.text}`);
    console.log(rows.map((row) => String(Object.values(row)[0])).join('\n'));
  }
}

/**
 * Seeds the brand on `database`, tracks it through the app, then for each menu and duration times the
 * dashboard call through the whole app (`app.inject`: the session, the tracker's access check, validation, the
 * menu's statements, DTOs, serialisation) and the very statements that call sent, recorded from the app's own
 * run and sent again straight to the driver. The two are timed in turns, so noise on the machine falls on both.
 */
export async function measureMenus(database: BenchDatabase): Promise<MenuFigures[]> {
  const recording = recordingDatabase(database.handle);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.data/bench',
    LOG_LEVEL: 'silent',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const seedStarted = performance.now();
  const fixture = await seedTrackedBrand(database.handle.db, config);
  await database.handle.sql('ANALYZE');
  console.log(
    `  ${database.label}: seeded ${ADS_OF_BRAND.toLocaleString('en-US')} ads of the tracked brand in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  const app = await buildApp(assembleAppContext({ config, database: recording.handle }));
  await app.ready();
  const headers = { authorization: `Bearer ${fixture.token}` };
  try {
    const tracked = await app.inject({
      method: 'POST',
      url: '/api/v1/detective',
      headers,
      payload: { workspaceId: fixture.workspaceId, brandId: fixture.brandId },
    });
    if (tracked.statusCode !== 201 && tracked.statusCode !== 200) {
      throw new Error(`tracking the brand answered ${tracked.statusCode}: ${tracked.body}`);
    }
    const trackerId = tracked.json<TrackBrandResponse>()._id;
    // The ingest's ads are read for the dashboard as the menus first need them; the bench's ads, written
    // straight by SQL, are read by a first call, after which the table is vacuumed and its statistics refreshed
    // as autovacuum would.
    const first = await app.inject({
      method: 'GET',
      url: `/api/v1/detective/${trackerId}/analytics?duration=365&menu=copy`,
      headers,
    });
    if (first.statusCode !== 200) {
      throw new Error(`the first read answered ${first.statusCode}: ${first.body}`);
    }
    await database.handle.sql('VACUUM ANALYZE discover_ads');
    console.log(`  ${database.label}: ${await machineCheck(database)}`);
    const figures: MenuFigures[] = [];
    const forget = () => database.handle.sql('delete from detective_dashboard_figures');
    for (const duration of DURATIONS) {
      for (const menu of DETECTIVE_MENUS) {
        const call = async () => {
          const response = await app.inject({
            method: 'GET',
            url: `/api/v1/detective/${trackerId}/analytics?duration=${duration}&menu=${menu}`,
            headers,
          });
          if (response.statusCode !== 200) {
            throw new Error(
              `${menu} over ${duration} days answered ${response.statusCode}: ${response.body}`,
            );
          }
          return response.body;
        };
        // The first call reads what the menu needs (a first reading of the ads' copy); then the calls recorded
        // are a computing one (nothing kept) and a reading one (the day's figures kept by the first).
        await forget();
        await call();
        await forget();
        const computing = await recording.record(call);
        const reading = await recording.record(call);
        const size = reading.result.length;
        if (process.env.BENCH_EXPLAIN && duration === DURATIONS[0]) {
          await explain(database, menu, computing.statements);
        }
        const timings = { computed: timing(), kept: timing() };
        const once = async (kind: 'computed' | 'kept') => {
          const statements = kind === 'computed' ? computing.statements : reading.statements;
          if (kind === 'computed') await forget();
          let started = performance.now();
          await call();
          const appTime = performance.now() - started;
          if (kind === 'computed') await forget();
          started = performance.now();
          await recording.replay(statements);
          return { appTime, sqlTime: performance.now() - started };
        };
        for (const kind of ['computed', 'kept'] as const) {
          for (let index = 0; index < TIMING.warmups; index += 1) await once(kind);
          for (let index = 0; index < TIMING.runs; index += 1) {
            const { appTime, sqlTime } = await once(kind);
            timings[kind].app.push(appTime);
            timings[kind].sql.push(sqlTime);
          }
        }
        const entry: MenuFigures = {
          menu,
          duration,
          statements: reading.statements.length,
          app: quantiles(timings.kept.app),
          sql: quantiles(timings.kept.sql),
          computed: {
            statements: computing.statements.length,
            app: quantiles(timings.computed.app),
            sql: quantiles(timings.computed.sql),
          },
        };
        figures.push(entry);
        console.log(
          [
            `  ${database.label}, ${menu}, ${duration} days (${(size / 1024).toFixed(0)} KB answer):`,
            `    kept for the day (${entry.statements} statements): Hookline p50 ${ms(entry.app.p50)}, p95 ${ms(entry.app.p95)} of ${TIMING.runs}; the same statements straight to the driver p50 ${ms(entry.sql.p50)}, p95 ${ms(entry.sql.p95)}`,
            `    computed (${entry.computed.statements} statements): Hookline p50 ${ms(entry.computed.app.p50)}, p95 ${ms(entry.computed.app.p95)}; the same statements straight to the driver p50 ${ms(entry.computed.sql.p50)}, p95 ${ms(entry.computed.sql.p95)}`,
            `    p95 under ${P95_AIM_MS} ms: kept ${entry.app.p95 < P95_AIM_MS ? 'yes' : 'NO'}, computed ${entry.computed.app.p95 < P95_AIM_MS ? 'yes' : 'NO'}`,
          ].join('\n'),
        );
      }
    }
    console.log(`  ${database.label}: ${await machineCheck(database)}`);
    return figures;
  } finally {
    await app.close();
  }
}
