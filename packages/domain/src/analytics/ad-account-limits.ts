import { z } from 'zod';
import { UNLIMITED } from '../constants.ts';
import { requiredString } from '../validation/required-string.ts';
import { formatLimit, type Plan } from '../tenancy/plan-limits.ts';

/** What a plan allows in Analytics (platform spec, pricing plan usage_limit). */
export interface AnalyticsLimits {
  /** New ad accounts onboarded per calendar month; a disconnected one may come back for free. */
  adAccountCount: number;
  /** Monthly ad spend, in US dollars, across the organisation's ad accounts. */
  adaccount_spend_limit: number;
}

export const PLAN_ANALYTICS_LIMITS: Readonly<Record<Plan, AnalyticsLimits>> = {
  free: { adAccountCount: 3, adaccount_spend_limit: 50_000 },
  basic: { adAccountCount: 10, adaccount_spend_limit: 250_000 },
  starter: { adAccountCount: 25, adaccount_spend_limit: UNLIMITED },
};

/** Approximate US-dollar value of one unit of each currency, for the plan's spend check only. */
export const USD_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  CAD: 0.73,
  AUD: 0.66,
  JPY: 0.0067,
  INR: 0.012,
  BRL: 0.18,
  MXN: 0.055,
  SEK: 0.095,
  CHF: 1.13,
};

export function toUsd(amount: number, currency: string): number {
  return amount * (USD_PER_UNIT[currency.toUpperCase()] ?? 1);
}

export const AD_ACCOUNT_MESSAGES = {
  monthlyLimit: (limit: number) =>
    `You have reached the limit of ${formatLimit(limit)} new ad ${limit === 1 ? 'account' : 'accounts'} this month on your plan`,
  spendLimit: (limit: number) =>
    `Your ad spend exceeded your plan's limit of $${formatLimit(limit)} per month in each of the last two months`,
  notAvailable: (id: string) => `Ad account ${id} is not available to this connection`,
  connectFirst: (platform: string) => `Please connect ${platform} first`,
  tokenRefused: 'The platform refused this access token; please sign in to the platform again',
  tokenRequired: 'Please provide the access token',
  accountsOnboarded: 'Ad accounts onboarded successfully',
  accountDisconnected: 'Ad account disconnected',
} as const;

export const PLATFORM_LABELS: Readonly<Record<'meta' | 'tiktok' | 'sandbox', string>> = {
  meta: 'Meta',
  tiktok: 'TikTok',
  sandbox: 'the sandbox',
};

/** `GET organisation/{orgId}/monthly-spend-history` (the spec's field name, spelling included). */
export const monthlySpendHistoryResponse = z.object({
  monthylSpendHistory: z.array(z.object({ month: z.string(), totalAdSpend: z.number() })),
});

/** `POST organisation/{orgId}/ad-account-count`: would onboarding these accounts fit this month? */
export const adAccountCountBody = z.object({
  accountIds: z.array(requiredString()).max(50),
  /** Omitted, an id already onboarded this month on any platform is not counted again. */
  platform: z.enum(['meta', 'tiktok', 'sandbox']).optional(),
});
export const adAccountCountResponse = z.object({
  adAccountCount: z.number().int(),
  newAccounts: z.number().int(),
  limit: z.number().int(),
  allowed: z.boolean(),
});
