import type { AdPlatformConnector, AssetInsight, ConnectorCredentials, DayRange } from '../connector.ts';
import { readTikTokAdMedia } from './ad-media.ts';
import { listTikTokAds } from './ad-listing.ts';
import { describeTikTokUser, listTikTokAdvertisers } from './advertisers.ts';
import { createBusinessClient, type BusinessClient } from './business-client.ts';
import { assertDayRange } from './day-ranges.ts';
import { tiktokBreakdowns, tiktokDailyInsights, tiktokUniqueFigures } from './reports.ts';

export interface TikTokConnectorOptions {
  /** Business API base with its version, e.g. https://business-api.tiktok.com/open_api/v1.3 */
  apiUrl: string;
  appId: string | undefined;
  appSecret: string | undefined;
  fetch?: typeof fetch;
  /** Waits between retries; tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
}

/** The Business API has no per-asset report of automated creatives: there is nothing to read. */
async function* noAssetInsights(range: DayRange): AsyncGenerator<AssetInsight[]> {
  assertDayRange(range);
  yield* [];
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The TikTok connector: reads advertisers, ads and reports from the Business API (Marketing API v1.3). */
export function createTikTokConnector(options: TikTokConnectorOptions): AdPlatformConnector {
  const clientFor = (credentials: ConnectorCredentials): BusinessClient =>
    createBusinessClient({
      apiUrl: options.apiUrl,
      accessToken: credentials.accessToken,
      fetch: options.fetch ?? globalThis.fetch,
      sleep: options.sleep ?? realSleep,
    });

  return {
    describeUser: (credentials) => describeTikTokUser(clientFor(credentials)),
    listAdAccounts: (credentials) =>
      listTikTokAdvertisers(clientFor(credentials), { appId: options.appId, appSecret: options.appSecret }),
    listAds: (credentials, account) => listTikTokAds(clientFor(credentials), account),
    dailyInsights: (credentials, account, range) =>
      tiktokDailyInsights(clientFor(credentials), account, range),
    breakdowns: (credentials, account, range, kind) =>
      tiktokBreakdowns(clientFor(credentials), account, range, kind),
    assetInsights: (_credentials, _account, range) => noAssetInsights(range),
    uniqueFigures: (credentials, account, range) =>
      tiktokUniqueFigures(clientFor(credentials), account, range),
    // TikTok has no custom conversions of Meta's kind: its events are all in the catalogue.
    customConversions: async () => [],
    adMedia: (credentials, account, adId) => readTikTokAdMedia(clientFor(credentials), account, adId),
  };
}
