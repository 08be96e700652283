import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountRef, AdPlatformConnector } from '../connector.ts';
import { startFakeGraphApi, type FakeGraphApi } from '../../../../test/fakes/meta/fake-graph-api.ts';
import {
  ACCOUNT_ID,
  FAKE_GRAPH_DATA,
  FAKE_TOKEN,
  QUIZ_CONVERSION_ID,
  SIGNUP_CONVERSION_ID,
} from '../../../../test/fakes/meta/fake-graph-data.ts';
import { createMetaConnector } from './meta-connector.ts';

const credentials = { accessToken: FAKE_TOKEN };
const account: AccountRef = {
  externalId: ACCOUNT_ID,
  platform: 'meta',
  timezoneName: 'America/Los_Angeles',
  settings: { clickAttributionWindow: '7d_click', viewAttributionWindow: '1d_view' },
};

describe('Meta connector: custom conversions and creative media against a fake Graph API', () => {
  let fake: FakeGraphApi;
  let connector: AdPlatformConnector;

  beforeAll(async () => {
    fake = await startFakeGraphApi({ data: FAKE_GRAPH_DATA, maxPageSize: 2 });
    connector = createMetaConnector({ graphUrl: fake.graphUrl, sleep: async () => {} });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it("lists the account's custom conversions page by page, leaving archived ones out", async () => {
    const conversions = await connector.customConversions!(credentials, account);
    expect(conversions).toEqual([
      { externalId: QUIZ_CONVERSION_ID, name: 'Quiz completed', eventType: 'OTHER' },
      { externalId: SIGNUP_CONVERSION_ID, name: 'Newsletter signup', eventType: 'COMPLETE_REGISTRATION' },
    ]);
    const requests = fake.requests.filter((request) => request.path === `/${ACCOUNT_ID}/customconversions`);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.params.get('fields')).toBe('id,name,custom_event_type,is_archived');
  });

  it('reads custom conversions from the actions and action values of daily insights, by attribution window', async () => {
    const rows = [];
    for await (const page of connector.dailyInsights(credentials, account, {
      since: '2024-03-01',
      until: '2024-03-01',
    })) {
      rows.push(...page);
    }
    const first = rows.find((row) => row.adExternalId === '6001');
    expect(first?.components).toMatchObject({
      // 7d_click 2 + 1d_view 1; the entry's own value (5) counts every window Meta knows.
      [`actions:offsite_conversion.custom.${QUIZ_CONVERSION_ID}`]: 3,
      [`action_values:offsite_conversion.custom.${QUIZ_CONVERSION_ID}`]: 25.5,
      // No window keys on the entry: its value is used.
      [`actions:offsite_conversion.custom.${SIGNUP_CONVERSION_ID}`]: 4,
    });
    expect(first?.components).not.toHaveProperty(
      `action_values:offsite_conversion.custom.${SIGNUP_CONVERSION_ID}`,
    );
  });

  it("reads an image ad's full image, button and shareable preview", async () => {
    expect(await connector.adMedia!(credentials, account, '6001')).toEqual({
      imageUrl: 'https://scontent.example/full-spring.jpg',
      videoUrl: null,
      thumbnailUrl: 'https://scontent.example/t1.jpg',
      callToAction: 'Shop now',
      previewUrl: 'https://fb.me/adspreview/facebook/1AbCdE',
    });
    const [request] = fake.requests;
    expect(request?.path).toBe('/6001');
    expect(request?.params.get('fields')).toContain('creative{image_url,thumbnail_url,video_id');
    expect(fake.requests).toHaveLength(1);
  });

  it("reads a video ad's playable source and picture from the video itself", async () => {
    expect(await connector.adMedia!(credentials, account, '6002')).toEqual({
      imageUrl: null,
      videoUrl: 'https://video.example/vid-900.mp4',
      thumbnailUrl: 'https://scontent.example/vid-900-picture.jpg',
      callToAction: 'Learn more',
      previewUrl: 'https://fb.me/adspreview/facebook/2FgHiJ',
    });
    expect(fake.requests.map((request) => request.path)).toEqual(['/6002', '/vid-900']);
    expect(fake.requests[1]?.params.get('fields')).toBe('source,picture');
  });

  it("keeps the ad's media when the video cannot be read, and fails on an unknown ad", async () => {
    fake.script({
      path: '/vid-900',
      status: 400,
      body: { error: { message: '(#10) Permission denied', type: 'OAuthException', code: 10 } },
    });
    expect(await connector.adMedia!(credentials, account, '6002')).toMatchObject({
      videoUrl: null,
      thumbnailUrl: 'https://scontent.example/poster-900.jpg',
      callToAction: 'Learn more',
    });
    await expect(connector.adMedia!(credentials, account, '6999')).rejects.toThrow(
      /Unknown path|does not exist/,
    );
    await expect(connector.adMedia!(credentials, account, '../me')).rejects.toThrow('is not a Meta ad id');
  });
});
