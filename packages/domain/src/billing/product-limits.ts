import type { Product } from '../tenancy/roles.ts';
import type { PlanCode, ProductCode } from './billing-products.ts';
import { BILLING_PRODUCTS_OF } from './product-access.ts';
import { mergeUsageLimits, NUMERIC_LIMITS, type NumericLimit, type UsageLimits } from './usage-limits.ts';

/**
 * The module whose plans set a limit. Each product's screens and checks read that product's limits: the
 * Analytics ad accounts come from the plans that sell Analytics, not from the highest plan of any product.
 * Limits of the whole organisation (members, guests, workspaces, storage, transcriptions) take every plan.
 */
export const LIMIT_MODULE: Partial<Record<NumericLimit, Product>> = {
  adAccountCount: 'analytics',
  adaccount_spend_limit: 'analytics',
  detectiveBrandCount: 'detective',
  adTemplateCount: 'adtemplates',
};

/** One plan product's plan and its limits. */
export interface ProductPlanLimits {
  productCode: ProductCode;
  planCode: PlanCode;
  limits: UsageLimits;
}

/**
 * The organisation's limits from each plan product's plan: a module's limit is the highest among the plans
 * that sell that module, the others the highest among all; add-on quantities then apply.
 */
export function mergeProductLimits(
  plans: readonly ProductPlanLimits[],
  addOns: Parameters<typeof mergeUsageLimits>[1] = {},
): UsageLimits {
  const merged = mergeUsageLimits(plans.map((plan) => plan.limits));
  for (const key of NUMERIC_LIMITS) {
    const module = LIMIT_MODULE[key];
    if (!module) continue;
    const sellers = plans.filter((plan) => BILLING_PRODUCTS_OF[module].includes(plan.productCode));
    if (sellers.length > 0) merged[key] = Math.max(...sellers.map((plan) => plan.limits[key]));
  }
  return mergeUsageLimits([merged], addOns);
}

const PLAN_RANK: readonly PlanCode[] = ['free', 'basic', 'starter'];

/** The plan a module is on: the highest plan among those that sell it ('free' without one). */
export function modulePlan(plans: readonly ProductPlanLimits[], module: Product): PlanCode {
  return plans
    .filter((plan) => BILLING_PRODUCTS_OF[module].includes(plan.productCode))
    .reduce<PlanCode>(
      (best, plan) => (PLAN_RANK.indexOf(plan.planCode) > PLAN_RANK.indexOf(best) ? plan.planCode : best),
      'free',
    );
}
