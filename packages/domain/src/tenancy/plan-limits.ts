import { UNLIMITED } from '../constants.ts';
import { FREE_STORAGE_GB } from '../drive/media.ts';
import type { OrgRole } from './roles.ts';

/** Plans of the spec (section 9). Each product defaults to free until billing says otherwise. */
export const PLANS = ['free', 'basic', 'starter'] as const;
export type Plan = (typeof PLANS)[number];

/** The limits an organisation's plan sets on its team; UNLIMITED (999999999) means no limit. */
export interface TeamLimits {
  membersCount: number;
  guestUserCount: number;
  workspacesCount: number;
}
export type LimitedResource = keyof TeamLimits;

export const PLAN_TEAM_LIMITS: Record<Plan, TeamLimits> = {
  free: { membersCount: 3, guestUserCount: 3, workspacesCount: 2 },
  basic: { membersCount: 10, guestUserCount: 10, workspacesCount: 10 },
  starter: { membersCount: 25, guestUserCount: UNLIMITED, workspacesCount: UNLIMITED },
};

/**
 * Creative Hub storage each plan includes, in GB (pricing plan `usage_limit.fileSizeInGB`); the free tier's
 * 30 GB is the spec's (section 9). Starter's is 1 TB, 1024 GB, so that the usage (in TB from 1000 GB, powers
 * of 1024) reads '1.00 TB' as its card says '1 TB'. An add-on raises it (`PUT subscriptions/add-on`).
 */
export const PLAN_STORAGE_LIMITS: Record<Plan, { fileSizeInGB: number }> = {
  free: { fileSizeInGB: FREE_STORAGE_GB },
  basic: { fileSizeInGB: 100 },
  starter: { fileSizeInGB: 1024 },
};

export const LIMITED_RESOURCE_NAMES: Record<LimitedResource, { one: string; many: string }> = {
  membersCount: { one: 'member', many: 'members' },
  guestUserCount: { one: 'guest', many: 'guests' },
  workspacesCount: { one: 'workspace', many: 'workspaces' },
};

export function isUnlimited(limit: number): boolean {
  return limit >= UNLIMITED;
}

export function formatLimit(limit: number): string {
  return isUnlimited(limit) ? 'Unlimited' : limit.toLocaleString('en-US');
}

export interface LimitCheck {
  allowed: boolean;
  used: number;
  limit: number;
}

/** Whether `adding` more of a resource fits in the plan, given what is used now. */
export function checkTeamLimit(input: {
  plan: Plan;
  resource: LimitedResource;
  used: number;
  adding?: number;
}): LimitCheck {
  const limit = PLAN_TEAM_LIMITS[input.plan][input.resource];
  const allowed = isUnlimited(limit) || input.used + (input.adding ?? 1) <= limit;
  return { allowed, used: input.used, limit };
}

/** The highest limit any plan offers, shown in the upgrade dialog (spec section 5). */
export function highestLimitAcrossPlans(resource: LimitedResource): number {
  return Math.max(...PLANS.map((plan) => PLAN_TEAM_LIMITS[plan][resource]));
}

/** The 'You have reached the limit' dialog's limit text: how far an upgrade goes (spec section 5). */
export function upgradeLimitText(resource: LimitedResource): string {
  const highest = highestLimitAcrossPlans(resource);
  const names = LIMITED_RESOURCE_NAMES[resource];
  if (isUnlimited(highest)) return `Upgrade your plan for unlimited ${names.many}.`;
  return `Upgrade your plan for up to ${formatLimit(highest)} ${highest === 1 ? names.one : names.many}.`;
}

/** The plan limit a role counts against: guests have their own allowance (spec section 5). */
export function seatResource(orgRole: OrgRole): 'membersCount' | 'guestUserCount' {
  return orgRole === 'org_guest' ? 'guestUserCount' : 'membersCount';
}

/** The words of the 'You have reached the limit' dialog and of the server's refusal. */
export function limitReachedMessage(resource: LimitedResource, limit: number): string {
  const names = LIMITED_RESOURCE_NAMES[resource];
  return `You have reached the limit of ${formatLimit(limit)} ${limit === 1 ? names.one : names.many} on your plan`;
}

export const LIMIT_REACHED_TITLE = 'You have reached the limit';
