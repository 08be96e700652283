import { PRODUCT_CODES, type PlanCode, type PlanInterval, type ProductCode } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { pricingPlans } from '../tables.ts';
import type { ProviderItem } from './billing-provider.ts';

export type PricingPlanRow = typeof pricingPlans.$inferSelect;

export async function findPricingPlan(
  db: Executor,
  productCode: ProductCode,
  planCode: PlanCode,
): Promise<PricingPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(pricingPlans)
    .where(and(eq(pricingPlans.productCode, productCode), eq(pricingPlans.planCode, planCode)))
    .limit(1);
  return row;
}

/** What an add-on's quantity counts. */
const ADD_ON_UNITS: Partial<Record<ProductCode, (quantity: number) => string>> = {
  [PRODUCT_CODES.adlauncher]: (quantity) => `${quantity} ad ${quantity === 1 ? 'account' : 'accounts'}`,
  [PRODUCT_CODES.creative_hub]: (quantity) => `${quantity} GB`,
};

/**
 * A line as the customer reads it: 'Research + Creative Analytics Basic', or an add-on (whose plan is named
 * after its product) with its size, 'Ad Launcher: 4 ad accounts'.
 */
export function lineTitle(
  plan: Pick<PricingPlanRow, 'productCode' | 'productName' | 'planName'>,
  quantity = 1,
) {
  const title =
    plan.planName === plan.productName ? plan.productName : `${plan.productName} ${plan.planName}`;
  const unit = ADD_ON_UNITS[plan.productCode];
  if (unit) return `${title}: ${unit(quantity)}`;
  return quantity === 1 ? title : `${title} × ${quantity}`;
}

/** An add-on's price list for one period, in cents (yearly is twelve months); null for a plan sold flat. */
export function meteredTiersCents(
  plan: PricingPlanRow,
  interval: PlanInterval,
): { firstUnitCents: number; unitCents: number } | null {
  if (plan.meteredFirstUnitCents === null || plan.meteredUnitCents === null) return null;
  const months = interval === 'yearly' ? 12 : 1;
  return { firstUnitCents: plan.meteredFirstUnitCents * months, unitCents: plan.meteredUnitCents * months };
}

/**
 * The price of one line for one period, in cents: a plan's monthly or yearly price times its quantity, or an
 * add-on's metered price (the first unit, then each further one).
 */
export function lineAmountCents(plan: PricingPlanRow, interval: PlanInterval, quantity: number): number {
  const metered = meteredTiersCents(plan, interval);
  if (metered) return metered.firstUnitCents + Math.max(0, quantity - 1) * metered.unitCents;
  return (interval === 'yearly' ? plan.priceYearlyCents : plan.priceMonthlyCents) * quantity;
}

/** Each item with its plan row and amount; an item whose plan is not sold is `undefined` in `missing`. */
export async function priceItems(
  db: Executor,
  interval: PlanInterval,
  items: readonly ProviderItem[],
): Promise<{ item: ProviderItem; plan: PricingPlanRow; amountCents: number }[]> {
  const priced = [];
  for (const item of items) {
    const plan = await findPricingPlan(db, item.productCode, item.planCode);
    if (!plan) throw new Error(`no pricing plan ${item.productCode}/${item.planCode}`);
    priced.push({ item, plan, amountCents: lineAmountCents(plan, interval, item.quantity) });
  }
  return priced;
}
