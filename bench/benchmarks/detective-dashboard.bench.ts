import type { Benchmark, BenchResult } from '../harness.ts';
import { openBenchPostgres } from '../top-ads/bench-databases.ts';
import {
  DURATIONS,
  measureMenus,
  P95_AIM_MS,
  type MenuFigures,
} from '../detective-dashboard/measure-menus.ts';
import { ADS_OF_BRAND } from '../detective-dashboard/seed-tracked-brand.ts';

/*
 * Detective's dashboard of a tracked brand with 20,000 ads over a year, on PostgreSQL: each menu
 * (`GET detective/{detectiveId}/analytics?duration=&menu=`) over 365 and 30 days, p50 and p95 through the
 * whole app against the same statements sent straight to the driver in the same run. Aim: every menu's p95
 * under 150 ms.
 *
 * Run it alone: `npm run bench -- detective-dashboard` (from the repository root, or `npx tsx run.ts
 * detective-dashboard` in bench/). It creates a throw-away database `bench_<random>` on the server of
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test: only the server is used, the `test`
 * database is left alone) and drops it at the end. BENCH_RUNS (40) and BENCH_WARMUPS (3) set the samples.
 *
 * The ads are written straight by SQL (bench/detective-dashboard/seed-tracked-brand.ts: 20,000 ads of the
 * tracked brand and 20,000 of 40 others); a first dashboard call reads their copy and landing URLs, as the
 * menus do for any ad not read yet, then the table is vacuumed and analysed as autovacuum would. Each menu is
 * then called through `app.inject` and its recorded statements replayed on the driver, in turns: as readers get it,
 * the day's figures kept (computed after each read of the brand in the background, or by its first reader of
 * the day), and computed with nothing kept. The headline is the first; the notes give both. BENCH_EXPLAIN=1
 * prints each computing statement's plan at 365 days.
 */

const count = (value: number): string => value.toLocaleString('en-US');

export const benchmark: Benchmark = {
  name: `Detective dashboard, a brand with ${count(ADS_OF_BRAND)} ads over a year: p95 per menu vs the same SQL`,
  async run(): Promise<BenchResult> {
    const postgres = await openBenchPostgres();
    if ('skipped' in postgres) throw new Error(`this benchmark needs PostgreSQL: ${postgres.skipped}`);
    let figures: MenuFigures[];
    try {
      figures = await measureMenus(postgres);
    } finally {
      await postgres.dispose();
    }
    const slowest = [...figures].sort((a, b) => b.app.p95 - a.app.p95)[0];
    if (!slowest) throw new Error('the benchmark measured nothing');
    const over = figures.filter((entry) => entry.app.p95 >= P95_AIM_MS);
    return {
      name: `Detective dashboard, slowest menu (${slowest.menu}, ${slowest.duration} days) at p95, ${count(ADS_OF_BRAND)} ads: PostgreSQL`,
      unit: 'ms',
      hookline: slowest.app.p95,
      baseline: slowest.sql.p95,
      baselineName: `the same ${slowest.statements} statements sent straight to the driver, p95`,
      lowerIsBetter: true,
      notes: [
        "as readers get it, the day's figures kept:",
        ...DURATIONS.map((duration) =>
          figures
            .filter((entry) => entry.duration === duration)
            .map(
              (entry) =>
                `${entry.menu} ${duration} d p95 ${entry.app.p95.toFixed(1)} ms vs ${entry.sql.p95.toFixed(1)} ms (p50 ${entry.app.p50.toFixed(1)} vs ${entry.sql.p50.toFixed(1)})`,
            )
            .join('; '),
        ),
        over.length === 0
          ? `every menu under ${P95_AIM_MS} ms at p95: yes`
          : `over ${P95_AIM_MS} ms at p95: ${over.map((entry) => `${entry.menu} ${entry.duration} d`).join(', ')}`,
        "computed, nothing kept (after each read of the brand in the background, or by the day's first reader):",
        ...DURATIONS.map((duration) =>
          figures
            .filter((entry) => entry.duration === duration)
            .map(
              (entry) =>
                `${entry.menu} ${duration} d p95 ${entry.computed.app.p95.toFixed(1)} ms vs ${entry.computed.sql.p95.toFixed(1)} ms`,
            )
            .join('; '),
        ),
      ].join('\n  '),
    };
  },
};
