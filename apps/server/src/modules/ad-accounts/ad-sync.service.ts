import { todayInTimezone } from '@hookline/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { MediaUrls } from '../drive/index.ts';
import { credentialsFor } from './ad-platform-connections.service.ts';
import { afterSync } from './after-sync.ts';
import {
  ConnectorAuthError,
  type AccountRef,
  type AdPlatformConnector,
  type ConnectorCredentials,
  type DayRange,
  type PlatformAd,
} from './connectors/connector.ts';
import {
  forgetUniqueFigures,
  upsertAssetInsights,
  upsertBreakdowns,
  upsertDailyInsights,
  type StoreTarget,
} from './insight-store.ts';
import { replaceCustomConversions } from './custom-conversion-store.ts';
import { refreshInsightRollups } from './insight-rollups.ts';
import { sandboxLaunchedAdRefs } from './launch/sandbox/launched-ad-refs.ts';
import { adAccounts, ads, type AdAccountRow } from './tables.ts';

/** A first sync reads a year back; later ones re-read the days attribution may still change. */
export const FIRST_SYNC_DAYS = 365;
export const RESTATEMENT_DAYS = 28;

export interface SyncOutcome {
  ads: number;
  customConversions: number;
  insightRows: number;
  breakdownRows: number;
  assetRows: number;
  range: DayRange;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days a sync reads: from the first day (or the restatement window before the last one) to today. */
export function syncRange(
  account: Pick<AdAccountRow, 'timezoneName' | 'syncedThrough'>,
  full: boolean,
  now = new Date(),
): DayRange {
  const until = todayInTimezone(account.timezoneName, now);
  const since =
    full || !account.syncedThrough
      ? addDays(until, -(FIRST_SYNC_DAYS - 1))
      : addDays(account.syncedThrough < until ? account.syncedThrough : until, -RESTATEMENT_DAYS);
  return { since, until };
}

/** The account as its connector reads it; a sandbox account brings what the workspace launched on it. */
async function accountRef(db: Executor, account: AdAccountRow, mediaUrls?: MediaUrls): Promise<AccountRef> {
  const ref: AccountRef = {
    externalId: account.externalId,
    platform: account.platform,
    timezoneName: account.timezoneName,
    settings: account.settings,
  };
  if (account.provider !== 'sandbox') return ref;
  const launchedAds = await sandboxLaunchedAdRefs(db, {
    orgId: account.orgId,
    accountExternalId: account.externalId,
    ...(mediaUrls ? { mediaUrls } : {}),
  });
  return launchedAds.length > 0 ? { ...ref, launchedAds } : ref;
}

/** True when a stored ad keeps the name and creative the platform now describes. */
const sameCreative = sql`${ads.copy} IS NOT DISTINCT FROM excluded.copy AND ${ads.headline} IS NOT DISTINCT FROM excluded.headline AND ${ads.creativeHash} IS NOT DISTINCT FROM excluded.creative_hash AND ${ads.name} = excluded.name`;

/**
 * True when a stored ad matches the platform's description in every column the sync writes. Such an ad is not
 * written again: most syncs describe the same ads, and rewriting each left a dead row per ad and sync (the
 * embedded database runs no autovacuum) and changed the account's ads version for nothing.
 */
const describedAsStored = sql`(${ads.name}, ${ads.status}, ${ads.campaignId}, ${ads.campaignName}, ${ads.adsetId},
  ${ads.adsetName}, ${ads.creativeId}, ${ads.creativeHash}, ${ads.creativeType}, ${ads.thumbnailUrl}, ${ads.copy},
  ${ads.headline}, ${ads.landingPage}, ${ads.cards}, ${ads.assets}, ${ads.publisherPlatforms}, ${ads.launchedAt})
  IS NOT DISTINCT FROM (excluded.name, excluded.status, excluded.campaign_id, excluded.campaign_name,
  excluded.adset_id, excluded.adset_name, excluded.creative_id, excluded.creative_hash, excluded.creative_type,
  excluded.thumbnail_url, excluded.copy, excluded.headline, excluded.landing_page, excluded.cards, excluded.assets,
  excluded.publisher_platforms, excluded.launched_at)`;

/** Writes the platform's description of each ad and answers the internal id of every platform id. */
async function upsertAds(
  db: Executor,
  account: AdAccountRow,
  platformAds: readonly PlatformAd[],
): Promise<Map<string, string>> {
  const idByExternal = new Map<string, string>();
  for (let index = 0; index < platformAds.length; index += 1_000) {
    const batch = platformAds.slice(index, index + 1_000);
    const rows = await db
      .insert(ads)
      .values(batch.map((ad) => ({ ...ad, orgId: account.orgId, adAccountId: account.id })))
      .onConflictDoUpdate({
        target: [ads.adAccountId, ads.externalId],
        set: {
          name: sql`excluded.name`,
          status: sql`excluded.status`,
          campaignId: sql`excluded.campaign_id`,
          campaignName: sql`excluded.campaign_name`,
          adsetId: sql`excluded.adset_id`,
          adsetName: sql`excluded.adset_name`,
          creativeId: sql`excluded.creative_id`,
          creativeHash: sql`excluded.creative_hash`,
          creativeType: sql`excluded.creative_type`,
          thumbnailUrl: sql`excluded.thumbnail_url`,
          copy: sql`excluded.copy`,
          headline: sql`excluded.headline`,
          landingPage: sql`excluded.landing_page`,
          cards: sql`excluded.cards`,
          assets: sql`excluded.assets`,
          publisherPlatforms: sql`excluded.publisher_platforms`,
          launchedAt: sql`excluded.launched_at`,
          // Labels describe the creative; a changed creative is labelled again.
          aiLabels: sql`CASE WHEN ${sameCreative} THEN ${ads.aiLabels} ELSE NULL END`,
          aiLabelledAt: sql`CASE WHEN ${sameCreative} THEN ${ads.aiLabelledAt} ELSE NULL END`,
          updatedAt: new Date(),
        },
        setWhere: sql`NOT ${describedAsStored}`,
      })
      .returning({ id: ads.id, externalId: ads.externalId });
    for (const row of rows) idByExternal.set(row.externalId, row.id);
    // The ads left as they were are not returned.
    const unchanged = batch.map((ad) => ad.externalId).filter((externalId) => !idByExternal.has(externalId));
    if (unchanged.length === 0) continue;
    const stored = await db
      .select({ id: ads.id, externalId: ads.externalId })
      .from(ads)
      .where(and(eq(ads.adAccountId, account.id), inArray(ads.externalId, unchanged)));
    for (const row of stored) idByExternal.set(row.externalId, row.id);
  }
  return idByExternal;
}

async function storePages<Row>(
  pages: AsyncIterable<Row[]>,
  store: (rows: Row[]) => Promise<number>,
): Promise<number> {
  let stored = 0;
  for await (const page of pages) stored += await store(page);
  return stored;
}

/**
 * Reads an ad account's ads and the insights of the sync range from its platform and stores them.
 * Every write is an upsert keyed by (ad, day, ...), so running the same sync twice stores the same rows.
 */
export async function pullAccountData(input: {
  db: Executor;
  connector: AdPlatformConnector;
  credentials: ConnectorCredentials;
  account: AdAccountRow;
  range: DayRange;
  /** Signs the Creative Hub pictures of the sandbox ads the Ad Launcher made (`driveMedia`). */
  mediaUrls?: MediaUrls;
}): Promise<SyncOutcome> {
  const { db, connector, credentials, account, range } = input;
  const ref = await accountRef(db, account, input.mediaUrls);
  const platformAds = await connector.listAds(credentials, ref);
  const adIdByExternalId = await upsertAds(db, account, platformAds);
  const customConversions = (await connector.customConversions?.(credentials, ref)) ?? [];
  await replaceCustomConversions(db, account, customConversions);
  const target: StoreTarget = {
    orgId: account.orgId,
    adAccountId: account.id,
    platform: account.platform,
    adIdByExternalId,
  };
  const insightRows = await storePages(connector.dailyInsights(credentials, ref, range), (rows) =>
    upsertDailyInsights(db, target, rows),
  );
  await refreshInsightRollups(db, { platform: account.platform, adAccountId: account.id, range });
  let breakdownRows = 0;
  for (const kind of ['age_gender', 'placement'] as const) {
    breakdownRows += await storePages(connector.breakdowns(credentials, ref, range, kind), (rows) =>
      upsertBreakdowns(db, target, rows),
    );
  }
  const assetRows = await storePages(connector.assetInsights(credentials, ref, range), (rows) =>
    upsertAssetInsights(db, target, rows),
  );
  await forgetUniqueFigures(db, account.id);
  return {
    ads: platformAds.length,
    customConversions: customConversions.length,
    insightRows,
    breakdownRows,
    assetRows,
    range,
  };
}

async function setSyncState(db: Executor, adAccountId: string, state: Partial<AdAccountRow>): Promise<void> {
  await db.update(adAccounts).set(state).where(eq(adAccounts.id, adAccountId));
}

/**
 * Syncs one ad account and records the outcome on it: `synced` with the day reached, or `error`
 * with the reason (and `needsReconnect` when the platform refused the credentials).
 * Answers undefined when the account no longer exists (disconnected while the job waited).
 */
export async function syncAdAccount(
  context: Pick<AppContext, 'database' | 'adPlatforms' | 'log' | 'config' | 'driveMedia'>,
  input: { adAccountId: string; full?: boolean },
): Promise<SyncOutcome | undefined> {
  const { db } = context.database;
  const [account] = await db.select().from(adAccounts).where(eq(adAccounts.id, input.adAccountId)).limit(1);
  if (!account) return undefined;
  const credentials = await credentialsFor(context, {
    workspaceId: account.workspaceId,
    provider: account.provider,
  });
  if (!credentials) {
    await setSyncState(db, account.id, {
      syncStatus: 'error',
      needsReconnect: true,
      syncError: 'The platform connection is missing; reconnect the ad account',
    });
    return undefined;
  }
  const range = syncRange(account, input.full ?? false);
  await setSyncState(db, account.id, { syncStatus: 'syncing', syncError: null });
  try {
    const outcome = await pullAccountData({
      db,
      connector: context.adPlatforms[account.provider],
      credentials,
      account,
      range,
      mediaUrls: context.driveMedia,
    });
    await setSyncState(db, account.id, {
      syncStatus: 'synced',
      lastSyncedAt: new Date(),
      syncedThrough: range.until,
      syncError: null,
      needsReconnect: false,
    });
    context.log.info({ adAccountId: account.id, ...outcome }, 'ad account synced');
    await afterSync(context, { adAccountId: account.id, today: range.until });
    return outcome;
  } catch (error) {
    const refused = error instanceof ConnectorAuthError;
    await setSyncState(db, account.id, {
      syncStatus: 'error',
      needsReconnect: refused,
      syncError: error instanceof Error ? error.message : 'The sync failed',
    });
    context.log.warn({ err: error, adAccountId: account.id }, 'ad account sync failed');
    if (refused) return undefined;
    throw error;
  }
}
