import { describe, expect, it } from 'vitest';
import { UNLIMITED } from '../constants.ts';
import {
  checkTeamLimit,
  formatLimit,
  highestLimitAcrossPlans,
  limitReachedMessage,
  PLAN_TEAM_LIMITS,
  seatResource,
  upgradeLimitText,
} from './plan-limits.ts';

describe('team limits', () => {
  it('allows adding up to the limit and refuses one more', () => {
    const limit = PLAN_TEAM_LIMITS.free.workspacesCount;
    expect(checkTeamLimit({ plan: 'free', resource: 'workspacesCount', used: limit - 1 }).allowed).toBe(true);
    expect(checkTeamLimit({ plan: 'free', resource: 'workspacesCount', used: limit })).toEqual({
      allowed: false,
      used: limit,
      limit,
    });
  });

  it('counts several additions at once', () => {
    const limit = PLAN_TEAM_LIMITS.free.membersCount;
    expect(
      checkTeamLimit({ plan: 'free', resource: 'membersCount', used: limit - 2, adding: 2 }).allowed,
    ).toBe(true);
    expect(
      checkTeamLimit({ plan: 'free', resource: 'membersCount', used: limit - 1, adding: 2 }).allowed,
    ).toBe(false);
  });

  it('treats the sentinel 999999999 as unlimited', () => {
    expect(PLAN_TEAM_LIMITS.starter.workspacesCount).toBe(UNLIMITED);
    expect(
      checkTeamLimit({ plan: 'starter', resource: 'workspacesCount', used: 5_000_000_000 }).allowed,
    ).toBe(true);
    expect(formatLimit(UNLIMITED)).toBe('Unlimited');
    expect(formatLimit(1500)).toBe('1,500');
  });

  it('shows the highest limit across plans', () => {
    expect(highestLimitAcrossPlans('membersCount')).toBe(25);
    expect(highestLimitAcrossPlans('guestUserCount')).toBe(UNLIMITED);
  });

  it('words the refusal', () => {
    expect(limitReachedMessage('workspacesCount', 2)).toBe(
      'You have reached the limit of 2 workspaces on your plan',
    );
    expect(limitReachedMessage('guestUserCount', 1)).toBe(
      'You have reached the limit of 1 guest on your plan',
    );
  });
});

describe('the limit dialog’s upgrade text', () => {
  it('names the highest limit across plans', () => {
    expect(upgradeLimitText('membersCount')).toBe('Upgrade your plan for up to 25 members.');
    expect(upgradeLimitText('guestUserCount')).toBe('Upgrade your plan for unlimited guests.');
    expect(upgradeLimitText('workspacesCount')).toBe('Upgrade your plan for unlimited workspaces.');
  });

  it('counts guests against their own allowance', () => {
    expect(seatResource('org_guest')).toBe('guestUserCount');
    expect(seatResource('org_member')).toBe('membersCount');
    expect(seatResource('org_admin')).toBe('membersCount');
  });
});
