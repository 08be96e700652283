import { getMetric, META_DEFAULT_METRICS, type MetricDefinition } from '@hookline/domain';
import { adAccounts } from '../../apps/server/src/modules/ad-accounts/tables.ts';
import { openPostgres, openPglite } from '../../apps/server/src/platform/db/database.ts';
import { createDuckDbBaseline } from './duckdb-baseline.ts';
import { loadBenchAccount } from './load-data.ts';
import { assertSameLines } from './same-lines.ts';
import { timeMedian } from './timing.ts';
import { timeTopAdsReport, TOP_ADS_PAGE_SIZE } from './time-top-ads-report.ts';

/**
 * The benchmark's report on a database kept between runs, loaded once (minutes) and migrated on open:
 * `npx tsx top-ads/report-on-database.ts postgres://…/database` or `… pglite:/path/to/directory`.
 * Prints the first and repeated runs against DuckDB over the same rows, as the benchmark does, without
 * loading the account again; for measuring changes to the engine one after the other.
 */
const target = process.argv[2];
if (!target) throw new Error('Give a PostgreSQL URL or pglite:<directory>');
const which = target.startsWith('pglite:') ? 'PGlite' : 'PostgreSQL';
const handle =
  which === 'PostgreSQL' ? openPostgres(target) : await openPglite(target.slice('pglite:'.length));
await handle.migrate();
let [account] = await handle.db.select().from(adAccounts).limit(1);
if (!account) account = (await loadBenchAccount(handle, which)).account;
const {
  firstRun: first,
  firstRunUnprepared,
  firstRunNewAds,
  firstRunOtherRange,
  afterSyncMs,
  repeated,
  repeatedElsewhere,
} = await timeTopAdsReport(handle, account);
const metrics: MetricDefinition[] = META_DEFAULT_METRICS.map((key) => getMetric('meta', key)!);
const report = repeated.last;
const baseline = await createDuckDbBaseline(handle, {
  platform: 'meta',
  adAccountId: account.id,
  range: { startDate: report.startDate, endDate: report.endDate },
  metrics,
  sortingField: 'spend',
  limit: TOP_ADS_PAGE_SIZE,
});
const duck = await timeMedian(() => baseline.run());
assertSameLines(report, duck.last, which);
baseline.close();
const f = (t: { medianMs: number; samplesMs: number[] }) =>
  `${t.medianMs.toFixed(1)} (${t.samplesMs.map((v) => v.toFixed(0)).join(',')})`;
console.log(
  `${which}: first ${f(first)} unprepared ${f(firstRunUnprepared)} with new ads ${f(firstRunNewAds)} another range ${f(firstRunOtherRange)} (work after a sync ${afterSyncMs.toFixed(0)} ms) repeated ${f(repeated)} repeated on another server ${f(repeatedElsewhere)} duck ${f(duck)} ratios ${(first.medianMs / duck.medianMs).toFixed(2)} ${(firstRunUnprepared.medianMs / duck.medianMs).toFixed(2)} ${(firstRunNewAds.medianMs / duck.medianMs).toFixed(2)} ${(firstRunOtherRange.medianMs / duck.medianMs).toFixed(2)} ${(repeated.medianMs / duck.medianMs).toFixed(2)} ${(repeatedElsewhere.medianMs / duck.medianMs).toFixed(2)} total=${report.total}`,
);
await handle.close();
