import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.ts';
import { createFakeAdPlatform, FAKE_ADS, FAKE_DAYS, fakeComponents } from '../../test/fake-ad-platform.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSandboxConnector } from './connectors/sandbox/sandbox-connector.ts';

type Team = Awaited<ReturnType<typeof createTeam>>;
const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;
const dataOf = (response: LightMyRequestResponse) =>
  response.json<{ data: Array<{ _id: string; platform: string; syncStatus: string }> }>().data;
const resultOf = (response: LightMyRequestResponse) => response.json<QueryResult>();

interface QueryResult {
  data: Array<{
    groupId: string;
    groupLabel: string;
    adCount: number;
    spend: number;
    insights: Record<string, number | null>;
    colors: Record<string, { tone: string } | null>;
    timeSeries: Array<{ date: string; insights: Record<string, number | null> }>;
    breakdowns: {
      ageGender: Array<{ key: string; impressions: number; spend: number }>;
      placement: unknown[];
    } | null;
    ads: Array<{ adId: string }>;
  }>;
  total: number;
  totals: Record<string, number | null>;
  averages: Record<string, number | null>;
}

/** Sums of the fake figures of some ads over some days, computed here, apart from the engine. */
function expectedSums(adIds: string[], days = FAKE_DAYS.length) {
  const totals: Record<string, number> = {};
  for (const ad of FAKE_ADS.filter((item) => adIds.includes(item.externalId))) {
    for (let day = 0; day < days; day += 1) {
      for (const [key, value] of Object.entries(fakeComponents(ad.weight, day))) {
        totals[key] = (totals[key] ?? 0) + value;
      }
    }
  }
  return totals;
}

describe('POST reports/query', () => {
  let t: TestApp;
  let team: Team;
  let metaAccountId: string;
  let tiktokAccountId: string;

  beforeAll(async () => {
    const fake = createFakeAdPlatform();
    t = await createTestApp({
      services: { adPlatforms: { meta: fake, tiktok: fake, sandbox: createSandboxConnector() } },
    });
    team = await createTeam(t);
    const connect = await t.app.inject({
      method: 'POST',
      url: '/reports/api/v1/platforms/meta/connect',
      headers: bearer(team.admin.token),
      payload: { workspaceId: team.workspace.id, accessToken: 'good-token' },
    });
    expect(connect.statusCode).toBe(200);
    const onboard = await t.app.inject({
      method: 'POST',
      url: '/reports/api/v1/ad-accounts/onboard',
      headers: bearer(team.admin.token),
      payload: { workspaceId: team.workspace.id, platform: 'meta', accountIds: ['act_100', 'tt_200'] },
    });
    expect(onboard.statusCode).toBe(200);
    const accounts = dataOf(onboard) as Array<{ _id: string; platform: string; syncStatus: string }>;
    expect(accounts.map((account) => account.syncStatus)).toEqual(['synced', 'synced']);
    metaAccountId = accounts.find((account) => account.platform === 'meta')!._id;
    tiktokAccountId = accounts.find((account) => account.platform === 'tiktok')!._id;
  });
  afterAll(() => t.close());

  const query = async (payload: Record<string, unknown>, token = team.admin.token) =>
    t.app.inject({
      method: 'POST',
      url: '/reports/api/v1/reports/query',
      headers: bearer(token),
      payload: { adAccountId: metaAccountId, startDate: '2026-01-01', endDate: '2026-01-10', ...payload },
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

  it('pages 20 by default and sorts ascending on request', async () => {
    const first = resultOf(await query({ metrics: ['spend'], sortingOrder: 'asc', limit: 2 }));
    expect(first.data.map((row) => row.groupId)).toEqual(['Beta', 'Alpha']);
    const second = resultOf(await query({ metrics: ['spend'], sortingOrder: 'asc', limit: 2, page: 2 }));
    expect(second.data.map((row) => row.groupId)).toEqual(['Carousel mixed', 'Carousel same']);
    expect(second.total).toBe(5);
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
    const impressions = expectedSums(['a3']).impressions!;
    expect(beta.breakdowns!.ageGender).toEqual([
      { key: '25-34|male', impressions: impressions * 0.75, spend: expect.any(Number) as number },
      { key: '18-24|female', impressions: impressions * 0.25, spend: expect.any(Number) as number },
    ]);
    const weekly = resultOf(await query({ metrics: ['spend'], timeIncrement: 'week' }));
    // 1 January 2026 is a Thursday: the days fall in the ISO weeks of 29 Dec, 5 Jan.
    expect(weekly.data[0]!.timeSeries.map((point) => point.date)).toEqual(['2025-12-29', '2026-01-05']);
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
    const tiktokHeadline = await query({
      adAccountId: tiktokAccountId,
      groupAdsBy: 'headline',
      metrics: ['spend'],
    });
    expect(tiktokHeadline.statusCode).toBe(400);
    expect(messageOf(tiktokHeadline)).toBe('This grouping is not available for this ad account');
    const ai = await query({ groupAdsBy: 'ai:angle', metrics: ['spend'] });
    expect(ai.statusCode).toBe(403);
    expect(messageOf(ai)).toBe('AI grouping is not enabled for this organisation');
  });

  it('denies guests and hides other organisations', async () => {
    expect((await query({ metrics: ['spend'] }, team.guest.token)).statusCode).toBe(403);
    expect((await query({ metrics: ['spend'] }, team.collaborator.token)).statusCode).toBe(200);
    expect((await query({ metrics: ['spend'] }, team.outsider.token)).statusCode).toBe(404);
  });
});
