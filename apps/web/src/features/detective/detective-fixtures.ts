import {
  DETECTIVE_TREND_DAYS,
  UNLIMITED_LIMITS,
  type ActiveSubscriptionsResponse,
  type DetectiveTracker,
} from '@hookline/domain';

const DAY_MS = 86_400_000;
const TODAY = Date.UTC(2026, 10, 29);

/**
 * A brand's active ads over 30 days, from `from` to `to`, as real ones move: a steady drift with the small
 * daily ups and downs of ads starting and stopping (fixed, so a test reads the same numbers every time).
 */
export function aTrend(from: number, to: number, days = DETECTIVE_TREND_DAYS): DetectiveTracker['trend'] {
  const wobble = [0, 1, -1, 2, 0, -2, 1, 0, -1, 1];
  return Array.from({ length: days }, (_, index) => {
    const edge = index === 0 || index === days - 1;
    const drift = from + ((to - from) * index) / (days - 1);
    return {
      day: new Date(TODAY - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
      activeAdCount: edge ? (index === 0 ? from : to) : Math.max(0, Math.round(drift) + wobble[index % 10]!),
    };
  });
}

/** A tracked brand the list answers with; a test overrides what it looks at. */
export function aTracker(overrides: Partial<DetectiveTracker> = {}): DetectiveTracker {
  return {
    _id: 'tracker-1',
    workspaceId: 'ws-1',
    brandId: 'brand-1',
    brand: {
      _id: 'brand-1',
      name: 'Northwind Outdoor',
      logoURL: null,
      website: 'https://www.northwind-outdoor.example',
    },
    activeAdCount: 31,
    newAdCount: 6,
    trend: aTrend(12, 31),
    createdBy: 'user-1',
    createdAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

/** Three competitors: one scaling up, one pulling back, one just tracked (no snapshots yet). */
export const TRACKERS: DetectiveTracker[] = [
  aTracker(),
  aTracker({
    _id: 'tracker-2',
    brandId: 'brand-2',
    brand: { _id: 'brand-2', name: 'Bluebird Coffee', logoURL: null, website: 'bluebird-coffee.example' },
    activeAdCount: 40,
    newAdCount: 1,
    trend: aTrend(52, 40),
    createdAt: '2026-10-12T09:00:00.000Z',
  }),
  aTracker({
    _id: 'tracker-3',
    brandId: 'brand-3',
    brand: { _id: 'brand-3', name: 'Cobalt Skincare', logoURL: null, website: null },
    activeAdCount: 9,
    newAdCount: 9,
    trend: [],
    createdAt: '2026-11-28T09:00:00.000Z',
  }),
];

/** `GET subscriptions/active` with the plan's tracked brands limit (what an org admin reads). */
export function anActiveSubscriptions(detectiveBrandCount: number): ActiveSubscriptionsResponse {
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
    usageLimits: { ...UNLIMITED_LIMITS, detectiveBrandCount },
    creativeHubFactorUsageLimits: { fileSizeInGB: 0 },
    adLauncherFactorUsageLimits: { adlauncher_ad_account_count: 0 },
    pricingPage: 'per_product',
    lifetimeDeal: false,
    trialEndsAt: null,
    earlyUserModeExpireAt: null,
    limitsOverride: false,
  };
}
