import {
  assignableOrgRoles,
  checkTeamLimit,
  formatLimit,
  limitReachedMessage,
  type OrgRole,
  type UsageMetricsResponse,
} from '@hookline/domain';
import type { LimitReached } from '../../ui/LimitReachedDialog.tsx';

export type InviteAvailability =
  | { kind: 'open'; orgRoles: OrgRole[] }
  /** The member seats are taken, guest seats are left: the dialog offers the guest role only. */
  | { kind: 'guestOnly'; orgRoles: OrgRole[]; membersLimit: number }
  | { kind: 'full'; limit: LimitReached };

/**
 * Whether the invite dialog may open, checked against the plan before it opens (spec section 5, "plan
 * limit check on members and guests"); the server checks again when the invite is sent.
 */
export function inviteAvailability(usage: UsageMetricsResponse, lifetimeDeal: boolean): InviteAvailability {
  const members = checkTeamLimit({
    plan: usage.plan,
    resource: 'membersCount',
    used: usage.usageMetrics.membersCount,
  });
  if (members.allowed) return { kind: 'open', orgRoles: assignableOrgRoles({ lifetimeDeal }) };
  const guests = checkTeamLimit({
    plan: usage.plan,
    resource: 'guestUserCount',
    used: usage.usageMetrics.guestMembersCount,
  });
  const guestRoles = assignableOrgRoles({ lifetimeDeal, guestOnly: true });
  if (guests.allowed && guestRoles.length > 0) {
    return { kind: 'guestOnly', orgRoles: guestRoles, membersLimit: members.limit };
  }
  return {
    kind: 'full',
    limit: { message: limitReachedMessage('membersCount', members.limit), resource: 'membersCount' },
  };
}

/** The usage line above the members table, e.g. '3 of 3 members · 1 of 3 guests'. */
export function seatUsageLine(usage: UsageMetricsResponse): string {
  const { membersCount, guestMembersCount } = usage.usageMetrics;
  const { membersCount: membersLimit, guestUserCount: guestLimit } = usage.usageLimits;
  const members = `${membersCount.toLocaleString('en-US')} of ${formatLimit(membersLimit)} ${membersLimit === 1 ? 'member' : 'members'}`;
  const guests = `${guestMembersCount.toLocaleString('en-US')} of ${formatLimit(guestLimit)} ${guestLimit === 1 ? 'guest' : 'guests'}`;
  return `${members} · ${guests}`;
}
