import {
  ADD_ON_PRODUCT_CODES,
  type PlanCode,
  type PricingPlan,
  type ProductCode,
  type SubscriptionPlan,
  type UsageLimits,
} from '@hookline/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { pricingPlans } from '../tables.ts';
import { planCatalogue } from './plan-catalogue.ts';

export type PricingPlanRow = typeof pricingPlans.$inferSelect;

/** Inserts the catalogue's plans that are missing; a plan already there (an admin's edit) is left alone. */
export async function seedPricingPlans(db: Executor): Promise<number> {
  const inserted = await db
    .insert(pricingPlans)
    .values(planCatalogue())
    .onConflictDoNothing()
    .returning({ productCode: pricingPlans.productCode });
  return inserted.length;
}

export async function listPricingPlanRows(db: Executor): Promise<PricingPlanRow[]> {
  return db
    .select()
    .from(pricingPlans)
    .orderBy(asc(pricingPlans.position), asc(pricingPlans.productCode), asc(pricingPlans.planCode));
}

export async function findPricingPlan(
  db: Executor,
  key: { productCode: ProductCode; planCode: PlanCode },
): Promise<PricingPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(pricingPlans)
    .where(and(eq(pricingPlans.productCode, key.productCode), eq(pricingPlans.planCode, key.planCode)))
    .limit(1);
  return row;
}

const dollars = (cents: number): number => Math.round(cents) / 100;

/** A plan as the API answers it: prices in US dollars. */
export function subscriptionPlanOf(row: PricingPlanRow): SubscriptionPlan {
  return {
    subscription_plan: row.planCode,
    plan_name: row.planName,
    price_monthly: dollars(row.priceMonthlyCents),
    price_yearly: dollars(row.priceYearlyCents),
    feature_highlights: row.featureHighlights,
    usage_limit: row.usageLimit,
    metered_billing:
      row.meteredFirstUnitCents !== null && row.meteredUnitCents !== null
        ? { first_unit_price: dollars(row.meteredFirstUnitCents), unit_price: dollars(row.meteredUnitCents) }
        : null,
  };
}

/** `GET subscriptions/pricing-plans`: every product with its plans, in the catalogue's order. */
export async function pricingPlansByProduct(db: Executor): Promise<PricingPlan[]> {
  const products = new Map<ProductCode, PricingPlan>();
  for (const row of await listPricingPlanRows(db)) {
    const product = products.get(row.productCode) ?? {
      product_code: row.productCode,
      product_name: row.productName,
      subscription_plans: [],
    };
    product.subscription_plans.push(subscriptionPlanOf(row));
    products.set(row.productCode, product);
  }
  return [...products.values()];
}

/** What an admin may change on a plan; a field left out keeps its value. */
export interface PricingPlanPatch {
  planName?: string;
  priceMonthlyCents?: number;
  priceYearlyCents?: number;
  featureHighlights?: string[];
  usageLimit?: Partial<UsageLimits>;
  meteredFirstUnitCents?: number | null;
  meteredUnitCents?: number | null;
  /** Stripe's price ids, when the plan is sold with prices made in Stripe. */
  stripePriceMonthly?: string | null;
  stripePriceYearly?: string | null;
}

/** Changes one plan; undefined when no such plan exists. */
export async function updatePricingPlan(
  db: Executor,
  input: { productCode: ProductCode; planCode: PlanCode; patch: PricingPlanPatch },
): Promise<PricingPlanRow | undefined> {
  const current = await findPricingPlan(db, input);
  if (!current) return undefined;
  const { patch } = input;
  const [updated] = await db
    .update(pricingPlans)
    .set({
      planName: patch.planName,
      priceMonthlyCents: patch.priceMonthlyCents,
      priceYearlyCents: patch.priceYearlyCents,
      featureHighlights: patch.featureHighlights,
      usageLimit: patch.usageLimit ? { ...current.usageLimit, ...patch.usageLimit } : undefined,
      meteredFirstUnitCents: patch.meteredFirstUnitCents,
      meteredUnitCents: patch.meteredUnitCents,
      stripePriceMonthly: patch.stripePriceMonthly,
      stripePriceYearly: patch.stripePriceYearly,
      updatedAt: sql`now()`,
    })
    .where(and(eq(pricingPlans.productCode, input.productCode), eq(pricingPlans.planCode, input.planCode)))
    .returning();
  return updated;
}

export const isAddOnProduct = (code: ProductCode): boolean => ADD_ON_PRODUCT_CODES.includes(code);
