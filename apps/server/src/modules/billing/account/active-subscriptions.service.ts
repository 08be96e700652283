import {
  blockedModules,
  PRODUCT_CODES,
  type ActiveSubscriptionsResponse,
  type BillingAccess,
  type ProductCode,
} from '@hookline/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { findOrganisationRow } from '../../tenancy/index.ts';
import {
  COUNTED_STATUSES,
  earlyUserModeActive,
  findBillingAccount,
  standingSubscriptions,
  type SubscriptionRow,
} from '../limits/plan-limits.service.ts';
import { listPricingPlanRows, subscriptionPlanOf } from '../plans/pricing-plans.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left before `endsAt`, rounded up; 0 once it has passed. */
export const trialDaysLeft = (endsAt: Date, now = new Date()): number =>
  Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));

/**
 * A trial with 0 days left blocks the whole app, unless the organisation pays (a counted row that is not
 * itself a trial) or holds a lifetime deal.
 */
export function trialBlocks(input: {
  trialEndsAt: Date | null;
  rows: readonly Pick<SubscriptionRow, 'status'>[];
  lifetimeDeal: boolean;
  now: Date;
}): boolean {
  if (!input.trialEndsAt || input.lifetimeDeal) return false;
  if (input.rows.some((row) => COUNTED_STATUSES.includes(row.status) && row.status !== 'trialing')) {
    return false;
  }
  return trialDaysLeft(input.trialEndsAt, input.now) === 0;
}

/** The organisation's standing rows, and whether its trial blocks the whole app. */
async function billingStanding(db: Executor, orgId: string) {
  const org = await findOrganisationRow(db, orgId);
  if (!org) throw notFound();
  const [account, rows] = await Promise.all([
    findBillingAccount(db, orgId),
    standingSubscriptions(db, orgId),
  ]);
  const now = new Date();
  const trialEndsAt = account?.trialEndsAt ?? null;
  const blocked = trialBlocks({ trialEndsAt, rows, lifetimeDeal: org.lifetimeDeal, now });
  return { org, account, rows, now, trialEndsAt, blocked };
}

const iso = (value: Date | null | undefined): string | null => value?.toISOString() ?? null;

/** `GET subscriptions/active`: the standing rows (an unpaid one blocked), the limits that come from them and the account's flags. */
export async function activeSubscriptions(
  context: AppContext,
  orgId: string,
): Promise<ActiveSubscriptionsResponse> {
  const { db } = context.database;
  const { org, account, rows, trialEndsAt, blocked } = await billingStanding(db, orgId);
  const [plans, usageLimits] = await Promise.all([
    listPricingPlanRows(db),
    context.planLimits.read(db, orgId),
  ]);
  const planOf = (row: SubscriptionRow) =>
    plans.find((plan) => plan.productCode === row.productCode && plan.planCode === row.planCode);
  const quantityOf = (code: ProductCode) => rows.find((row) => row.productCode === code)?.quantity ?? 0;
  // The notice and modal follow the row whose invoice waits; otherwise the first row speaks for them all.
  const invoiceRow = rows.find((row) => row.paymentActionNeeded) ?? rows.find((row) => row.invoiceNumber);
  const [first] = rows;
  return {
    activeSubscriptions: rows.map((row) => {
      const plan = planOf(row);
      return {
        product_code: row.productCode,
        plan: row.planCode,
        period: row.interval,
        quantity: row.quantity,
        planDetails: plan ? subscriptionPlanOf(plan) : null,
        purchase_medium: row.purchaseMedium,
        accessMode: row.accessMode,
        status: row.status,
        subscriptionEndsAt: iso(row.currentPeriodEnd),
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      };
    }),
    purchase_medium: first?.purchaseMedium ?? null,
    accessMode: blocked ? 'blocked_1' : 'active',
    stripe_customer_id: account?.provider === 'stripe' ? (account.customerId ?? null) : null,
    subscriptionInfo: {
      subscriptionEndsAt: iso(first?.currentPeriodEnd),
      subscription_status: first?.status ?? null,
      paymentActionNeeded: rows.some((row) => row.paymentActionNeeded),
      invoiceNumber: invoiceRow?.invoiceNumber ?? null,
      invoicePaymentLink: invoiceRow?.invoicePaymentUrl ?? null,
      isManualSubscription: account?.manualSubscription ?? false,
    },
    usageLimits,
    creativeHubFactorUsageLimits: { fileSizeInGB: quantityOf(PRODUCT_CODES.creative_hub) },
    adLauncherFactorUsageLimits: { adlauncher_ad_account_count: quantityOf(PRODUCT_CODES.adlauncher) },
    pricingPage: account?.pricingPage ?? 'per_product',
    lifetimeDeal: org.lifetimeDeal,
    trialEndsAt: iso(trialEndsAt),
    earlyUserModeExpireAt: iso(org.earlyUserModeExpireAt),
    limitsOverride: account?.limitsOverride ?? false,
  };
}

/** `GET subscriptions/access`: what the app shell of any member needs (trial, blocks, payment, flags). */
export async function billingAccess(context: AppContext, orgId: string): Promise<BillingAccess> {
  const { db } = context.database;
  const { org, rows, now, trialEndsAt, blocked } = await billingStanding(db, orgId);
  const limits = await context.planLimits.read(db, orgId);
  return {
    accessMode: blocked ? 'blocked_1' : 'active',
    blockedProducts: rows.filter((row) => row.accessMode === 'blocked_1').map((row) => row.productCode),
    blockedModules: blockedModules(rows),
    trialEndsAt: iso(trialEndsAt),
    trialDaysLeft: trialEndsAt ? trialDaysLeft(trialEndsAt, now) : null,
    earlyUserModeExpireAt: iso(org.earlyUserModeExpireAt),
    earlyUserMode: earlyUserModeActive(org.earlyUserModeExpireAt, now),
    paymentActionNeeded: rows.some((row) => row.paymentActionNeeded),
    lifetimeDeal: org.lifetimeDeal,
    whiteLabel: limits.whiteLabel,
    customBrand: limits.customBrand,
    contactSalesUrl: context.config.support.contactSalesUrl,
  };
}
