import { newReportDefaults, type ReportFields } from '@hookline/domain';
import type { AppContext } from '../platform/context.ts';
import {
  analyticsWorkspaceResource,
  onboardAdAccounts,
  workspaceHasAdAccounts,
} from '../modules/ad-accounts/index.ts';
import { seedReportsDemo } from '../modules/reports/index.ts';
import { enableAnalyticsAiGrouping, listWorkspaceRows } from '../modules/tenancy/index.ts';

/** The demo's analytics live in this workspace. */
export const DEMO_ANALYTICS_WORKSPACE = 'Performance';
export const DEMO_SANDBOX_ACCOUNTS = ['sbx_meta_us', 'sbx_tiktok_us'];

function demoReports(): Array<{ name: string; fields: ReportFields }> {
  const top = newReportDefaults('meta');
  const comparison = newReportDefaults('meta', true);
  return [
    {
      name: 'Top ads',
      fields: {
        ...top,
        name: 'Top ads, last 30 days',
        description: 'The ads that spent most in the last 30 days, with the 14 default metrics.',
        emoticon: '🏆',
        datePreset: 'last_30d',
      },
    },
    {
      name: 'Hooks compared',
      fields: {
        ...comparison,
        name: 'Hooks compared',
        description: 'Creatives side by side on thumbstop, hold and click-through.',
        emoticon: '🎣',
        groupAdsBy: 'creative',
        datePreset: 'last_90d',
        selectedChart: 'line',
        timeIncrement: 'week',
        tableMetrics: ['spend', 'thumbstop_ratio', 'hold_rate', 'inline_link_click_ctr', 'purchase_roas'],
        lineMetrics: ['thumbstop_ratio', 'purchase_roas'],
        barMetrics: ['spend', 'purchase_roas'],
      },
    },
  ];
}

/**
 * The demo organisation's analytics: sandbox Meta and TikTok accounts with a year of data (synced
 * here, so a newcomer sees figures on first sign-in), a report folder and two saved reports.
 * Idempotent: a workspace that already has ad accounts is left alone.
 */
export async function seedDemoAnalytics(
  context: AppContext,
  input: { orgId: string; userId: string },
): Promise<{ created: boolean }> {
  const { db } = context.database;
  const workspace = (await listWorkspaceRows(db, input.orgId)).find(
    (row) => row.name === DEMO_ANALYTICS_WORKSPACE,
  );
  if (!workspace) return { created: false };
  if (await workspaceHasAdAccounts(db, workspace.id)) return { created: false };

  // The demo shows AI grouping too; without an AI provider its labels come from the keyword classifier.
  await enableAnalyticsAiGrouping(db, input.orgId);
  const resolved = await analyticsWorkspaceResource.forMember(db, { userId: input.userId, id: workspace.id });
  if (!resolved) throw new Error(`The demo user has no Analytics access to ${DEMO_ANALYTICS_WORKSPACE}`);
  const { access } = resolved;
  // Without the queue, the first syncs run before this returns.
  const accounts = await onboardAdAccounts(
    { ...context, jobs: undefined },
    { access, userId: input.userId, provider: 'sandbox', accountIds: DEMO_SANDBOX_ACCOUNTS },
  );
  const meta = accounts.find((account) => account.platform === 'meta');
  if (!meta) return { created: true };
  await seedReportsDemo(db, {
    orgId: input.orgId,
    workspaceId: workspace.id,
    adAccountId: meta._id,
    userId: input.userId,
    folder: { name: 'Weekly review', emoticon: '📈' },
    reports: demoReports().map((report) => report.fields),
  });
  return { created: true };
}
