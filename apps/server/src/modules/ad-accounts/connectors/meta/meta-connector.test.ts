import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ConnectorAuthError,
  ConnectorUnavailableError,
  type AccountRef,
  type AdPlatformConnector,
  type PlatformAd,
} from '../connector.ts';
import {
  startFakeGraphApi,
  type FakeGraphApi,
  type RecordedRequest,
} from '../../../../test/fakes/meta/fake-graph-api.ts';
import { ACCOUNT_ID, FAKE_GRAPH_DATA, FAKE_TOKEN } from '../../../../test/fakes/meta/fake-graph-data.ts';
import { createMetaConnector } from './meta-connector.ts';

const credentials = { accessToken: FAKE_TOKEN };
const account: AccountRef = {
  externalId: ACCOUNT_ID,
  platform: 'meta',
  timezoneName: 'America/Los_Angeles',
  settings: { clickAttributionWindow: '7d_click', viewAttributionWindow: '1d_view' },
};
const SHORT_RANGE = { since: '2024-03-01', until: '2024-03-07' };
const LONG_RANGE = { since: '2024-01-01', until: '2024-03-31' };

async function collect<T>(pages: AsyncIterable<T[]>): Promise<T[][]> {
  const collected: T[][] = [];
  for await (const page of pages) collected.push(page);
  return collected;
}

const graphError = (code: number, message: string) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: 'AxyzTrace' },
});

describe('Meta connector against a fake Graph API', () => {
  let fake: FakeGraphApi;
  let connector: AdPlatformConnector;
  const sleeps: number[] = [];

  const requestsTo = (path: string): RecordedRequest[] =>
    fake.requests.filter((request) => request.path === path);

  beforeAll(async () => {
    fake = await startFakeGraphApi({ data: FAKE_GRAPH_DATA, maxPageSize: 2, pollsBeforeCompletion: 2 });
    connector = createMetaConnector({
      graphUrl: fake.graphUrl,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    sleeps.length = 0;
  });

  it('describes the user behind the token, sent as the access_token parameter', async () => {
    expect(await connector.describeUser(credentials)).toEqual({ id: '10001', name: 'Ada Marketer' });
    const [request] = fake.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/me');
    expect(request?.params.get('fields')).toBe('id,name');
    expect(request?.params.get('access_token')).toBe(FAKE_TOKEN);
  });

  it('lists ad accounts across two pages, following paging.next', async () => {
    const accounts = await connector.listAdAccounts(credentials);
    expect(accounts).toEqual([
      {
        externalId: 'act_101',
        name: 'Acme Shoes US',
        platform: 'meta',
        currency: 'USD',
        timezoneId: 1,
        timezoneName: 'America/Los_Angeles',
      },
      {
        externalId: 'act_102',
        name: 'Acme Shoes DE',
        platform: 'meta',
        currency: 'EUR',
        timezoneId: 47,
        timezoneName: 'Europe/Berlin',
      },
      {
        externalId: 'act_103',
        name: 'Acme Outlet',
        platform: 'meta',
        currency: 'GBP',
        timezoneId: 58,
        timezoneName: 'Europe/London',
      },
    ]);
    const requests = requestsTo('/me/adaccounts');
    expect(requests).toHaveLength(2);
    expect(requests[0]?.params.get('fields')).toBe('account_id,name,currency,timezone_id,timezone_name');
    expect(requests[0]?.params.has('after')).toBe(false);
    expect(requests[1]?.params.get('after')).toBeTruthy();
    expect(requests.every((request) => request.params.get('access_token') === FAKE_TOKEN)).toBe(true);
  });

  it('maps ads of every creative type', async () => {
    const ads = await connector.listAds(credentials, account);
    const byId = new Map(ads.map((ad) => [ad.externalId, ad]));
    expect(ads).toHaveLength(4);

    expect(byId.get('6001')).toEqual<PlatformAd>({
      externalId: '6001',
      name: 'Spring image',
      status: 'ACTIVE',
      campaignId: '3001',
      campaignName: 'Spring launch',
      adsetId: '4001',
      adsetName: 'Broad US',
      creativeId: '5001',
      creativeHash: 'imghash-spring',
      creativeType: 'image',
      thumbnailUrl: 'https://scontent.example/t1.jpg',
      copy: 'Spring is here',
      headline: 'New spring shoes',
      landingPage: 'https://shop.example/spring',
      cards: null,
      assets: null,
      publisherPlatforms: ['facebook', 'instagram'],
      // 06:30 UTC on 1 February is still 31 January in Los Angeles.
      launchedAt: '2024-01-31',
    });

    expect(byId.get('6002')).toMatchObject({
      creativeType: 'video',
      creativeHash: 'vid-900',
      status: 'PAUSED',
      copy: 'Watch the run',
      headline: 'Run further',
      landingPage: 'https://shop.example/run',
      publisherPlatforms: null,
      launchedAt: '2024-02-10',
    });

    expect(byId.get('6003')).toMatchObject({
      creativeType: 'carousel',
      creativeHash: 'hash-red',
      copy: 'Pick your colour',
      headline: 'The collection',
      landingPage: 'https://shop.example/collection',
      cards: [
        { headline: 'Red', landingPage: 'https://shop.example/red', imageHash: 'hash-red' },
        { headline: 'Blue', landingPage: 'https://shop.example/blue', imageHash: 'hash-blue' },
        { headline: 'Green', landingPage: 'https://shop.example/green', imageHash: 'hash-green' },
      ],
      assets: null,
    });

    expect(byId.get('6004')).toMatchObject({
      creativeType: 'dynamic',
      creativeHash: 'dyn-hash-1',
      copy: 'Shop the sale',
      headline: '50% off',
      landingPage: 'https://shop.example/sale',
      cards: null,
      assets: {
        bodies: ['Shop the sale', 'Last chance'],
        titles: ['50% off'],
        imageHashes: ['dyn-hash-1', 'dyn-hash-2'],
        videoIds: ['dyn-vid-1'],
        linkUrls: ['https://shop.example/sale'],
      },
    });

    const requests = requestsTo(`/${ACCOUNT_ID}/ads`);
    expect(requests).toHaveLength(2);
    const fields = requests[0]?.params.get('fields') ?? '';
    expect(fields).toContain('effective_status');
    expect(fields).toContain('campaign{id,name}');
    expect(fields).toContain(
      'creative{id,object_type,image_hash,video_id,thumbnail_url,body,title,link_url,object_story_spec,asset_feed_spec}',
    );
    expect(requests[0]?.params.get('limit')).toBeTruthy();
  });

  it('reads a short range synchronously, a page at a time', async () => {
    const pages = await collect(connector.dailyInsights(credentials, account, SHORT_RANGE));
    expect(pages.map((page) => page.map((row) => `${row.adExternalId}@${row.date}`))).toEqual([
      ['6001@2024-03-01', '6001@2024-03-02'],
      ['6002@2024-03-01', '6002@2024-03-02'],
    ]);

    const requests = fake.requests;
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request.method).toBe('GET');
      expect(request.path).toBe(`/${ACCOUNT_ID}/insights`);
      expect(request.params.get('level')).toBe('ad');
      expect(request.params.get('time_increment')).toBe('1');
      expect(JSON.parse(request.params.get('time_range') ?? '')).toEqual(SHORT_RANGE);
      expect(JSON.parse(request.params.get('action_attribution_windows') ?? '')).toEqual([
        '7d_click',
        '1d_view',
      ]);
    }
    const fields = (requests[0]?.params.get('fields') ?? '').split(',');
    expect(fields).toEqual(
      expect.arrayContaining([
        'ad_id',
        'spend',
        'impressions',
        'reach',
        'actions',
        'action_values',
        'outbound_clicks',
        'video_avg_time_watched_actions',
        'video_play_actions',
        'video_thruplay_watched_actions',
        'estimated_ad_recallers',
      ]),
    );
    expect(new Set(fields).size).toBe(fields.length);
  });

  it('turns a row into numbers, summing the requested attribution windows', async () => {
    const [first] = await collect(connector.dailyInsights(credentials, account, SHORT_RANGE));
    const components = first?.[0]?.components;
    expect(components).toMatchObject({
      spend: 12.34,
      impressions: 1000,
      clicks: 40,
      inline_link_clicks: 25,
      reach: 800,
      unique_clicks: 35,
      estimated_ad_recallers: 90,
      outbound_clicks: 20,
      // 7d_click 3 + 1d_view 1; the 1d_click, 28d_click and 7d_view figures are not asked for.
      'actions:omni_purchase': 4,
      'action_values:omni_purchase': 200.5,
      'actions:omni_add_to_cart': 9,
      // No window keys on the entry: its value is used.
      'actions:lead': 3,
    });
    expect(components).not.toHaveProperty('actions:link_click');
    expect(components).not.toHaveProperty('video_play_actions');
    expect(components).not.toHaveProperty('video_watch_seconds');
    expect(first?.[1]?.components).toEqual({ spend: 10, impressions: 900 });
  });

  it('asks only for the click window when the view window is none', async () => {
    const clickOnly: AccountRef = {
      ...account,
      settings: { clickAttributionWindow: '7d_click', viewAttributionWindow: 'none' },
    };
    const [first] = await collect(connector.dailyInsights(credentials, clickOnly, SHORT_RANGE));
    expect(first?.[0]?.components).toMatchObject({
      'actions:omni_purchase': 3,
      'action_values:omni_purchase': 150.25,
      'actions:omni_add_to_cart': 7,
    });
    expect(fake.requests[0]?.params.get('action_attribution_windows')).toBe('["7d_click"]');
  });

  it('reads the video lists and derives total watch time', async () => {
    const [, second] = await collect(connector.dailyInsights(credentials, account, SHORT_RANGE));
    expect(second?.[0]?.components).toMatchObject({
      'actions:video_view': 900,
      video_play_actions: 1200,
      video_continuous_2_sec_watched_actions: 1000,
      video_30_sec_watched_actions: 150,
      video_p25_watched_actions: 600,
      video_p50_watched_actions: 400,
      video_p75_watched_actions: 250,
      video_p95_watched_actions: 120,
      video_p100_watched_actions: 100,
      video_thruplay_watched_actions: 300,
      // 7.5 seconds on average over 1200 plays.
      video_watch_seconds: 9000,
    });
  });

  it('reads a long range through an asynchronous report run', async () => {
    const pages = await collect(connector.dailyInsights(credentials, account, LONG_RANGE));
    expect(pages.flat().map((row) => `${row.adExternalId}@${row.date}`)).toEqual([
      '6001@2024-03-01',
      '6001@2024-03-02',
      '6002@2024-03-01',
      '6002@2024-03-02',
      '6001@2024-01-15',
      '6002@2024-01-20',
    ]);
    expect(pages).toHaveLength(3);

    const [start, ...rest] = fake.requests;
    expect(start?.method).toBe('POST');
    expect(start?.path).toBe(`/${ACCOUNT_ID}/insights`);
    expect(start?.params.get('level')).toBe('ad');
    expect(start?.params.get('time_increment')).toBe('1');
    expect(JSON.parse(start?.params.get('time_range') ?? '')).toEqual(LONG_RANGE);
    expect(start?.params.get('access_token')).toBe(FAKE_TOKEN);

    const runId = rest[0]?.path.slice(1) ?? '';
    expect(rest.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /${runId}`,
      `GET /${runId}`,
      `GET /${runId}`,
      `GET /${runId}/insights`,
      `GET /${runId}/insights`,
      `GET /${runId}/insights`,
    ]);
    // Two polls found the run unfinished (0% then 50%), so the connector waited twice.
    expect(sleeps).toEqual([2000, 4000]);
    expect(requestsTo(`/${ACCOUNT_ID}/insights`).filter((request) => request.method === 'GET')).toHaveLength(
      0,
    );
  });

  it('fails when Meta reports the report run failed', async () => {
    fake.setReportOutcome('Job Failed');
    await expect(collect(connector.dailyInsights(credentials, account, LONG_RANGE))).rejects.toThrow(
      ConnectorUnavailableError,
    );
    await expect(collect(connector.dailyInsights(credentials, account, LONG_RANGE))).rejects.toThrow(
      /Job Failed/,
    );
  });

  it('keys age-and-gender and placement breakdowns', async () => {
    const ageGender = (
      await collect(connector.breakdowns(credentials, account, SHORT_RANGE, 'age_gender'))
    ).flat();
    expect(ageGender).toEqual([
      {
        adExternalId: '6001',
        date: '2024-03-01',
        kind: 'age_gender',
        key: '25-34|female',
        impressions: 600,
        spend: 7.4,
      },
      {
        adExternalId: '6001',
        date: '2024-03-01',
        kind: 'age_gender',
        key: '35-44|male',
        impressions: 400,
        spend: 4.94,
      },
    ]);
    const placement = (
      await collect(connector.breakdowns(credentials, account, SHORT_RANGE, 'placement'))
    ).flat();
    expect(placement.map((row) => [row.key, row.impressions, row.spend])).toEqual([
      ['instagram|instagram_reels', 700, 8.64],
      ['facebook|feed', 300, 3.7],
    ]);
    const [first, second] = fake.requests;
    expect(first?.params.get('breakdowns')).toBe('age,gender');
    expect(second?.params.get('breakdowns')).toBe('publisher_platform,platform_position');
    expect(first?.params.get('fields')).toBe('ad_id,impressions,spend');
    expect(first?.params.get('time_increment')).toBe('1');
  });

  it('reads every asset of dynamic creatives, one breakdown at a time', async () => {
    const assets = (await collect(connector.assetInsights(credentials, account, SHORT_RANGE))).flat();
    expect(assets.map((row) => [row.assetType, row.assetKey, row.components.spend])).toEqual([
      ['body', 'Shop the sale', 3],
      ['body', 'Last chance', 4],
      ['title', '50% off', 7],
      ['image', 'dyn-hash-1', 5],
      ['video', 'dyn-vid-1', 2],
      ['link_url', 'https://shop.example/sale', 7],
    ]);
    expect(assets[0]).toEqual({
      adExternalId: '6004',
      date: '2024-03-01',
      assetType: 'body',
      assetKey: 'Shop the sale',
      components: { spend: 3, impressions: 500, 'actions:omni_purchase': 3 },
    });
    expect(fake.requests.map((request) => request.params.get('breakdowns'))).toEqual([
      'body_asset',
      'title_asset',
      'image_asset',
      'video_asset',
      'link_url_asset',
    ]);
  });

  it('reads unique figures per ad and for the account over the whole range', async () => {
    const figures = await connector.uniqueFigures(credentials, account, SHORT_RANGE);
    expect(figures).toEqual({
      perAd: {
        '6001': {
          reach: 1500,
          unique_clicks: 60,
          unique_inline_link_clicks: 45,
          unique_outbound_clicks: 30,
          estimated_ad_recallers: 120,
        },
        '6002': { reach: 2600, unique_clicks: 70 },
      },
      account: {
        reach: 3700,
        unique_clicks: 125,
        unique_inline_link_clicks: 80,
        unique_outbound_clicks: 52,
        estimated_ad_recallers: 300,
      },
    });
    const [perAd, whole] = fake.requests;
    expect(perAd?.params.get('level')).toBe('ad');
    expect(whole?.params.get('level')).toBe('account');
    for (const request of [perAd, whole]) {
      expect(request?.params.has('time_increment')).toBe(false);
      expect(request?.params.get('fields')?.split(',')).toEqual(
        expect.arrayContaining([
          'reach',
          'unique_clicks',
          'unique_inline_link_clicks',
          'unique_outbound_clicks',
          'estimated_ad_recallers',
        ]),
      );
    }
  });

  it('raises ConnectorAuthError when Meta refuses the token (code 190)', async () => {
    const refused = connector.describeUser({ accessToken: 'expired-token' });
    await expect(refused).rejects.toThrow(ConnectorAuthError);
    await expect(connector.listAdAccounts({ accessToken: 'expired-token' })).rejects.toThrow(
      /Meta refused the access token.*Invalid OAuth access token/,
    );
    expect(sleeps).toEqual([]);
  });

  it('raises ConnectorAuthError on HTTP 401', async () => {
    fake.script({ path: '/me', status: 401, body: { error: { message: 'Unauthorized' } } });
    await expect(connector.describeUser(credentials)).rejects.toThrow(ConnectorAuthError);
    expect(fake.requests).toHaveLength(1);
  });

  it('waits as long as Meta asks after a rate limit, then retries', async () => {
    const usage = { '101': [{ type: 'ads_insights', call_count: 100, estimated_time_to_regain_access: 2 }] };
    fake.script({
      path: '/me',
      status: 400,
      body: graphError(80000, 'There have been too many calls from this ad-account.'),
      headers: { 'x-business-use-case-usage': JSON.stringify(usage) },
    });
    expect(await connector.describeUser(credentials)).toEqual({ id: '10001', name: 'Ada Marketer' });
    expect(requestsTo('/me')).toHaveLength(2);
    expect(sleeps).toEqual([120_000]);
  });

  it('backs off exponentially on throttling codes and HTTP 429', async () => {
    fake.script(
      { path: '/me', status: 400, body: graphError(17, 'User request limit reached') },
      { path: '/me', status: 429, body: {} },
      { path: '/me', status: 400, body: graphError(4, 'Application request limit reached') },
    );
    expect(await connector.describeUser(credentials)).toMatchObject({ id: '10001' });
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it('gives up at once when the throttle lasts longer than a sync should wait', async () => {
    fake.script({
      status: 400,
      body: graphError(17, 'User request limit reached'),
      headers: { 'x-app-usage': JSON.stringify({ call_count: 100, estimated_time_to_regain_access: 45 }) },
    });
    await expect(connector.describeUser(credentials)).rejects.toThrow(/wait 45 minutes/);
    expect(sleeps).toEqual([]);
  });

  it('retries a persistent 5xx five times, then raises ConnectorUnavailableError', async () => {
    fake.script({
      path: '/me/adaccounts',
      status: 500,
      body: graphError(2, 'An unexpected error has occurred. Please retry your request later.'),
      times: 10,
    });
    await expect(connector.listAdAccounts(credentials)).rejects.toThrow(ConnectorUnavailableError);
    expect(requestsTo('/me/adaccounts')).toHaveLength(6);
    expect(sleeps).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('retries a page that failed mid-way and carries on from it', async () => {
    fake.script({ path: `/${ACCOUNT_ID}/ads`, withParam: 'after', status: 503, body: 'Service Unavailable' });
    const ads = await connector.listAds(credentials, account);
    expect(ads).toHaveLength(4);
    const [first, failed, retried] = requestsTo(`/${ACCOUNT_ID}/ads`);
    expect(first?.params.has('after')).toBe(false);
    expect(failed?.params.get('after')).toBeTruthy();
    expect(retried?.params.get('after')).toBe(failed?.params.get('after'));
    expect(sleeps).toEqual([1000]);
  });

  it('retries network failures', async () => {
    let failures = 1;
    const flaky = createMetaConnector({
      graphUrl: fake.graphUrl,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      fetch: async (input, init) => {
        if (failures-- > 0) throw new TypeError('fetch failed');
        return fetch(input, init);
      },
    });
    expect(await flaky.describeUser(credentials)).toMatchObject({ name: 'Ada Marketer' });
    expect(sleeps).toEqual([1000]);
  });

  it("passes Meta's message on for other errors, without retrying", async () => {
    const unknown: AccountRef = { ...account, externalId: 'act_999' };
    await expect(connector.listAds(credentials, unknown)).rejects.toThrow(
      /Object with ID 'act_999' does not exist/,
    );
    expect(fake.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('refuses account ids and ranges that are not valid before calling Meta', async () => {
    await expect(connector.listAds(credentials, { ...account, externalId: '../me' })).rejects.toThrow(
      /not a Meta ad account id/,
    );
    const backwards = { since: '2024-03-07', until: '2024-03-01' };
    await expect(collect(connector.dailyInsights(credentials, account, backwards))).rejects.toThrow(
      /ends \(2024-03-01\) before it starts/,
    );
    const malformed = { since: '2024-02-30', until: '2024-03-01' };
    await expect(collect(connector.breakdowns(credentials, account, malformed, 'placement'))).rejects.toThrow(
      /not a calendar date/,
    );
    expect(fake.requests).toHaveLength(0);
  });
});
