import {
  isUnlimitedLimit,
  yearlyPricePerMonth,
  PLAN_CODES,
  type PlanCode,
  type PlanInterval,
  type SubscriptionPlan,
} from '@hookline/domain';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

/** US dollars, without cents when there are none. */
export const formatUsd = (amount: number): string =>
  Number.isInteger(amount) ? usd.format(amount).replace(/\.00$/, '') : usd.format(amount);

/** A plan's price a month for the period: the yearly price is shown divided by 12. */
export const monthlyPriceFor = (plan: SubscriptionPlan, period: PlanInterval): number =>
  period === 'yearly' ? yearlyPricePerMonth(plan.price_yearly) : plan.price_monthly;

/** A limit for people: 'Unlimited' for 999999999. */
export const formatLimit = (value: number): string =>
  isUnlimitedLimit(value) ? 'Unlimited' : value.toLocaleString('en-US');

const rank = (plan: PlanCode): number => PLAN_CODES.indexOf(plan);

export type PlanButton = 'current' | 'choose' | 'change' | 'downgrade';

/** The plan card's button: Choose from the free plan, Change to a higher one, Downgrade to a lower one. */
export function planButton(plan: PlanCode, current: PlanCode): PlanButton {
  if (plan === current) return 'current';
  if (rank(plan) < rank(current)) return 'downgrade';
  return current === 'free' ? 'choose' : 'change';
}

export const PLAN_BUTTON_LABELS: Record<Exclude<PlanButton, 'current'>, string> = {
  choose: 'Choose plan',
  change: 'Change plan',
  downgrade: 'Downgrade',
};

/** Plan features whose text is shown otherwise (spec section 9: '25 Users' is shown as '10 Users'). */
const FEATURE_TEXT_SHOWN_AS: Readonly<Record<string, string>> = { '25 Users': '10 Users' };

/** A plan's feature line as the pricing pages show it. */
export const displayedFeature = (text: string): string => FEATURE_TEXT_SHOWN_AS[text.trim()] ?? text;
