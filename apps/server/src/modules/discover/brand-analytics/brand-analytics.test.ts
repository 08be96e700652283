import {
  detectiveCadenceSchema,
  detectiveCopySchema,
  detectiveCreativesSchema,
  detectiveLandingPagesSchema,
  detectiveOverviewSchema,
  type DetectiveAdRefs,
} from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adValues, insertBrand, type AdFixture } from '../test-support/discover-rows.ts';
import { discoverAds } from '../tables.ts';
import {
  brandCadence,
  brandCopyAndHooks,
  brandCreatives,
  brandLandingPages,
  brandOverview,
} from './brand-analytics.ts';

/*
 * A fixture brand whose answers are worked out by hand, for a 30-day period ending 2025-06-30 (June 1 to 30).
 * Running days count up to June 30 for ads still running.
 */
const TODAY = '2025-06-30';
type Name = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K';
const FIXTURE: Record<Name, Omit<AdFixture, 'brand'> & { ctaUrl?: string }> = {
  // 122 days, running: cohort 60+.
  A: {
    startDate: '2025-03-01',
    format: 'video',
    publisherPlatforms: ['facebook', 'instagram'],
    body: 'Glow all summer. Our serum lasts.',
    ctaUrl: 'https://shop.example/serum?utm_source=fb&utm_campaign=x',
  },
  // Launched in the period, stopped after 3 days.
  B: {
    startDate: '2025-06-10',
    endDate: '2025-06-12',
    body: 'Glow all summer. New shades!',
    ctaUrl: 'https://Shop.example/serum/?fbclid=abc',
  },
  // C to F: a burst of four launches on June 20, running 11 days: cohort 7 to 14.
  C: { startDate: '2025-06-20', format: 'carousel', body: 'Get 20% off today\nFree shipping on all orders.' },
  D: { startDate: '2025-06-20', body: 'Buy one get one free on lip balm.', ctaType: 'learn_more' },
  E: { startDate: '2025-06-20', body: 'Only $19.99 this week.' },
  F: { startDate: '2025-06-20', body: 'Glow all summer. Limited drop.' },
  // 3 days, running: cohort under 7; too young for any survival threshold.
  G: { startDate: '2025-06-28', body: '' },
  // Live on June 1 to 5, launched before the period.
  H: {
    startDate: '2025-05-01',
    endDate: '2025-06-05',
    body: 'Summer glow serum is back.',
    ctaUrl: 'https://shop.example/serum?variant=blue&utm_medium=x',
  },
  // Stopped before the period: never counted.
  I: { startDate: '2025-04-01', endDate: '2025-05-20', body: 'Glow all summer.' },
  // 16 days, running: cohort 15 to 59.
  J: { startDate: '2025-06-15', body: 'Summer glow serum, now in blue.' },
  // Launched June 2, stopped June 25 after 24 days.
  K: { startDate: '2025-06-02', endDate: '2025-06-25', body: 'Glow all summer.' },
};

describe('a brand dashboard computed from its ads start and stop dates', () => {
  let t: TestApp;
  let brandId: string;
  const id = {} as Record<Name, string>;
  const ids = (...names: Name[]) => names.map((name) => id[name]).sort();
  const idsOf = (refs: DetectiveAdRefs | undefined) => [...(refs?.adIds ?? [])].sort();
  const input = (days: 7 | 30 = 30) => ({ brandId, days, today: TODAY });

  beforeAll(async () => {
    t = await createTestApp();
    const brand = await insertBrand(t, { name: 'Glow Fixture' });
    brandId = brand.id;
    for (const [name, fixture] of Object.entries(FIXTURE) as [Name, (typeof FIXTURE)[Name]][]) {
      const { ctaUrl, ...ad } = fixture;
      const [row] = await t.context.database.db
        .insert(discoverAds)
        .values({ ...adValues({ brand, ...ad }), ...(ctaUrl ? { ctaUrl } : {}) })
        .returning({ id: discoverAds.id });
      id[name] = row!.id;
    }
    // Another brand's burst the day after, with the same copy: never in the fixture brand's figures.
    const other = await insertBrand(t, { name: 'Other Brand' });
    await t.context.database.db
      .insert(discoverAds)
      .values(
        Array.from({ length: 5 }, () =>
          adValues({ brand: other, startDate: '2025-06-21', body: 'Glow all summer. Summer glow serum.' }),
        ),
      );
  });
  afterAll(() => t.close());

  it('counts active ads per day, new ads per week, the mixes and the median running days', async () => {
    const overview = detectiveOverviewSchema.parse(await brandOverview(t.context.database.db, input()));
    expect(overview.period).toEqual({ days: 30, from: '2025-06-01', to: TODAY });
    expect(overview.activePerDay).toHaveLength(30);
    const active = Object.fromEntries(overview.activePerDay.map((day) => [day.day, day.ads.total]));
    expect(active).toMatchObject({
      '2025-06-01': 2,
      '2025-06-02': 3,
      '2025-06-05': 3,
      '2025-06-06': 2,
      '2025-06-10': 3,
      '2025-06-12': 3,
      '2025-06-13': 2,
      '2025-06-15': 3,
      '2025-06-20': 7,
      '2025-06-25': 7,
      '2025-06-26': 6,
      '2025-06-28': 7,
      '2025-06-30': 7,
    });
    expect(idsOf(overview.activePerDay[0]?.ads)).toEqual(ids('A', 'H'));
    expect(overview.newPerWeek.map((week) => [week.weekStart, week.ads.total])).toEqual([
      ['2025-05-26', 0],
      ['2025-06-02', 1],
      ['2025-06-09', 2],
      ['2025-06-16', 4],
      ['2025-06-23', 1],
      ['2025-06-30', 0],
    ]);
    expect(idsOf(overview.newPerWeek[2]?.ads)).toEqual(ids('B', 'J'));
    expect(overview.formatMix.map((mix) => [mix.key, mix.ads.total])).toEqual([
      ['image', 8],
      ['video', 1],
      ['carousel', 1],
    ]);
    expect(overview.platformMix.map((mix) => [mix.key, mix.ads.total])).toEqual([
      ['facebook', 10],
      ['instagram', 1],
    ]);
    expect(idsOf(overview.platformMix[1]?.ads)).toEqual(ids('A'));
    // 3, 3, 11, 11, 11, 11, 16, 24, 36, 122.
    expect(overview.medianRunningDays).toBe(11);
    expect(idsOf(overview.liveAds)).toEqual(ids('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K'));
  });

  it('ranks the longest runners, sorts running ads into cohorts and measures survival', async () => {
    const creatives = detectiveCreativesSchema.parse(await brandCreatives(t.context.database.db, input()));
    expect(creatives.longestRunning.slice(0, 3)).toEqual([
      { adId: id.A, startDate: '2025-03-01', endDate: null, runningDays: 122 },
      { adId: id.H, startDate: '2025-05-01', endDate: '2025-06-05', runningDays: 36 },
      { adId: id.K, startDate: '2025-06-02', endDate: '2025-06-25', runningDays: 24 },
    ]);
    expect(idsOf(creatives.newInPeriod)).toEqual(ids('B', 'C', 'D', 'E', 'F', 'G', 'J', 'K'));
    const cohorts = Object.fromEntries(creatives.cohorts.map((cohort) => [cohort.cohort, idsOf(cohort.ads)]));
    expect(cohorts).toEqual({
      '60+': ids('A'),
      '15-59': ids('J'),
      '7-14': ids('C', 'D', 'E', 'F'),
      'under-7': ids('G'),
    });
    expect(creatives.survival.launched).toBe(8);
    expect(creatives.survival.stillRunning.rate).toBe(0.75);
    expect(idsOf(creatives.survival.stillRunning.ads)).toEqual(ids('C', 'D', 'E', 'F', 'G', 'J'));
    expect(
      creatives.survival.ranAtLeast.map(({ days, eligible, rate, ads }) => ({
        days,
        eligible,
        rate,
        ads: idsOf(ads),
      })),
    ).toEqual([
      { days: 7, eligible: 7, rate: 0.857, ads: ids('C', 'D', 'E', 'F', 'J', 'K') },
      { days: 14, eligible: 3, rate: 0.667, ads: ids('J', 'K') },
      { days: 30, eligible: 0, rate: null, ads: [] },
    ]);
  });

  it('counts only the last week with a 7-day duration', async () => {
    const creatives = await brandCreatives(t.context.database.db, input(7));
    expect(creatives.period).toEqual({ days: 7, from: '2025-06-24', to: TODAY });
    expect(idsOf(creatives.newInPeriod)).toEqual(ids('G'));
  });

  it('quotes opening lines verbatim with their ads, and finds phrases, offers and calls to action', async () => {
    const copy = detectiveCopySchema.parse(await brandCopyAndHooks(t.context.database.db, input()));
    expect(copy.openingLines[0]).toEqual({
      text: 'Glow all summer.',
      ads: { total: 4, adIds: [id.F, id.B, id.K, id.A] },
    });
    expect(copy.openingLines.map((line) => line.text)).toEqual(
      expect.arrayContaining([
        'Get 20% off today',
        'Buy one get one free on lip balm.',
        'Only $19.99 this week.',
      ]),
    );
    expect(copy.openingLines.reduce((sum, line) => sum + line.ads.total, 0)).toBe(9);
    const phrase = copy.phrases.find((entry) => entry.phrase === 'summer glow serum');
    expect(idsOf(phrase?.ads)).toEqual(ids('H', 'J'));
    expect(copy.offers.map(({ kind, examples, ads }) => ({ kind, examples, ads: idsOf(ads) }))).toEqual([
      { kind: 'percent-off', examples: ['20% off'], ads: ids('C') },
      { kind: 'free-shipping', examples: ['Free shipping'], ads: ids('C') },
      { kind: 'bogo', examples: ['Buy one get one free'], ads: ids('D') },
      { kind: 'price', examples: ['$19.99'], ads: ids('E') },
    ]);
    expect(copy.ctas.map((cta) => [cta.ctaType, cta.ads.total])).toEqual([
      ['shop_now', 9],
      ['learn_more', 1],
    ]);
  });

  it('merges landing pages that differ by tracking parameters and counts their days live', async () => {
    const landing = detectiveLandingPagesSchema.parse(
      await brandLandingPages(t.context.database.db, input()),
    );
    expect(
      landing.pages.map(({ url, ads, firstDay, lastDay, daysLive }) => ({
        url,
        ads: idsOf(ads),
        firstDay,
        lastDay,
        daysLive,
      })),
    ).toEqual([
      {
        url: 'https://example.com/shop',
        ads: ids('C', 'D', 'E', 'F', 'G', 'J', 'K'),
        firstDay: '2025-06-02',
        lastDay: TODAY,
        daysLive: 29,
      },
      {
        url: 'https://shop.example/serum',
        ads: ids('A', 'B'),
        firstDay: '2025-03-01',
        lastDay: TODAY,
        daysLive: 122,
      },
      {
        url: 'https://shop.example/serum?variant=blue',
        ads: ids('H'),
        firstDay: '2025-05-01',
        lastDay: '2025-06-05',
        daysLive: 36,
      },
    ]);
  });

  it('marks a day of four launches as a burst, and not another brand’s', async () => {
    const cadence = detectiveCadenceSchema.parse(await brandCadence(t.context.database.db, input()));
    expect(cadence.launchesPerDay).toHaveLength(30);
    expect(cadence.launches).toBe(8);
    expect(cadence.burstDays).toBe(1);
    const burst = cadence.launchesPerDay.filter((day) => day.burst);
    expect(burst.map((day) => [day.day, idsOf(day.ads)])).toEqual([['2025-06-20', ids('C', 'D', 'E', 'F')]]);
    expect(cadence.launchesPerDay.find((day) => day.day === '2025-06-21')?.ads.total).toBe(0);
  });
});
