import type { HomeChecklist } from '@hookline/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { UsageFigures } from '../../../platform/usage.ts';
import type { OrgAccess } from '../access/tenancy-resources.ts';
import { countSeats } from '../members/membership.service.ts';

/**
 * Home's checklist, from what the organisation's people really did: each area's own usage counter (ad
 * accounts, saved ads, stored creatives, tracked brands) and the organisation's seats (a teammate invited
 * is a second member or a guest, pending or joined).
 */
export async function homeChecklist(context: AppContext, access: OrgAccess): Promise<HomeChecklist> {
  const { db } = context.database;
  const counted = await Promise.all(context.usageCounters.map((count) => count(db, access.orgId)));
  const figures = counted.reduce<Partial<UsageFigures>>((all, figure) => ({ ...all, ...figure }), {});
  const seats = await countSeats(db, access.orgId);
  return {
    // The ad-accounts area counts the accounts connected this month (the plan's figure).
    connectAdAccount: (figures.adAccountCount ?? 0) > 0,
    saveFirstAd: (figures.inspirationCount ?? 0) > 0,
    uploadCreative: (figures.driveSize ?? 0) > 0,
    inviteTeammate: seats.membersCount > 1 || seats.guestUserCount > 0,
    trackCompetitor: (figures.detectiveCount ?? 0) > 0,
  };
}
