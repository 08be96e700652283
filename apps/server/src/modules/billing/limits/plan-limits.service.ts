import {
  AD_LAUNCHER_ADD_ON,
  mergeProductLimits,
  modulePlan,
  PRODUCT_CODES,
  UNLIMITED_LIMITS,
  type PlanCode,
  type ProductPlanLimits,
  type ProductCode,
  type SubscriptionStatus,
  type UsageLimits,
} from '@hookline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { organisationBillingFacts } from '../../tenancy/index.ts';
import type { PlanLimits } from '../billing-services.ts';
import { PLAN_PRODUCT_CODES, planUsageLimits } from '../plans/plan-catalogue.ts';
import { listPricingPlanRows, type PricingPlanRow } from '../plans/pricing-plans.service.ts';
import { billingAccounts, subscriptions } from '../tables.ts';

/** The statuses whose rows count for limits. */
export const COUNTED_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];
/**
 * The statuses of the rows an organisation still holds: the counted ones, and an unpaid one, kept `blocked_1`
 * until its invoice is paid (`GET subscriptions/active`, changes and cancel-all).
 */
export const STANDING_STATUSES: readonly SubscriptionStatus[] = [...COUNTED_STATUSES, 'unpaid'];

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type BillingAccountRow = typeof billingAccounts.$inferSelect;

async function subscriptionsWithStatus(
  db: Executor,
  orgId: string,
  statuses: readonly SubscriptionStatus[],
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.orgId, orgId), inArray(subscriptions.status, [...statuses])))
    .orderBy(subscriptions.productCode);
}

/** The rows whose plans count for limits. */
export const countedSubscriptions = (db: Executor, orgId: string): Promise<SubscriptionRow[]> =>
  subscriptionsWithStatus(db, orgId, COUNTED_STATUSES);

/** The rows the organisation still holds, an unpaid one among them. */
export const standingSubscriptions = (db: Executor, orgId: string): Promise<SubscriptionRow[]> =>
  subscriptionsWithStatus(db, orgId, STANDING_STATUSES);

export async function findBillingAccount(
  db: Executor,
  orgId: string,
): Promise<BillingAccountRow | undefined> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.orgId, orgId)).limit(1);
  return row;
}

/** Early-user mode: every limit lifted while its expiry is in the future. */
export const earlyUserModeActive = (expireAt: Date | null, now = new Date()): boolean =>
  expireAt !== null && expireAt.getTime() > now.getTime();

/**
 * A lifetime deal is the suite's starter plan, bought once: its limits are that plan's.
 */
const LIFETIME_DEAL_PLAN = { productCode: PRODUCT_CODES.creative_suite, planCode: 'starter' as PlanCode };

function planLimitsOf(
  plans: readonly PricingPlanRow[],
  key: { productCode: ProductCode; planCode: PlanCode },
): UsageLimits {
  const found = plans.find((plan) => plan.productCode === key.productCode && plan.planCode === key.planCode);
  return found?.usageLimit ?? planUsageLimits(key.planCode);
}

/**
 * The limits of these counted rows: each plan product's plan (its free plan when it has no row), merged
 * to the highest value across them; add-on quantities raise storage and launcher accounts. A launcher
 * add-on still in its free trial allows the free tier's one account (spec, "Plan limits"); its storage counts.
 */
export function limitsOfSubscriptions(
  rows: readonly Pick<SubscriptionRow, 'productCode' | 'planCode' | 'quantity' | 'status'>[],
  plans: readonly PricingPlanRow[],
): UsageLimits {
  const rowOf = (productCode: ProductCode) => rows.find((row) => row.productCode === productCode);
  const launcher = rowOf(PRODUCT_CODES.adlauncher);
  const launcherAccounts =
    launcher?.status === 'trialing' ? AD_LAUNCHER_ADD_ON.freeTierAccounts : (launcher?.quantity ?? null);
  return mergeProductLimits(productPlans(rows, plans), {
    adlauncher_ad_account_count: launcherAccounts,
    fileSizeInGB: rowOf(PRODUCT_CODES.creative_hub)?.quantity ?? null,
  });
}

/** Each plan product's plan (its free plan when it has no row) with its limits; a lifetime deal as the suite's. */
export function productPlans(
  rows: readonly Pick<SubscriptionRow, 'productCode' | 'planCode'>[],
  plans: readonly PricingPlanRow[],
): ProductPlanLimits[] {
  const result = PLAN_PRODUCT_CODES.map((productCode) => {
    const planCode =
      rows.find((subscription) => subscription.productCode === productCode)?.planCode ?? 'free';
    return { productCode, planCode, limits: planLimitsOf(plans, { productCode, planCode }) };
  });
  if (rows.some((row) => row.productCode === PRODUCT_CODES.lifetime_deal)) {
    result.push({ ...LIFETIME_DEAL_PLAN, limits: planLimitsOf(plans, LIFETIME_DEAL_PLAN) });
  }
  return result;
}

/** Whether every limit is lifted: the admin's override, or early-user mode while it lasts. */
async function limitsLifted(db: Executor, orgId: string): Promise<boolean> {
  const [account, org] = await Promise.all([
    findBillingAccount(db, orgId),
    organisationBillingFacts(db, orgId),
  ]);
  if (!org) return false;
  return account?.limitsOverride === true || earlyUserModeActive(org.earlyUserModeExpireAt);
}

/** `context.planLimits`: every limit check reads the organisation's limits here. */
export function createPlanLimits(): PlanLimits {
  return {
    async read(db, orgId) {
      if (await limitsLifted(db, orgId)) return { ...UNLIMITED_LIMITS };
      const [rows, plans] = await Promise.all([countedSubscriptions(db, orgId), listPricingPlanRows(db)]);
      return limitsOfSubscriptions(rows, plans);
    },
    async modulePlan(db, orgId, module) {
      const [rows, plans] = await Promise.all([countedSubscriptions(db, orgId), listPricingPlanRows(db)]);
      return modulePlan(productPlans(rows, plans), module);
    },
  };
}

/** The highest value of a limit any plan product's plan offers (the upgrade dialog's 'up to'). */
export async function highestPlanLimit(
  db: Executor,
  key: Exclude<keyof UsageLimits, 'whiteLabel' | 'customBrand'>,
): Promise<number> {
  const plans = (await listPricingPlanRows(db)).filter((plan) =>
    PLAN_PRODUCT_CODES.includes(plan.productCode),
  );
  if (plans.length === 0) return planUsageLimits('starter')[key];
  return Math.max(...plans.map((plan) => plan.usageLimit[key]));
}
