import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getComponent, type MetricComponent } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { insertAdAccount } from '../../test/analytics-factories.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pullAccountData } from './ad-sync.service.ts';
import { createSandboxConnector } from './connectors/sandbox/sandbox-connector.ts';
import { dayNumber, dayString } from './insight-blocks.ts';
import { RUNNING_TOTAL_COLUMNS } from './insight-columns.ts';
import { rangeSumsByAd, type ComponentSums } from './insight-range-sums.ts';
import { refreshInsightRollups } from './insight-rollups.ts';
import { runningTotalRowsSql, runningTotalsHold } from './insight-running-totals.ts';
import { deleteAccountInsights, upsertDailyInsights } from './insight-store.ts';
import {
  adAccounts,
  adRangeSums,
  metaAdRunningSpans,
  metaAdRunningTotals,
  type AdAccountRow,
} from './tables.ts';

const held: readonly MetricComponent[] = RUNNING_TOTAL_COLUMNS.meta.map(({ component }) => component);
const heldColumns = RUNNING_TOTAL_COLUMNS.meta.map(({ column }) => column);

describe('running totals', () => {
  let t: TestApp;
  let accounts: AdAccountRow[];

  async function insertAccount(externalId: string): Promise<AdAccountRow> {
    const team = await createTeam(t);
    return insertAdAccount(t, { org: team.org, workspace: team.workspace, externalId, name: externalId });
  }

  beforeAll(async () => {
    t = await createTestApp();
    accounts = [await insertAccount('sbx_running_a'), await insertAccount('sbx_running_b')];
  });
  afterAll(() => t.close());

  /** A Meta sandbox account of the given size, and a pull of its figures from `since` to its last day. */
  async function sandboxAccount(externalId: string, size: { adCount: number; historyDays: number }) {
    const account = await insertAccount(externalId);
    const sandbox = createSandboxConnector({
      accounts: [{ externalId, name: externalId, platform: 'meta', currency: 'USD', timezoneId: 1, ...size }],
      today: () => '2025-06-30',
    });
    const pull = (since: string) =>
      pullAccountData({
        db: t.context.database.db,
        connector: sandbox,
        credentials: { accessToken: 'sandbox' },
        account,
        range: { since, until: '2025-06-30' },
      });
    return { account, pull };
  }

  /** Each ad's held components over the range, from the running totals. */
  async function runningSums(
    account: AdAccountRow,
    range: { startDate: string; endDate: string },
  ): Promise<Map<string, ComponentSums>> {
    const rows = await rawRows<Record<string, number | null> & { ad_id: string }>(
      t.context.database.db,
      runningTotalRowsSql({ platform: 'meta', adAccountId: account.id, range, columns: heldColumns }),
    );
    return new Map(
      rows.map((row) => [
        row.ad_id,
        Object.fromEntries(
          RUNNING_TOTAL_COLUMNS.meta.map(({ component, column }) => [component.key, row[column] ?? null]),
        ),
      ]),
    );
  }

  /** Each ad's held components over the range, added up here from the daily rows. */
  async function dailySums(
    account: AdAccountRow,
    range: { startDate: string; endDate: string },
  ): Promise<Map<string, ComponentSums>> {
    const rows = await rawRows<Record<string, number | null> & { ad_id: string }>(
      t.context.database.db,
      sql`SELECT ad_id, ${sql.raw(RUNNING_TOTAL_COLUMNS.meta.map(({ column }) => `"${column}"`).join(', '))}
          FROM meta_ad_insights
          WHERE ad_account_id = ${account.id} AND date >= ${range.startDate} AND date <= ${range.endDate}`,
    );
    const sums = new Map<string, ComponentSums>();
    for (const row of rows) {
      const entry = sums.get(row.ad_id) ?? Object.fromEntries(held.map((component) => [component.key, null]));
      for (const { component, column } of RUNNING_TOTAL_COLUMNS.meta) {
        const value = row[column];
        if (value !== null && value !== undefined) entry[component.key] = (entry[component.key] ?? 0) + value;
      }
      sums.set(row.ad_id, entry);
    }
    return sums;
  }

  async function expectSumsOfDailyRows(account: AdAccountRow, range: { startDate: string; endDate: string }) {
    const actual = await runningSums(account, range);
    const expected = await dailySums(account, range);
    const where = JSON.stringify(range);
    expect([...actual.keys()].sort(), where).toEqual([...expected.keys()].sort());
    for (const [adId, sums] of expected) {
      for (const [key, value] of Object.entries(sums)) {
        const found = actual.get(adId)![key];
        if (value === null) expect(found, `${where} ${adId} ${key}`).toBeNull();
        else expect(found, `${where} ${adId} ${key}`).toBeCloseTo(value, 6);
      }
    }
    return expected;
  }

  /** Every range starting and ending within `first − 2 … last + 2`. */
  async function expectEveryRange(account: AdAccountRow, first: string, last: string) {
    const from = dayNumber(first) - 2;
    const to = dayNumber(last) + 2;
    for (let start = from; start <= to; start += 1) {
      for (let end = start; end <= to; end += 1) {
        await expectSumsOfDailyRows(account, { startDate: dayString(start), endDate: dayString(end) });
      }
    }
  }

  /** Stores the given days of figures for the account and refreshes it, as a sync of `since..until` does. */
  async function sync(
    account: AdAccountRow,
    range: { since: string; until: string },
    rows: { ad: string; date: string; components: Record<string, number> }[],
  ) {
    const { db } = t.context.database;
    await upsertDailyInsights(
      db,
      {
        orgId: account.orgId,
        adAccountId: account.id,
        platform: 'meta',
        adIdByExternalId: new Map(rows.map((row) => [row.ad, adIds.get(row.ad)!])),
      },
      rows.map((row) => ({ adExternalId: row.ad, date: row.date, components: row.components })),
    );
    await refreshInsightRollups(db, { platform: 'meta', adAccountId: account.id, range });
  }

  const adIds = new Map(['steady', 'late', 'early', 'gappy', 'image'].map((name) => [name, randomUUID()]));
  const day = (offset: number) => dayString(dayNumber('2025-03-01') + offset);
  /** An ad's figures on a day: a video's plays only on video ads, purchases only on some days. */
  const figures = (ad: string, offset: number, scale = 1): Record<string, number> => ({
    spend: (offset + 1) * 1.37 * scale,
    impressions: 100 + offset,
    clicks: offset % 5,
    inline_link_clicks: offset % 3,
    outbound_clicks: 1,
    ...(ad === 'image' ? {} : { video_play_actions: 50 + offset, 'actions:video_view': 20 }),
    ...(offset % 4 === 0 ? { 'actions:omni_purchase': 1, 'action_values:omni_purchase': 19.99 } : {}),
    ...(offset % 6 === 0 ? { 'actions:omni_add_to_cart': 2 } : {}),
  });
  /** Which days (offsets from 2025-03-01) each ad has figures on. */
  const runs: Record<string, (offset: number) => boolean> = {
    steady: () => true,
    late: (offset) => offset >= 12,
    early: (offset) => offset <= 6,
    gappy: (offset) => offset <= 4 || (offset >= 11 && offset <= 13) || offset >= 20,
    image: (offset) => offset % 2 === 0,
  };
  const rowsOf = (from: number, to: number, scale = 1) =>
    [...adIds.keys()].flatMap((ad) =>
      Array.from({ length: to - from + 1 }, (_, index) => from + index)
        .filter((offset) => runs[ad]!(offset))
        .map((offset) => ({ ad, date: day(offset), components: figures(ad, offset, scale) })),
    );

  it('sums every range as the daily rows add up, through syncs that add days, restate days and fill gaps', async () => {
    const [account, other] = accounts as [AdAccountRow, AdAccountRow];
    // The other account's figures are never in the first's sums.
    await sync(other, { since: day(0), until: day(25) }, rowsOf(0, 25, 3));
    // The first sync analysed the tables, so the planner reads them with hash joins from then on.
    const analysed = await rawRows<{ relname: string; reltuples: number }>(
      t.context.database.db,
      sql`SELECT relname, reltuples::float8 AS reltuples FROM pg_class
          WHERE relname IN ('meta_ad_running_totals', 'meta_ad_running_spans') ORDER BY relname`,
    );
    expect(analysed.map((row) => [row.relname, row.reltuples > 0])).toEqual([
      ['meta_ad_running_spans', true],
      ['meta_ad_running_totals', true],
    ]);

    await sync(account, { since: day(0), until: day(8) }, rowsOf(0, 8));
    await expectEveryRange(account, day(0), day(8));
    // The next days: the gappy ad's gap spans the sync's first day, the late ad starts.
    await sync(account, { since: day(9), until: day(16) }, rowsOf(9, 16));
    await expectEveryRange(account, day(0), day(16));
    // Days synced again with other figures, in the middle of every ad's run.
    await sync(account, { since: day(3), until: day(12) }, rowsOf(3, 12, 2));
    await expectEveryRange(account, day(0), day(16));
    // The rest, starting after the early ad stopped and after the gappy ad's second gap began.
    await sync(account, { since: day(17), until: day(25) }, rowsOf(17, 25));
    const sums = await expectSumsOfDailyRows(account, { startDate: day(0), endDate: day(25) });
    expect(sums.get(adIds.get('image')!)!.video_play_actions).toBeNull();
    expect(sums.get(adIds.get('early')!)!.spend).toBeGreaterThan(0);
    await expectEveryRange(account, day(0), day(25));
    await expectSumsOfDailyRows(other, { startDate: day(2), endDate: day(21) });
  });

  it('answers the reports of the held components from the running totals, and the others from the rollups', async () => {
    const [account] = accounts as [AdAccountRow];
    const { db } = t.context.database;
    const [current] = await db.select().from(adAccounts).where(eq(adAccounts.id, account.id));
    const range = { startDate: day(4), endDate: day(19) };
    const storedOf = () => db.select().from(adRangeSums).where(eq(adRangeSums.adAccountId, account.id));
    expect(runningTotalsHold('meta', heldColumns)).toBe(true);
    const sums = await rangeSumsByAd(db, { account: current!, range, components: held });
    expect(sums).toEqual(await runningSums(account, range));
    // Stored for the next report of the range, on any server, as sums from the rollups are.
    const [stored] = await storedOf();
    expect(stored!.components).toEqual(heldColumns);
    // Read back as stored: running totals without a day of figures would leave every ad out.
    await db.execute(sql`UPDATE meta_ad_running_spans SET days = 0 WHERE ad_account_id = ${account.id}`);
    expect(await rangeSumsByAd(db, { account: current!, range, components: held })).toEqual(sums);

    const landingPageViews = getComponent('meta', 'actions:landing_page_view')!;
    expect(runningTotalsHold('meta', [...heldColumns, 'actions_landing_page_view'])).toBe(false);
    const both = await rangeSumsByAd(db, {
      account: current!,
      range,
      components: [...held, landingPageViews],
    });
    const fromDays = await dailySums(account, range);
    for (const [adId, values] of sums) {
      for (const component of held) {
        const value = values[component.key];
        if (value === null) expect(both.get(adId)![component.key]).toBeNull();
        else expect(both.get(adId)![component.key]).toBeCloseTo(value!, 6);
      }
      expect(both.get(adId)!['actions:landing_page_view']).toBeNull();
      expect(fromDays.has(adId)).toBe(true);
    }
    expect((await storedOf()).map((row) => row.components)).toEqual([
      [...heldColumns, 'actions_landing_page_view'],
    ]);
  });

  it('is built by the migration for daily rows stored before running totals existed', async () => {
    const { db } = t.context.database;
    const totalsOf = () =>
      db
        .select()
        .from(metaAdRunningTotals)
        .orderBy(metaAdRunningTotals.adAccountId, metaAdRunningTotals.day, metaAdRunningTotals.adId);
    const spansOf = () =>
      db.select().from(metaAdRunningSpans).orderBy(metaAdRunningSpans.adAccountId, metaAdRunningSpans.adId);
    const synced = { totals: await totalsOf(), spans: await spansOf() };
    expect(synced.totals.length).toBeGreaterThan(0);
    await db.delete(metaAdRunningTotals);
    await db.delete(metaAdRunningSpans);

    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../../../drizzle/0040_ad_running_totals.sql'),
      'utf8',
    );
    for (const part of migration
      .split('--> statement-breakpoint')
      .filter((text) => text.includes('INSERT INTO'))) {
      await t.context.database.sql(part);
    }
    const rebuilt = { totals: await totalsOf(), spans: await spansOf() };
    expect(rebuilt.spans.map(({ adId, firstDay, lastDay }) => [adId, firstDay, lastDay])).toEqual(
      synced.spans.map(({ adId, firstDay, lastDay }) => [adId, firstDay, lastDay]),
    );
    expect(rebuilt.totals).toHaveLength(synced.totals.length);
    rebuilt.totals.forEach((row, index) => {
      const was = synced.totals[index] as Record<string, unknown>;
      for (const [key, value] of Object.entries(row)) {
        const where = `${key} on ${row.day}`;
        if (typeof value === 'number') expect(value, where).toBeCloseTo(was[key] as number, 6);
        else expect(value, where).toEqual(was[key]);
      }
    });
  });

  it('keep their spans in the same pages through many syncs, with no vacuum', async () => {
    const { db } = t.context.database;
    const { account, pull } = await sandboxAccount('sbx_running_resync', { adCount: 300, historyDays: 20 });
    const spansBytes = async () => {
      const [row] = await rawRows<{ bytes: number }>(
        db,
        sql`SELECT pg_relation_size('meta_ad_running_spans')::int AS bytes`,
      );
      return row!.bytes;
    };
    await pull('2025-06-11');
    await pull('2025-06-28');
    const before = await spansBytes();
    // Each sync rewrites the span of every one of the 300 ads: with full pages, about ten pages more each time.
    for (let sync = 0; sync < 8; sync += 1) await pull('2025-06-28');
    expect(await spansBytes()).toBeLessThanOrEqual(before + 2 * 8192);
    await expectSumsOfDailyRows(account, { startDate: '2025-06-15', endDate: '2025-06-30' });
  });

  it('are kept by a sync of a sandbox account, and leave with the ad account', async () => {
    const { db } = t.context.database;
    const { account, pull } = await sandboxAccount('sbx_running_sync', { adCount: 12, historyDays: 120 });
    await pull('2025-03-01');
    await pull('2025-06-01');
    for (const range of [
      { startDate: '2025-03-01', endDate: '2025-06-30' },
      { startDate: '2025-04-01', endDate: '2025-06-29' },
      { startDate: '2025-06-02', endDate: '2025-06-02' },
      { startDate: '2025-05-31', endDate: '2025-07-31' },
    ]) {
      await expectSumsOfDailyRows(account, range);
    }

    await deleteAccountInsights(db, account.id);
    for (const table of [metaAdRunningTotals, metaAdRunningSpans]) {
      const [left] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.adAccountId, account.id));
      expect(left!.count).toBe(0);
    }
  });
});
