import type {
  AccountRef,
  AdPlatformConnector,
  AssetInsight,
  BreakdownInsight,
  DailyInsight,
  DayRange,
  PlatformAd,
  PlatformAdAccount,
  PlatformUniqueFigures,
} from '../../modules/ad-accounts/connectors/connector.ts';
import { ConnectorAuthError } from '../../modules/ad-accounts/connectors/connector.ts';

/** A small, hand-written ad platform whose every figure a test can recompute. */
export const FAKE_ACCOUNTS: PlatformAdAccount[] = [
  {
    externalId: 'act_100',
    name: 'Fake Meta account',
    platform: 'meta',
    currency: 'USD',
    timezoneId: 1,
    timezoneName: 'America/Los_Angeles',
  },
  {
    externalId: 'tt_200',
    name: 'Fake TikTok account',
    platform: 'tiktok',
    currency: 'EUR',
    timezoneId: 1,
    timezoneName: 'America/Los_Angeles',
  },
];

const base = {
  status: 'ACTIVE',
  campaignId: 'c1',
  campaignName: 'Prospecting',
  adsetId: 's1',
  adsetName: 'Broad',
  creativeId: null,
  thumbnailUrl: null,
  cards: null,
  assets: null,
  publisherPlatforms: null,
  launchedAt: '2026-01-01',
} satisfies Partial<PlatformAd>;

/** Seven ads; `weight` scales every figure of an ad, `quiet` ads never deliver. */
export const FAKE_ADS: Array<PlatformAd & { weight: number }> = [
  {
    ...base,
    externalId: 'a1',
    name: 'Alpha',
    creativeHash: 'img1',
    creativeType: 'image',
    copy: 'Buy now',
    headline: 'Fresh',
    landingPage: 'https://a.test',
    weight: 1,
  },
  {
    ...base,
    externalId: 'a2',
    name: 'Alpha',
    creativeHash: 'img2',
    creativeType: 'image',
    copy: 'Buy now',
    headline: 'Bold',
    landingPage: 'https://b.test',
    weight: 2,
  },
  {
    ...base,
    externalId: 'a3',
    name: 'Beta',
    creativeHash: 'img1',
    creativeType: 'image',
    copy: 'Save big',
    headline: 'Fresh',
    landingPage: 'https://a.test',
    weight: 3,
  },
  {
    ...base,
    externalId: 'a4',
    name: 'Carousel mixed',
    creativeHash: 'car1',
    creativeType: 'carousel',
    copy: 'Buy now',
    headline: 'Many',
    landingPage: 'https://a.test',
    cards: [
      { headline: 'One', landingPage: 'https://a.test', imageHash: 'c1' },
      { headline: 'Two', landingPage: 'https://b.test', imageHash: 'c2' },
    ],
    weight: 4,
  },
  {
    ...base,
    externalId: 'a5',
    name: 'Carousel same',
    creativeHash: 'car2',
    creativeType: 'carousel',
    copy: 'Save big',
    headline: 'Same',
    landingPage: 'https://c.test',
    cards: [
      { headline: 'One', landingPage: 'https://c.test', imageHash: 'c3' },
      { headline: 'Two', landingPage: 'https://c.test', imageHash: 'c4' },
    ],
    weight: 5,
  },
  {
    ...base,
    externalId: 'a6',
    name: 'Dynamic',
    creativeHash: 'dyn1',
    creativeType: 'dynamic',
    copy: 'Body X',
    headline: 'Title X',
    landingPage: 'https://d.test',
    assets: {
      bodies: ['Body X', 'Body Y'],
      titles: ['Title X'],
      imageHashes: ['dyn1'],
      videoIds: [],
      linkUrls: ['https://d.test'],
    },
    weight: 6,
  },
  {
    ...base,
    externalId: 'a7',
    name: 'Quiet',
    creativeHash: 'img7',
    creativeType: 'image',
    copy: 'Buy now',
    headline: null,
    landingPage: null,
    status: 'PAUSED',
    weight: 0,
  },
];

/** Days the fake ads ran: the first ten days of January 2026. */
export const FAKE_DAYS = Array.from(
  { length: 10 },
  (_, index) => `2026-01-${String(index + 1).padStart(2, '0')}`,
);

/** One ad's figures on one day (day index 0-9). */
export function fakeComponents(weight: number, dayIndex: number): Record<string, number> {
  const day = dayIndex + 1;
  return {
    spend: 10 * weight + day,
    impressions: 1000 * weight + 10 * day,
    reach: 800 * weight + 5 * day,
    clicks: 30 * weight + day,
    inline_link_clicks: 20 * weight + day,
    'actions:omni_purchase': weight + (day % 3),
    'action_values:omni_purchase': 40 * (weight + (day % 3)),
    'actions:omni_add_to_cart': 3 * weight + (day % 3),
  };
}

const inRange = (day: string, range: DayRange) => day >= range.since && day <= range.until;

async function* pages<Row>(rows: Row[]): AsyncIterable<Row[]> {
  yield rows;
}

/** A connector over FAKE_ADS; the token 'revoked' is refused. */
export function createFakeAdPlatform(): AdPlatformConnector {
  const check = (token: string) => {
    if (token === 'revoked') throw new ConnectorAuthError('Invalid OAuth access token');
  };
  const ofAccount = (account: AccountRef) => (account.platform === 'meta' ? FAKE_ADS : FAKE_ADS.slice(0, 3));
  return {
    async describeUser(credentials) {
      check(credentials.accessToken);
      return { id: 'u1', name: 'Pat Platform' };
    },
    async listAdAccounts(credentials) {
      check(credentials.accessToken);
      return FAKE_ACCOUNTS;
    },
    async listAds(credentials, account) {
      check(credentials.accessToken);
      return ofAccount(account).map(({ weight: _weight, ...ad }) => ad);
    },
    dailyInsights(credentials, account, range) {
      check(credentials.accessToken);
      const rows: DailyInsight[] = [];
      for (const ad of ofAccount(account)) {
        if (ad.weight === 0) continue;
        FAKE_DAYS.forEach((date, index) => {
          if (inRange(date, range)) {
            rows.push({ adExternalId: ad.externalId, date, components: fakeComponents(ad.weight, index) });
          }
        });
      }
      return pages(rows);
    },
    breakdowns(credentials, account, range, kind) {
      check(credentials.accessToken);
      const rows: BreakdownInsight[] = [];
      for (const ad of ofAccount(account)) {
        if (ad.weight === 0) continue;
        FAKE_DAYS.forEach((date, index) => {
          if (!inRange(date, range)) return;
          const { impressions, spend } = fakeComponents(ad.weight, index) as {
            impressions: number;
            spend: number;
          };
          const keys =
            kind === 'age_gender' ? ['18-24|female', '25-34|male'] : ['facebook|feed', 'instagram|reels'];
          rows.push({
            adExternalId: ad.externalId,
            date,
            kind,
            key: keys[0]!,
            impressions: impressions * 0.25,
            spend: spend * 0.25,
          });
          rows.push({
            adExternalId: ad.externalId,
            date,
            kind,
            key: keys[1]!,
            impressions: impressions * 0.75,
            spend: spend * 0.75,
          });
        });
      }
      return pages(rows);
    },
    assetInsights(credentials, account, range) {
      check(credentials.accessToken);
      const rows: AssetInsight[] = [];
      const dynamic = ofAccount(account).find((ad) => ad.creativeType === 'dynamic');
      if (dynamic) {
        FAKE_DAYS.forEach((date, index) => {
          if (!inRange(date, range)) return;
          const whole = fakeComponents(dynamic.weight, index);
          const part = (share: number) =>
            Object.fromEntries(Object.entries(whole).map(([key, value]) => [key, value * share]));
          rows.push({
            adExternalId: dynamic.externalId,
            date,
            assetType: 'body',
            assetKey: 'Body X',
            components: part(0.4),
          });
          rows.push({
            adExternalId: dynamic.externalId,
            date,
            assetType: 'body',
            assetKey: 'Body Y',
            components: part(0.6),
          });
        });
      }
      return pages(rows);
    },
    async uniqueFigures(credentials, account) {
      check(credentials.accessToken);
      const perAd: PlatformUniqueFigures['perAd'] = {};
      for (const ad of ofAccount(account)) {
        if (ad.weight > 0) perAd[ad.externalId] = { reach: 5000 * ad.weight };
      }
      return { perAd, account: { reach: 60_000 } };
    },
  };
}
