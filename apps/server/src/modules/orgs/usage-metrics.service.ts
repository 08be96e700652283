import { PLAN_TEAM_LIMITS, type UsageMetricsResponse } from '@hookline/domain';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { OrgAccess } from '../../platform/http/tenancy-guard.ts';
import { adAccountsOnboardedThisMonth, monthlySpendHistory } from '../analytics/ad-account-limits.service.ts';
import { countSeats, membersPerWorkspace } from '../members/membership.service.ts';
import { listWorkspaceRows } from '../workspaces/workspace-lookup.service.ts';
import { findOrganisationRow } from './organisation-lookup.service.ts';

/** Usage against the plan's team limits (spec section 3, "Usage metrics"). */
export async function usageMetrics(db: Executor, access: OrgAccess): Promise<UsageMetricsResponse> {
  const org = await findOrganisationRow(db, access.orgId);
  if (!org) throw notFound();
  const seats = await countSeats(db, access.orgId);
  const workspaces = await listWorkspaceRows(db, access.orgId);
  const membersCount = await membersPerWorkspace(db, access.orgId);
  const adAccountCount = await adAccountsOnboardedThisMonth(db, access.orgId);
  const [lastMonth] = await monthlySpendHistory(db, access.orgId, 1);
  return {
    usageMetrics: {
      membersCount: seats.membersCount,
      guestMembersCount: seats.guestUserCount,
      workspacesCount: workspaces.length,
      workspaceMetrics: workspaces.map((workspace) => ({
        workspaceId: workspace.id,
        name: workspace.name,
        membersCount: membersCount(workspace.id),
      })),
      adAccountCount,
      monthlyAdSpend: lastMonth?.totalAdSpend ?? 0,
      // Each of these counts belongs to a product area that does not exist yet (Creative Hub, Detective,
      // Ad Templates, Ad Launcher, Inspiration); each area fills its own when it lands.
      driveSize: 0,
      detectiveCount: 0,
      adTemplateCount: 0,
      adLauncherAdAccountCount: 0,
      adTranscriptionCount: 0,
      inspirationCount: 0,
    },
    plan: org.plan,
    usageLimits: PLAN_TEAM_LIMITS[org.plan],
  };
}
