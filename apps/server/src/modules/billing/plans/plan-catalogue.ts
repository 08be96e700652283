import {
  AD_LAUNCHER_ADD_ON,
  CREATIVE_HUB_ADD_ON,
  FREE_STORAGE_GB,
  LEGACY_PRODUCT_CODES,
  PLAN_ANALYTICS_LIMITS,
  formatPlanStorageGB,
  PLAN_STORAGE_LIMITS,
  PLAN_TEAM_LIMITS,
  PLAN_TRANSCRIPTION_LIMITS,
  PRODUCT_CODES,
  UNLIMITED,
  YEARLY_DISCOUNT_PERCENT,
  type PlanCode,
  type ProductCode,
  type UsageLimits,
} from '@hookline/domain';

/** One plan as the seed writes it: prices in US cents. */
export interface CataloguePlan {
  productCode: ProductCode;
  productName: string;
  planCode: PlanCode;
  planName: string;
  priceMonthlyCents: number;
  priceYearlyCents: number;
  featureHighlights: string[];
  usageLimit: UsageLimits;
  meteredFirstUnitCents: number | null;
  meteredUnitCents: number | null;
  position: number;
}

/** Twelve months less the yearly discount. */
export const yearlyCents = (monthlyCents: number): number =>
  Math.round((monthlyCents * 12 * (100 - YEARLY_DISCOUNT_PERCENT)) / 100);

/** Detective brands, templates and launcher accounts per plan (no constant held them before billing). */
const OTHER_LIMITS: Record<
  PlanCode,
  Pick<UsageLimits, 'detectiveBrandCount' | 'adTemplateCount' | 'adlauncher_ad_account_count'>
> = {
  free: {
    detectiveBrandCount: 3,
    adTemplateCount: 5,
    adlauncher_ad_account_count: AD_LAUNCHER_ADD_ON.freeTierAccounts,
  },
  basic: {
    detectiveBrandCount: 10,
    adTemplateCount: 50,
    adlauncher_ad_account_count: AD_LAUNCHER_ADD_ON.freeTierAccounts,
  },
  starter: {
    detectiveBrandCount: 25,
    adTemplateCount: UNLIMITED,
    adlauncher_ad_account_count: AD_LAUNCHER_ADD_ON.freeTierAccounts,
  },
};

/**
 * The limits of plan `plan` of a plan product: the same values the constants of packages/domain gave every
 * organisation before billing (team, storage, analytics, transcription), so free means what it meant.
 */
export function planUsageLimits(plan: PlanCode): UsageLimits {
  return {
    ...PLAN_TEAM_LIMITS[plan],
    ...PLAN_STORAGE_LIMITS[plan],
    ...PLAN_ANALYTICS_LIMITS[plan],
    ...PLAN_TRANSCRIPTION_LIMITS[plan],
    ...OTHER_LIMITS[plan],
    whiteLabel: plan === 'starter',
    customBrand: plan !== 'free',
  };
}

const PLAN_NAMES: Record<PlanCode, string> = { free: 'Free', basic: 'Basic', starter: 'Starter' };
const PLAN_CODES_IN_ORDER: readonly PlanCode[] = ['free', 'basic', 'starter'];

/** The per-product page's suite: Research + Creative Analytics. */
const SUITE_PRICES: Record<PlanCode, number> = { free: 0, basic: 4900, starter: 14900 };

const fmt = (value: number): string => (value >= UNLIMITED ? 'Unlimited' : value.toLocaleString('en-US'));

function suiteHighlights(plan: PlanCode): string[] {
  const limits = planUsageLimits(plan);
  const spend =
    limits.adaccount_spend_limit >= UNLIMITED
      ? 'Any monthly ad spend'
      : `Up to $${fmt(limits.adaccount_spend_limit)} monthly ad spend`;
  return [
    `${fmt(limits.membersCount)} team members and ${fmt(limits.guestUserCount)} guests`,
    `${fmt(limits.workspacesCount)} workspaces`,
    `${fmt(limits.adAccountCount)} new ad accounts a month`,
    spend,
    `${fmt(limits.detectiveBrandCount)} tracked brands`,
    `${fmt(limits.videoTranscriptionCount)} video transcriptions`,
    `${formatPlanStorageGB(limits.fileSizeInGB)} of Creative Hub storage`,
    ...(limits.customBrand ? ['Your own theme colours'] : []),
    ...(limits.whiteLabel ? ['Your logo across the app'] : []),
  ];
}

interface LegacyProduct {
  code: ProductCode;
  name: string;
  prices: Record<PlanCode, number>;
  highlights: (limits: UsageLimits) => string[];
}

const LEGACY_PRODUCTS: readonly LegacyProduct[] = [
  {
    code: PRODUCT_CODES.inspiration,
    name: 'Inspiration',
    prices: { free: 0, basic: 1900, starter: 4900 },
    highlights: (l) => [
      'Save ads from the library and the browser extension',
      `${fmt(l.membersCount)} team members`,
      `${fmt(l.workspacesCount)} workspaces`,
    ],
  },
  {
    code: PRODUCT_CODES.detective,
    name: 'Detective',
    prices: { free: 0, basic: 2900, starter: 6900 },
    highlights: (l) => [
      `Track ${fmt(l.detectiveBrandCount)} brands`,
      `${fmt(l.videoTranscriptionCount)} video transcriptions`,
    ],
  },
  {
    code: PRODUCT_CODES.drive,
    name: 'Creative Hub',
    prices: { free: 0, basic: 1900, starter: 4900 },
    highlights: (l) => [
      `${formatPlanStorageGB(l.fileSizeInGB)} of storage`,
      'Share links and file collection',
    ],
  },
  {
    code: PRODUCT_CODES.analytics,
    name: 'Creative Analytics',
    prices: { free: 0, basic: 3900, starter: 9900 },
    highlights: (l) => [
      `${fmt(l.adAccountCount)} new ad accounts a month`,
      l.adaccount_spend_limit >= UNLIMITED
        ? 'Any monthly ad spend'
        : `Up to $${fmt(l.adaccount_spend_limit)} monthly ad spend`,
      'Reports, snapshots and AI grouping',
    ],
  },
  {
    code: PRODUCT_CODES.adtemplates,
    name: 'Ad Templates',
    prices: { free: 0, basic: 1900, starter: 3900 },
    highlights: (l) => [`${fmt(l.adTemplateCount)} ad templates`, 'Brand kits for every workspace'],
  },
];

function planProduct(input: {
  code: ProductCode;
  name: string;
  prices: Record<PlanCode, number>;
  highlights: (limits: UsageLimits, plan: PlanCode) => string[];
  position: number;
}): CataloguePlan[] {
  return PLAN_CODES_IN_ORDER.map((planCode, index) => {
    const usageLimit = planUsageLimits(planCode);
    return {
      productCode: input.code,
      productName: input.name,
      planCode,
      planName: PLAN_NAMES[planCode],
      priceMonthlyCents: input.prices[planCode],
      priceYearlyCents: yearlyCents(input.prices[planCode]),
      featureHighlights: input.highlights(usageLimit, planCode),
      usageLimit,
      meteredFirstUnitCents: null,
      meteredUnitCents: null,
      position: input.position * 10 + index,
    };
  });
}

/** An add-on's limits: nothing beyond the free plans but its own quantity, which the row carries. */
const addOnLimits = (overrides: Partial<UsageLimits>): UsageLimits => ({
  ...planUsageLimits('free'),
  ...overrides,
});

/** Every plan Hookline sells, as first seeded; an admin changes them later with `billing plans set`. */
export function planCatalogue(): CataloguePlan[] {
  const suite = planProduct({
    code: PRODUCT_CODES.creative_suite,
    name: 'Research + Creative Analytics',
    prices: SUITE_PRICES,
    highlights: (_limits, plan) => suiteHighlights(plan),
    position: 0,
  });
  const legacy = LEGACY_PRODUCTS.map((product, index) =>
    planProduct({ ...product, position: index + 1 }),
  ).flat();
  const launcherFirst = AD_LAUNCHER_ADD_ON.firstAccountMonthlyPrice * 100;
  const launcherUnit = AD_LAUNCHER_ADD_ON.additionalAccountPrice * 100;
  const adLauncher: CataloguePlan = {
    productCode: PRODUCT_CODES.adlauncher,
    productName: 'Ad Launcher',
    planCode: 'starter',
    planName: 'Ad Launcher',
    priceMonthlyCents: launcherFirst,
    priceYearlyCents: yearlyCents(launcherFirst),
    featureHighlights: [
      'Launch ads to Meta and TikTok from your workspace',
      `$${AD_LAUNCHER_ADD_ON.additionalAccountPrice} for each ad account after the first`,
      `${AD_LAUNCHER_ADD_ON.includedStorageGB} GB of storage included`,
    ],
    usageLimit: addOnLimits({ adlauncher_ad_account_count: AD_LAUNCHER_ADD_ON.max }),
    meteredFirstUnitCents: launcherFirst,
    meteredUnitCents: launcherUnit,
    position: 100,
  };
  const hubUnit = 10;
  const creativeHub: CataloguePlan = {
    productCode: PRODUCT_CODES.creative_hub,
    productName: 'Creative Hub storage',
    planCode: 'starter',
    planName: 'Creative Hub storage',
    priceMonthlyCents: CREATIVE_HUB_ADD_ON.minGB * hubUnit,
    priceYearlyCents: yearlyCents(CREATIVE_HUB_ADD_ON.minGB * hubUnit),
    featureHighlights: [
      `From ${CREATIVE_HUB_ADD_ON.minGB} GB to ${CREATIVE_HUB_ADD_ON.maxGB} GB of storage`,
      `$${(hubUnit / 100).toFixed(2)} per GB a month`,
      `${FREE_STORAGE_GB} GB stay free without the add-on`,
    ],
    usageLimit: addOnLimits({ fileSizeInGB: CREATIVE_HUB_ADD_ON.maxGB }),
    meteredFirstUnitCents: hubUnit,
    meteredUnitCents: hubUnit,
    position: 110,
  };
  return [...suite, ...legacy, adLauncher, creativeHub];
}

/** Products that are sold as plans (free/basic/starter): the suite and the legacy products. */
export const PLAN_PRODUCT_CODES: readonly ProductCode[] = [
  PRODUCT_CODES.creative_suite,
  ...LEGACY_PRODUCT_CODES,
];
