import type { FakeGraphData, FakeInsightRow } from './fake-graph-api.ts';

/** Test support: one user, three ad accounts and a month of insights for `act_101`, shaped as Graph sends them. */

export const FAKE_TOKEN = 'EAAB-fake-token';
export const ACCOUNT_ID = 'act_101';
/** The custom conversions of `act_101`; a third, archived one is left out by the connector. */
export const QUIZ_CONVERSION_ID = '23851000000000001';
export const SIGNUP_CONVERSION_ID = '23851000000000002';

const ACCOUNT_INSIGHTS = { accountId: ACCOUNT_ID, level: 'ad', daily: true } as const;

/** `action_type` entries with a value per attribution window, the way Graph lists them. */
const windowed = (actionType: string, windows: Record<string, string>, value: string) => ({
  action_type: actionType,
  value,
  ...windows,
});
const videoView = (value: string) => [{ action_type: 'video_view', value }];

const dailyRows: FakeInsightRow[] = [
  {
    ...ACCOUNT_INSIGHTS,
    row: {
      ad_id: '6001',
      date_start: '2024-03-01',
      date_stop: '2024-03-01',
      spend: '12.34',
      impressions: '1000',
      clicks: '40',
      inline_link_clicks: '25',
      reach: '800',
      unique_clicks: '35',
      unique_inline_link_clicks: '22',
      estimated_ad_recallers: '90',
      outbound_clicks: [{ action_type: 'outbound_click', value: '20' }],
      actions: [
        windowed('link_click', { '7d_click': '25' }, '25'),
        windowed(
          'omni_purchase',
          { '1d_click': '2', '7d_click': '3', '28d_click': '5', '1d_view': '1', '7d_view': '2' },
          '6',
        ),
        windowed('omni_add_to_cart', { '7d_click': '7', '1d_view': '2' }, '9'),
        { action_type: 'lead', value: '3' },
        windowed(`offsite_conversion.custom.${QUIZ_CONVERSION_ID}`, { '7d_click': '2', '1d_view': '1' }, '5'),
        { action_type: `offsite_conversion.custom.${SIGNUP_CONVERSION_ID}`, value: '4' },
      ],
      action_values: [
        windowed(
          'omni_purchase',
          {
            '1d_click': '100.5',
            '7d_click': '150.25',
            '28d_click': '250',
            '1d_view': '50.25',
            '7d_view': '75',
          },
          '300',
        ),
        windowed(
          `offsite_conversion.custom.${QUIZ_CONVERSION_ID}`,
          { '7d_click': '20', '1d_view': '5.5' },
          '40',
        ),
      ],
    },
  },
  {
    ...ACCOUNT_INSIGHTS,
    row: {
      ad_id: '6001',
      date_start: '2024-03-02',
      date_stop: '2024-03-02',
      spend: '10.00',
      impressions: '900',
    },
  },
  {
    ...ACCOUNT_INSIGHTS,
    row: {
      ad_id: '6002',
      date_start: '2024-03-01',
      date_stop: '2024-03-01',
      spend: '20',
      impressions: '3000',
      clicks: '50',
      actions: [windowed('video_view', { '7d_click': '100', '1d_view': '800' }, '900')],
      video_play_actions: videoView('1200'),
      video_avg_time_watched_actions: videoView('7.5'),
      video_continuous_2_sec_watched_actions: videoView('1000'),
      video_30_sec_watched_actions: videoView('150'),
      video_p25_watched_actions: videoView('600'),
      video_p50_watched_actions: videoView('400'),
      video_p75_watched_actions: videoView('250'),
      video_p95_watched_actions: videoView('120'),
      video_p100_watched_actions: videoView('100'),
      video_thruplay_watched_actions: videoView('300'),
    },
  },
  {
    ...ACCOUNT_INSIGHTS,
    row: {
      ad_id: '6002',
      date_start: '2024-03-02',
      date_stop: '2024-03-02',
      spend: '18.5',
      impressions: '2800',
    },
  },
  {
    ...ACCOUNT_INSIGHTS,
    row: { ad_id: '6001', date_start: '2024-01-15', date_stop: '2024-01-15', spend: '5', impressions: '400' },
  },
  {
    ...ACCOUNT_INSIGHTS,
    row: { ad_id: '6002', date_start: '2024-01-20', date_stop: '2024-01-20', spend: '7', impressions: '700' },
  },
];

const breakdownRow = (
  breakdowns: string,
  columns: Record<string, string>,
  impressions: string,
  spend: string,
) => ({
  ...ACCOUNT_INSIGHTS,
  breakdowns,
  row: { ad_id: '6001', date_start: '2024-03-01', date_stop: '2024-03-01', ...columns, impressions, spend },
});

const breakdownRows: FakeInsightRow[] = [
  breakdownRow('age,gender', { age: '25-34', gender: 'female' }, '600', '7.40'),
  breakdownRow('age,gender', { age: '35-44', gender: 'male' }, '400', '4.94'),
  breakdownRow(
    'publisher_platform,platform_position',
    { publisher_platform: 'instagram', platform_position: 'instagram_reels' },
    '700',
    '8.64',
  ),
  breakdownRow(
    'publisher_platform,platform_position',
    { publisher_platform: 'facebook', platform_position: 'feed' },
    '300',
    '3.70',
  ),
];

const assetRow = (breakdown: string, asset: Record<string, string>, spend: string, purchases: string) => ({
  ...ACCOUNT_INSIGHTS,
  breakdowns: breakdown,
  row: {
    ad_id: '6004',
    date_start: '2024-03-01',
    date_stop: '2024-03-01',
    [breakdown]: asset,
    spend,
    impressions: '500',
    actions: [windowed('omni_purchase', { '7d_click': purchases, '1d_view': '1' }, '99')],
  },
});

const assetRows: FakeInsightRow[] = [
  assetRow('body_asset', { text: 'Shop the sale', id: '901' }, '3', '2'),
  assetRow('body_asset', { text: 'Last chance', id: '902' }, '4', '1'),
  assetRow('title_asset', { text: '50% off', id: '903' }, '7', '3'),
  assetRow(
    'image_asset',
    { hash: 'dyn-hash-1', url: 'https://scontent.example/dyn1.jpg', id: '904' },
    '5',
    '2',
  ),
  assetRow('video_asset', { video_id: 'dyn-vid-1', id: '905' }, '2', '1'),
  assetRow('link_url_asset', { website_url: 'https://shop.example/sale', id: '906' }, '7', '3'),
];

const uniqueRows: FakeInsightRow[] = [
  {
    accountId: ACCOUNT_ID,
    level: 'ad',
    daily: false,
    row: {
      ad_id: '6001',
      reach: '1500',
      unique_clicks: '60',
      unique_inline_link_clicks: '45',
      unique_outbound_clicks: [{ action_type: 'outbound_click', value: '30' }],
      estimated_ad_recallers: '120',
    },
  },
  {
    accountId: ACCOUNT_ID,
    level: 'ad',
    daily: false,
    row: { ad_id: '6002', reach: '2600', unique_clicks: '70' },
  },
  {
    accountId: ACCOUNT_ID,
    level: 'account',
    daily: false,
    row: {
      reach: '3700',
      unique_clicks: '125',
      unique_inline_link_clicks: '80',
      unique_outbound_clicks: [{ action_type: 'outbound_click', value: '52' }],
      estimated_ad_recallers: '300',
    },
  },
];

const ads = [
  {
    id: '6001',
    name: 'Spring image',
    effective_status: 'ACTIVE',
    created_time: '2024-02-01T06:30:00+0000',
    campaign: { id: '3001', name: 'Spring launch' },
    adset: {
      id: '4001',
      name: 'Broad US',
      targeting: { publisher_platforms: ['facebook', 'instagram'], geo_locations: { countries: ['US'] } },
    },
    creative: {
      id: '5001',
      object_type: 'SHARE',
      image_hash: 'imghash-spring',
      thumbnail_url: 'https://scontent.example/t1.jpg',
      body: 'Spring is here',
      title: 'New spring shoes',
      link_url: 'https://shop.example/spring',
    },
  },
  {
    id: '6002',
    name: 'Run video',
    effective_status: 'PAUSED',
    created_time: '2024-02-10T23:30:00-0800',
    campaign: { id: '3001', name: 'Spring launch' },
    adset: { id: '4002', name: 'Runners', targeting: { geo_locations: { countries: ['US'] } } },
    creative: {
      id: '5002',
      object_type: 'VIDEO',
      video_id: 'vid-900',
      thumbnail_url: 'https://scontent.example/t2.jpg',
      object_story_spec: {
        page_id: '777',
        video_data: {
          video_id: 'vid-900',
          message: 'Watch the run',
          title: 'Run further',
          call_to_action: { type: 'SHOP_NOW', value: { link: 'https://shop.example/run' } },
        },
      },
    },
  },
  {
    id: '6003',
    name: 'Colour carousel',
    effective_status: 'ACTIVE',
    created_time: '2024-02-12T09:00:00+0000',
    campaign: { id: '3002', name: 'Colours' },
    adset: { id: '4003', name: 'Lookalikes' },
    creative: {
      id: '5003',
      object_type: 'SHARE',
      object_story_spec: {
        page_id: '777',
        link_data: {
          link: 'https://shop.example/collection',
          message: 'Pick your colour',
          name: 'The collection',
          child_attachments: [
            { link: 'https://shop.example/red', name: 'Red', image_hash: 'hash-red' },
            { link: 'https://shop.example/blue', name: 'Blue', image_hash: 'hash-blue' },
            {
              name: 'Green',
              image_hash: 'hash-green',
              call_to_action: { type: 'SHOP_NOW', value: { link: 'https://shop.example/green' } },
            },
          ],
        },
      },
    },
  },
  {
    id: '6004',
    name: 'Sale dynamic',
    effective_status: 'ACTIVE',
    created_time: '2024-02-20T10:00:00+0000',
    campaign: { id: '3003', name: 'Sale' },
    adset: { id: '4004', name: 'Retargeting' },
    creative: {
      id: '5004',
      object_type: 'SHARE',
      asset_feed_spec: {
        bodies: [{ text: 'Shop the sale' }, { text: 'Last chance' }],
        titles: [{ text: '50% off' }],
        images: [{ hash: 'dyn-hash-1' }, { hash: 'dyn-hash-2' }],
        videos: [{ video_id: 'dyn-vid-1' }],
        link_urls: [{ website_url: 'https://shop.example/sale' }],
        ad_formats: ['AUTOMATIC_FORMAT'],
      },
    },
  },
];

const customConversions = [
  {
    id: QUIZ_CONVERSION_ID,
    name: 'Quiz completed',
    custom_event_type: 'OTHER',
    rule: '{"and":[{"event":{"eq":"PageView"}},{"url":{"i_contains":"quiz/done"}}]}',
    is_archived: false,
  },
  {
    id: SIGNUP_CONVERSION_ID,
    name: 'Newsletter signup',
    custom_event_type: 'COMPLETE_REGISTRATION',
    rule: '{"and":[{"event":{"eq":"Lead"}}]}',
    is_archived: false,
  },
  { id: '23851000000000003', name: 'Old promo', custom_event_type: 'OTHER', is_archived: true },
];

/** Ads and videos as `GET /{id}` reads them, for the creative preview. */
const nodes = {
  '6001': {
    id: '6001',
    preview_shareable_link: 'https://fb.me/adspreview/facebook/1AbCdE',
    creative: {
      id: '5001',
      image_url: 'https://scontent.example/full-spring.jpg',
      thumbnail_url: 'https://scontent.example/t1.jpg',
      call_to_action_type: 'SHOP_NOW',
      object_story_spec: {
        page_id: '777',
        link_data: {
          link: 'https://shop.example/spring',
          picture: 'https://scontent.example/pic-spring.jpg',
        },
      },
    },
  },
  '6002': {
    id: '6002',
    preview_shareable_link: 'https://fb.me/adspreview/facebook/2FgHiJ',
    creative: {
      id: '5002',
      video_id: 'vid-900',
      thumbnail_url: 'https://scontent.example/t2.jpg',
      object_story_spec: {
        page_id: '777',
        video_data: {
          video_id: 'vid-900',
          image_url: 'https://scontent.example/poster-900.jpg',
          call_to_action: { type: 'LEARN_MORE', value: { link: 'https://shop.example/run' } },
        },
      },
    },
  },
  'vid-900': {
    id: 'vid-900',
    source: 'https://video.example/vid-900.mp4',
    picture: 'https://scontent.example/vid-900-picture.jpg',
    length: 14.2,
  },
};

export const FAKE_GRAPH_DATA: FakeGraphData = {
  accessToken: FAKE_TOKEN,
  user: { id: '10001', name: 'Ada Marketer' },
  adAccounts: [
    {
      id: 'act_101',
      account_id: '101',
      name: 'Acme Shoes US',
      currency: 'USD',
      timezone_id: 1,
      timezone_name: 'America/Los_Angeles',
    },
    {
      id: 'act_102',
      account_id: '102',
      name: 'Acme Shoes DE',
      currency: 'EUR',
      timezone_id: 47,
      timezone_name: 'Europe/Berlin',
    },
    {
      id: 'act_103',
      account_id: '103',
      name: 'Acme Outlet',
      currency: 'GBP',
      timezone_id: 58,
      timezone_name: 'Europe/London',
    },
  ],
  ads: { [ACCOUNT_ID]: ads, act_102: [] },
  insights: [...dailyRows, ...breakdownRows, ...assetRows, ...uniqueRows],
  customConversions: { [ACCOUNT_ID]: customConversions },
  nodes,
};
