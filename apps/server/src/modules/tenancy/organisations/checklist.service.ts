import type { HomeChecklist } from '@hookline/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { OrgAccess } from '../access/tenancy-resources.ts';
import { countSeats } from '../members/membership.service.ts';

/**
 * Home's checklist, from what the organisation's people really did: each area says which of its steps were
 * taken (an ad account connected, an ad saved, a creative uploaded, a brand tracked), and the organisation's
 * seats say whether a teammate was invited (a second member or a guest, pending or joined).
 */
export async function homeChecklist(context: AppContext, access: OrgAccess): Promise<HomeChecklist> {
  const { db } = context.database;
  const taken = await Promise.all(context.firstSteps.map((steps) => steps(db, access.orgId)));
  const seats = await countSeats(db, access.orgId);
  const done = (step: keyof HomeChecklist) => taken.some((steps) => steps[step] === true);
  return {
    connectAdAccount: done('connectAdAccount'),
    saveFirstAd: done('saveFirstAd'),
    uploadCreative: done('uploadCreative'),
    inviteTeammate: seats.membersCount > 1 || seats.guestUserCount > 0,
    trackCompetitor: done('trackCompetitor'),
  };
}
