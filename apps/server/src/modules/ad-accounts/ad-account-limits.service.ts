import {
  AD_ACCOUNT_MESSAGES,
  ERROR_CODES,
  isUnlimited,
  toUsd,
  type AdAccountProvider,
  type UsageLimits,
} from '@hookline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { FirstStepsCounter } from '../../platform/first-steps.ts';
import type { UsageCounter } from '../../platform/usage.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { OrganisationRow } from '../tenancy/index.ts';
import { INSIGHT_TABLE_NAMES } from './insight-columns.ts';
import { adAccountOnboardings, adAccounts } from './tables.ts';

/** The calendar month (UTC) an onboarding counts toward, as YYYY-MM. */
export function onboardingMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

function monthBounds(monthsBack: number, now: Date): { start: string; end: string; month: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
  const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
  return {
    start: first.toISOString().slice(0, 10),
    end: next.toISOString().slice(0, 10),
    month: first.toISOString().slice(0, 7),
  };
}

/** The organisation's ad spend per calendar month, in US dollars, newest first, for the last `months` full months. */
export async function monthlySpendHistory(
  db: Executor,
  orgId: string,
  months: number,
  now = new Date(),
): Promise<Array<{ month: string; totalAdSpend: number }>> {
  const accounts = await db
    .select({ id: adAccounts.id, platform: adAccounts.platform, currency: adAccounts.currency })
    .from(adAccounts)
    .where(eq(adAccounts.orgId, orgId));
  const history: Array<{ month: string; totalAdSpend: number }> = [];
  for (let back = 1; back <= months; back += 1) {
    const { start, end, month } = monthBounds(back, now);
    let total = 0;
    for (const account of accounts) {
      const table = INSIGHT_TABLE_NAMES[account.platform];
      const [row] = await rawRows<{ spend: number | null }>(
        db,
        sql`SELECT sum(spend)::float8 AS spend FROM ${sql.raw(`"${table}"`)}
            WHERE ad_account_id = ${account.id} AND date >= ${start} AND date < ${end}`,
      );
      total += toUsd(Number(row?.spend ?? 0), account.currency);
    }
    history.push({ month, totalAdSpend: Math.round(total * 100) / 100 });
  }
  return history;
}

/**
 * The plan's checks before new accounts are onboarded (platform spec section 5): the number of new
 * accounts this month, and the ad spend of the last two months. The caller holds the organisation's
 * row lock, so two requests can't both take the last place.
 */
export async function checkOnboardingLimits(
  db: Executor,
  input: {
    organisation: OrganisationRow;
    provider: AdAccountProvider;
    externalIds: readonly string[];
    now?: Date;
    planLimits: AppContext['planLimits'];
  },
): Promise<void> {
  const count = await adAccountCountCheck(db, input);
  if (!count.allowed) {
    throw new AppError(ERROR_CODES.planLimitReached, AD_ACCOUNT_MESSAGES.monthlyLimit(count.limit));
  }
  const spendLimit = count.limits.adaccount_spend_limit;
  if (!isUnlimited(spendLimit) && count.newAccounts > 0) {
    const history = await monthlySpendHistory(db, input.organisation.id, 2, input.now);
    if (history.every((entry) => entry.totalAdSpend > spendLimit)) {
      throw new AppError(ERROR_CODES.planLimitReached, AD_ACCOUNT_MESSAGES.spendLimit(spendLimit));
    }
  }
}

/** Records the month's onboardings; an account already counted this month is not counted again. */
export async function recordOnboardings(
  db: Executor,
  input: { orgId: string; provider: AdAccountProvider; externalIds: readonly string[]; now?: Date },
): Promise<void> {
  if (input.externalIds.length === 0) return;
  await db
    .insert(adAccountOnboardings)
    .values(
      input.externalIds.map((externalId) => ({
        orgId: input.orgId,
        month: onboardingMonth(input.now),
        provider: input.provider,
        externalId,
      })),
    )
    .onConflictDoNothing();
}

/** Ad accounts onboarded this month (usage metrics). */
export async function adAccountsOnboardedThisMonth(
  db: Executor,
  orgId: string,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(adAccountOnboardings)
    .where(and(eq(adAccountOnboardings.orgId, orgId), eq(adAccountOnboardings.month, onboardingMonth(now))));
  return row?.count ?? 0;
}

/**
 * How many accounts this month's onboardings count, and whether these would still fit. Without a
 * provider, an id onboarded on any platform this month is not new.
 */
export async function adAccountCountCheck(
  db: Executor,
  input: {
    organisation: OrganisationRow;
    provider: AdAccountProvider | undefined;
    externalIds: readonly string[];
    now?: Date;
    planLimits: AppContext['planLimits'];
  },
): Promise<{
  adAccountCount: number;
  newAccounts: number;
  limit: number;
  allowed: boolean;
  limits: UsageLimits;
}> {
  const limits = await input.planLimits.read(db, input.organisation.id);
  const limit = limits.adAccountCount;
  const counted = await db
    .select({ provider: adAccountOnboardings.provider, externalId: adAccountOnboardings.externalId })
    .from(adAccountOnboardings)
    .where(
      and(
        eq(adAccountOnboardings.orgId, input.organisation.id),
        eq(adAccountOnboardings.month, onboardingMonth(input.now)),
      ),
    );
  const key = (provider: AdAccountProvider | undefined, externalId: string) =>
    input.provider === undefined ? externalId : `${provider}:${externalId}`;
  const keys = new Set(counted.map((row) => key(row.provider, row.externalId)));
  const newAccounts = new Set(input.externalIds.filter((id) => !keys.has(key(input.provider, id)))).size;
  return {
    adAccountCount: counted.length,
    newAccounts,
    limit,
    allowed: isUnlimited(limit) || counted.length + newAccounts <= limit,
    limits,
  };
}

/** The ad-accounts area's figures in an organisation's usage metrics. */
export const adAccountUsage: UsageCounter = async (db, orgId) => {
  const [lastMonth] = await monthlySpendHistory(db, orgId, 1);
  return {
    adAccountCount: await adAccountsOnboardedThisMonth(db, orgId),
    monthlyAdSpend: lastMonth?.totalAdSpend ?? 0,
  };
};

/**
 * Home's "connect an ad account": an account connected in any month (this month's onboardings are the plan's
 * figure; the step stays done once taken), or one connected now.
 */
export const adAccountFirstSteps: FirstStepsCounter = async (db, orgId) => {
  const [connected] = await db
    .select({ any: sql<number>`1` })
    .from(adAccountOnboardings)
    .where(eq(adAccountOnboardings.orgId, orgId))
    .limit(1);
  if (connected) return { connectAdAccount: true };
  const [held] = await db
    .select({ id: adAccounts.id })
    .from(adAccounts)
    .where(eq(adAccounts.orgId, orgId))
    .limit(1);
  return { connectAdAccount: held !== undefined };
};
