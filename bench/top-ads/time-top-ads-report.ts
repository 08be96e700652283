import { META_DEFAULT_METRICS, reportQueryBody } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import { adAccounts } from '../../apps/server/src/modules/ad-accounts/tables.ts';
import { createReportMemory } from '../../apps/server/src/modules/reports/report-engine/report-memory.ts';
import { runReport } from '../../apps/server/src/modules/reports/report-engine/run-report.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database.ts';
import { createLogger } from '../../apps/server/src/platform/log/logger.ts';
import { BENCH_NOW, createBenchConnector, syncLastDays } from './load-data.ts';
import { timeMedian } from './timing.ts';

/** The benchmark's first page: top ads of the last 90 days by ad name, the 14 Meta defaults, by spend. */
export const TOP_ADS_PAGE_SIZE = 20;

type AdAccount = typeof adAccounts.$inferSelect;

/**
 * Times Hookline's top-ads report on `account`: first runs after a sync of the last three days (new figures,
 * the same ads: the range is summed anew), median of 5; the same after a sync that also
 * changed the account's ads (read anew as well), median of 5; then repeated runs of the same range (as when a
 * user sorts, pages or regroups), median of 7, on the same server and on one that has not run the report
 * before.
 */
export async function timeTopAdsReport(handle: DatabaseHandle, account: AdAccount) {
  const query = reportQueryBody.parse({
    adAccountId: account.id,
    datePreset: 'last_90d',
    groupAdsBy: 'ad_name',
    metrics: [...META_DEFAULT_METRICS],
    sortingField: 'spend',
    sortingOrder: 'desc',
    page: 1,
    limit: TOP_ADS_PAGE_SIZE,
  });
  const connector = createBenchConnector(() => undefined);
  const context = {
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '.data/bench', LOG_LEVEL: 'silent' }),
    database: handle,
    adPlatforms: { meta: connector, tiktok: connector, sandbox: connector },
    log: createLogger('silent'),
    reportMemory: createReportMemory(),
  };
  let current = account;
  const run = () => runReport(context, { account: current, query, now: BENCH_NOW });
  const reread = async () => {
    const [row] = await handle.db.select().from(adAccounts).where(eq(adAccounts.id, account.id));
    current = row!;
  };
  // New figures: a sync of the last days raises the figures' version in the transaction that writes them.
  const newFigures = async () => {
    await syncLastDays(handle, current);
    await reread();
  };
  const adsVersion = current.adsVersion;
  const firstRun = await timeMedian(run, { warmups: 1, runs: 5, prepare: newFigures });
  if (current.adsVersion !== adsVersion) {
    throw new Error(`A sync of unchanged ads raised their version (${adsVersion} to ${current.adsVersion})`);
  }
  const firstRunNewAds = await timeMedian(run, {
    warmups: 1,
    runs: 5,
    prepare: async () => {
      // A statement that changes an ad raises the account's ads version (migration 0042).
      await handle.db
        .update(adAccounts)
        .set({ adsVersion: sql`${adAccounts.adsVersion} + 1` })
        .where(eq(adAccounts.id, account.id));
      await newFigures();
    },
  });
  const repeated = await timeMedian(run);
  // The same range on a server whose memory holds neither the ads nor the sums (another API server, or one
  // restarted): the ads and the stored sums are read from the database.
  const repeatedElsewhere = await timeMedian(() =>
    runReport(
      { ...context, reportMemory: createReportMemory() },
      { account: current, query, now: BENCH_NOW },
    ),
  );
  return { query, firstRun, firstRunNewAds, repeated, repeatedElsewhere, current };
}
