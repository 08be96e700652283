import { UNLIMITED } from '../constants.ts';

/**
 * Billing's products (platform spec section 9). Each code carries the brand prefix; the pricing plans, the
 * subscriptions and the payment provider's prices are keyed by these codes.
 */
export const PRODUCT_CODE_PREFIX = 'hookline_';
export const PRODUCT_CODES = {
  inspiration: 'hookline_inspiration',
  detective: 'hookline_detective',
  drive: 'hookline_drive',
  analytics: 'hookline_analytics',
  adtemplates: 'hookline_adtemplates',
  adlauncher: 'hookline_adlauncher',
  creative_suite: 'hookline_creative_suite',
  creative_hub: 'hookline_creative_hub',
  lifetime_deal: 'hookline_app_sumo_product',
} as const;
export type ProductCode = (typeof PRODUCT_CODES)[keyof typeof PRODUCT_CODES];
export const ALL_PRODUCT_CODES = Object.values(PRODUCT_CODES) as ProductCode[];

/** The legacy pricing page: one card per product, each with its own free/basic/starter plan. */
export const LEGACY_PRODUCT_CODES: readonly ProductCode[] = [
  PRODUCT_CODES.inspiration,
  PRODUCT_CODES.detective,
  PRODUCT_CODES.drive,
  PRODUCT_CODES.analytics,
  PRODUCT_CODES.adtemplates,
];

/** The per-product page's tabs (spec "product areas") and the product each sells. */
export const PRODUCT_AREAS = [
  {
    area: 'research_analytics',
    label: 'Research + Creative Analytics',
    productCode: PRODUCT_CODES.creative_suite,
  },
  { area: 'ad_launcher', label: 'Ad Launcher', productCode: PRODUCT_CODES.adlauncher },
  { area: 'creative_hub', label: 'Creative Hub', productCode: PRODUCT_CODES.creative_hub },
] as const;
export type ProductArea = (typeof PRODUCT_AREAS)[number]['area'];

/** The two add-ons, bought by quantity: launcher ad accounts and Creative Hub storage in GB. */
export const ADD_ON_PRODUCT_CODES: readonly ProductCode[] = [
  PRODUCT_CODES.adlauncher,
  PRODUCT_CODES.creative_hub,
];
export const ADD_ON_FIELDS = ['adlauncher_ad_account_count', 'fileSizeInGB'] as const;
export type AddOnField = (typeof ADD_ON_FIELDS)[number];
export const ADD_ON_PRODUCT_OF: Record<AddOnField, ProductCode> = {
  adlauncher_ad_account_count: PRODUCT_CODES.adlauncher,
  fileSizeInGB: PRODUCT_CODES.creative_hub,
};

export const PLAN_CODES = ['free', 'basic', 'starter'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];
export const PLAN_INTERVALS = ['monthly', 'yearly'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/** The yearly discount shown on the Monthly/Yearly switch; the yearly price is shown divided by 12. */
export const YEARLY_DISCOUNT_PERCENT = 20;
export const yearlyPricePerMonth = (priceYearly: number): number =>
  Math.round((priceYearly / 12) * 100) / 100;

/** Ad Launcher add-on (spec section 9). */
export const AD_LAUNCHER_ADD_ON = {
  min: 1,
  max: 20,
  /** Above this many accounts the price is custom: Contact Sales. */
  contactSalesAbove: 15,
  firstAccountMonthlyPrice: 99,
  additionalAccountPrice: 20,
  /** Accounts allowed without the add-on, or in the free trial. */
  freeTierAccounts: 1,
  includedStorageGB: 20,
} as const;

/** Creative Hub add-on (spec section 9): storage in GB. */
export const CREATIVE_HUB_ADD_ON = {
  minGB: 100,
  maxGB: 1500,
  /** Above 1 TB the price is custom: Contact Sales. */
  contactSalesAboveGB: 1000,
  freeTierGB: 30,
} as const;

/** Refetch timings of section 9: after a subscription change, and after a purchase. */
export const SUBSCRIPTION_RELOAD_MS = 500;
export const POST_PURCHASE_REFETCH_MS = [500, 4000, 8000] as const;

/** 999999999 means unlimited (section 9). */
export const isUnlimitedLimit = (value: number): boolean => value >= UNLIMITED;
