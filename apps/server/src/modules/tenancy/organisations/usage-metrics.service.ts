import type { UsageMetricsResponse } from '@hookline/domain';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import type { OrgAccess } from '../access/tenancy-resources.ts';
import type { UsageFigures } from '../../../platform/usage.ts';
import { countSeats, membersPerWorkspace } from '../members/membership.service.ts';
import { listWorkspaceRows } from '../workspaces/workspace-lookup.service.ts';
import { findOrganisationRow } from './organisation-lookup.service.ts';

/** Usage against the limits of the organisation's plans (spec section 3, "Usage metrics"). */
export async function usageMetrics(context: AppContext, access: OrgAccess): Promise<UsageMetricsResponse> {
  const { db } = context.database;
  const org = await findOrganisationRow(db, access.orgId);
  if (!org) throw notFound();
  const seats = await countSeats(db, access.orgId);
  const workspaces = await listWorkspaceRows(db, access.orgId);
  const membersCount = await membersPerWorkspace(db, access.orgId);
  const counted = await Promise.all(context.usageCounters.map((count) => count(db, access.orgId)));
  const limits = await context.planLimits.read(db, access.orgId);
  const analyticsPlan = await context.planLimits.modulePlan(db, access.orgId, 'analytics');
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
      // Each area counts its own figures (ad accounts, drive size…); an area that does not exist yet counts 0.
      adAccountCount: 0,
      monthlyAdSpend: 0,
      driveSize: 0,
      detectiveCount: 0,
      adTemplateCount: 0,
      adLauncherAdAccountCount: 0,
      adTranscriptionCount: 0,
      inspirationCount: 0,
      ...counted.reduce<Partial<UsageFigures>>((figures, figure) => ({ ...figures, ...figure }), {}),
    },
    plan: org.plan,
    usageLimits: {
      membersCount: limits.membersCount,
      guestUserCount: limits.guestUserCount,
      workspacesCount: limits.workspacesCount,
    },
    analytics: {
      plan: analyticsPlan,
      adAccountCount: limits.adAccountCount,
      adaccount_spend_limit: limits.adaccount_spend_limit,
    },
  };
}
