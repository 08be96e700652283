import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_AD_ACCOUNT_SETTINGS, getComponent, type MetricComponent } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pullAccountData } from './ad-sync.service.ts';
import { createSandboxConnector } from './connectors/sandbox/sandbox-connector.ts';
import { blocksOfRange, dayNumber, dayString, ROLLUP_LEVELS } from './insight-blocks.ts';
import { rangeSumsByAd, RANGES_KEPT_PER_ACCOUNT } from './insight-range-sums.ts';
import { refreshInsightRollups } from './insight-rollups.ts';
import { deleteAccountInsights, upsertDailyInsights } from './insight-store.ts';
import type { ComponentSums } from './insight-range-sums.ts';
import { adAccounts, adRangeSums, ads, metaAdInsightRollups, type AdAccountRow } from './tables.ts';

describe('blocksOfRange', () => {
  it('covers every range exactly, in order, with aligned blocks and at most two per level', () => {
    for (let start = dayNumber('2024-01-01'); start < dayNumber('2024-03-15'); start += 5) {
      for (let length = 1; length <= 800; length += 13) {
        const range = { startDate: dayString(start), endDate: dayString(start + length - 1) };
        const blocks = blocksOfRange(range);
        let next = start;
        const perLevel = new Map<number, number>();
        for (const block of blocks) {
          const first = dayNumber(block.startDate);
          expect(first).toBe(next);
          expect(block.level).toBeLessThanOrEqual(ROLLUP_LEVELS);
          expect(first % 2 ** block.level).toBe(0);
          perLevel.set(block.level, (perLevel.get(block.level) ?? 0) + 1);
          next = first + 2 ** block.level;
        }
        expect(next - 1, JSON.stringify(range)).toBe(start + length - 1);
        // Only the top level repeats, for ranges longer than two of its blocks.
        const lowerLevels = [...perLevel].filter(([level]) => level < ROLLUP_LEVELS);
        for (const [level, count] of lowerLevels) {
          expect(count, `${JSON.stringify(range)} level ${level}`).toBeLessThanOrEqual(2);
        }
      }
    }
  });

  it('reads the last 90 days of June 2025 as 2 single days and 6 blocks instead of 90 days', () => {
    expect(blocksOfRange({ startDate: '2025-04-01', endDate: '2025-06-29' })).toEqual([
      { level: 0, startDate: '2025-04-01' },
      { level: 2, startDate: '2025-04-02' },
      { level: 3, startDate: '2025-04-06' },
      { level: 5, startDate: '2025-04-14' },
      { level: 5, startDate: '2025-05-16' },
      { level: 3, startDate: '2025-06-17' },
      { level: 2, startDate: '2025-06-25' },
      { level: 0, startDate: '2025-06-29' },
    ]);
    expect(blocksOfRange({ startDate: '2025-06-29', endDate: '2025-06-28' })).toEqual([]);
  });
});

describe('insight rollups and range sums of a synced account', () => {
  let t: TestApp;
  let account: AdAccountRow;
  const today = '2025-06-30';
  const sandbox = createSandboxConnector({
    accounts: [
      {
        externalId: 'sbx_rollups',
        name: 'Rollups',
        platform: 'meta',
        currency: 'USD',
        timezoneId: 1,
        adCount: 14,
        historyDays: 400,
      },
    ],
    today: () => today,
  });
  // Spend and impressions are on every row; video plays are missing on image ads' rows. Landing page views
  // have no running total (insight-running-totals.ts), so a report of these is summed from the rollups.
  const components = ['spend', 'impressions', 'video_play_actions', 'actions:landing_page_view'].map(
    (key) => getComponent('meta', key) as MetricComponent,
  );

  beforeAll(async () => {
    t = await createTestApp();
    const team = await createTeam(t);
    [account] = (await t.context.database.db
      .insert(adAccounts)
      .values({
        orgId: team.org.id,
        workspaceId: team.workspace.id,
        provider: 'sandbox',
        platform: 'meta',
        externalId: 'sbx_rollups',
        name: 'Rollups',
        currency: 'USD',
        timezoneId: 1,
        timezoneName: 'America/Los_Angeles',
        settings: DEFAULT_AD_ACCOUNT_SETTINGS,
        syncStatus: 'synced',
      })
      .returning()) as [AdAccountRow];
    await pullAccountData({
      db: t.context.database.db,
      connector: sandbox,
      credentials: { accessToken: 'sandbox' },
      account,
      range: { since: '2024-07-01', until: today },
    });
  });
  afterAll(() => t.close());

  /** Each ad's components over the range, added up here from the daily rows. */
  async function dailySums(range: {
    startDate: string;
    endDate: string;
  }): Promise<Map<string, ComponentSums>> {
    const rows = await rawRows<{
      ad_id: string;
      spend: number | null;
      impressions: number | null;
      video: number | null;
      landing: number | null;
    }>(
      t.context.database.db,
      sql`SELECT ad_id, spend, impressions, video_play_actions AS video, actions_landing_page_view AS landing
          FROM meta_ad_insights
          WHERE ad_account_id = ${account.id} AND date >= ${range.startDate} AND date <= ${range.endDate}`,
    );
    const sums = new Map<string, ComponentSums>();
    for (const row of rows) {
      const entry = sums.get(row.ad_id) ?? {
        spend: null,
        impressions: null,
        video_play_actions: null,
        'actions:landing_page_view': null,
      };
      const add = (key: string, value: number | null) => {
        if (value !== null) entry[key] = (entry[key] ?? 0) + value;
      };
      add('spend', row.spend);
      add('impressions', row.impressions);
      add('video_play_actions', row.video);
      add('actions:landing_page_view', row.landing);
      sums.set(row.ad_id, entry);
    }
    return sums;
  }

  /** The range's sums as reports read them, for the account's current figures. */
  async function sumsOf(range: { startDate: string; endDate: string }) {
    const [current] = await t.context.database.db
      .select()
      .from(adAccounts)
      .where(eq(adAccounts.id, account.id));
    return rangeSumsByAd(t.context.database.db, { account: current!, range, components });
  }

  async function expectSumsOfDailyRows(range: { startDate: string; endDate: string }) {
    const fromRollups = await sumsOf(range);
    const expected = await dailySums(range);
    expect([...fromRollups.keys()].sort(), JSON.stringify(range)).toEqual([...expected.keys()].sort());
    for (const [adId, sums] of expected) {
      const actual = fromRollups.get(adId)!;
      for (const [key, value] of Object.entries(sums)) {
        if (value === null) expect(actual[key], `${adId} ${key}`).toBeNull();
        else expect(actual[key], `${adId} ${key}`).toBeCloseTo(value, 6);
      }
    }
    return expected;
  }

  it('sums any range from the rollups exactly as the daily rows add up, missing figures staying missing', async () => {
    const ranges = [
      { startDate: '2025-06-30', endDate: '2025-06-30' },
      { startDate: '2025-06-01', endDate: '2025-06-30' },
      { startDate: '2025-04-01', endDate: '2025-06-29' },
      { startDate: '2024-12-20', endDate: '2025-01-11' },
      { startDate: '2024-07-01', endDate: '2025-06-30' },
      { startDate: '2024-03-01', endDate: '2024-08-15' },
    ];
    let someMissing = false;
    for (const range of ranges) {
      const expected = await expectSumsOfDailyRows(range);
      if ([...expected.values()].some((sums) => sums.video_play_actions === null)) someMissing = true;
    }
    expect(someMissing).toBe(true);
  });

  it('follows a restated day into every block that holds it', async () => {
    const { db } = t.context.database;
    const [ad] = await db.select().from(ads).where(eq(ads.adAccountId, account.id)).limit(1);
    const range = { startDate: '2025-04-01', endDate: '2025-06-29' };
    const before = (await expectSumsOfDailyRows(range)).get(ad!.id)!;
    await upsertDailyInsights(
      db,
      {
        orgId: account.orgId,
        adAccountId: account.id,
        platform: 'meta',
        adIdByExternalId: new Map([[ad!.externalId, ad!.id]]),
      },
      [
        {
          adExternalId: ad!.externalId,
          date: '2025-05-20',
          components: { spend: 1_000_000, impressions: 1 },
        },
      ],
    );
    await refreshInsightRollups(db, {
      platform: 'meta',
      adAccountId: account.id,
      range: { since: '2025-05-20', until: '2025-05-20' },
    });
    const after = (await expectSumsOfDailyRows(range)).get(ad!.id)!;
    expect(after.spend!).toBeGreaterThan(before.spend! + 999_000);
  });

  it('stores the sums of a range once per version of the figures and reads them back', async () => {
    const { db } = t.context.database;
    const range = { startDate: '2025-03-03', endDate: '2025-05-04' };
    const first = await sumsOf(range);
    const [current] = await db.select().from(adAccounts).where(eq(adAccounts.id, account.id));
    const storedOf = async () =>
      (await db.select().from(adRangeSums).where(eq(adRangeSums.adAccountId, account.id))).filter(
        (row) => row.startDate === range.startDate && row.endDate === range.endDate,
      );
    const [stored] = await storedOf();
    expect(stored).toMatchObject({
      figuresVersion: current!.figuresVersion,
      components: ['spend', 'impressions', 'video_play_actions', 'actions_landing_page_view'],
    });
    expect([...stored!.sums.ads].sort()).toEqual([...first.keys()].sort());
    // A stored sum is read as it was stored: change one and the next report reads the change.
    const ad = stored!.sums.ads[0]!;
    const tampered = { ...stored!.sums, values: stored!.sums.values.map((column) => [...column]) };
    tampered.values[0]![0] = 12345;
    await db.update(adRangeSums).set({ sums: tampered }).where(eq(adRangeSums.startDate, range.startDate));
    expect((await sumsOf(range)).get(ad)!.spend).toBe(12345);
    // A component not stored yet is summed with the stored ones, and all are stored again.
    const clicks = getComponent('meta', 'clicks')!;
    const withClicks = await rangeSumsByAd(db, {
      account: current!,
      range,
      components: [clicks, ...components],
    });
    const [dailyClicks] = await rawRows<{ clicks: number }>(
      db,
      sql`SELECT sum(clicks)::float8 AS clicks FROM meta_ad_insights WHERE ad_account_id = ${account.id}
          AND ad_id = ${ad} AND date >= ${range.startDate} AND date <= ${range.endDate}`,
    );
    expect(withClicks.get(ad)!.clicks).toBeCloseTo(dailyClicks!.clicks, 6);
    expect(withClicks.get(ad)!.spend).toBeCloseTo(first.get(ad)!.spend!, 6);
    expect((await storedOf())[0]!.components).toEqual([
      'spend',
      'impressions',
      'video_play_actions',
      'actions_landing_page_view',
      'clicks',
    ]);
    // New figures raise the version, drop the stored sums and sum the range again.
    await refreshInsightRollups(db, {
      platform: 'meta',
      adAccountId: account.id,
      range: { since: '2025-04-01', until: '2025-04-01' },
    });
    const [after] = await db.select().from(adAccounts).where(eq(adAccounts.id, account.id));
    expect(after!.figuresVersion).toBe(current!.figuresVersion + 1);
    expect(await storedOf()).toEqual([]);
    await expectSumsOfDailyRows(range);
  });

  it('keeps the sums of the most recent ranges only, and remembers a range without figures', async () => {
    const { db } = t.context.database;
    for (let offset = 0; offset < RANGES_KEPT_PER_ACCOUNT + 3; offset += 1) {
      await sumsOf({ startDate: dayString(dayNumber('2025-01-01') + offset), endDate: '2025-06-01' });
    }
    const kept = await db.select().from(adRangeSums).where(eq(adRangeSums.adAccountId, account.id));
    expect(kept).toHaveLength(RANGES_KEPT_PER_ACCOUNT);
    expect(kept.some((row) => row.startDate === '2025-01-01')).toBe(false);
    expect(
      kept.some((row) => row.startDate === dayString(dayNumber('2025-01-01') + RANGES_KEPT_PER_ACCOUNT + 2)),
    ).toBe(true);

    const empty = { startDate: '2020-01-01', endDate: '2020-01-31' };
    expect((await sumsOf(empty)).size).toBe(0);
    expect((await sumsOf(empty)).size).toBe(0);
    const stored = await db.select().from(adRangeSums).where(eq(adRangeSums.startDate, empty.startDate));
    expect(stored.map((row) => row.sums)).toEqual([{ ads: [], values: [[], [], [], []] }]);
  });

  it('is rebuilt by the migration for daily rows stored before rollups existed', async () => {
    const { db } = t.context.database;
    const stored = () =>
      db
        .select()
        .from(metaAdInsightRollups)
        .where(eq(metaAdInsightRollups.adAccountId, account.id))
        .orderBy(metaAdInsightRollups.level, metaAdInsightRollups.startDate, metaAdInsightRollups.adId);
    const synced = await stored();
    expect(synced.length).toBeGreaterThan(0);
    await db.delete(metaAdInsightRollups).where(eq(metaAdInsightRollups.adAccountId, account.id));

    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../../../drizzle/0004_insight_rollups_and_range_sums.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').find((part) => part.includes('DO $$'));
    await t.context.database.sql(backfill!);

    const rebuilt = await stored();
    expect(rebuilt).toHaveLength(synced.length);
    rebuilt.forEach((row, index) => {
      const was = synced[index]!;
      expect([row.level, row.startDate, row.adId]).toEqual([was.level, was.startDate, was.adId]);
      for (const column of ['spend', 'video_play_actions']) {
        const value = (row as Record<string, unknown>)[column];
        const expected = (was as Record<string, unknown>)[column];
        if (typeof expected === 'number') expect(value).toBeCloseTo(expected, 6);
        else expect(value, `${column} of ${was.adId} at ${was.startDate}`).toBeNull();
      }
    });
  });

  it('leaves with the ad account', async () => {
    const { db } = t.context.database;
    await deleteAccountInsights(db, account.id);
    const left = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(metaAdInsightRollups)
      .where(eq(metaAdInsightRollups.adAccountId, account.id));
    expect(left[0]!.count).toBe(0);
    expect(await db.select().from(adRangeSums).where(eq(adRangeSums.adAccountId, account.id))).toEqual([]);
  });
});
