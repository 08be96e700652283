import {
  DEFAULT_THEME,
  PRODUCT_CODES,
  allowedOrgActions,
  type ActiveSubscription,
  type ActiveSubscriptionsResponse,
  type Organisation,
  type PricingPlan,
  type SubscriptionPlan,
  type UsageLimits,
  type UsageMetricsResponse,
} from '@hookline/domain';

/** The records the billing tests' fake API answers with: a small catalogue and a free organisation. */
export const BILLING_ORG: Organisation = {
  _id: 'org-1',
  name: 'Acme Studio',
  logo: null,
  allowUsersToJoin: false,
  emailDomain: 'acme-example.com',
  theme_settings: DEFAULT_THEME,
  role: 'org_admin',
  plan: 'free',
  lifetimeDeal: false,
  early_user_mode_expire_at: null,
  featureFlags: { enableDetectiveAI: false, enableAnalyticsAIGrouping: false },
  allowedActions: [...allowedOrgActions('org_admin')],
  workspaces: {},
  orgMembers: {},
  createdAt: '2026-01-01T00:00:00.000Z',
};

export function limits(overrides: Partial<UsageLimits> = {}): UsageLimits {
  return {
    fileSizeInGB: 30,
    detectiveBrandCount: 3,
    adAccountCount: 1,
    adTemplateCount: 5,
    guestUserCount: 3,
    membersCount: 3,
    workspacesCount: 2,
    adaccount_spend_limit: 5000,
    videoTranscriptionCount: 10,
    adlauncher_ad_account_count: 1,
    whiteLabel: false,
    customBrand: false,
    ...overrides,
  };
}

const plan = (
  overrides: Partial<SubscriptionPlan> & Pick<SubscriptionPlan, 'subscription_plan' | 'plan_name'>,
) => ({
  price_monthly: 0,
  price_yearly: 0,
  feature_highlights: [],
  usage_limit: limits(),
  metered_billing: null,
  ...overrides,
});

const suitePlans: SubscriptionPlan[] = [
  plan({ subscription_plan: 'free', plan_name: 'Free', feature_highlights: ['3 team members'] }),
  plan({
    subscription_plan: 'basic',
    plan_name: 'Basic',
    price_monthly: 49,
    price_yearly: 470.4,
    feature_highlights: ['10 team members', '10 tracked brands', '50 ad templates'],
    usage_limit: limits({ membersCount: 10, workspacesCount: 10, fileSizeInGB: 100, customBrand: true }),
  }),
  plan({
    subscription_plan: 'starter',
    plan_name: 'Starter',
    price_monthly: 149,
    price_yearly: 1430.4,
    feature_highlights: ['Unlimited team members'],
    usage_limit: limits({
      membersCount: 999999999,
      workspacesCount: 999999999,
      whiteLabel: true,
      customBrand: true,
    }),
  }),
];

export const PRICING_PLANS: PricingPlan[] = [
  {
    product_code: PRODUCT_CODES.creative_suite,
    product_name: 'Research + Creative Analytics',
    subscription_plans: suitePlans,
  },
  {
    product_code: PRODUCT_CODES.inspiration,
    product_name: 'Inspiration',
    subscription_plans: suitePlans.map((item) => ({ ...item, price_monthly: item.price_monthly / 2 })),
  },
  {
    product_code: PRODUCT_CODES.detective,
    product_name: 'Detective',
    subscription_plans: suitePlans,
  },
  {
    product_code: PRODUCT_CODES.adtemplates,
    product_name: 'Ad Templates',
    subscription_plans: suitePlans,
  },
  {
    product_code: PRODUCT_CODES.adlauncher,
    product_name: 'Ad Launcher',
    subscription_plans: [
      plan({
        subscription_plan: 'starter',
        plan_name: 'Ad Launcher',
        price_monthly: 99,
        metered_billing: { first_unit_price: 99, unit_price: 20 },
      }),
    ],
  },
  {
    product_code: PRODUCT_CODES.creative_hub,
    product_name: 'Creative Hub storage',
    subscription_plans: [
      plan({
        subscription_plan: 'starter',
        plan_name: 'Creative Hub storage',
        price_monthly: 10,
        metered_billing: { first_unit_price: 0.1, unit_price: 0.1 },
      }),
    ],
  },
];

export function aSubscription(overrides: Partial<ActiveSubscription> = {}): ActiveSubscription {
  return {
    product_code: PRODUCT_CODES.creative_suite,
    plan: 'basic',
    period: 'monthly',
    quantity: 1,
    planDetails: suitePlans[1] ?? null,
    purchase_medium: 'stripe',
    accessMode: 'active',
    status: 'active',
    subscriptionEndsAt: '2026-12-26T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

export function activeResponse(
  overrides: Partial<ActiveSubscriptionsResponse> = {},
): ActiveSubscriptionsResponse {
  return {
    activeSubscriptions: [],
    purchase_medium: null,
    accessMode: 'active',
    stripe_customer_id: null,
    subscriptionInfo: {
      subscriptionEndsAt: null,
      subscription_status: null,
      paymentActionNeeded: false,
      invoiceNumber: null,
      invoicePaymentLink: null,
      isManualSubscription: false,
    },
    usageLimits: limits(),
    creativeHubFactorUsageLimits: { fileSizeInGB: 0 },
    adLauncherFactorUsageLimits: { adlauncher_ad_account_count: 0 },
    pricingPage: 'per_product',
    lifetimeDeal: false,
    trialEndsAt: null,
    earlyUserModeExpireAt: null,
    limitsOverride: false,
    ...overrides,
  };
}

/** GET subscriptions/access: every module open, no trial (shared with the app's other tests). */
export { aBillingAccess as accessResponse } from '../../test/fixtures.ts';

export function usageResponse(
  overrides: Partial<UsageMetricsResponse['usageMetrics']> = {},
): UsageMetricsResponse {
  return {
    usageMetrics: {
      membersCount: 3,
      guestMembersCount: 0,
      workspacesCount: 1,
      workspaceMetrics: [],
      adAccountCount: 0,
      monthlyAdSpend: 0,
      driveSize: 0,
      detectiveCount: 0,
      adTemplateCount: 0,
      adLauncherAdAccountCount: 0,
      adTranscriptionCount: 0,
      inspirationCount: 0,
      ...overrides,
    },
    plan: 'free',
    usageLimits: { membersCount: 3, guestUserCount: 3, workspacesCount: 2 },
    analytics: { plan: 'free', adAccountCount: 3, adaccount_spend_limit: 50_000 },
  };
}
