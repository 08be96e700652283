import {
  customConversionComponentKey,
  DEFAULT_AD_ACCOUNT_SETTINGS,
  getComponents,
  type AdPlatform,
} from '@hookline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountRef,
  AssetInsight,
  BreakdownInsight,
  DailyInsight,
  DayRange,
  PlatformAd,
  PlatformCustomConversion,
} from '../connector.ts';
import { allocate } from './allocate.ts';
import { createSandboxConnector } from './sandbox-connector.ts';
import { uniqueComponentKeys } from './unique-figures.ts';

const TODAY = '2026-03-15';
const RANGE: DayRange = { since: '2025-11-16', until: TODAY };
const credentials = { accessToken: 'sandbox' };
const connector = createSandboxConnector({ today: () => TODAY });

interface AccountData {
  ref: AccountRef;
  ads: Map<string, PlatformAd>;
  rows: DailyInsight[];
  customConversions: PlatformCustomConversion[];
}

async function collect<Row>(pages: AsyncIterable<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const page of pages) rows.push(...page);
  return rows;
}

const MONEY_KEY = /^(spend|action_values:.*|total_.*)$/;
const isCents = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const cents = (value: number): number => Math.round(value * 100);
const at = (components: Record<string, number>, key: string): number => components[key] ?? 0;

function hasVideo(ad: PlatformAd): boolean {
  return (
    ad.creativeType === 'video' || (ad.creativeType === 'dynamic' && (ad.assets?.videoIds.length ?? 0) > 0)
  );
}

/** Every rule a row of figures must keep, whatever the ad or the day; answers the broken ones. */
function inconsistencies(platform: AdPlatform, components: Record<string, number>): string[] {
  const broken: string[] = [];
  for (const [key, value] of Object.entries(components)) {
    if (!Number.isFinite(value) || value < 0) broken.push(`${key} is negative or not a number`);
    else if (MONEY_KEY.test(key) ? !isCents(value) : !Number.isInteger(value)) {
      broken.push(`${key} = ${value}`);
    }
  }
  const le = (smaller: string, larger: string) => {
    if (at(components, smaller) > at(components, larger)) broken.push(`${smaller} > ${larger}`);
  };
  le('reach', 'impressions');
  le('clicks', 'impressions');
  if (platform === 'meta') {
    le('inline_link_clicks', 'clicks');
    le('outbound_clicks', 'inline_link_clicks');
    le('unique_clicks', 'clicks');
    le('unique_inline_link_clicks', 'inline_link_clicks');
    le('unique_outbound_clicks', 'outbound_clicks');
    le('estimated_ad_recallers', 'reach');
    le('actions:landing_page_view', 'inline_link_clicks');
    le('actions:omni_purchase', 'inline_link_clicks');
    le('actions:omni_purchase', 'actions:omni_initiated_checkout');
    le('actions:omni_initiated_checkout', 'actions:omni_add_to_cart');
    le('actions:onsite_web_purchase', 'actions:omni_purchase');
    le('video_continuous_2_sec_watched_actions', 'video_play_actions');
    le('actions:video_view', 'video_continuous_2_sec_watched_actions');
    le('video_thruplay_watched_actions', 'actions:video_view');
    le('video_p25_watched_actions', 'video_play_actions');
    le('video_p50_watched_actions', 'video_p25_watched_actions');
    le('video_p75_watched_actions', 'video_p50_watched_actions');
    le('video_p95_watched_actions', 'video_p75_watched_actions');
    le('video_p100_watched_actions', 'video_p95_watched_actions');
  } else {
    le('landing_page_view', 'clicks');
    le('complete_payment', 'clicks');
    le('complete_payment', 'initiate_checkout');
    le('initiate_checkout', 'web_event_add_to_cart');
    le('engaged_view', 'video_watched_6s');
    le('video_watched_2s', 'video_play_actions');
    le('video_watched_6s', 'video_watched_2s');
    le('video_views_p25', 'video_play_actions');
    le('video_views_p50', 'video_views_p25');
    le('video_views_p75', 'video_views_p50');
    le('video_views_p100', 'video_views_p75');
  }
  return broken;
}

/** Groups rows by a key, keeping their order. */
function groupBy<Row>(rows: readonly Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const name = key(row);
    const group = groups.get(name);
    if (group) group.push(row);
    else groups.set(name, [row]);
  }
  return groups;
}

const data = new Map<string, AccountData>();

beforeAll(async () => {
  for (const account of await connector.listAdAccounts(credentials)) {
    const ref: AccountRef = {
      externalId: account.externalId,
      platform: account.platform,
      timezoneName: account.timezoneName,
      settings: DEFAULT_AD_ACCOUNT_SETTINGS,
    };
    const ads = new Map((await connector.listAds(credentials, ref)).map((ad) => [ad.externalId, ad]));
    data.set(account.externalId, {
      ref,
      ads,
      rows: await collect(connector.dailyInsights(credentials, ref, RANGE)),
      customConversions: await connector.customConversions!(credentials, ref),
    });
  }
});

const accounts = (): AccountData[] => [...data.values()];

describe('sandbox daily insights over 120 days of every default account', () => {
  it('has one row per ad and day it ran: none before launch, after today or outside the range', () => {
    for (const { ref, ads, rows } of accounts()) {
      expect(rows.length, ref.externalId).toBeGreaterThan(500);
      const keys = new Set(rows.map((row) => `${row.adExternalId}|${row.date}`));
      expect(keys.size).toBe(rows.length);
      const misplaced = rows.filter((row) => {
        const launchedAt = ads.get(row.adExternalId)?.launchedAt;
        return !launchedAt || row.date < launchedAt || row.date < RANGE.since || row.date > TODAY;
      });
      expect(misplaced).toEqual([]);
      // A running ad delivers today; a paused one stopped before today.
      const deliveringToday = new Set(
        rows.filter((row) => row.date === TODAY).map((row) => row.adExternalId),
      );
      for (const ad of ads.values()) {
        expect(deliveringToday.has(ad.externalId), ad.name).toBe(
          ad.status === 'ACTIVE' || ad.status === 'ENABLE',
        );
      }
    }
  });

  it("uses only the catalogue's and the account's custom conversions' component keys, video ones only for video creatives", () => {
    for (const { ref, ads, rows, customConversions } of accounts()) {
      const catalogue = new Set([
        ...getComponents(ref.platform).map((component) => component.key),
        ...customConversions.flatMap((conversion) =>
          (['count', 'value'] as const).map((part) =>
            customConversionComponentKey({ id: conversion.externalId }, part),
          ),
        ),
      ]);
      const unknown = new Set(
        rows.flatMap((row) => Object.keys(row.components)).filter((key) => !catalogue.has(key)),
      );
      expect([...unknown]).toEqual([]);
      const wrongVideo = rows.filter((row) => {
        const video = hasVideo(ads.get(row.adExternalId)!);
        return (
          'video_play_actions' in row.components !== video ||
          'video_watch_seconds' in row.components !== video
        );
      });
      expect(wrongVideo).toEqual([]);
    }
  });

  it('gives Meta accounts two or three custom conversions, each a share of the figure it follows', () => {
    for (const { ref, rows, customConversions } of accounts()) {
      if (ref.platform === 'tiktok') {
        expect(customConversions).toEqual([]);
        continue;
      }
      expect(customConversions.length).toBeGreaterThanOrEqual(2);
      expect(customConversions.length).toBeLessThanOrEqual(3);
      expect(customConversions.slice(0, 2).map((conversion) => conversion.name)).toEqual([
        'Quiz completed',
        'Newsletter signup',
      ]);
      const [quiz, newsletter] = customConversions.map((conversion) =>
        customConversionComponentKey({ id: conversion.externalId }, 'count'),
      );
      let quizzes = 0;
      for (const row of rows) {
        expect(at(row.components, quiz!)).toBeLessThanOrEqual(
          at(row.components, 'actions:landing_page_view'),
        );
        expect(at(row.components, newsletter!)).toBeLessThanOrEqual(at(row.components, 'inline_link_clicks'));
        quizzes += at(row.components, quiz!);
      }
      expect(quizzes).toBeGreaterThan(0);
    }
  });

  it('keeps every figure consistent with the others', () => {
    for (const { ref, rows } of accounts()) {
      const broken = rows.flatMap((row) =>
        inconsistencies(ref.platform, row.components).map(
          (rule) => `${row.adExternalId} ${row.date}: ${rule}`,
        ),
      );
      expect(broken).toEqual([]);
    }
  });

  it('fills the funnel realistically: purchases worth a plausible order each, watch time per play', () => {
    for (const { ref, rows } of accounts()) {
      const meta = ref.platform === 'meta';
      const sum = (key: string) => rows.reduce((total, row) => total + at(row.components, key), 0);
      const purchases = sum(meta ? 'actions:omni_purchase' : 'complete_payment');
      const value = sum(meta ? 'action_values:omni_purchase' : 'total_complete_payment_rate');
      const clicks = sum(meta ? 'inline_link_clicks' : 'clicks');
      expect(purchases).toBeGreaterThan(100);
      expect(value / purchases).toBeGreaterThan(25);
      expect(value / purchases).toBeLessThan(200);
      expect(purchases / clicks).toBeGreaterThan(0.005);
      expect(purchases / clicks).toBeLessThan(0.1);
      expect(sum(meta ? 'actions:landing_page_view' : 'landing_page_view') / clicks).toBeGreaterThan(0.5);
      expect(sum(meta ? 'actions:omni_complete_registration' : 'user_registration')).toBeGreaterThan(0);
      expect((sum('spend') / sum('impressions')) * 1000).toBeGreaterThan(3);
      const implausible = rows.filter((row) => {
        const rowPurchases = at(row.components, meta ? 'actions:omni_purchase' : 'complete_payment');
        const rowValue = at(
          row.components,
          meta ? 'action_values:omni_purchase' : 'total_complete_payment_rate',
        );
        const plays = row.components.video_play_actions ?? 0;
        const perPlay = plays > 0 ? at(row.components, 'video_watch_seconds') / plays : 1;
        return (
          (rowPurchases === 0 ? rowValue !== 0 : rowValue / rowPurchases < 15) ||
          perPlay < 0.5 ||
          perPlay > 30 ||
          (!meta &&
            at(row.components, 'cta_conversion') + at(row.components, 'vta_conversion') !== rowPurchases)
        );
      });
      expect(implausible).toEqual([]);
    }
  });
});

describe('sandbox breakdowns', () => {
  it('split each ad-day exactly: impressions to the unit, spend to the cent, over known keys', async () => {
    const ages = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'];
    const genders = ['female', 'male', 'unknown'];
    const placements: Record<AdPlatform, string[]> = {
      meta: [
        'facebook|feed',
        'facebook|story',
        'instagram|feed',
        'instagram|story',
        'instagram|reels',
        'audience_network|classic',
        'messenger|inbox',
      ],
      tiktok: ['tiktok|feed', 'pangle|feed'],
    };
    for (const { ref, rows } of accounts()) {
      for (const kind of ['age_gender', 'placement'] as const) {
        const entries = await collect(connector.breakdowns(credentials, ref, RANGE, kind));
        const knownKeys =
          kind === 'age_gender'
            ? ages.flatMap((age) => genders.map((gender) => `${age}|${gender}`))
            : placements[ref.platform];
        const odd = entries.filter(
          (entry) =>
            entry.kind !== kind ||
            !knownKeys.includes(entry.key) ||
            !Number.isInteger(entry.impressions) ||
            entry.impressions < 0 ||
            !isCents(entry.spend) ||
            entry.spend < 0,
        );
        expect(odd).toEqual([]);
        const byAdDay = groupBy(entries, (entry) => `${entry.adExternalId}|${entry.date}`);
        expect(byAdDay.size).toBe(rows.length);
        const unbalanced = rows.filter((row) => {
          const parts: BreakdownInsight[] = byAdDay.get(`${row.adExternalId}|${row.date}`) ?? [];
          return (
            new Set(parts.map((part) => part.key)).size !== parts.length ||
            parts.reduce((sum, part) => sum + part.impressions, 0) !== row.components.impressions ||
            parts.reduce((sum, part) => sum + cents(part.spend), 0) !== cents(at(row.components, 'spend'))
          );
        });
        expect(unbalanced).toEqual([]);
      }
    }
  });

  it("lean towards each ad set's audience", async () => {
    const { ref } = data.get('sbx_meta_us')!;
    const entries = await collect(connector.breakdowns(credentials, ref, RANGE, 'age_gender'));
    const impressions = (gender: string) =>
      entries
        .filter((entry) => entry.key.endsWith(`|${gender}`))
        .reduce((sum, entry) => sum + entry.impressions, 0);
    expect(impressions('female')).toBeGreaterThan(impressions('unknown') * 5);
    expect(impressions('male')).toBeGreaterThan(impressions('unknown') * 5);
  });
});

describe('sandbox asset insights', () => {
  it('break dynamic creatives apart so each asset type sums to the ad, and nothing else', async () => {
    for (const { ref, ads, rows } of accounts()) {
      const assetRows = await collect(connector.assetInsights(credentials, ref, RANGE));
      if (ref.platform === 'tiktok') {
        expect(assetRows).toEqual([]);
        continue;
      }
      const dynamicRows = rows.filter((row) => ads.get(row.adExternalId)?.creativeType === 'dynamic');
      expect(dynamicRows.length).toBeGreaterThan(0);
      const broken = assetRows.flatMap((assetRow) =>
        inconsistencies('meta', assetRow.components).map((rule) => `${assetRow.assetKey}: ${rule}`),
      );
      expect(broken).toEqual([]);
      const byAdDayType = groupBy(
        assetRows,
        (assetRow) => `${assetRow.adExternalId}|${assetRow.date}|${assetRow.assetType}`,
      );
      const mismatches: string[] = [];
      for (const row of dynamicRows) {
        const assets = ads.get(row.adExternalId)!.assets!;
        const expected: [string, string[]][] = [
          ['body', assets.bodies],
          ['title', assets.titles],
          assets.videoIds.length > 0 ? ['video', assets.videoIds] : ['image', assets.imageHashes],
          ['link_url', assets.linkUrls],
        ];
        for (const [assetType, keys] of expected) {
          const parts: AssetInsight[] = byAdDayType.get(`${row.adExternalId}|${row.date}|${assetType}`) ?? [];
          if (
            parts
              .map((part) => part.assetKey)
              .sort()
              .join('\n') !== [...keys].sort().join('\n')
          ) {
            mismatches.push(`${row.adExternalId} ${row.date} ${assetType}: other assets`);
          }
          for (const [key, value] of Object.entries(row.components)) {
            const total = parts.reduce((sum, part) => sum + cents(at(part.components, key)), 0);
            if (total !== cents(value)) {
              mismatches.push(`${row.adExternalId} ${row.date} ${assetType} ${key}`);
            }
          }
        }
      }
      expect(mismatches).toEqual([]);
      expect(byAdDayType.size).toBeGreaterThanOrEqual(dynamicRows.length * 4);
      const covered = new Set(assetRows.map((assetRow) => assetRow.adExternalId));
      for (const adId of covered) expect(ads.get(adId)?.creativeType).toBe('dynamic');
    }
  });
});

describe('sandbox unique figures', () => {
  it("lie between each ad's best day and the sum of its days, and the account's between its ads'", async () => {
    for (const { ref, rows } of accounts()) {
      for (const range of [RANGE, { since: '2026-02-14', until: TODAY }]) {
        const figures = await connector.uniqueFigures(credentials, ref, range);
        expect(await connector.uniqueFigures(credentials, ref, range)).toEqual(figures);
        const keys = uniqueComponentKeys(ref.platform);
        expect(keys).toContain('reach');
        const inRange = rows.filter((row) => row.date >= range.since && row.date <= range.until);
        const adIds = new Set(inRange.map((row) => row.adExternalId));
        expect(Object.keys(figures.perAd).sort()).toEqual([...adIds].sort());
        const byAd = groupBy(inRange, (row) => row.adExternalId);
        const outOfBounds: string[] = [];
        for (const key of keys) {
          const adValues: number[] = [];
          for (const [adId, adRows] of byAd) {
            const days = adRows.map((row) => at(row.components, key));
            const value = figures.perAd[adId]?.[key] ?? Number.NaN;
            const sum = days.reduce((total, day) => total + day, 0);
            if (!Number.isInteger(value) || value < Math.max(...days) || value > sum) {
              outOfBounds.push(`${adId} ${key}`);
            }
            adValues.push(value);
          }
          const account = figures.account[key] ?? Number.NaN;
          expect(account).toBeGreaterThanOrEqual(Math.max(...adValues));
          expect(account).toBeLessThanOrEqual(adValues.reduce((sum, value) => sum + value, 0));
        }
        expect(outOfBounds).toEqual([]);
        // Over many days people are reached again: reach is well below the sum of daily reach.
        const dailyReach = inRange.reduce((sum, row) => sum + at(row.components, 'reach'), 0);
        const adReach = Object.values(figures.perAd).reduce((sum, ad) => sum + (ad.reach ?? 0), 0);
        expect(adReach).toBeLessThan(dailyReach);
      }
    }
  });
});

describe('allocate', () => {
  it('splits a total into whole parts that sum to it and respect their caps', () => {
    let state = 12345;
    const random = () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state / 4_294_967_296;
    };
    for (let trial = 0; trial < 2_000; trial += 1) {
      const count = 1 + Math.floor(random() * 8);
      const weights = Array.from({ length: count }, () => (random() < 0.2 ? 0 : random() * 10));
      const caps = Array.from({ length: count }, () => Math.floor(random() * 50));
      const capacity = caps.reduce((sum, cap) => sum + cap, 0);
      const total = Math.floor(random() * (capacity + 1));
      const parts = allocate(total, weights, caps);
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
      parts.forEach((part, index) => {
        expect(Number.isInteger(part) && part >= 0 && part <= caps[index]!).toBe(true);
      });
      const free = allocate(total, weights);
      expect(free.reduce((sum, part) => sum + part, 0)).toBe(total);
      if (weights.some((weight) => weight > 0)) {
        free.forEach((part, index) => {
          if (weights[index] === 0) expect(part).toBe(0);
        });
      }
    }
    expect(() => allocate(10, [1, 1], [3, 4])).toThrow('Cannot split 10');
  });
});
