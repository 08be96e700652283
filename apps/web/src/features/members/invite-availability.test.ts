import type { UsageMetricsResponse } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { inviteAvailability, seatUsageLine } from './invite-availability.ts';

function usage(membersCount: number, guestMembersCount: number): UsageMetricsResponse {
  return {
    usageMetrics: {
      driveSize: 0,
      detectiveCount: 0,
      adAccountCount: 0,
      adTemplateCount: 0,
      guestMembersCount,
      membersCount,
      workspacesCount: 1,
      workspaceMetrics: [],
      adLauncherAdAccountCount: 0,
      monthlyAdSpend: 0,
      adTranscriptionCount: 0,
      inspirationCount: 0,
    },
    plan: 'free',
    usageLimits: { membersCount: 3, guestUserCount: 3, workspacesCount: 2 },
    analytics: { plan: 'free', adAccountCount: 3, adaccount_spend_limit: 50_000 },
  };
}

describe('invite availability on the free plan (3 members, 3 guests)', () => {
  it('opens the dialog with every role while member seats are left', () => {
    expect(inviteAvailability(usage(2, 3), false)).toEqual({
      kind: 'open',
      orgRoles: ['org_admin', 'org_member', 'org_guest'],
    });
  });

  it('offers the guest role only when the member seats are taken', () => {
    expect(inviteAvailability(usage(3, 1), false)).toEqual({
      kind: 'guestOnly',
      orgRoles: ['org_guest'],
      membersLimit: 3,
    });
  });

  it('shows the limit dialog when both are taken, or when a lifetime deal has no guests', () => {
    const full = {
      kind: 'full',
      limit: { message: 'You have reached the limit of 3 members on your plan', resource: 'membersCount' },
    };
    expect(inviteAvailability(usage(3, 3), false)).toEqual(full);
    expect(inviteAvailability(usage(3, 0), true)).toEqual(full);
  });

  it('writes the usage line', () => {
    expect(seatUsageLine(usage(3, 1))).toBe('3 of 3 members · 1 of 3 guests');
  });
});
