/**
 * Test support: the data the fake Business API serves in the connector's tests. Three advertisers
 * in different zones; 1,003 ads (two pages of `/ad/get/`) of every format; 75 days of daily rows
 * where the first 30 days hold more than one page; audience rows and reach for one ad.
 */
import type { FakeAd, FakeBusinessData, FakeDailyRow } from './fake-business-api.ts';

export const VALID_TOKEN = 'act.valid-token';
export const APP_ID = 'app-123';
export const APP_SECRET = 'secret-456';

export const US_ADVERTISER = '7000000000000000001';
export const JP_ADVERTISER = '7000000000000000002';
export const GE_ADVERTISER = '7000000000000000003';

/** The ad id of the i-th ad of the US advertiser. */
export const adId = (index: number): string => `18000000000${String(index).padStart(8, '0')}`;
export const AD_COUNT = 1003;

/** Ids of the reporting ads: two live all 75 days, forty more only in the first 30. */
export const reportAdId = (index: number): string => `ad-${String(index).padStart(2, '0')}`;
export const LONG_LIVED_ADS = 2;
export const SHORT_LIVED_ADS = 40;

function fakeAd(index: number): FakeAd {
  const base = {
    ad_id: adId(index),
    ad_name: `Ad ${index}`,
    operation_status: index % 2 === 0 ? 'DISABLE' : 'ENABLE',
    secondary_status: 'AD_STATUS_DELIVERY_OK',
    campaign_id: '1700000000000000001',
    campaign_name: 'Spring sale',
    adgroup_id: '1710000000000000001',
    adgroup_name: 'Broad 18-44',
    ad_text: `Copy of ad ${index}`,
    landing_page_url: `https://shop.example/p/${index}`,
    create_time: '2026-01-05 03:00:00',
    is_aco: false,
    creative_type: null,
    call_to_action: index % 3 === 0 ? 'LEARN_MORE' : 'SHOP_NOW',
  };
  switch (index) {
    case 1:
    case 1002:
    case 1003:
      return { ...base, ad_format: 'SINGLE_VIDEO', video_id: `v-${index}`, image_ids: [`cover-${index}`] };
    case 2:
      return { ...base, ad_format: 'CAROUSEL_ADS', video_id: null, image_ids: ['img-2a', 'img-2b'] };
    case 3:
      return {
        ...base,
        ad_format: 'SINGLE_VIDEO',
        is_aco: true,
        ad_text: null,
        ad_texts: ['Hook one', 'Hook two'],
        video_id: 'v-3',
        image_ids: ['img-3'],
        landing_page_url: null,
        landing_page_urls: ['https://shop.example/a', 'https://shop.example/b'],
        create_time: '2026-02-10 12:30:00',
      };
    default:
      return { ...base, ad_format: 'SINGLE_IMAGE', video_id: null, image_ids: [`img-${index}`] };
  }
}

function dailyRows(): FakeDailyRow[] {
  const rows: FakeDailyRow[] = [];
  const start = Date.UTC(2026, 0, 1);
  for (let offset = 0; offset < 75; offset += 1) {
    const date = new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
    const live = offset < 30 ? LONG_LIVED_ADS + SHORT_LIVED_ADS : LONG_LIVED_ADS;
    for (let index = 1; index <= live; index += 1) {
      rows.push({
        advertiserId: US_ADVERTISER,
        adId: reportAdId(index),
        date,
        metrics: {
          spend: '12.34',
          impressions: '1000',
          clicks: index === 1 ? '-' : '25',
          video_play_actions: '40',
          average_video_play: '2.5',
          complete_payment: '3',
          total_complete_payment_rate: '45.60',
        },
      });
    }
  }
  return rows;
}

/** A fresh copy of the fake's data for one test. */
export function fakeBusinessData(): FakeBusinessData {
  const adRows = { advertiserId: US_ADVERTISER, adId: reportAdId(1), date: '2026-01-05' };
  return {
    appId: APP_ID,
    appSecret: APP_SECRET,
    users: {
      [VALID_TOKEN]: { core_user_id: '6900000000000000001', display_name: 'Dana', email: 'dana@x.test' },
    },
    advertisers: [
      {
        advertiser_id: US_ADVERTISER,
        name: 'Acme US',
        currency: 'USD',
        timezone: 'Etc/GMT+8',
        display_timezone: 'America/Los_Angeles',
      },
      {
        advertiser_id: JP_ADVERTISER,
        name: 'Acme JP',
        currency: 'JPY',
        timezone: 'Etc/GMT-9',
        display_timezone: '',
      },
      {
        advertiser_id: GE_ADVERTISER,
        name: 'Acme GE',
        currency: 'GEL',
        timezone: 'Etc/GMT-4',
        display_timezone: 'Asia/Tbilisi',
      },
    ],
    ads: { [US_ADVERTISER]: Array.from({ length: AD_COUNT }, (_, index) => fakeAd(index + 1)) },
    videos: [
      {
        video_id: 'v-1',
        video_cover_url: 'https://cdn.example/v-1.jpg',
        poster_url: 'https://cdn.example/p-1.jpg',
        preview_url: 'https://v16m.tiktokcdn.example/v-1.mp4?expire=1767000000',
      },
      { video_id: 'v-3', video_cover_url: 'https://cdn.example/v-3.jpg', poster_url: null },
      { video_id: 'v-1002', video_cover_url: 'https://cdn.example/v-1002.jpg', poster_url: null },
      { video_id: 'v-1003', video_cover_url: null, poster_url: 'https://cdn.example/p-1003.jpg' },
    ],
    images: [
      { image_id: 'cover-1', image_url: 'https://cdn.example/img/cover-1.jpg', width: 720, height: 1280 },
      { image_id: 'img-4', image_url: 'https://cdn.example/img/img-4.jpg', width: 1080, height: 1080 },
    ],
    dailyRows: dailyRows(),
    audienceRows: [
      {
        ...adRows,
        age: 'AGE_25_34',
        gender: 'FEMALE',
        placement: 'PLACEMENT_TIKTOK',
        impressions: 100,
        spend: 1.5,
      },
      {
        ...adRows,
        age: 'AGE_25_34',
        gender: 'FEMALE',
        placement: 'PLACEMENT_PANGLE',
        impressions: 50,
        spend: 0.5,
      },
      {
        ...adRows,
        age: 'AGE_55_100',
        gender: 'MALE',
        placement: 'PLACEMENT_TIKTOK',
        impressions: 30,
        spend: 0.25,
      },
      {
        ...adRows,
        age: 'NONE',
        gender: 'NONE',
        placement: 'PLACEMENT_GLOBAL_APP_BUNDLE',
        impressions: 5,
        spend: 0.1,
      },
    ],
    reach: {
      perAd: { [reportAdId(1)]: 5000, [reportAdId(2)]: 3200 },
      perAdvertiser: { [US_ADVERTISER]: 42000 },
    },
  };
}
