import { formatCurrency, isUnlimited, PLAN_ANALYTICS_LIMITS, PLANS, type Plan } from '@hookline/domain';

export const planName = (plan: Plan): string => `${plan.charAt(0).toUpperCase()}${plan.slice(1)}`;

/** The plan's spend limit is in US dollars, shown without cents. */
export const formatUsd = (amount: number): string =>
  formatCurrency(Math.round(amount), { currency: 'USD' }).replace(/\.00$/, '');

const newAccountsPerMonth = (limit: number) =>
  isUnlimited(limit)
    ? 'unlimited new ad accounts a month'
    : `${limit} new ad ${limit === 1 ? 'account' : 'accounts'} a month`;

const spendPerMonth = (limit: number) =>
  isUnlimited(limit) ? 'unlimited ad spend' : `up to ${formatUsd(limit)} of ad spend a month`;

/** The Analytics product's plan and its limits, as the organisation's usage reports them. */
export interface AnalyticsPlanLimits {
  plan: Plan;
  adAccountCount: number;
  adaccount_spend_limit: number;
}

/** "Your Free plan allows 3 new ad accounts a month and up to $50,000 of ad spend a month." */
export function planAnalyticsLimitsText(limits: AnalyticsPlanLimits): string {
  return `Your ${planName(limits.plan)} plan allows ${newAccountsPerMonth(limits.adAccountCount)} and ${spendPerMonth(limits.adaccount_spend_limit)}.`;
}

/** How far an upgrade goes: the highest limits across plans (spec section 5). */
export function analyticsUpgradeText(): string {
  const highest = (pick: (plan: Plan) => number) => Math.max(...PLANS.map(pick));
  const accounts = highest((plan) => PLAN_ANALYTICS_LIMITS[plan].adAccountCount);
  const spend = highest((plan) => PLAN_ANALYTICS_LIMITS[plan].adaccount_spend_limit);
  return `Upgrade your plan for ${newAccountsPerMonth(accounts)} and ${spendPerMonth(spend)}.`;
}
