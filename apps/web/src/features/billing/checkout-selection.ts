import {
  ADD_ON_PRODUCT_CODES,
  PRODUCT_CODES,
  type ActiveSubscription,
  type PlanCode,
  type PlanInterval,
  type ProductCode,
} from '@hookline/domain';
import type { ProductSelection } from '../../api/subscriptions-api.ts';

/** What the admin picked and has not bought yet: a plan (and a quantity for add-ons) per product. */
export type PendingSelection = Partial<Record<ProductCode, { plan: PlanCode; quantity?: number }>>;

/** One line of the checkout summary: the product's plan now and the one picked. */
export interface SelectionChange {
  productCode: ProductCode;
  from: PlanCode;
  to: PlanCode;
  quantity?: number;
}

/** A subscription the provider bills: a paid plan or an add-on, not the lifetime deal's. */
const isBilled = (subscription: ActiveSubscription): boolean =>
  subscription.purchase_medium !== 'app_sumo' &&
  subscription.product_code !== PRODUCT_CODES.lifetime_deal &&
  (subscription.plan !== 'free' || ADD_ON_PRODUCT_CODES.includes(subscription.product_code));

export const activeSubscriptionOf = (
  subscriptions: readonly ActiveSubscription[],
  productCode: ProductCode,
): ActiveSubscription | undefined =>
  subscriptions.find((subscription) => subscription.product_code === productCode);

/** Why a product's modules are blocked, as its plan card says it: an unpaid invoice, or our team's block. */
export function blockedStandingOf(
  subscriptions: readonly ActiveSubscription[],
  productCode: ProductCode,
): 'Unpaid' | 'Blocked' | null {
  const subscription = activeSubscriptionOf(subscriptions, productCode);
  if (subscription?.status === 'unpaid') return 'Unpaid';
  return subscription?.accessMode === 'blocked_1' ? 'Blocked' : null;
}

/** Each product defaults to the free plan when none is active (spec section 4). */
export const currentPlanOf = (
  subscriptions: readonly ActiveSubscription[],
  productCode: ProductCode,
): PlanCode => activeSubscriptionOf(subscriptions, productCode)?.plan ?? 'free';

/** Whether the organisation pays for anything now: then changes are updates, not a new checkout. */
export const hasPaidSubscription = (subscriptions: readonly ActiveSubscription[]): boolean =>
  subscriptions.some(isBilled);

/** The billing period of what the organisation pays for, or null on the free plans. */
export function currentPeriod(subscriptions: readonly ActiveSubscription[]): PlanInterval | null {
  return subscriptions.find(isBilled)?.period ?? null;
}

/** The picked plans that differ from what the organisation is on. */
export function selectionChanges(
  selection: PendingSelection,
  subscriptions: readonly ActiveSubscription[],
): SelectionChange[] {
  const changes: SelectionChange[] = [];
  for (const [code, picked] of Object.entries(selection) as [
    ProductCode,
    { plan: PlanCode; quantity?: number },
  ][]) {
    const current = activeSubscriptionOf(subscriptions, code);
    const from = current?.plan ?? 'free';
    const quantityChanged = picked.quantity !== undefined && picked.quantity !== (current?.quantity ?? 0);
    if (from !== picked.plan || quantityChanged) {
      changes.push({
        productCode: code,
        from,
        to: picked.plan,
        ...(picked.quantity === undefined ? {} : { quantity: picked.quantity }),
      });
    }
  }
  return changes;
}

export type SummaryAction = 'checkout' | 'update';

/**
 * The checkout summary's button (spec section 4, "Plan change"): shown only when a pick differs from the
 * current plan or the period changed; 'Checkout' with no paid subscription, 'Update subscription' otherwise.
 */
export function summaryAction(input: {
  changes: readonly SelectionChange[];
  period: PlanInterval;
  subscriptions: readonly ActiveSubscription[];
}): SummaryAction | null {
  const paid = hasPaidSubscription(input.subscriptions);
  const periodChanged = paid && currentPeriod(input.subscriptions) !== input.period;
  if (input.changes.length === 0 && !periodChanged) return null;
  return paid ? 'update' : 'checkout';
}

/** Yearly subscribers cannot switch billing period (spec section 4). */
export const periodLocked = (subscriptions: readonly ActiveSubscription[]): boolean =>
  currentPeriod(subscriptions) === 'yearly';

/** The products a new checkout buys: the picked paid plans and add-ons. */
export function checkoutProducts(changes: readonly SelectionChange[]): ProductSelection[] {
  return changes
    .filter((change) => change.to !== 'free')
    .map((change) => ({
      product_code: change.productCode,
      plan_code: change.to,
      ...(change.quantity === undefined ? {} : { quantity: change.quantity }),
    }));
}

/**
 * What an update asks for: every product the organisation pays for now, at its picked plan where one was
 * picked, plus the newly picked ones.
 */
export function updateProducts(
  selection: PendingSelection,
  subscriptions: readonly ActiveSubscription[],
): ProductSelection[] {
  const products = new Map<ProductCode, ProductSelection>();
  for (const subscription of subscriptions.filter(isBilled)) {
    products.set(subscription.product_code, {
      product_code: subscription.product_code,
      plan_code: subscription.plan,
      ...(ADD_ON_PRODUCT_CODES.includes(subscription.product_code)
        ? { quantity: subscription.quantity }
        : {}),
    });
  }
  for (const [code, picked] of Object.entries(selection) as [
    ProductCode,
    { plan: PlanCode; quantity?: number },
  ][]) {
    products.set(code, {
      product_code: code,
      plan_code: picked.plan,
      ...(picked.quantity === undefined ? {} : { quantity: picked.quantity }),
    });
  }
  return [...products.values()];
}
