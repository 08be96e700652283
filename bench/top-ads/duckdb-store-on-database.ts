import { getMetric, META_DEFAULT_METRICS, resolveDatePreset, type MetricDefinition } from '@hookline/domain';
import { adAccounts } from '../../apps/server/src/modules/ad-accounts/tables.ts';
import { openPostgres } from '../../apps/server/src/platform/db/database.ts';
import { createDuckDbBaseline } from './duckdb-baseline.ts';
import { describeDuckDbStoreCost, measureDuckDbStore } from './duckdb-store-cost.ts';
import { BENCH_NOW, BENCH_TODAY } from './load-data.ts';

/**
 * The DuckDB-store figures of the benchmark on a database already holding its account, without
 * loading it again: `npx tsx top-ads/duckdb-store-on-database.ts postgres://…/database`.
 */
const url = process.argv[2];
if (!url) throw new Error('Give the URL of a PostgreSQL database holding the benchmark account');
const handle = openPostgres(url);
try {
  const [account] = await handle.db.select().from(adAccounts).limit(1);
  if (!account) throw new Error('The database holds no ad account');
  const metrics: MetricDefinition[] = META_DEFAULT_METRICS.map((key) => getMetric('meta', key)!);
  const range = resolveDatePreset('last_90d', account.timezoneName, BENCH_NOW);
  const baseline = await createDuckDbBaseline(handle, {
    platform: 'meta',
    adAccountId: account.id,
    range,
    metrics,
    sortingField: 'spend',
    limit: 20,
  });
  baseline.close();
  const [first] = (await handle.sql('SELECT min(date)::text AS since FROM meta_ad_insights')).rows;
  const cost = await measureDuckDbStore(handle, {
    platform: 'meta',
    adAccountId: account.id,
    since: String(first!.since),
    until: BENCH_TODAY,
    reportSql: baseline.sql,
  });
  console.log(describeDuckDbStoreCost(cost));
} finally {
  await handle.close();
}
