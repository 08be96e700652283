import { DEFAULT_AD_ACCOUNT_SETTINGS, type AdAccountSettings } from '@hookline/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sandboxThumbnailRoutes } from '../../sandbox-thumbnails.routes.ts';
import {
  ConnectorAuthError,
  type AccountRef,
  type DailyInsight,
  type PlatformAdAccount,
} from '../connector.ts';
import { createSandboxConnector, SANDBOX_PAGE_SIZE } from './sandbox-connector.ts';

const TODAY = '2026-03-15';
const credentials = { accessToken: 'sandbox' };
const connector = createSandboxConnector({ today: () => TODAY });

function refOf(
  account: PlatformAdAccount,
  settings: AdAccountSettings = DEFAULT_AD_ACCOUNT_SETTINGS,
): AccountRef {
  return {
    externalId: account.externalId,
    platform: account.platform,
    timezoneName: account.timezoneName,
    settings,
  };
}

async function accountRefs(): Promise<AccountRef[]> {
  return (await connector.listAdAccounts(credentials)).map((account) => refOf(account));
}

async function allRows(pages: AsyncIterable<DailyInsight[]>): Promise<DailyInsight[]> {
  const rows: DailyInsight[] = [];
  for await (const page of pages) rows.push(...page);
  return rows;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const countBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

describe('sandbox connector: accounts and tokens', () => {
  it('answers any token with the sandbox user and refuses the revoked one', async () => {
    await expect(connector.describeUser({ accessToken: 'anything' })).resolves.toEqual({
      id: 'sandbox-user',
      name: 'Sandbox user',
    });
    await expect(connector.describeUser({ accessToken: 'sandbox-revoked' })).rejects.toBeInstanceOf(
      ConnectorAuthError,
    );
    await expect(connector.describeUser({ accessToken: '' })).rejects.toBeInstanceOf(ConnectorAuthError);
    const [account] = await accountRefs();
    if (!account) throw new Error('no account');
    const revoked = { accessToken: 'sandbox-revoked' };
    await expect(connector.listAds(revoked, account)).rejects.toBeInstanceOf(ConnectorAuthError);
    await expect(
      allRows(connector.dailyInsights(revoked, account, { since: TODAY, until: TODAY })),
    ).rejects.toBeInstanceOf(ConnectorAuthError);
  });

  it('lists the four default accounts with their currencies and timezones', async () => {
    const accounts = await connector.listAdAccounts(credentials);
    expect(accounts).toEqual([
      {
        externalId: 'sbx_meta_us',
        name: 'Northwind Apparel US',
        platform: 'meta',
        currency: 'USD',
        timezoneId: 1,
        timezoneName: 'America/Los_Angeles',
      },
      {
        externalId: 'sbx_meta_eu',
        name: 'Northwind Apparel EU',
        platform: 'meta',
        currency: 'EUR',
        timezoneId: 47,
        timezoneName: 'Europe/Berlin',
      },
      {
        externalId: 'sbx_tiktok_us',
        name: 'Northwind TikTok US',
        platform: 'tiktok',
        currency: 'USD',
        timezoneId: 7,
        timezoneName: 'America/New_York',
      },
      {
        externalId: 'sbx_tiktok_uk',
        name: 'Northwind TikTok UK',
        platform: 'tiktok',
        currency: 'GBP',
        timezoneId: 58,
        timezoneName: 'Europe/London',
      },
    ]);
  });

  it('replaces the defaults with the accounts it is given and rejects bad specs in plain words', async () => {
    const custom = createSandboxConnector({
      today: () => TODAY,
      accounts: [
        {
          externalId: 'bench',
          name: 'Bench',
          platform: 'meta',
          currency: 'USD',
          timezoneId: 1,
          adCount: 120,
          historyDays: 90,
        },
      ],
    });
    const accounts = await custom.listAdAccounts(credentials);
    expect(accounts.map((account) => account.externalId)).toEqual(['bench']);
    const [bench] = accounts;
    if (!bench) throw new Error('no account');
    expect(await custom.listAds(credentials, refOf(bench))).toHaveLength(120);
    await expect(custom.listAds(credentials, { ...refOf(bench), externalId: 'sbx_meta_us' })).rejects.toThrow(
      'The sandbox has no ad account "sbx_meta_us"',
    );
    expect(() =>
      createSandboxConnector({
        accounts: [
          {
            externalId: 'x',
            name: 'X',
            platform: 'meta',
            currency: 'USD',
            timezoneId: 1,
            adCount: 0,
            historyDays: 30,
          },
        ],
      }),
    ).toThrow('adCount must be a whole number from 1 to 100000');
  });
});

describe('sandbox connector: ads', () => {
  it('lists about 60, 40, 40 and 30 ads launched within the history', async () => {
    const counts: number[] = [];
    for (const ref of await accountRefs()) {
      const ads = await connector.listAds(credentials, ref);
      counts.push(ads.length);
      for (const ad of ads) {
        expect(ad.launchedAt! >= addDays(TODAY, -400) && ad.launchedAt! <= TODAY).toBe(true);
      }
      // Launches are spread over the history, not bunched at one end.
      const launches = ads.map((ad) => ad.launchedAt!).sort();
      expect(launches[0]! < addDays(TODAY, -300)).toBe(true);
      expect(launches[launches.length - 1]! > addDays(TODAY, -60)).toBe(true);
    }
    expect(counts).toEqual([60, 40, 40, 30]);
  });

  it('names ads Angle_Format_Persona_Offer_LaunchDate and describes each creative type', async () => {
    const pattern = /^([A-Za-z]+)_(Image|Video|Carousel|Dynamic)_([A-Za-z]+)_([A-Za-z0-9]+)_(\d{8})$/;
    const types = new Set<string>();
    for (const ref of await accountRefs()) {
      for (const ad of await connector.listAds(credentials, ref)) {
        const match = pattern.exec(ad.name);
        expect(match, ad.name).not.toBeNull();
        expect(match?.[5]).toBe(ad.launchedAt?.replaceAll('-', ''));
        expect(match?.[2]?.toLowerCase()).toBe(ad.creativeType);
        expect(ad.thumbnailUrl).toBe(`/reports/api/v1/sandbox/thumbnails/${ad.creativeHash}.svg`);
        expect(ad.campaignName && ad.adsetName && ad.campaignId && ad.adsetId && ad.creativeId).toBeTruthy();
        types.add(ad.creativeType);
        if (ref.platform === 'meta') {
          expect(['ACTIVE', 'PAUSED']).toContain(ad.status);
          expect(ad.headline).toBeTruthy();
          expect(
            ad.publisherPlatforms?.some((platform) => ['facebook', 'instagram'].includes(platform)),
          ).toBe(true);
        } else {
          expect(['ENABLE', 'DISABLE']).toContain(ad.status);
          expect(ad.headline).toBeNull();
        }
        if (ad.creativeType === 'video') expect(ad.creativeHash).toMatch(/^(\d{16}|v\d+g\w+)$/);
        if (ad.creativeType === 'image') expect(ad.creativeHash).toMatch(/^[0-9a-f]{32}$/);
        if (ad.creativeType === 'carousel') {
          expect(ad.cards?.length).toBeGreaterThanOrEqual(3);
          expect(ad.creativeHash).toBe(ad.cards?.[0]?.imageHash);
        } else {
          expect(ad.cards).toBeNull();
        }
        if (ad.creativeType === 'dynamic') {
          const assets = ad.assets!;
          expect(assets.bodies.length).toBeGreaterThanOrEqual(2);
          expect(assets.titles.length).toBeGreaterThanOrEqual(2);
          expect(assets.imageHashes.length + assets.videoIds.length).toBeGreaterThanOrEqual(2);
          expect(assets.linkUrls.length).toBeGreaterThanOrEqual(1);
          expect(ad.copy).toBe(assets.bodies[0]);
        } else {
          expect(ad.assets).toBeNull();
        }
      }
    }
    expect([...types].sort()).toEqual(['carousel', 'dynamic', 'image', 'video']);
  });

  it('shares copy, headlines, landing pages and creatives between ads so grouping finds groups', async () => {
    const refs = await accountRefs();
    const metaUs = await connector.listAds(credentials, refs[0]!);
    for (const attribute of ['copy', 'headline', 'landingPage'] as const) {
      const groups = countBy(metaUs, (ad) => ad[attribute] ?? '');
      expect(groups.size, attribute).toBeLessThan(metaUs.length / 3);
      expect(
        Math.max(...[...groups.values()].map((group) => group.length)),
        attribute,
      ).toBeGreaterThanOrEqual(4);
    }
    const everyAd = (await Promise.all(refs.map((ref) => connector.listAds(credentials, ref)))).flat();
    const reused = [...countBy(everyAd, (ad) => ad.creativeHash ?? '').values()].filter(
      (group) => new Set(group.map((ad) => ad.adsetId)).size >= 2,
    );
    expect(reused.length).toBeGreaterThanOrEqual(3);
    const carousels = everyAd.filter((ad) => ad.creativeType === 'carousel');
    const sharedLanding = carousels.filter(
      (ad) => new Set(ad.cards?.map((card) => card.landingPage)).size === 1,
    );
    expect(sharedLanding.length).toBeGreaterThan(0);
    expect(sharedLanding.length).toBeLessThan(carousels.length);
    expect(everyAd.some((ad) => ad.assets && ad.assets.videoIds.length > 0)).toBe(true);
    expect(everyAd.some((ad) => ad.assets && ad.assets.imageHashes.length > 0)).toBe(true);
  });

  it('keeps an ad the same from one day to the next while new ads launch', async () => {
    const [ref] = await accountRefs();
    const tomorrow = createSandboxConnector({ today: () => addDays(TODAY, 30) });
    const before = await connector.listAds(credentials, ref!);
    const after = await tomorrow.listAds(credentials, ref!);
    const afterById = new Map(after.map((ad) => [ad.externalId, ad]));
    const kept = before.filter((ad) => afterById.has(ad.externalId));
    expect(kept.length).toBeGreaterThan(40);
    for (const ad of kept) {
      const later = afterById.get(ad.externalId);
      expect({ ...later, status: null }).toEqual({ ...ad, status: null });
    }
    expect(after.some((ad) => ad.launchedAt! > TODAY)).toBe(true);
  });
});

describe('sandbox connector: daily insights', () => {
  it('gives identical answers from two connectors and on overlapping ranges', async () => {
    const other = createSandboxConnector({ today: () => TODAY });
    for (const ref of await accountRefs()) {
      expect(await other.listAds(credentials, ref)).toEqual(await connector.listAds(credentials, ref));
      const range = { since: addDays(TODAY, -60), until: TODAY };
      expect(await allRows(other.dailyInsights(credentials, ref, range))).toEqual(
        await allRows(connector.dailyInsights(credentials, ref, range)),
      );
      const early = await allRows(
        connector.dailyInsights(credentials, ref, { since: addDays(TODAY, -90), until: addDays(TODAY, -30) }),
      );
      const late = await allRows(
        connector.dailyInsights(credentials, ref, { since: addDays(TODAY, -50), until: TODAY }),
      );
      const lateByKey = new Map(late.map((row) => [`${row.adExternalId}|${row.date}`, row]));
      const shared = early.filter((row) => row.date >= addDays(TODAY, -50));
      expect(shared.length).toBeGreaterThan(50);
      for (const row of shared) expect(lateByKey.get(`${row.adExternalId}|${row.date}`)).toEqual(row);
      expect(late.filter((row) => row.date <= addDays(TODAY, -30))).toHaveLength(shared.length);
    }
  });

  it('credits more conversions to wider attribution windows and changes nothing else', async () => {
    const [metaUs, , tiktokUs] = await connector.listAdAccounts(credentials);
    const range = { since: addDays(TODAY, -120), until: TODAY };
    for (const [account, purchaseKey] of [
      [metaUs!, 'actions:omni_purchase'],
      [tiktokUs!, 'complete_payment'],
    ] as const) {
      const totals: number[] = [];
      let spends: number[] = [];
      for (const settings of [
        { clickAttributionWindow: '1d_click', viewAttributionWindow: 'none' },
        { clickAttributionWindow: '7d_click', viewAttributionWindow: 'none' },
        { clickAttributionWindow: '28d_click', viewAttributionWindow: 'none' },
        { clickAttributionWindow: '28d_click', viewAttributionWindow: '7d_view' },
      ] as const) {
        const rows = await allRows(connector.dailyInsights(credentials, refOf(account, settings), range));
        totals.push(rows.reduce((sum, row) => sum + (row.components[purchaseKey] ?? 0), 0));
        const rowSpends = rows.map((row) => row.components.spend ?? 0);
        if (spends.length > 0) expect(rowSpends).toEqual(spends);
        spends = rowSpends;
      }
      expect(totals[0]!).toBeGreaterThan(0);
      expect(totals[0]!).toBeLessThan(totals[1]!);
      expect(totals[1]!).toBeLessThan(totals[2]!);
      expect(totals[2]!).toBeLessThan(totals[3]!);
    }
  });

  it('rejects a range that ends before it starts, in plain words', async () => {
    const [ref] = await accountRefs();
    await expect(
      allRows(connector.dailyInsights(credentials, ref!, { since: TODAY, until: addDays(TODAY, -1) })),
    ).rejects.toThrow('The date range starts (2026-03-15) after it ends (2026-03-14)');
    await expect(
      allRows(connector.dailyInsights(credentials, ref!, { since: '2026-02-30', until: TODAY })),
    ).rejects.toThrow('"2026-02-30" is not a real calendar date');
  });

  it('yields pages of at most 5,000 rows', async () => {
    const big = createSandboxConnector({
      today: () => TODAY,
      accounts: [
        {
          externalId: 'big',
          name: 'Big',
          platform: 'meta',
          currency: 'USD',
          timezoneId: 1,
          adCount: 500,
          historyDays: 120,
        },
      ],
    });
    const [account] = await big.listAdAccounts(credentials);
    const sizes: number[] = [];
    for await (const page of big.dailyInsights(credentials, refOf(account!), {
      since: addDays(TODAY, -119),
      until: TODAY,
    })) {
      sizes.push(page.length);
    }
    expect(sizes.length).toBeGreaterThan(2);
    expect(sizes.slice(0, -1).every((size) => size === SANDBOX_PAGE_SIZE)).toBe(true);
    expect(sizes[sizes.length - 1]!).toBeLessThanOrEqual(SANDBOX_PAGE_SIZE);
  });

  it('lets some ads clearly win, fatigues creatives and follows the week', async () => {
    const [metaUs] = await accountRefs();
    const ads = await connector.listAds(credentials, metaUs!);
    const launch = new Map(ads.map((ad) => [ad.externalId, ad.launchedAt!]));
    const rows = await allRows(
      connector.dailyInsights(credentials, metaUs!, { since: addDays(TODAY, -400), until: TODAY }),
    );
    const perAd = new Map<string, { spend: number; value: number }>();
    for (const row of rows) {
      const entry = perAd.get(row.adExternalId) ?? { spend: 0, value: 0 };
      entry.spend += row.components.spend ?? 0;
      entry.value += row.components['action_values:omni_purchase'] ?? 0;
      perAd.set(row.adExternalId, entry);
    }
    const spends = [...perAd.values()].map((entry) => entry.spend).sort((a, b) => b - a);
    const total = spends.reduce((sum, spend) => sum + spend, 0);
    expect(spends.slice(0, 6).reduce((sum, spend) => sum + spend, 0) / total).toBeGreaterThan(0.4);
    const roas = [...perAd.values()]
      .filter((entry) => entry.spend > 500)
      .map((entry) => entry.value / entry.spend);
    roas.sort((a, b) => a - b);
    expect(roas[roas.length - 1]!).toBeGreaterThan(1.5 * roas[Math.floor(roas.length / 2)]!);

    const ageOf = (row: DailyInsight): number =>
      (Date.parse(row.date) - Date.parse(launch.get(row.adExternalId)!)) / 86_400_000;
    const ctr = (selected: DailyInsight[]): number =>
      selected.reduce((sum, row) => sum + (row.components.inline_link_clicks ?? 0), 0) /
      selected.reduce((sum, row) => sum + (row.components.impressions ?? 0), 0);
    const longRunners = new Set(rows.filter((row) => ageOf(row) >= 120).map((row) => row.adExternalId));
    const ofLongRunners = rows.filter((row) => longRunners.has(row.adExternalId));
    expect(ctr(ofLongRunners.filter((row) => ageOf(row) >= 3 && ageOf(row) < 30))).toBeGreaterThan(
      1.1 * ctr(ofLongRunners.filter((row) => ageOf(row) >= 120)),
    );

    const weekday = (row: DailyInsight): number => new Date(`${row.date}T00:00:00Z`).getUTCDay();
    const conversionRate = (selected: DailyInsight[]): number =>
      selected.reduce((sum, row) => sum + (row.components['actions:omni_purchase'] ?? 0), 0) /
      selected.reduce((sum, row) => sum + (row.components.inline_link_clicks ?? 0), 0);
    expect(conversionRate(rows.filter((row) => weekday(row) === 0))).toBeGreaterThan(
      conversionRate(rows.filter((row) => weekday(row) === 5)),
    );
  });
});

describe('GET /sandbox/thumbnails/:hash.svg', () => {
  it('draws the same public, cacheable SVG for a hash and refuses a malformed one', async () => {
    const app = Fastify();
    await app.register(sandboxThumbnailRoutes());
    const image = await app.inject({
      method: 'GET',
      url: '/sandbox/thumbnails/6286d8d20bedbcd6ace35c98585c8fd7.svg',
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toContain('public');
    expect(image.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    const again = await app.inject({
      method: 'GET',
      url: '/sandbox/thumbnails/6286d8d20bedbcd6ace35c98585c8fd7.svg',
    });
    expect(again.body).toBe(image.body);
    const video = await app.inject({ method: 'GET', url: '/sandbox/thumbnails/3028834097412612.svg' });
    expect(video.statusCode).toBe(200);
    expect(video.body).not.toBe(image.body);
    expect(video.body).toContain('aria-label="Video creative');
    const bad = await app.inject({ method: 'GET', url: '/sandbox/thumbnails/not%20a%20hash.svg' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.stringContaining('creative hash') as unknown });
    await app.close();
  });
});
