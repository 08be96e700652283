import {
  DEFAULT_AD_ACCOUNT_SETTINGS,
  customConversionComponentKey,
  resolveDatePreset,
  type MetricDefinition,
  type ReportQueryResult,
} from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSandboxConnector } from '../ad-accounts/connectors/sandbox/sandbox-connector.ts';

const base = '/reports/api/v1';

describe('custom conversions: read at sync, offered as metrics, computed in reports', () => {
  let t: TestApp;
  const sandbox = createSandboxConnector();
  let team: Awaited<ReturnType<typeof createTeam>>;
  let account: { _id: string; timezone_name: string };
  beforeAll(async () => {
    t = await createTestApp({ services: { adPlatforms: { meta: sandbox, tiktok: sandbox, sandbox } } });
    team = await createTeam(t);
    const onboarded = await t.app.inject({
      method: 'POST',
      url: `${base}/ad-accounts/onboard`,
      headers: bearer(team.admin.token),
      payload: { workspaceId: team.workspace.id, platform: 'sandbox', accountIds: ['sbx_meta_us'] },
    });
    account = onboarded.json<{ data: Array<{ _id: string; timezone_name: string }> }>().data[0]!;
  });
  afterAll(() => t.close());

  const ref = () => ({
    externalId: 'sbx_meta_us',
    platform: 'meta' as const,
    timezoneName: account.timezone_name,
    settings: DEFAULT_AD_ACCOUNT_SETTINGS,
  });

  const catalogue = (query: string, token = team.collaborator.token) =>
    t.app.inject({ method: 'GET', url: `${base}/metrics?${query}`, headers: bearer(token) });

  const query = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `${base}/reports/query`,
      headers: bearer(team.admin.token),
      payload: { adAccountId: account._id, ...payload },
    });

  it("appends the account's custom conversion metrics to the catalogue when asked for its ad account", async () => {
    const conversions = await sandbox.customConversions!({ accessToken: 'sandbox' }, ref());
    const plain = (await catalogue('platform=facebook')).json<{ data: MetricDefinition[] }>().data;
    const response = await catalogue(`platform=facebook&adAccountId=${account._id}`);
    expect(response.statusCode).toBe(200);
    const withAccount = response.json<{ data: MetricDefinition[] }>().data;
    expect(withAccount).toHaveLength(plain.length + 5 * conversions.length);
    expect(withAccount.slice(0, plain.length)).toEqual(plain);
    const names = withAccount.slice(plain.length).map((metric) => metric.longName);
    expect(names).toEqual(
      expect.arrayContaining([
        'Quiz completed',
        'Cost per Quiz completed',
        'Quiz completed Conversion Rate',
        'Newsletter signup Conversion Value',
        'Newsletter signup Conversion Roas',
      ]),
    );
    const cost = withAccount.find((metric) => metric.longName === 'Cost per Quiz completed');
    expect(cost).toMatchObject({ type: 'facebook', isCurrencyBased: true, isInversePerformance: true });

    // TikTok's catalogue gains nothing from a Meta account.
    const tiktok = await catalogue(`platform=tiktok&adAccountId=${account._id}`);
    const tiktokPlain = await catalogue('platform=tiktok');
    expect(tiktok.json<{ data: unknown[] }>().data).toHaveLength(
      tiktokPlain.json<{ data: unknown[] }>().data.length,
    );
  });

  it("gives the account's catalogue to guests, who may read reports, and refuses another organisation (404)", async () => {
    expect(
      (await catalogue(`platform=facebook&adAccountId=${account._id}`, team.guest.token)).statusCode,
    ).toBe(200);
    expect(
      (await catalogue(`platform=facebook&adAccountId=${account._id}`, team.outsider.token)).statusCode,
    ).toBe(404);
    expect((await catalogue('platform=facebook&adAccountId=not-an-id')).statusCode).toBe(404);
    expect((await catalogue('platform=facebook&adAccountId=')).statusCode).toBe(400);
  });

  it('computes custom conversion metrics like any other: values, totals, sorting, colours, time series', async () => {
    const [quiz] = await sandbox.customConversions!({ accessToken: 'sandbox' }, ref());
    const key = `custom_conversion_${quiz!.externalId}`;
    const metrics = ['spend', key, `${key}_value`, `cost_per_${key}`, `${key}_rate`, `${key}_roas`];
    const response = await query({
      datePreset: 'last_30d',
      metrics,
      sortingField: `cost_per_${key}`,
      sortingOrder: 'asc',
      timeIncrement: 'week',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<ReportQueryResult>();

    const range = resolveDatePreset('last_30d', account.timezone_name);
    const sums: Record<string, number> = {};
    const count = customConversionComponentKey({ id: quiz!.externalId }, 'count');
    const value = customConversionComponentKey({ id: quiz!.externalId }, 'value');
    for await (const page of sandbox.dailyInsights({ accessToken: 'sandbox' }, ref(), {
      since: range.startDate,
      until: range.endDate,
    })) {
      for (const row of page) {
        for (const part of ['spend', 'inline_link_clicks', count, value]) {
          sums[part] = (sums[part] ?? 0) + (row.components[part] ?? 0);
        }
      }
    }
    expect(sums[count]).toBeGreaterThan(0);
    expect(result.totals[key]).toBe(sums[count]);
    expect(result.totals[`${key}_value`]).toBeCloseTo(sums[value]!, 4);
    expect(result.totals[`cost_per_${key}`]).toBeCloseTo(sums.spend! / sums[count]!, 6);
    expect(result.totals[`${key}_rate`]).toBeCloseTo((sums[count]! / sums.inline_link_clicks!) * 100, 6);
    expect(result.totals[`${key}_roas`]).toBeCloseTo(sums[value]! / sums.spend!, 6);

    const costs = result.data.map((row) => row.insights[`cost_per_${key}`] ?? null);
    const known = costs.filter((cost): cost is number => cost !== null);
    expect(known.length).toBeGreaterThan(0);
    // Ascending, missing values first.
    expect(costs.slice(costs.length - known.length)).toEqual([...known].sort((a, b) => a - b));
    const line = result.data.find((row) => row.insights[key] !== null)!;
    expect(line.colors).toHaveProperty(`cost_per_${key}`);
    expect(result.averages).toHaveProperty(key);
    const weekly = line.timeSeries.reduce((total, point) => total + (point.insights[key] ?? 0), 0);
    expect(weekly).toBe(line.insights[key]);
  });

  it('refuses custom conversion keys of another account and on TikTok accounts', async () => {
    const response = await query({ datePreset: 'last_7d', metrics: ['spend', 'custom_conversion_123'] });
    expect(response.statusCode).toBe(400);
  });

  it('saves a report that shows custom conversion metrics', async () => {
    const [quiz] = await sandbox.customConversions!({ accessToken: 'sandbox' }, ref());
    const key = `cost_per_custom_conversion_${quiz!.externalId}`;
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/reports`,
      headers: bearer(team.admin.token),
      payload: {
        workspaceId: team.workspace.id,
        adAccountId: account._id,
        name: 'Quiz costs',
        reportType: 'top_ads',
        tableMetrics: ['spend', key],
        sortingField: key,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
