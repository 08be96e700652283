import { DEFAULT_AD_ACCOUNT_SETTINGS } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRef, AdPlatformConnector } from '../connector.ts';
import {
  startFakeBusinessApi,
  type FakeBusinessApi,
} from '../../../../test/fakes/tiktok/fake-business-api.ts';
import {
  adId,
  APP_ID,
  APP_SECRET,
  fakeBusinessData,
  US_ADVERTISER,
  VALID_TOKEN,
} from '../../../../test/fakes/tiktok/fake-business-fixtures.ts';
import { createTikTokConnector } from './tiktok-connector.ts';

const credentials = { accessToken: VALID_TOKEN };
const account: AccountRef = {
  externalId: US_ADVERTISER,
  platform: 'tiktok',
  timezoneName: 'America/Los_Angeles',
  settings: DEFAULT_AD_ACCOUNT_SETTINGS,
};

describe('TikTok connector: creative media and custom conversions against the fake Business API', () => {
  let api: FakeBusinessApi;
  let connector: AdPlatformConnector;

  beforeAll(async () => {
    api = await startFakeBusinessApi(fakeBusinessData());
    connector = createTikTokConnector({
      apiUrl: api.url,
      appId: APP_ID,
      appSecret: APP_SECRET,
      fetch,
      sleep: async () => {},
    });
  });
  afterAll(() => api.close());

  it("reads a video ad's playable preview URL, cover and button, and its image", async () => {
    const before = api.requests.length;
    expect(await connector.adMedia!(credentials, account, adId(1))).toEqual({
      imageUrl: 'https://cdn.example/img/cover-1.jpg',
      videoUrl: 'https://v16m.tiktokcdn.example/v-1.mp4?expire=1767000000',
      thumbnailUrl: 'https://cdn.example/v-1.jpg',
      callToAction: 'Shop now',
      previewUrl: null,
    });
    const requests = api.requests.slice(before);
    expect(requests.map((request) => request.path)).toEqual([
      '/ad/get/',
      '/file/video/ad/info/',
      '/file/image/ad/info/',
    ]);
    expect(JSON.parse(requests[0]!.query.filtering!)).toEqual({ ad_ids: [adId(1)] });
    expect(JSON.parse(requests[1]!.query.video_ids!)).toEqual(['v-1']);
    expect(JSON.parse(requests[2]!.query.image_ids!)).toEqual(['cover-1']);
    expect(requests.every((request) => request.accessToken === VALID_TOKEN)).toBe(true);
  });

  it("reads an image ad's image as its thumbnail too, and its button", async () => {
    expect(await connector.adMedia!(credentials, account, adId(4))).toEqual({
      imageUrl: 'https://cdn.example/img/img-4.jpg',
      videoUrl: null,
      thumbnailUrl: 'https://cdn.example/img/img-4.jpg',
      callToAction: 'Shop now',
      previewUrl: null,
    });
  });

  it('answers nothing for an ad the advertiser does not have, and has no custom conversions', async () => {
    expect(await connector.adMedia!(credentials, account, '1800000000099999999')).toBeUndefined();
    expect(await connector.customConversions!(credentials, account)).toEqual([]);
  });
});
