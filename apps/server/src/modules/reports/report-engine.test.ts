import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdAccount, insertAds } from '../../test/analytics-factories.ts';
import { fakeComponents } from '../../test/fakes/fake-ad-platform.ts';
import {
  adIdsOf,
  closeTo,
  expectedSums,
  messageOf,
  openReportFixture,
  resultOf,
  sumsOfDays,
  syncInsightDays,
  type InsightDay,
  type ReportFixture,
  type Team,
} from '../../test/report-engine-fixture.ts';
import type { TestApp } from '../../test/test-app.ts';

describe('POST reports/query', () => {
  let fixture: ReportFixture;
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    fixture = await openReportFixture();
    ({ t, team } = fixture);
  });
  afterAll(() => t.close());

  const query = (payload: Record<string, unknown>, token?: string) => fixture.query(payload, token);

  it("scores each line from 0 to 100 against the account's single ads over the same dates", async () => {
    const response = await query({ metrics: ['spend', 'click_score'] });
    expect(response.statusCode).toBe(200);
    const result = resultOf(response);
    const clickRate = (adIds: string[]) => {
      const sums = expectedSums(adIds);
      return sums.impressions ? (sums.inline_link_clicks ?? 0) / sums.impressions : null;
    };
    const peers = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6']
      .map((adId) => clickRate([adId]))
      .filter((rate): rate is number => rate !== null);
    // Mid-rank percentile: the share of the other ads beaten, ties counting half.
    const percentile = (value: number) => {
      const below = peers.filter((peer) => peer < value).length;
      const ties = peers.filter((peer) => peer === value).length;
      const self = ties > 0 ? 1 : 0;
      return Math.round((100 * (below + (ties - self) / 2)) / (peers.length - self));
    };
    expect(result.data.length).toBeGreaterThan(2);
    for (const line of result.data) {
      expect(line.insights.click_score, line.groupId).toBe(percentile(clickRate(adIdsOf(line))!));
    }
  });

  it('groups by ad name and recomputes every ratio from summed parts', async () => {
    const response = await query({
      metrics: [
        'spend',
        'impressions',
        'inline_link_click_ctr',
        'purchase_roas',
        'cost_per_inline_link_click',
      ],
    });
    expect(response.statusCode).toBe(200);
    const result = resultOf(response);
    expect(result.total).toBe(5);
    const alpha = result.data.find((row) => row.groupId === 'Alpha')!;
    const sums = expectedSums(['a1', 'a2']);
    expect(alpha.adCount).toBe(2);
    expect(alpha.insights.spend).toBeCloseTo(sums.spend!, 6);
    expect(alpha.insights.inline_link_click_ctr).toBeCloseTo(
      (sums.inline_link_clicks! / sums.impressions!) * 100,
      9,
    );
    expect(alpha.insights.cost_per_inline_link_click).toBeCloseTo(sums.spend! / sums.inline_link_clicks!, 9);
    expect(alpha.insights.purchase_roas).toBeCloseTo(sums['action_values:omni_purchase']! / sums.spend!, 9);

    const all = expectedSums(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
    expect(result.totals.spend).toBeCloseTo(all.spend!, 6);
    expect(result.totals.inline_link_click_ctr).toBeCloseTo(
      (all.inline_link_clicks! / all.impressions!) * 100,
      9,
    );
    // Sorted by spend, biggest first: Dynamic (weight 6) leads.
    expect(result.data.map((row) => row.groupId)).toEqual([
      'Dynamic',
      'Carousel same',
      'Carousel mixed',
      'Alpha',
      'Beta',
    ]);
  });

  it('gives spend-weighted averages and colours cells against them', async () => {
    const result = resultOf(await query({ metrics: ['spend', 'inline_link_click_ctr'] }));
    const weighted =
      result.data.reduce((sum, row) => sum + row.spend * row.insights.inline_link_click_ctr!, 0) /
      result.data.reduce((sum, row) => sum + row.spend, 0);
    expect(result.averages.inline_link_click_ctr).toBeCloseTo(weighted, 9);
    for (const row of result.data) {
      const colour = row.colors.inline_link_click_ctr;
      if (row.insights.inline_link_click_ctr! > weighted) expect(colour?.tone).toBe('better');
      else expect(colour).toBeNull();
    }
    const lowlit = resultOf(
      await query({ metrics: ['spend', 'inline_link_click_ctr'], colorLowlightEnabled: true }),
    );
    expect(lowlit.data.some((row) => row.colors.inline_link_click_ctr?.tone === 'worse')).toBe(true);
  });

  it('groups by copy without mixed carousels and breaks dynamic creatives apart by body', async () => {
    const result = resultOf(await query({ groupAdsBy: 'copy', metrics: ['spend'] }));
    const byGroup = Object.fromEntries(result.data.map((row) => [row.groupId, row]));
    expect(Object.keys(byGroup).sort()).toEqual(['Body X', 'Body Y', 'Buy now', 'Save big']);
    expect(byGroup['Buy now']!.insights.spend).toBeCloseTo(expectedSums(['a1', 'a2']).spend!, 6);
    expect(byGroup['Save big']!.insights.spend).toBeCloseTo(expectedSums(['a3', 'a5']).spend!, 6);
    const dynamic = expectedSums(['a6']).spend!;
    expect(byGroup['Body X']!.insights.spend).toBeCloseTo(dynamic * 0.4, 6);
    expect(byGroup['Body Y']!.insights.spend).toBeCloseTo(dynamic * 0.6, 6);
  });

  it('groups by creative and by landing page', async () => {
    const creative = resultOf(await query({ groupAdsBy: 'creative', metrics: ['spend'] }));
    const shared = creative.data.find((row) => row.groupId === 'img1')!;
    expect(shared.adCount).toBe(2);
    expect(shared.groupLabel).toBe('Beta');
    const pages = resultOf(await query({ groupAdsBy: 'landing_page', metrics: ['spend'] }));
    expect(pages.data.map((row) => row.groupId).sort()).toEqual([
      'https://a.test',
      'https://b.test',
      'https://c.test',
      'https://d.test',
    ]);
  });

  it('filters ads by text and lines by metric, with filter groups ORed inside', async () => {
    const text = resultOf(
      await query({
        metrics: ['spend'],
        filters: [{ field: 'ad_name', operator: 'contains', value: 'carousel' }],
      }),
    );
    expect(text.data.map((row) => row.groupId).sort()).toEqual(['Carousel mixed', 'Carousel same']);
    expect(text.totals.spend).toBeCloseTo(expectedSums(['a4', 'a5']).spend!, 6);
    const metric = resultOf(
      await query({ metrics: ['spend'], filters: [{ field: 'spend', operator: 'gt', value: 400 }] }),
    );
    expect(metric.data.every((row) => row.insights.spend! > 400)).toBe(true);
    const grouped = resultOf(
      await query({
        metrics: ['spend'],
        filterGroups: [
          {
            filters: [
              { field: 'ad_name', operator: 'equals', value: 'beta' },
              { field: 'ad_name', operator: 'equals', value: 'dynamic' },
            ],
          },
        ],
      }),
    );
    expect(grouped.data.map((row) => row.groupId).sort()).toEqual(['Beta', 'Dynamic']);
  });

  it('sorts ascending on request and pages by the limit given', async () => {
    const first = resultOf(await query({ metrics: ['spend'], sortingOrder: 'asc', limit: 2 }));
    expect(first.data.map((row) => row.groupId)).toEqual(['Beta', 'Alpha']);
    const second = resultOf(await query({ metrics: ['spend'], sortingOrder: 'asc', limit: 2, page: 2 }));
    expect(second.data.map((row) => row.groupId)).toEqual(['Carousel mixed', 'Carousel same']);
    expect(second.total).toBe(5);
  });

  it('shows 20 lines a page when no limit is given, and counts every line in total', async () => {
    const account = await insertAdAccount(t, { org: team.org, workspace: team.workspace, name: 'Many ads' });
    const names = Array.from({ length: 23 }, (_, index) => `Ad ${String(index + 1).padStart(2, '0')}`);
    const stored = await insertAds(
      t,
      account,
      names.map((name) => ({ name })),
    );
    const days: InsightDay[] = stored.flatMap((ad, index) => [
      { ad, date: '2026-01-02', components: { spend: 10 * (index + 1), impressions: 100 } },
      { ad, date: '2026-01-03', components: { spend: index + 1, impressions: 50 } },
    ]);
    await syncInsightDays(t, account.id, days);
    const spendOf = (name: string) => {
      const ad = stored.find((item) => item.name === name)!;
      return sumsOfDays(days.filter((day) => day.ad.id === ad.id)).spend!;
    };
    const byBiggestSpend = [...names].sort((a, b) => spendOf(b) - spendOf(a));

    const first = resultOf(await query({ adAccountId: account.id, metrics: ['spend'] }));
    expect(first.limit).toBe(20);
    expect(first.data).toHaveLength(20);
    expect(first.total).toBe(23);
    expect(first.data.map((row) => row.groupId)).toEqual(byBiggestSpend.slice(0, 20));
    expect(first.data.map((row) => row.insights.spend)).toEqual(
      byBiggestSpend.slice(0, 20).map((name) => closeTo(spendOf(name))),
    );
    expect(first.totals.spend).toBeCloseTo(sumsOfDays(days).spend!, 6);

    const second = resultOf(await query({ adAccountId: account.id, metrics: ['spend'], page: 2 }));
    expect(second.data.map((row) => row.groupId)).toEqual(byBiggestSpend.slice(20));
    expect(second.total).toBe(23);
  });

  it('reads reach for the whole range from the platform, never summing days', async () => {
    const result = resultOf(await query({ metrics: ['reach', 'frequency', 'impressions'] }));
    const beta = result.data.find((row) => row.groupId === 'Beta')!;
    expect(beta.insights.reach).toBe(15_000);
    expect(beta.insights.frequency).toBeCloseTo(expectedSums(['a3']).impressions! / 15_000, 9);
    expect(result.totals.reach).toBe(60_000);
  });

  it('adds a time series per line and the breakdowns', async () => {
    const result = resultOf(
      await query({
        metrics: ['spend'],
        timeIncrement: 'day',
        breakdowns: true,
        filters: [{ field: 'ad_name', operator: 'equals', value: 'Beta' }],
      }),
    );
    const beta = result.data[0]!;
    expect(beta.timeSeries).toHaveLength(10);
    expect(beta.timeSeries[0]).toEqual({
      date: '2026-01-01',
      insights: { spend: fakeComponents(3, 0).spend },
    });
    const { impressions, spend } = expectedSums(['a3']);
    expect(beta.breakdowns!.ageGender).toEqual([
      { key: '25-34|male', impressions: impressions! * 0.75, spend: closeTo(spend! * 0.75, 2) },
      { key: '18-24|female', impressions: impressions! * 0.25, spend: closeTo(spend! * 0.25, 2) },
    ]);
    const weekly = resultOf(await query({ metrics: ['spend'], timeIncrement: 'week' }));
    // 1 January 2026 is a Thursday: the days fall in the ISO weeks of 29 Dec, 5 Jan.
    expect(weekly.data[0]!.timeSeries.map((point) => point.date)).toEqual(['2025-12-29', '2026-01-05']);
  });

  it('breaks each line down by placement with the impressions and spend of all its ads', async () => {
    const result = resultOf(await query({ metrics: ['spend'], breakdowns: true }));
    // The fake platform puts a quarter of every ad's day on the feed and the rest on reels.
    const placementOf = (adIds: string[]) => {
      const { impressions, spend } = expectedSums(adIds);
      return [
        { key: 'instagram|reels', impressions: impressions! * 0.75, spend: closeTo(spend! * 0.75, 2) },
        { key: 'facebook|feed', impressions: impressions! * 0.25, spend: closeTo(spend! * 0.25, 2) },
      ];
    };
    const byGroup = Object.fromEntries(result.data.map((row) => [row.groupId, row]));
    expect(byGroup.Alpha!.breakdowns!.placement).toEqual(placementOf(['a1', 'a2']));
    expect(byGroup.Beta!.breakdowns!.placement).toEqual(placementOf(['a3']));
    expect(byGroup.Dynamic!.breakdowns!.placement).toEqual(placementOf(['a6']));
    const without = resultOf(await query({ metrics: ['spend'] }));
    expect(without.data.every((row) => row.breakdowns === null)).toBe(true);
  });

  it('buckets a monthly series by month start, each bucket the sum of that month', async () => {
    const stored = await fixture.adsByExternalId(fixture.metaAccountId);
    const february: InsightDay[] = [
      {
        ad: stored.get('a1')!,
        date: '2026-02-01',
        components: { spend: 12, impressions: 900, inline_link_clicks: 18 },
      },
      {
        ad: stored.get('a1')!,
        date: '2026-02-28',
        components: { spend: 8, impressions: 600, inline_link_clicks: 3 },
      },
      {
        ad: stored.get('a3')!,
        date: '2026-02-15',
        components: { spend: 50, impressions: 2500, inline_link_clicks: 40 },
      },
    ];
    await syncInsightDays(t, fixture.metaAccountId, february);
    const metrics = ['spend', 'impressions', 'inline_link_click_ctr'];
    const result = resultOf(
      await query({ metrics, timeIncrement: 'month', startDate: '2026-01-01', endDate: '2026-02-28' }),
    );
    expect(result.startDate).toBe('2026-01-01');
    expect(result.endDate).toBe('2026-02-28');
    const bucket = (sums: Record<string, number>) => ({
      spend: closeTo(sums.spend!),
      impressions: closeTo(sums.impressions!),
      inline_link_click_ctr: closeTo((sums.inline_link_clicks! / sums.impressions!) * 100, 9),
    });
    const byGroup = Object.fromEntries(result.data.map((row) => [row.groupId, row]));
    expect(byGroup.Alpha!.timeSeries).toEqual([
      { date: '2026-01-01', insights: bucket(expectedSums(['a1', 'a2'])) },
      {
        date: '2026-02-01',
        insights: bucket(sumsOfDays(february.filter((day) => day.ad.externalId === 'a1'))),
      },
    ]);
    expect(byGroup.Beta!.timeSeries).toEqual([
      { date: '2026-01-01', insights: bucket(expectedSums(['a3'])) },
      {
        date: '2026-02-01',
        insights: bucket(sumsOfDays(february.filter((day) => day.ad.externalId === 'a3'))),
      },
    ]);
    expect(byGroup['Carousel same']!.timeSeries).toEqual([
      { date: '2026-01-01', insights: bucket(expectedSums(['a5'])) },
    ]);
    // The line itself covers both months.
    expect(byGroup.Beta!.insights.spend).toBeCloseTo(expectedSums(['a3']).spend! + 50, 6);
  });

  it('refuses what the account cannot answer, in plain words', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ metrics: ['nope'] }, 'Unknown metric: nope'],
      [
        { metrics: ['click_score'], comparison: true },
        'Creative scores are not available in comparison mode',
      ],
      [{ startDate: '2026-01-05', endDate: '2026-01-01' }, 'The end date must not be before the start date'],
      [{ startDate: '2099-01-01', endDate: '2099-01-02' }, 'Dates after today are not allowed'],
      [{ groupAdsBy: 'mood' }, expect.stringContaining('groupAdsBy must be')],
      [{ clickAttributionWindow: '1d_click' }, expect.stringContaining('7-day click and 1-day view')],
      [{ startDate: null, endDate: null }, 'Please choose a date preset or a start and end date'],
    ];
    for (const [payload, message] of cases) {
      const response = await query(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messageOf(response)).toEqual(message);
    }
  });

  it('lets guests read reports and hides other organisations', async () => {
    expect((await query({ metrics: ['spend'] }, team.guest.token)).statusCode).toBe(200);
    expect((await query({ metrics: ['spend'] }, team.collaborator.token)).statusCode).toBe(200);
    expect((await query({ metrics: ['spend'] }, team.outsider.token)).statusCode).toBe(404);
  });
});
