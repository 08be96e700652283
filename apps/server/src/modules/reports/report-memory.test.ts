import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAccounts, ads } from '../ad-accounts/tables.ts';
import {
  openReportFixture,
  resultOf,
  syncInsightDays,
  type ReportFixture,
} from '../../test/report-engine-fixture.ts';
import { createReportMemory } from './report-engine/report-memory.ts';

describe('the report memory', () => {
  const account = { id: 'acc-1', adsVersion: 1, figuresVersion: 1 };
  const range = { startDate: '2026-01-01', endDate: '2026-01-10' };
  const sums = (count: number) => new Map(Array.from({ length: count }, (_, i) => [`ad${i}`, { spend: i }]));

  it('reads the ads of an account once per version of them and set of facts', async () => {
    const memory = createReportMemory();
    let reads = 0;
    const read = () => {
      reads += 1;
      return Promise.resolve([]);
    };
    await memory.adFacts(account, ['copy', 'headline'], read);
    await memory.adFacts(account, ['headline', 'copy'], read);
    expect(reads).toBe(1);
    await memory.adFacts({ ...account, adsVersion: 2 }, ['copy', 'headline'], read);
    await memory.adFacts(account, ['copy'], read);
    await memory.adFacts({ ...account, id: 'acc-2' }, ['copy', 'headline'], read);
    expect(reads).toBe(4);
  });

  it("reads a range's sums once per version of the figures, range and set of components", async () => {
    const memory = createReportMemory();
    let reads = 0;
    const read = () => {
      reads += 1;
      return Promise.resolve(sums(3));
    };
    const first = await memory.rangeSums(account, { range, components: ['spend', 'clicks'] }, read);
    expect(await memory.rangeSums(account, { range, components: ['clicks', 'spend'] }, read)).toBe(first);
    expect(reads).toBe(1);
    await memory.rangeSums(
      { ...account, figuresVersion: 2 },
      { range, components: ['spend', 'clicks'] },
      read,
    );
    await memory.rangeSums(
      account,
      { range: { ...range, endDate: '2026-01-11' }, components: ['spend', 'clicks'] },
      read,
    );
    await memory.rangeSums(account, { range, components: ['spend'] }, read);
    expect(reads).toBe(4);
  });

  it('keeps the most recently used entries up to its size, and nothing larger than it', async () => {
    // Room for 10 values: a range of 4 ads and 2 components weighs 8.
    const memory = createReportMemory(10);
    let reads = 0;
    const read = (count: number) => () => {
      reads += 1;
      return Promise.resolve(sums(count));
    };
    const ask = (endDate: string, count = 2) =>
      memory.rangeSums(
        account,
        { range: { ...range, endDate }, components: ['spend', 'clicks'] },
        read(count),
      );
    await ask('2026-01-10');
    await ask('2026-01-11');
    await ask('2026-01-10');
    expect(reads).toBe(2);
    // A third entry of weight 4 pushes out the least recently used one (the 11th), not the 10th.
    await ask('2026-01-12');
    await ask('2026-01-10');
    expect(reads).toBe(3);
    await ask('2026-01-11');
    expect(reads).toBe(4);
    // Too large to keep at all: read every time.
    await ask('2026-01-13', 6);
    await ask('2026-01-13', 6);
    expect(reads).toBe(6);
  });
});

describe('reports with the report memory', () => {
  let fixture: ReportFixture;

  beforeAll(async () => {
    fixture = await openReportFixture();
  });
  afterAll(() => fixture.t.close());

  const labels = async () =>
    resultOf(await fixture.query({ metrics: ['spend'], limit: 50 })).data.map((line) => line.groupLabel);

  it('shows an ad renamed by any writer in the next report', async () => {
    expect(await labels()).toContain('Alpha');
    const { db } = fixture.t.context.database;
    await db
      .update(ads)
      .set({ name: 'Alpha renamed' })
      .where(and(eq(ads.adAccountId, fixture.metaAccountId), eq(ads.externalId, 'a1')));
    const after = await labels();
    expect(after).toContain('Alpha renamed');
  });

  it("keeps an account's ads version through a sync that changes no ad, and raises it for one that does", async () => {
    const { db } = fixture.t.context.database;
    const versionOf = async () =>
      (await db.select().from(adAccounts).where(eq(adAccounts.id, fixture.metaAccountId)))[0]!.adsVersion;
    const ad = (await fixture.adsByExternalId(fixture.metaAccountId)).get('a4')!;
    const sync = (spend: number) =>
      syncInsightDays(fixture.t, fixture.metaAccountId, [
        { ad, date: '2026-01-06', components: { spend, impressions: 10 } },
      ]);
    await sync(5);
    const version = await versionOf();
    await sync(6);
    expect(await versionOf()).toBe(version);

    await db
      .update(ads)
      .set({ status: 'PAUSED' })
      .where(and(eq(ads.adAccountId, fixture.metaAccountId), eq(ads.externalId, 'a4')));
    expect(await versionOf()).toBe(version + 1);
  });

  it('shows new figures in the next report', async () => {
    const spendOf = async () => resultOf(await fixture.query({ metrics: ['spend'] })).totals.spend ?? 0;
    const before = await spendOf();
    expect(await spendOf()).toBe(before);
    const ad = (await fixture.adsByExternalId(fixture.metaAccountId)).get('a3')!;
    await syncInsightDays(fixture.t, fixture.metaAccountId, [
      { ad, date: '2026-01-05', components: { spend: 100_000, impressions: 1 } },
    ]);
    expect(await spendOf()).toBeGreaterThan(before + 50_000);
  });
});
