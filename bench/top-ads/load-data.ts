import { DEFAULT_AD_ACCOUNT_SETTINGS, TIMEZONE_IDS } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { pullAccountData, syncRange } from '../../apps/server/src/modules/ad-accounts/ad-sync.service.ts';
import { afterSync } from '../../apps/server/src/modules/ad-accounts/after-sync.ts';
import { createLogger } from '../../apps/server/src/platform/log/logger.ts';
import type {
  AdPlatformConnector,
  DailyInsight,
} from '../../apps/server/src/modules/ad-accounts/connectors/connector.ts';
import {
  createSandboxConnector,
  type SandboxAccountSpec,
} from '../../apps/server/src/modules/ad-accounts/connectors/sandbox/sandbox-connector.ts';
import { adAccounts, type AdAccountRow } from '../../apps/server/src/modules/ad-accounts/tables.ts';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database.ts';
import { organisations, workspaces } from '../../apps/server/src/composition/tables.ts';

/** The generator's today, fixed so every run reads the same rows. */
export const BENCH_TODAY = '2025-06-30';

/** A moment on BENCH_TODAY in the account's timezone (America/Los_Angeles, UTC-7 in June). */
export const BENCH_NOW = new Date(`${BENCH_TODAY}T19:00:00Z`);

function adCountFromEnvironment(): number {
  const text = process.env.BENCH_TOP_ADS_AD_COUNT;
  if (text === undefined || text === '') return 5_000;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 100_000) {
    throw new Error(`BENCH_TOP_ADS_AD_COUNT must be a whole number from 1 to 100000, not "${text}"`);
  }
  return count;
}

/**
 * The benchmark's sandbox account: 5,000 Meta ads (BENCH_TOP_ADS_AD_COUNT to change), each running on
 * every one of 365 days, about 1.8 million daily rows.
 */
export const BENCH_ACCOUNT_SPEC: SandboxAccountSpec = {
  externalId: 'sbx_bench',
  name: 'Bench',
  platform: 'meta',
  currency: 'USD',
  timezoneId: 1,
  adCount: adCountFromEnvironment(),
  historyDays: 365,
  alwaysOn: true,
};

/**
 * The sandbox with the benchmark account. The report under test reads only ads and daily insights,
 * so breakdowns and asset insights are left out of the load (age-and-gender alone would be about a
 * dozen rows per ad and day).
 */
export function createBenchConnector(onDailyPage: (rows: number) => void): AdPlatformConnector {
  const sandbox = createSandboxConnector({ accounts: [BENCH_ACCOUNT_SPEC], today: () => BENCH_TODAY });
  return {
    describeUser: (credentials) => sandbox.describeUser(credentials),
    listAdAccounts: (credentials) => sandbox.listAdAccounts(credentials),
    listAds: (credentials, account) => sandbox.listAds(credentials, account),
    async *dailyInsights(credentials, account, range): AsyncGenerator<DailyInsight[]> {
      for await (const page of sandbox.dailyInsights(credentials, account, range)) {
        yield page;
        onDailyPage(page.length);
      }
    },
    async *breakdowns() {},
    async *assetInsights() {},
    uniqueFigures: (credentials, account, range) => sandbox.uniqueFigures(credentials, account, range),
  };
}

export interface LoadedAccount {
  account: AdAccountRow;
  ads: number;
  insightRows: number;
  loadSeconds: number;
  /** The days loaded. */
  since: string;
  until: string;
}

async function insertAccount(handle: DatabaseHandle): Promise<AdAccountRow> {
  const { db } = handle;
  const [org] = await db.insert(organisations).values({ name: 'Bench organisation' }).returning();
  if (!org) throw new Error('insert into organisations returned nothing');
  const [workspace] = await db
    .insert(workspaces)
    .values({ orgId: org.id, name: 'Bench workspace' })
    .returning();
  if (!workspace) throw new Error('insert into workspaces returned nothing');
  const timezoneName = TIMEZONE_IDS[BENCH_ACCOUNT_SPEC.timezoneId];
  if (!timezoneName) throw new Error(`Unknown timezone id ${BENCH_ACCOUNT_SPEC.timezoneId}`);
  const [account] = await db
    .insert(adAccounts)
    .values({
      orgId: org.id,
      workspaceId: workspace.id,
      provider: 'sandbox',
      platform: BENCH_ACCOUNT_SPEC.platform,
      externalId: BENCH_ACCOUNT_SPEC.externalId,
      name: BENCH_ACCOUNT_SPEC.name,
      currency: BENCH_ACCOUNT_SPEC.currency,
      timezoneId: BENCH_ACCOUNT_SPEC.timezoneId,
      timezoneName,
      settings: DEFAULT_AD_ACCOUNT_SETTINGS,
      syncStatus: 'syncing',
    })
    .returning();
  if (!account) throw new Error('insert into ad_accounts returned nothing');
  return account;
}

/**
 * Writes an organisation, a workspace and the benchmark ad account, then a year of its ads and daily
 * insights through the sync's own store (pullAccountData), printing progress; ends with VACUUM
 * ANALYZE so the planner sees the table as autovacuum would leave it.
 */
export async function loadBenchAccount(handle: DatabaseHandle, label: string): Promise<LoadedAccount> {
  const started = performance.now();
  const account = await insertAccount(handle);
  const range = syncRange(account, true, BENCH_NOW);
  let stored = 0;
  let nextReport = 100_000;
  const connector = createBenchConnector((rows) => {
    stored += rows;
    if (stored >= nextReport) {
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  ${label}: ${stored.toLocaleString('en-US')} daily rows stored (${seconds.toFixed(0)} s)`,
      );
      nextReport += 100_000;
    }
  });
  const outcome = await pullAccountData({
    db: handle.db,
    connector,
    credentials: { accessToken: 'sandbox' },
    account,
    range,
  });
  const [synced] = await handle.db
    .update(adAccounts)
    .set({ syncStatus: 'synced', lastSyncedAt: BENCH_NOW, syncedThrough: range.until })
    .where(eq(adAccounts.id, account.id))
    .returning();
  if (!synced) throw new Error('The benchmark ad account disappeared during the load');
  await handle.sql('VACUUM ANALYZE');
  return {
    account: synced,
    ads: outcome.ads,
    insightRows: outcome.insightRows,
    loadSeconds: (performance.now() - started) / 1000,
    since: range.since,
    until: range.until,
  };
}

/**
 * A sync of the account's last three days as the hourly sync runs it (`syncAdAccount`): the days' figures
 * written again through the sync's own store, the rollups and running totals rebuilt, the figures' version
 * raised, then, with `afterSync`, what follows a sync (`afterSync`: the embedded database's vacuum, the ranges
 * reports ask for most summed for the new figures). The sandbox describes the same ads as before, so their
 * version stays. Answers the time the work after the sync took.
 */
export async function syncLastDays(
  handle: DatabaseHandle,
  account: AdAccountRow,
  options: { afterSync: boolean },
): Promise<number> {
  const since = new Date(`${BENCH_TODAY}T00:00:00Z`);
  since.setUTCDate(since.getUTCDate() - 2);
  await pullAccountData({
    db: handle.db,
    connector: createBenchConnector(() => undefined),
    credentials: { accessToken: 'sandbox' },
    account,
    range: { since: since.toISOString().slice(0, 10), until: BENCH_TODAY },
  });
  if (!options.afterSync) return 0;
  const started = performance.now();
  await afterSync(
    { database: handle, log: createLogger('silent') },
    { adAccountId: account.id, today: BENCH_TODAY },
  );
  return performance.now() - started;
}
