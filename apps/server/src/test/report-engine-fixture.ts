import type { ReportQueryResult } from '@hookline/domain';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createSandboxConnector } from '../modules/ad-accounts/connectors/sandbox/sandbox-connector.ts';
import { pullAccountData } from '../modules/ad-accounts/ad-sync.service.ts';
import type { AdPlatformConnector, PlatformAd } from '../modules/ad-accounts/connectors/connector.ts';
import { adAccounts, ads, type AdRow } from '../modules/ad-accounts/tables.ts';
import { bearer } from './factories.ts';
import { createFakeAdPlatform, FAKE_ADS, FAKE_DAYS, fakeComponents } from './fakes/fake-ad-platform.ts';
import { createTeam } from './tenancy-factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type Team = Awaited<ReturnType<typeof createTeam>>;
export type ReportLine = ReportQueryResult['data'][number];

export const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;
export const resultOf = (response: LightMyRequestResponse) => response.json<ReportQueryResult>();
/** The platform ids of a line's ads, sorted, so a test can name the fixture ads it expects. */
export const adIdsOf = (line: ReportLine) => line.ads.map((ad) => ad.adId).sort();

/** A number within `digits` decimals of `value`, for matching whole objects with `toEqual`. */
export const closeTo = (value: number, digits = 6) => expect.closeTo(value, digits) as number;

/** Sums of the fake figures of some ads over some days, computed here, apart from the engine. */
export function expectedSums(adIds: string[], days = FAKE_DAYS.length): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const ad of FAKE_ADS.filter((item) => adIds.includes(item.externalId))) {
    for (let day = 0; day < days; day += 1) {
      for (const [key, value] of Object.entries(fakeComponents(ad.weight, day))) {
        totals[key] = (totals[key] ?? 0) + value;
      }
    }
  }
  return totals;
}

export interface ReportFixture {
  t: TestApp;
  team: Team;
  /** The fake platform's Meta account (FAKE_ADS, synced for FAKE_DAYS). */
  metaAccountId: string;
  /** The fake platform's TikTok account (the first three FAKE_ADS). */
  tiktokAccountId: string;
  /** `POST reports/query` on the Meta account over FAKE_DAYS, unless the payload says otherwise. */
  query(payload: Record<string, unknown>, token?: string): Promise<LightMyRequestResponse>;
  /** The stored ads of an account by platform id. */
  adsByExternalId(adAccountId: string): Promise<Map<string, AdRow>>;
}

/** A team whose workspace onboarded and synced both accounts of the fake ad platform. */
export async function openReportFixture(): Promise<ReportFixture> {
  const fake = createFakeAdPlatform();
  const t = await createTestApp({
    services: { adPlatforms: { meta: fake, tiktok: fake, sandbox: createSandboxConnector() } },
  });
  const team = await createTeam(t);
  const connect = await t.app.inject({
    method: 'POST',
    url: '/reports/api/v1/platforms/meta/connect',
    headers: bearer(team.admin.token),
    payload: { workspaceId: team.workspace.id, accessToken: 'good-token' },
  });
  if (connect.statusCode !== 200) throw new Error(`connect failed: ${connect.body}`);
  const onboard = await t.app.inject({
    method: 'POST',
    url: '/reports/api/v1/ad-accounts/onboard',
    headers: bearer(team.admin.token),
    payload: { workspaceId: team.workspace.id, platform: 'meta', accountIds: ['act_100', 'tt_200'] },
  });
  const accounts = onboard.json<{ data?: Array<{ _id: string; platform: string; syncStatus: string }> }>()
    .data;
  if (onboard.statusCode !== 200 || !accounts?.every((account) => account.syncStatus === 'synced')) {
    throw new Error(`onboarding failed: ${onboard.body}`);
  }
  const metaAccountId = accounts.find((account) => account.platform === 'meta')!._id;
  return {
    t,
    team,
    metaAccountId,
    tiktokAccountId: accounts.find((account) => account.platform === 'tiktok')!._id,
    query: (payload, token = team.admin.token) =>
      t.app.inject({
        method: 'POST',
        url: '/reports/api/v1/reports/query',
        headers: bearer(token),
        payload: { adAccountId: metaAccountId, startDate: '2026-01-01', endDate: '2026-01-10', ...payload },
      }),
    async adsByExternalId(adAccountId) {
      const rows = await t.context.database.db
        .select()
        .from(ads)
        .where(eq(ads.adAccountId, adAccountId))
        .orderBy(asc(ads.externalId));
      return new Map(rows.map((row) => [row.externalId, row]));
    },
  };
}

export interface InsightDay {
  ad: AdRow;
  date: string;
  components: Record<string, number>;
}

/** The platform's description of a stored ad, so a re-read changes nothing about it. */
function platformAdOf(row: AdRow): PlatformAd {
  return {
    externalId: row.externalId,
    name: row.name,
    status: row.status,
    campaignId: row.campaignId,
    campaignName: row.campaignName,
    adsetId: row.adsetId,
    adsetName: row.adsetName,
    creativeId: row.creativeId,
    creativeHash: row.creativeHash,
    creativeType: row.creativeType,
    thumbnailUrl: row.thumbnailUrl,
    copy: row.copy,
    headline: row.headline,
    landingPage: row.landingPage,
    cards: row.cards,
    assets: row.assets,
    publisherPlatforms: row.publisherPlatforms,
    launchedAt: row.launchedAt,
  };
}

/**
 * Stores daily insights the fake platform does not serve, through the sync's own write path, so
 * they land wherever the report engine reads them from.
 */
export async function syncInsightDays(t: TestApp, adAccountId: string, days: readonly InsightDay[]) {
  const { db } = t.context.database;
  const [account] = await db.select().from(adAccounts).where(eq(adAccounts.id, adAccountId));
  if (!account || days.length === 0) throw new Error('syncInsightDays needs an ad account and some days');
  const dates = days.map((day) => day.date).sort();
  const platformAds = [...new Map(days.map((day) => [day.ad.id, platformAdOf(day.ad)])).values()];
  const connector: AdPlatformConnector = {
    ...createFakeAdPlatform(),
    listAds: () => Promise.resolve(platformAds),
    async *dailyInsights() {
      yield days.map((day) => ({
        adExternalId: day.ad.externalId,
        date: day.date,
        components: day.components,
      }));
    },
    async *breakdowns() {},
    async *assetInsights() {},
  };
  await pullAccountData({
    db,
    connector,
    credentials: { accessToken: 'good-token' },
    account,
    range: { since: dates[0]!, until: dates.at(-1)! },
  });
}

/** Component sums of some insight days, computed here, apart from the engine. */
export function sumsOfDays(days: readonly InsightDay[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const day of days) {
    for (const [key, value] of Object.entries(day.components)) totals[key] = (totals[key] ?? 0) + value;
  }
  return totals;
}
