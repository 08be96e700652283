import { PRODUCT_LABELS, PRODUCTS, type Product } from '../tenancy/roles.ts';
import type { AccessMode } from './billing-api.ts';
import { PRODUCT_CODES, type ProductCode } from './billing-products.ts';

/**
 * The billing products that sell each module (a workspace product): its own product on the legacy page, and
 * the per-product page's product that includes it (Research + Creative Analytics, Creative Hub).
 */
export const BILLING_PRODUCTS_OF: Record<Product, readonly ProductCode[]> = {
  inspiration: [PRODUCT_CODES.inspiration, PRODUCT_CODES.creative_suite],
  detective: [PRODUCT_CODES.detective, PRODUCT_CODES.creative_suite],
  drive: [PRODUCT_CODES.drive, PRODUCT_CODES.creative_hub],
  analytics: [PRODUCT_CODES.analytics, PRODUCT_CODES.creative_suite],
  adtemplates: [PRODUCT_CODES.adtemplates, PRODUCT_CODES.creative_suite],
  adlauncher: [PRODUCT_CODES.adlauncher],
};

/** One subscription row as access reads it. */
export interface ProductAccessRow {
  productCode: ProductCode;
  accessMode: AccessMode;
}

/**
 * The modules an organisation can't use now: those whose every subscription row is `blocked_1` (spec
 * section 4). A module sold by a row that is not blocked stays open; one with no row at all is on the free
 * plan and open.
 */
export function blockedModules(rows: readonly ProductAccessRow[]): Product[] {
  return PRODUCTS.filter((module) => {
    const sellers = rows.filter((row) => BILLING_PRODUCTS_OF[module].includes(row.productCode));
    return sellers.length > 0 && sellers.every((row) => row.accessMode === 'blocked_1');
  });
}

/**
 * The refusal of a blocked module's calls, and the title of its screen; the screen says why (an unpaid
 * invoice, or our team's block) and what lifts it.
 */
export const productBlockedMessage = (module: Product): string =>
  `${PRODUCT_LABELS[module]} is blocked for your organisation`;
