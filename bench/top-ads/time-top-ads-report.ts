import { META_DEFAULT_METRICS, reportQueryBody } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import { forgetRangeSums } from '../../apps/server/src/modules/ad-accounts/insight-range-sums.ts';
import { adAccounts } from '../../apps/server/src/modules/ad-accounts/tables.ts';
import { createReportMemory } from '../../apps/server/src/modules/reports/report-engine/report-memory.ts';
import { runReport } from '../../apps/server/src/modules/reports/report-engine/run-report.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database.ts';
import { createLogger } from '../../apps/server/src/platform/log/logger.ts';
import { BENCH_NOW, createBenchConnector } from './load-data.ts';
import { timeMedian } from './timing.ts';

/** The benchmark's first page: top ads of the last 90 days by ad name, the 14 Meta defaults, by spend. */
export const TOP_ADS_PAGE_SIZE = 20;

type AdAccount = typeof adAccounts.$inferSelect;

/**
 * Times Hookline's top-ads report on `account`: first runs, each after the figures and the ads changed (as
 * after a sync, so the range is summed and the ads read anew), median of 5; then repeated runs of the same
 * range (as when a user sorts, pages or regroups), median of 7, on the same server and on one that has not
 * run the report before.
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
  const firstRun = await timeMedian(run, {
    warmups: 1,
    runs: 5,
    prepare: async () => {
      await forgetRangeSums(handle.db, account.id);
      // A sync also writes the account's ads, which raises their version: the report reads them anew.
      await handle.db
        .update(adAccounts)
        .set({ adsVersion: sql`${adAccounts.adsVersion} + 1` })
        .where(eq(adAccounts.id, account.id));
      const [row] = await handle.db.select().from(adAccounts).where(eq(adAccounts.id, account.id));
      current = row!;
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
  return { query, firstRun, repeated, repeatedElsewhere, current };
}
