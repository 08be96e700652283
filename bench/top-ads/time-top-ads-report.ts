import { META_DEFAULT_METRICS, reportQueryBody } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import { adAccounts } from '../../apps/server/src/modules/ad-accounts/tables.ts';
import { planQuery } from '../../apps/server/src/modules/reports/report-engine/query-plan.ts';
import { createReportMemory } from '../../apps/server/src/modules/reports/report-engine/report-memory.ts';
import { runReport } from '../../apps/server/src/modules/reports/report-engine/run-report.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database.ts';
import { createLogger } from '../../apps/server/src/platform/log/logger.ts';
import { BENCH_NOW, createBenchConnector, syncLastDays } from './load-data.ts';
import { timeMedian } from './timing.ts';

/** The ISO date `days` days before `date`. */
const daysBefore = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The benchmark's first page: top ads of the last 90 days by ad name, the 14 Meta defaults, by spend. */
export const TOP_ADS_PAGE_SIZE = 20;

type AdAccount = typeof adAccounts.$inferSelect;

/**
 * Times Hookline's top-ads report on `account`, each first run after a sync of the last three days (untimed):
 * of a range prepared by the work that follows a sync (the last 90 days; new figures, the same ads), median of
 * 5; of the same range right after the sync's store, before that work (the report sums the range), median of
 * 5; of a prepared range after a sync that also changed the account's ads (read anew as well), median of 5;
 * of a range of as many days that the work after a sync did not prepare (the 90 days to yesterday, whose last
 * day the sync rewrote), after that work, median of 5.
 * Then repeated runs of the same range (as when a user sorts, pages or regroups), median of 7, on the same
 * server and on one that has not run the report before. Also answers the median time of the work after a
 * sync (`afterSync`).
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
  const afterSyncTimes: number[] = [];
  const sync = async (afterSync: boolean) => {
    const afterSyncMs = await syncLastDays(handle, current, { afterSync });
    if (afterSync) afterSyncTimes.push(afterSyncMs);
    const [row] = await handle.db.select().from(adAccounts).where(eq(adAccounts.id, account.id));
    current = row!;
  };
  const adsVersion = current.adsVersion;
  const firstRun = await timeMedian(run, { warmups: 1, runs: 5, prepare: () => sync(true) });
  if (current.adsVersion !== adsVersion) {
    throw new Error(`A sync of unchanged ads raised their version (${adsVersion} to ${current.adsVersion})`);
  }
  const firstRunUnprepared = await timeMedian(run, { warmups: 1, runs: 5, prepare: () => sync(false) });
  const firstRunNewAds = await timeMedian(run, {
    warmups: 1,
    runs: 5,
    prepare: async () => {
      // A statement that changes an ad raises the account's ads version (migration 0042).
      await handle.db
        .update(adAccounts)
        .set({ adsVersion: sql`${adAccounts.adsVersion} + 1` })
        .where(eq(adAccounts.id, account.id));
      await sync(true);
    },
  });
  // As many days and daily rows as the last 90 days, one day earlier: a custom range no sync prepares.
  const lastNinety = planQuery(query, current, BENCH_NOW).range;
  const otherQuery = {
    ...query,
    datePreset: null,
    startDate: daysBefore(lastNinety.startDate, 1),
    endDate: daysBefore(lastNinety.endDate, 1),
  };
  const firstRunOtherRange = await timeMedian(
    () => runReport(context, { account: current, query: otherQuery, now: BENCH_NOW }),
    { warmups: 1, runs: 5, prepare: () => sync(true) },
  );
  const afterSyncMs = [...afterSyncTimes].sort((a, b) => a - b)[Math.floor(afterSyncTimes.length / 2)]!;
  const repeated = await timeMedian(run);
  // The same range on a server whose memory holds neither the ads nor the sums (another API server, or one
  // restarted): the ads and the stored sums are read from the database.
  const repeatedElsewhere = await timeMedian(() =>
    runReport(
      { ...context, reportMemory: createReportMemory() },
      { account: current, query, now: BENCH_NOW },
    ),
  );
  return {
    query,
    firstRun,
    firstRunUnprepared,
    firstRunNewAds,
    firstRunOtherRange,
    afterSyncMs,
    repeated,
    repeatedElsewhere,
    current,
  };
}
