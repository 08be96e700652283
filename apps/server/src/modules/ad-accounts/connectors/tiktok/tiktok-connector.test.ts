import { DEFAULT_AD_ACCOUNT_SETTINGS } from '@hookline/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ConnectorAuthError,
  ConnectorUnavailableError,
  type AccountRef,
  type AdPlatformConnector,
  type PlatformAd,
} from '../connector.ts';
import { ageBucket, genderBucket, placementKey } from './breakdown-keys.ts';
import { quoteLongIntegers } from './business-client.ts';
import { TikTokApiError } from './business-errors.ts';
import { splitDayRange } from './day-ranges.ts';
import {
  startFakeBusinessApi,
  type FakeBusinessApi,
} from '../../../../test/fakes/tiktok/fake-business-api.ts';
import {
  AD_COUNT,
  adId,
  APP_ID,
  APP_SECRET,
  fakeBusinessData,
  GE_ADVERTISER,
  JP_ADVERTISER,
  LONG_LIVED_ADS,
  reportAdId,
  SHORT_LIVED_ADS,
  US_ADVERTISER,
  VALID_TOKEN,
} from '../../../../test/fakes/tiktok/fake-business-fixtures.ts';
import { DAILY_REPORT_METRICS, parseMetricValue } from './metric-mapping.ts';
import { mapTikTokTimezone } from './timezone-mapping.ts';
import { createTikTokConnector } from './tiktok-connector.ts';

const credentials = { accessToken: VALID_TOKEN };
const usAccount: AccountRef = {
  externalId: US_ADVERTISER,
  platform: 'tiktok',
  timezoneName: 'America/Los_Angeles',
  settings: DEFAULT_AD_ACCOUNT_SETTINGS,
};
const SEVENTY_FIVE_DAYS = { since: '2026-01-01', until: '2026-03-16' };

async function collect<T>(pages: AsyncIterable<T[]>): Promise<T[][]> {
  const collected: T[][] = [];
  for await (const page of pages) collected.push(page);
  return collected;
}

describe('TikTok connector against the fake Business API', () => {
  let api: FakeBusinessApi;
  let sleeps: number[];
  let connector: AdPlatformConnector;

  const connectorWith = (app: { appId?: string; appSecret?: string }): AdPlatformConnector =>
    createTikTokConnector({
      apiUrl: api.url,
      appId: app.appId,
      appSecret: app.appSecret,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });

  beforeEach(async () => {
    api = await startFakeBusinessApi(fakeBusinessData());
    sleeps = [];
    connector = connectorWith({ appId: APP_ID, appSecret: APP_SECRET });
  });

  afterEach(async () => {
    await api.close();
  });

  it('describes the user behind the token, sending it in the Access-Token header', async () => {
    await expect(connector.describeUser(credentials)).resolves.toEqual({
      id: '6900000000000000001',
      name: 'Dana',
    });
    expect(api.requests).toEqual([
      expect.objectContaining({ method: 'GET', path: '/user/info/', accessToken: VALID_TOKEN }),
    ]);
  });

  it('lists advertisers with their currency and timezone mapped onto the timezone ids', async () => {
    const accounts = await connector.listAdAccounts(credentials);

    expect(accounts).toEqual([
      {
        externalId: US_ADVERTISER,
        name: 'Acme US',
        platform: 'tiktok',
        currency: 'USD',
        timezoneId: 1,
        timezoneName: 'America/Los_Angeles',
      },
      // Not in the table: the lowest id of a zone at UTC+9 all year (Asia/Jayapura).
      {
        externalId: JP_ADVERTISER,
        name: 'Acme JP',
        platform: 'tiktok',
        currency: 'JPY',
        timezoneId: 68,
        timezoneName: 'Etc/GMT-9',
      },
      // Not in the table: UTC+4 all year, as Asia/Dubai.
      {
        externalId: GE_ADVERTISER,
        name: 'Acme GE',
        platform: 'tiktok',
        currency: 'GEL',
        timezoneId: 8,
        timezoneName: 'Asia/Tbilisi',
      },
    ]);
    expect(api.requests.map((request) => request.path)).toEqual([
      '/oauth2/advertiser/get/',
      '/advertiser/info/',
    ]);
    expect(api.requestsTo('/oauth2/advertiser/get/')[0]?.query).toEqual({
      app_id: APP_ID,
      secret: APP_SECRET,
    });
    const info = api.requestsTo('/advertiser/info/')[0]?.query;
    expect(JSON.parse(info?.advertiser_ids ?? '')).toEqual([US_ADVERTISER, JP_ADVERTISER, GE_ADVERTISER]);
    expect(JSON.parse(info?.fields ?? '')).toEqual([
      'advertiser_id',
      'name',
      'currency',
      'timezone',
      'display_timezone',
    ]);
  });

  it('refuses to list advertisers without the app credentials, saying which settings are missing', async () => {
    const unconfigured = connectorWith({});
    await expect(unconfigured.listAdAccounts(credentials)).rejects.toThrow(
      /TIKTOK_APP_ID and TIKTOK_APP_SECRET must be set/,
    );
    await expect(connectorWith({ appId: APP_ID }).listAdAccounts(credentials)).rejects.toThrow(
      /TIKTOK_APP_ID and TIKTOK_APP_SECRET must be set/,
    );
    expect(api.requests).toEqual([]);
  });

  it('lists ads across two pages with the covers of their videos, one cover request per page', async () => {
    const ads = await connector.listAds(credentials, usAccount);

    expect(ads).toHaveLength(AD_COUNT);
    const byId = new Map(ads.map((ad) => [ad.externalId, ad]));
    expect(byId.get(adId(1))).toEqual<PlatformAd>({
      externalId: adId(1),
      name: 'Ad 1',
      status: 'ENABLE',
      campaignId: '1700000000000000001',
      campaignName: 'Spring sale',
      adsetId: '1710000000000000001',
      adsetName: 'Broad 18-44',
      creativeId: null,
      creativeHash: 'v-1',
      creativeType: 'video',
      thumbnailUrl: 'https://cdn.example/v-1.jpg',
      copy: 'Copy of ad 1',
      headline: null,
      landingPage: 'https://shop.example/p/1',
      cards: null,
      assets: null,
      publisherPlatforms: null,
      // 03:00 UTC on 5 January is still 4 January in Los Angeles.
      launchedAt: '2026-01-04',
    });
    expect(byId.get(adId(2))).toMatchObject({
      status: 'DISABLE',
      creativeType: 'carousel',
      creativeHash: 'img-2a',
      thumbnailUrl: null,
      cards: null,
      assets: null,
    });
    expect(byId.get(adId(3))).toMatchObject({
      creativeType: 'dynamic',
      copy: 'Hook one',
      landingPage: 'https://shop.example/a',
      thumbnailUrl: 'https://cdn.example/v-3.jpg',
      launchedAt: '2026-02-10',
      assets: {
        bodies: ['Hook one', 'Hook two'],
        titles: [],
        imageHashes: ['img-3'],
        videoIds: ['v-3'],
        linkUrls: ['https://shop.example/a', 'https://shop.example/b'],
      },
    });
    expect(byId.get(adId(500))).toMatchObject({
      creativeType: 'image',
      creativeHash: 'img-500',
      thumbnailUrl: null,
    });
    expect(byId.get(adId(1002))?.thumbnailUrl).toBe('https://cdn.example/v-1002.jpg');
    expect(byId.get(adId(1003))?.thumbnailUrl).toBe('https://cdn.example/p-1003.jpg');

    const adPages = api.requestsTo('/ad/get/');
    expect(adPages.map((request) => [request.query.page, request.query.page_size])).toEqual([
      ['1', '1000'],
      ['2', '1000'],
    ]);
    expect(adPages[0]?.query.advertiser_id).toBe(US_ADVERTISER);
    expect(JSON.parse(adPages[0]?.query.fields ?? '')).toEqual(
      expect.arrayContaining(['ad_id', 'operation_status', 'ad_format', 'video_id', 'image_ids', 'is_aco']),
    );
    const coverRequests = api.requestsTo('/file/video/ad/info/');
    expect(coverRequests.map((request) => JSON.parse(request.query.video_ids ?? '') as unknown)).toEqual([
      ['v-1', 'v-3'],
      ['v-1002', 'v-1003'],
    ]);
    expect(api.requests.map((request) => request.path)).toEqual([
      '/ad/get/',
      '/file/video/ad/info/',
      '/ad/get/',
      '/file/video/ad/info/',
    ]);
  });

  it('reads 75 days of daily insights in three 30-day requests, following the extra page of the first', async () => {
    const pages = await collect(connector.dailyInsights(credentials, usAccount, SEVENTY_FIVE_DAYS));

    const firstSpan = (LONG_LIVED_ADS + SHORT_LIVED_ADS) * 30;
    expect(pages.map((page) => page.length)).toEqual([
      1000,
      firstSpan - 1000,
      LONG_LIVED_ADS * 30,
      LONG_LIVED_ADS * 15,
    ]);
    const reports = api.requestsTo('/report/integrated/get/');
    expect(reports.map(({ query }) => [query.start_date, query.end_date, query.page])).toEqual([
      ['2026-01-01', '2026-01-30', '1'],
      ['2026-01-01', '2026-01-30', '2'],
      ['2026-01-31', '2026-03-01', '1'],
      ['2026-03-02', '2026-03-16', '1'],
    ]);
    for (const { query } of reports) {
      expect(query).toMatchObject({
        advertiser_id: US_ADVERTISER,
        report_type: 'BASIC',
        data_level: 'AUCTION_AD',
        page_size: '1000',
        dimensions: '["ad_id","stat_time_day"]',
      });
      expect(JSON.parse(query.metrics ?? '')).toEqual(DAILY_REPORT_METRICS);
    }
    expect(DAILY_REPORT_METRICS).toEqual(expect.arrayContaining(['spend', 'average_video_play', 'reach']));
    expect(DAILY_REPORT_METRICS).not.toContain('video_watch_seconds');

    const rows = pages.flat();
    const first = rows.find((row) => row.adExternalId === reportAdId(1) && row.date === '2026-03-16');
    expect(first?.components).toMatchObject({
      spend: 12.34,
      impressions: 1000,
      video_play_actions: 40,
      video_watch_seconds: 100,
      complete_payment: 3,
      total_complete_payment_rate: 45.6,
    });
    // "-" means TikTok has no figure: the component is left out rather than stored as zero.
    expect(first?.components).not.toHaveProperty('clicks');
    expect(first?.components).not.toHaveProperty('average_video_play');
    const second = rows.find((row) => row.adExternalId === reportAdId(2) && row.date === '2026-01-01');
    expect(second?.components.clicks).toBe(25);
    expect(new Set(rows.map((row) => `${row.adExternalId}|${row.date}`)).size).toBe(rows.length);
  });

  it('reads age-and-gender and placement breakdowns with their keys', async () => {
    const range = { since: '2026-01-05', until: '2026-01-05' };
    const ageGender = (
      await collect(connector.breakdowns(credentials, usAccount, range, 'age_gender'))
    ).flat();
    expect(ageGender).toEqual([
      {
        adExternalId: reportAdId(1),
        date: '2026-01-05',
        kind: 'age_gender',
        key: '25-34|female',
        impressions: 150,
        spend: 2,
      },
      {
        adExternalId: reportAdId(1),
        date: '2026-01-05',
        kind: 'age_gender',
        key: '55+|male',
        impressions: 30,
        spend: 0.25,
      },
      {
        adExternalId: reportAdId(1),
        date: '2026-01-05',
        kind: 'age_gender',
        key: 'unknown|unknown',
        impressions: 5,
        spend: 0.1,
      },
    ]);
    const placements = (
      await collect(connector.breakdowns(credentials, usAccount, range, 'placement'))
    ).flat();
    expect(placements.map(({ key, impressions, spend }) => ({ key, impressions, spend }))).toEqual([
      { key: 'tiktok|feed', impressions: 130, spend: 1.75 },
      { key: 'pangle|feed', impressions: 50, spend: 0.5 },
      { key: 'global_app_bundle|feed', impressions: 5, spend: 0.1 },
    ]);
    const reports = api.requestsTo('/report/integrated/get/');
    expect(
      reports.map(({ query }) => [query.report_type, query.data_level, query.dimensions, query.metrics]),
    ).toEqual([
      ['AUDIENCE', 'AUCTION_AD', '["ad_id","stat_time_day","age","gender"]', '["impressions","spend"]'],
      ['AUDIENCE', 'AUCTION_AD', '["ad_id","stat_time_day","placement"]', '["impressions","spend"]'],
    ]);
  });

  it('reads reach per ad and for the account over the whole range in one request each', async () => {
    const figures = await connector.uniqueFigures(credentials, usAccount, SEVENTY_FIVE_DAYS);

    expect(figures.account).toEqual({ reach: 42000 });
    expect(figures.perAd[reportAdId(1)]).toEqual({ reach: 5000 });
    expect(figures.perAd[reportAdId(2)]).toEqual({ reach: 3200 });
    expect(Object.keys(figures.perAd)).toHaveLength(LONG_LIVED_ADS + SHORT_LIVED_ADS);
    expect(api.requestsTo('/report/integrated/get/').map(({ query }) => query)).toEqual([
      expect.objectContaining({
        report_type: 'BASIC',
        data_level: 'AUCTION_AD',
        dimensions: '["ad_id"]',
        metrics: '["reach"]',
        start_date: '2026-01-01',
        end_date: '2026-03-16',
      }),
      expect.objectContaining({
        report_type: 'BASIC',
        data_level: 'AUCTION_ADVERTISER',
        dimensions: '["advertiser_id"]',
        metrics: '["reach"]',
        start_date: '2026-01-01',
        end_date: '2026-03-16',
      }),
    ]);
  });

  it('has no asset insights to read', async () => {
    await expect(
      collect(connector.assetInsights(credentials, usAccount, SEVENTY_FIVE_DAYS)),
    ).resolves.toEqual([]);
    expect(api.requests).toEqual([]);
  });

  it('refuses a range that ends before it starts without asking TikTok', async () => {
    const backwards = { since: '2026-02-01', until: '2026-01-01' };
    await expect(collect(connector.dailyInsights(credentials, usAccount, backwards))).rejects.toThrow(
      'The range starts (2026-02-01) after it ends (2026-01-01)',
    );
    await expect(
      connector.uniqueFigures(credentials, usAccount, { since: '2026-13-01', until: '2026-13-02' }),
    ).rejects.toThrow(/real date written YYYY-MM-DD/);
    expect(api.requests).toEqual([]);
  });

  it('turns a revoked token (40105) into ConnectorAuthError without retrying', async () => {
    const error: unknown = await connector
      .describeUser({ accessToken: 'act.revoked' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectorAuthError);
    expect((error as Error).message).toMatch(/invalid or has been revoked.*Reconnect the TikTok account/);
    expect(api.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('turns an empty token (40104) and an expired one (40102) into ConnectorAuthError', async () => {
    await expect(connector.describeUser({ accessToken: '' })).rejects.toThrow(/access token is missing/);
    api.failNext('/ad/get/', { code: 40102, message: 'Access token has expired.' });
    await expect(connector.listAds(credentials, usAccount)).rejects.toBeInstanceOf(ConnectorAuthError);
    expect(sleeps).toEqual([]);
  });

  it('waits and retries after a rate limit (40100), then succeeds', async () => {
    api.failNext('/user/info/', { code: 40100, message: 'Requests made too frequently.' });
    await expect(connector.describeUser(credentials)).resolves.toMatchObject({ name: 'Dana' });
    expect(api.requestsTo('/user/info/')).toHaveLength(2);
    expect(sleeps).toEqual([1000]);
  });

  it('retries HTTP 429, a dropped connection and HTTP 503 with growing waits', async () => {
    api.failNext('/ad/get/', { httpStatus: 429 });
    api.failNext('/ad/get/', { drop: true });
    api.failNext('/ad/get/', { httpStatus: 503 });
    await expect(connector.listAds(credentials, usAccount)).resolves.toHaveLength(AD_COUNT);
    expect(api.requestsTo('/ad/get/').map((request) => request.query.page)).toEqual([
      '1',
      '1',
      '1',
      '1',
      '2',
    ]);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it('gives up on a persistent internal error (50000) after five retries with ConnectorUnavailableError', async () => {
    api.failNext('/advertiser/info/', { code: 50000, message: 'System error.' }, Infinity);
    const error: unknown = await connector.listAdAccounts(credentials).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectorUnavailableError);
    expect((error as Error).message).toMatch(/\/advertiser\/info\/ failed 6 times, last with code 50000/);
    expect(api.requestsTo('/advertiser/info/')).toHaveLength(6);
    expect(sleeps).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it("reports any other code as an error carrying TikTok's message, without retrying", async () => {
    const stranger = { ...usAccount, externalId: '7999999999999999999' };
    const error: unknown = await collect(
      connector.dailyInsights(credentials, stranger, SEVENTY_FIVE_DAYS),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TikTokApiError);
    expect((error as TikTokApiError).code).toBe(40002);
    expect((error as Error).message).toMatch(/the advertiser does not exist or is not authorized/);
    expect(api.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });
});

describe('TikTok mappings', () => {
  it('maps zones onto the timezone ids by name, then by the offset at the given moment', () => {
    const january = new Date('2026-01-15T12:00:00Z');
    const july = new Date('2026-07-15T12:00:00Z');
    expect(mapTikTokTimezone('America/New_York', january)).toEqual({
      timezoneId: 7,
      timezoneName: 'America/New_York',
    });
    // Etc/GMT+8 is UTC-8: Los Angeles in winter, Anchorage in summer.
    expect(mapTikTokTimezone('Etc/GMT+8', january)).toEqual({ timezoneId: 1, timezoneName: 'Etc/GMT+8' });
    expect(mapTikTokTimezone('Etc/GMT+8', july)).toEqual({ timezoneId: 4, timezoneName: 'Etc/GMT+8' });
    // UTC+13:45: no zone of the table shares it.
    expect(mapTikTokTimezone('Pacific/Chatham', january)).toEqual({
      timezoneId: 1,
      timezoneName: 'Pacific/Chatham',
    });
    expect(mapTikTokTimezone('Not/A_Zone', january)).toEqual({
      timezoneId: 1,
      timezoneName: 'America/Los_Angeles',
    });
  });

  it('names age, gender and placement buckets', () => {
    expect(ageBucket('AGE_13_17')).toBe('13-17');
    expect(ageBucket('AGE_25_34')).toBe('25-34');
    expect(ageBucket('AGE_55_100')).toBe('55+');
    expect(ageBucket('NONE')).toBe('unknown');
    expect(genderBucket('GENDER_FEMALE')).toBe('female');
    expect(genderBucket('MALE')).toBe('male');
    expect(genderBucket('GENDER_UNLIMITED')).toBe('unknown');
    expect(placementKey('PLACEMENT_TIKTOK')).toBe('tiktok|feed');
    expect(placementKey('PLACEMENT_PANGLE')).toBe('pangle|feed');
    expect(placementKey('PLACEMENT_TOPBUZZ')).toBe('topbuzz|feed');
  });

  it('splits ranges into spans of at most 30 days', () => {
    expect(splitDayRange({ since: '2026-01-01', until: '2026-01-30' })).toEqual([
      { since: '2026-01-01', until: '2026-01-30' },
    ]);
    expect(splitDayRange({ since: '2024-02-20', until: '2024-03-31' })).toEqual([
      { since: '2024-02-20', until: '2024-03-20' },
      { since: '2024-03-21', until: '2024-03-31' },
    ]);
  });

  it('reads metric strings as numbers and leaves out what TikTok does not have', () => {
    expect(parseMetricValue('12.34')).toBe(12.34);
    expect(parseMetricValue('0')).toBe(0);
    expect(parseMetricValue(7)).toBe(7);
    expect(parseMetricValue('-')).toBeUndefined();
    expect(parseMetricValue('')).toBeUndefined();
    expect(parseMetricValue(null)).toBeUndefined();
    expect(parseMetricValue('n/a')).toBeUndefined();
  });

  it('keeps integer ids longer than a JavaScript number exact', () => {
    const body = '{"code":0,"data":{"list":[{"ad_id": 1800000000000000123,"spend":"1.5","clicks":12}]}}';
    const parsed = JSON.parse(quoteLongIntegers(body)) as { data: { list: Record<string, unknown>[] } };
    expect(parsed.data.list[0]).toEqual({ ad_id: '1800000000000000123', spend: '1.5', clicks: 12 });
  });
});
