import {
  BILLING_PRODUCTS_OF,
  PRODUCT_CODES,
  type Product,
  type ProductCode,
  type PurchaseMedium,
} from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import { countedSubscriptions } from './plan-limits.service.ts';

/**
 * Where the organisation bought a module from: the purchase medium of each counted subscription (active,
 * trialing or past due) of a paid plan that sells it; the lifetime deal, which stands for the suite, sells
 * what the suite sells. A feature sold only outside the lifetime-deal marketplace reads it (the AI detective).
 */
export async function modulePurchaseMediums(
  db: Executor,
  orgId: string,
  module: Product,
): Promise<PurchaseMedium[]> {
  const sellers: readonly ProductCode[] = BILLING_PRODUCTS_OF[module].includes(PRODUCT_CODES.creative_suite)
    ? [...BILLING_PRODUCTS_OF[module], PRODUCT_CODES.lifetime_deal]
    : BILLING_PRODUCTS_OF[module];
  const rows = await countedSubscriptions(db, orgId);
  return rows
    .filter((row) => sellers.includes(row.productCode) && row.planCode !== 'free')
    .map((row) => row.purchaseMedium);
}
