import {
  ADD_ON_PRODUCT_CODES,
  isProductReleased,
  RELEASED_MODULES,
  type ReleasedModules,
  LIMIT_MODULE,
  PRODUCT_CODES,
  formatStorageGB,
  type ActiveSubscription,
  type NumericLimit,
  type PricingPlan,
  type UsageLimits,
} from '@hookline/domain';
import { formatLimit } from './plan-display.ts';

const LIMIT_LABELS: Record<NumericLimit, string> = {
  membersCount: 'Members',
  guestUserCount: 'Guests',
  workspacesCount: 'Workspaces',
  fileSizeInGB: 'Creative Hub storage',
  detectiveBrandCount: 'Detective brands',
  adAccountCount: 'Analytics ad accounts a month',
  adTemplateCount: 'Ad templates',
  adaccount_spend_limit: 'Ad spend tracked a month',
  videoTranscriptionCount: 'Video transcriptions',
  adlauncher_ad_account_count: 'Ad Launcher ad accounts',
};

/** A limit of a module that doesn't exist yet is nothing the organisation can lose. */
const isLimitOfReleasedModule = (key: NumericLimit, released: ReleasedModules): boolean => {
  const product = key === 'adlauncher_ad_account_count' ? 'adlauncher' : LIMIT_MODULE[key];
  return product === undefined || isProductReleased(product, released);
};

const formatValue = (key: NumericLimit, value: number): string => {
  if (key === 'fileSizeInGB') return formatStorageGB(value);
  if (key === 'adaccount_spend_limit') return `$${formatLimit(value)}`;
  return formatLimit(value);
};

/** One thing the organisation loses by cancelling: the limit now and on the free plan. */
export interface Loss {
  label: string;
  from: string;
  to: string;
}

/**
 * What cancelling every subscription takes away (spec section 4's warning): each limit the organisation's
 * paid plans raise above the free plans, the white-label and brand flags, and the add-ons.
 */
export function cancelLosses(input: {
  subscriptions: readonly ActiveSubscription[];
  plans: readonly PricingPlan[];
  limits: UsageLimits;
  released?: ReleasedModules;
}): Loss[] {
  const freeLimits = input.plans
    .filter((product) => !ADD_ON_PRODUCT_CODES.includes(product.product_code))
    .flatMap((product) => product.subscription_plans.filter((plan) => plan.subscription_plan === 'free'))
    .map((plan) => plan.usage_limit);
  const losses: Loss[] = [];
  for (const key of (Object.keys(LIMIT_LABELS) as NumericLimit[]).filter((key) =>
    isLimitOfReleasedModule(key, input.released ?? RELEASED_MODULES),
  )) {
    const free = freeLimits.length > 0 ? Math.max(...freeLimits.map((limits) => limits[key])) : 0;
    if (input.limits[key] > free) {
      losses.push({
        label: LIMIT_LABELS[key],
        from: formatValue(key, input.limits[key]),
        to: formatValue(key, free),
      });
    }
  }
  if (input.limits.whiteLabel && !freeLimits.some((limits) => limits.whiteLabel)) {
    losses.push({ label: 'Your logo in the app (white label)', from: 'On', to: 'Off' });
  }
  if (input.limits.customBrand && !freeLimits.some((limits) => limits.customBrand)) {
    losses.push({ label: 'Custom brand theme', from: 'On', to: 'Off' });
  }
  for (const subscription of input.subscriptions) {
    if (subscription.product_code === PRODUCT_CODES.adlauncher) {
      losses.push({ label: 'Ad Launcher add-on', from: `${subscription.quantity} ad accounts`, to: 'None' });
    }
    if (subscription.product_code === PRODUCT_CODES.creative_hub) {
      losses.push({ label: 'Creative Hub add-on', from: formatStorageGB(subscription.quantity), to: 'None' });
    }
  }
  return losses;
}
