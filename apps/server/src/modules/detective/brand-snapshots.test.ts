import { DETECTIVE_TREND_DAYS, type DetectiveTracker, type TrackBrandResponse } from '@hookline/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { discoverAds, discoverBrands, type DiscoverBrandRow } from '../discover/tables.ts';
import { insertAd, insertBrand, type AdFixture } from '../discover/test-support/discover-rows.ts';
import { takeBrandSnapshots, writeBrandSnapshots } from './brand-snapshots.service.ts';
import { detectiveBrandSnapshots } from './tables.ts';
import { detectiveCaller } from './test-support-detective.ts';

const TODAY = new Date('2026-03-10T12:00:00Z');

/** A brand's ads with chosen dates, and what each day of early March must count. */
async function insertFixtureAds(t: TestApp, brand: DiscoverBrandRow): Promise<void> {
  const ad = async (fixture: Omit<AdFixture, 'brand'>, ctaUrl?: string | null) => {
    const row = await insertAd(t, { brand, ...fixture });
    if (ctaUrl !== undefined) {
      await t.context.database.db.update(discoverAds).set({ ctaUrl }).where(eq(discoverAds.id, row.id));
    }
  };
  // A: running since March 1, on two platforms, its landing page with tracking and a trailing slash.
  await ad(
    {
      startDate: '2026-03-01',
      format: 'video',
      publisherPlatforms: ['facebook', 'instagram'],
      languages: ['en'],
    },
    'https://Shop.example.com/p/?utm_source=meta&fbclid=abc#top',
  );
  // B: March 3 to 5, in French, on the same page as A once normalised.
  await ad(
    { startDate: '2026-03-03', endDate: '2026-03-05', format: 'image', languages: ['fr'] },
    'https://shop.example.com/p',
  );
  // C: one day, March 5, on the fixture's default page; no landing page for E.
  await ad({ startDate: '2026-03-05', endDate: '2026-03-05', format: 'image' });
  // D: from December to March 2.
  await ad({ startDate: '2025-12-01', endDate: '2026-03-02', format: 'image' });
  // E: running since March 8, on TikTok, without a landing page.
  await ad({ startDate: '2026-03-08', format: 'carousel', source: 'tiktok' }, null);
  // A stop date before its start is left out, as the overview leaves it out; so is a stop long before.
  await ad({ startDate: '2026-03-06', endDate: '2026-03-04' });
  await ad({ startDate: '2024-01-01', endDate: '2024-02-01' });
}

/** Active, new and stopped ads of each day of the fixture, February 28 to March 10. */
const EXPECTED: Record<string, [active: number, started: number, stopped: number]> = {
  '2026-02-28': [1, 0, 0],
  '2026-03-01': [2, 1, 0],
  '2026-03-02': [2, 0, 1],
  '2026-03-03': [2, 1, 0],
  '2026-03-04': [2, 0, 0],
  '2026-03-05': [3, 1, 2],
  '2026-03-06': [1, 0, 0],
  '2026-03-07': [1, 0, 0],
  '2026-03-08': [2, 1, 0],
  '2026-03-09': [2, 0, 0],
  '2026-03-10': [2, 0, 0],
};

describe("detective: a brand's daily snapshots", () => {
  let t: TestApp;
  let call: ReturnType<typeof detectiveCaller>;
  let team: Awaited<ReturnType<typeof createTeam>>;

  beforeAll(async () => {
    t = await createTestApp();
    call = detectiveCaller(t);
  });
  // A team per test: the free plan tracks three brands.
  beforeEach(async () => {
    team = await createTeam(t);
  });
  afterEach(() => t.clock.reset());
  afterAll(() => t.close());

  const snapshotsOf = (brandId: string) =>
    t.context.database.db
      .select()
      .from(detectiveBrandSnapshots)
      .where(eq(detectiveBrandSnapshots.brandId, brandId))
      .orderBy(asc(detectiveBrandSnapshots.day));

  const track = async (brandId: string) => {
    const response = await call('POST', 'detective', team.admin.token, {
      workspaceId: team.workspace.id,
      brandId,
    });
    expect(response.statusCode).toBe(200);
    return response.json<TrackBrandResponse>();
  };

  const handler = (name: string) => {
    const found = t.context.jobHandlers.find(name);
    if (!found) throw new Error(`no handler for ${name}`);
    return found;
  };

  it('backfills a year when a brand is first tracked, with active, new and stopped ads from their dates', async () => {
    t.clock.set(TODAY);
    const brand = await insertBrand(t, { name: 'Fixture' });
    await insertFixtureAds(t, brand);
    // Another brand's ads on the same days are never counted.
    const other = await insertBrand(t, { name: 'Elsewhere' });
    for (let index = 0; index < 3; index += 1) await insertAd(t, { brand: other, startDate: '2026-03-05' });

    await track(brand.id);
    const rows = await snapshotsOf(brand.id);
    expect(rows).toHaveLength(365);
    expect(rows[0]?.day).toBe('2025-03-11');
    expect(rows.at(-1)?.day).toBe('2026-03-10');
    const byDay = new Map(rows.map((row) => [row.day, row]));
    for (const [day, [active, started, stopped]] of Object.entries(EXPECTED)) {
      const row = byDay.get(day);
      expect([row?.activeAdCount, row?.newAdCount, row?.stoppedAdCount], day).toEqual([
        active,
        started,
        stopped,
      ]);
    }
    // Before D started: nothing active; the day D started counts it as new.
    expect(byDay.get('2025-11-30')).toMatchObject({ activeAdCount: 0, newAdCount: 0, formats: {} });
    expect(byDay.get('2025-12-01')).toMatchObject({ activeAdCount: 1, newAdCount: 1 });

    expect(byDay.get('2026-03-05')).toMatchObject({
      formats: { video: 1, image: 2 },
      platforms: { facebook: 3, instagram: 1 },
      languages: { en: 2, fr: 1 },
      landingPages: { 'https://shop.example.com/p': 2, 'https://example.com/shop': 1 },
    });
    expect(byDay.get('2026-03-10')).toMatchObject({
      formats: { video: 1, carousel: 1 },
      platforms: { facebook: 1, instagram: 1, tiktok: 1 },
      landingPages: { 'https://shop.example.com/p': 1 },
    });
  });

  it('backfills the same rows however often it runs, twice at once included', async () => {
    t.clock.set(TODAY);
    const brand = await insertBrand(t, { name: 'Twice' });
    await insertFixtureAds(t, brand);
    await Promise.all([takeBrandSnapshots(t.context, brand.id), takeBrandSnapshots(t.context, brand.id)]);
    const first = await snapshotsOf(brand.id);
    expect(first).toHaveLength(365);

    const year = { brandId: brand.id, from: '2025-03-11', to: '2026-03-10', takenAt: TODAY };
    await Promise.all([
      writeBrandSnapshots(t.context.database.db, year),
      writeBrandSnapshots(t.context.database.db, year),
    ]);
    await takeBrandSnapshots(t.context, brand.id);
    const again = await snapshotsOf(brand.id);
    expect(again).toHaveLength(365);
    expect(again.map(({ takenAt: _takenAt, ...row }) => row)).toEqual(
      first.map(({ takenAt: _takenAt, ...row }) => row),
    );
  });

  it('takes no snapshot of a brand without ads: its first read makes its history', async () => {
    t.clock.set(TODAY);
    const brand = await insertBrand(t, { name: 'Empty' });
    expect(await takeBrandSnapshots(t.context, brand.id)).toBeNull();
    expect(await snapshotsOf(brand.id)).toEqual([]);
  });

  it('lists each tracker with its active ads on each of the last 30 days', async () => {
    t.clock.set(TODAY);
    const brand = await insertBrand(t, { name: 'Trend' });
    await insertFixtureAds(t, brand);
    const tracker = await track(brand.id);
    const listed = await call('GET', `detective?workspaceId=${team.workspace.id}`, team.guest.token);
    expect(listed.statusCode).toBe(200);
    const trend = listed
      .json<{ data: DetectiveTracker[] }>()
      .data.find((row) => row._id === tracker._id)?.trend;
    expect(trend).toHaveLength(DETECTIVE_TREND_DAYS);
    expect(trend?.[0]).toEqual({ day: '2026-02-09', activeAdCount: 1 });
    expect(trend?.slice(-11)).toEqual(
      Object.entries(EXPECTED).map(([day, [active]]) => ({ day, activeAdCount: active })),
    );
    expect(tracker.trend).toEqual(trend);

    // The next day, before its snapshot is taken, shows the last figure known; the daily job then takes it.
    t.clock.set(new Date('2026-03-11T00:01:00Z'));
    await insertAd(t, { brand, startDate: '2026-03-11' });
    const read = async () =>
      (await call('GET', `detective/${tracker._id}`, team.guest.token)).json<DetectiveTracker>().trend;
    expect((await read()).at(-1)).toEqual({ day: '2026-03-11', activeAdCount: 2 });
    await handler('detective.snapshot-tracked').handle(t.context, {});
    const after = await read();
    expect(after[0]?.day).toBe('2026-02-10');
    expect(after.at(-1)).toEqual({ day: '2026-03-11', activeAdCount: 3 });
  });

  it('the daily job snapshots every tracked brand, and only those', async () => {
    t.clock.set(TODAY);
    const tracked = await insertBrand(t, { name: 'Watched' });
    await insertAd(t, { brand: tracked, startDate: '2026-03-01' });
    await track(tracked.id);
    const untracked = await insertBrand(t, { name: 'Unwatched' });
    await insertAd(t, { brand: untracked, startDate: '2026-03-01' });

    // Its reads were stopped meanwhile (as Discover's unfollow did before it asked whether Detective needs them).
    const db = t.context.database.db;
    await db.update(discoverBrands).set({ tracked: false }).where(eq(discoverBrands.id, tracked.id));

    // Three days later, with the server down in between: the job fills the days missed.
    t.clock.set(new Date('2026-03-13T00:05:00Z'));
    await insertAd(t, { brand: tracked, startDate: '2026-03-12' });
    await handler('detective.snapshot-tracked').handle(t.context, {});
    const flags = await db
      .select({ id: discoverBrands.id, tracked: discoverBrands.tracked })
      .from(discoverBrands)
      .where(inArray(discoverBrands.id, [tracked.id, untracked.id]));
    // Detective keeps its brand read; the other is left as it was.
    expect(Object.fromEntries(flags.map((row) => [row.id, row.tracked]))).toEqual({
      [tracked.id]: true,
      [untracked.id]: false,
    });
    const rows = await snapshotsOf(tracked.id);
    expect(rows).toHaveLength(368);
    expect(rows.slice(-4).map((row) => [row.day, row.activeAdCount, row.newAdCount])).toEqual([
      ['2026-03-10', 1, 0],
      ['2026-03-11', 1, 0],
      ['2026-03-12', 2, 1],
      ['2026-03-13', 2, 0],
    ]);
    expect(await snapshotsOf(untracked.id)).toEqual([]);
  });

  it("retakes today's snapshot of a tracked brand when its read ends, and ignores an untracked one", async () => {
    t.clock.set(TODAY);
    const tracked = await insertBrand(t, { name: 'Read' });
    await insertAd(t, { brand: tracked, startDate: '2026-03-01' });
    await track(tracked.id);
    const untracked = await insertBrand(t, { name: 'Not read' });
    await insertAd(t, { brand: untracked, startDate: '2026-03-01' });

    await insertAd(t, { brand: tracked, startDate: '2026-03-10', format: 'video' });
    const ingested = handler('discover.brand-ingested');
    await ingested.handle(t.context, { brandId: tracked.id });
    await ingested.handle(t.context, { brandId: untracked.id });
    const today = (await snapshotsOf(tracked.id)).at(-1);
    expect(today).toMatchObject({ day: '2026-03-10', activeAdCount: 2, newAdCount: 1 });
    expect(today?.formats).toEqual({ image: 1, video: 1 });
    expect(await snapshotsOf(untracked.id)).toEqual([]);
  });
});
