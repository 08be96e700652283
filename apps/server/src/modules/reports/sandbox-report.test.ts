import { DEFAULT_AD_ACCOUNT_SETTINGS, META_DEFAULT_METRICS, resolveDatePreset } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSandboxConnector } from '../ad-accounts/connectors/sandbox/sandbox-connector.ts';
import { PREPARED_RANGE_PRESETS } from '../ad-accounts/insight-range-sums.ts';
import { adAccounts, adRangeSums } from '../ad-accounts/tables.ts';

interface Result {
  total: number;
  startDate: string;
  endDate: string;
  totals: Record<string, number | null>;
  data: Array<{ groupId: string; insights: Record<string, number | null> }>;
}

describe('a sandbox account, end to end', () => {
  let t: TestApp;
  const sandbox = createSandboxConnector();
  beforeAll(async () => {
    t = await createTestApp({ services: { adPlatforms: { meta: sandbox, tiktok: sandbox, sandbox } } });
  });
  afterAll(() => t.close());

  it('reports totals equal to the figures the platform gives, summed here row by row', async () => {
    const team = await createTeam(t);
    const onboarded = await t.app.inject({
      method: 'POST',
      url: '/reports/api/v1/ad-accounts/onboard',
      headers: bearer(team.admin.token),
      payload: { workspaceId: team.workspace.id, platform: 'sandbox', accountIds: ['sbx_meta_us'] },
    });
    const account = onboarded.json<{ data: Array<{ _id: string; timezone_name: string }> }>().data[0]!;
    // The sync stored the sums of the ranges reports ask for most: the report below reads them.
    const [synced] = await t.context.database.db
      .select()
      .from(adAccounts)
      .where(eq(adAccounts.id, account._id));
    const prepared = await t.context.database.db
      .select({ startDate: adRangeSums.startDate, endDate: adRangeSums.endDate })
      .from(adRangeSums)
      .where(
        and(eq(adRangeSums.adAccountId, account._id), eq(adRangeSums.figuresVersion, synced!.figuresVersion)),
      );
    expect(prepared.map((entry) => `${entry.startDate}..${entry.endDate}`).sort()).toEqual(
      PREPARED_RANGE_PRESETS.map((preset) => resolveDatePreset(preset, account.timezone_name))
        .map((range) => `${range.startDate}..${range.endDate}`)
        .sort(),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/reports/api/v1/reports/query',
      headers: bearer(team.admin.token),
      payload: { adAccountId: account._id, datePreset: 'last_90d', metrics: [...META_DEFAULT_METRICS] },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<Result>();
    const range = resolveDatePreset('last_90d', account.timezone_name);
    expect([result.startDate, result.endDate]).toEqual([range.startDate, range.endDate]);

    const ref = {
      externalId: 'sbx_meta_us',
      platform: 'meta' as const,
      timezoneName: account.timezone_name,
      settings: DEFAULT_AD_ACCOUNT_SETTINGS,
    };
    const sums: Record<string, number> = {};
    const names = new Set<string>();
    const ads = await sandbox.listAds({ accessToken: 'sandbox' }, ref);
    const nameOf = new Map(ads.map((ad) => [ad.externalId, ad.name]));
    for await (const page of sandbox.dailyInsights({ accessToken: 'sandbox' }, ref, {
      since: range.startDate,
      until: range.endDate,
    })) {
      for (const row of page) {
        names.add(nameOf.get(row.adExternalId)!);
        for (const key of [
          'spend',
          'impressions',
          'inline_link_clicks',
          'action_values:omni_purchase',
          'actions:omni_purchase',
        ]) {
          sums[key] = (sums[key] ?? 0) + (row.components[key] ?? 0);
        }
      }
    }
    expect(result.total).toBe(names.size);
    expect(result.totals.spend).toBeCloseTo(sums.spend!, 4);
    expect(result.totals.cpm).toBeCloseTo((sums.spend! / sums.impressions!) * 1000, 6);
    expect(result.totals.purchase_roas).toBeCloseTo(sums['action_values:omni_purchase']! / sums.spend!, 6);
    expect(result.totals.cost_per_inline_link_click).toBeCloseTo(sums.spend! / sums.inline_link_clicks!, 6);
    // Lines sum to the totals, and the page holds the 20 biggest spenders in order.
    expect(result.data).toHaveLength(Math.min(20, names.size));
    const spends = result.data.map((row) => row.insights.spend!);
    expect([...spends].sort((a, b) => b - a)).toEqual(spends);
  });
});
