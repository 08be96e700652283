import {
  activeSubscriptionsResponse,
  billingAccessResponse,
  billingSessionResponse,
  checkoutResponse,
  pricingPlansResponse,
  subscriptionMessageResponse,
  type ActiveSubscriptionsResponse,
  type BillingAccess,
  type PlanCode,
  type PlanInterval,
  type PricingPlan,
  type ProductCode,
} from '@hookline/domain';
import { z } from 'zod';
import { http } from './client.ts';

const addOnResponse = z.object({ checkoutURL: z.string().optional(), message: z.string().optional() });

export type ActiveSubscriptions = ActiveSubscriptionsResponse;

export interface ProductSelection {
  product_code: ProductCode;
  plan_code: PlanCode;
  quantity?: number;
}

export type AddOnChange = { adlauncher_ad_account_count: number } | { fileSizeInGB: number };
export type AddOnField = 'adlauncher_ad_account_count' | 'fileSizeInGB';

/**
 * The main service's subscription calls (API.md, "Subscriptions"). A failed change toasts the server's
 * message; checkout and Contact Support are silent, their screens say what failed themselves.
 */
export const subscriptionsApi = {
  pricingPlans: async (orgId: string, signal?: AbortSignal): Promise<PricingPlan[]> =>
    (
      await http.main.get('subscriptions/pricing-plans', {
        query: { orgId },
        schema: pricingPlansResponse,
        signal,
      })
    ).data,

  /** The organisation admin's view: subscriptions, limits, the invoice that waits, the page flag. */
  active: (orgId: string, signal?: AbortSignal): Promise<ActiveSubscriptions> =>
    http.main.get('subscriptions/active', { query: { orgId }, schema: activeSubscriptionsResponse, signal }),

  /** Any member's view, for the app shell: the trial, a waiting payment, the plan flags, Contact Sales. */
  access: (orgId: string, signal?: AbortSignal): Promise<BillingAccess> =>
    http.main.get('subscriptions/access', { query: { orgId }, schema: billingAccessResponse, signal }),

  checkout: async (body: {
    orgId: string;
    products: ProductSelection[];
    plan_interval: PlanInterval;
    countryCode: string;
  }): Promise<string> =>
    (await http.main.post('subscriptions/checkout', body, { schema: checkoutResponse, silent: true }))
      .checkoutURL,

  update: (body: { orgId: string; products: ProductSelection[]; plan_interval: PlanInterval }) =>
    http.main.put('subscriptions', body),

  cancelAll: (orgId: string) => http.main.put('subscriptions/cancel-all', { orgId }),

  billingSession: async (orgId: string): Promise<string> =>
    (await http.main.post('subscriptions/billing-session', { orgId }, { schema: billingSessionResponse }))
      .sessionURL,

  /** Buys or resizes an add-on; with nothing paid for yet the server answers with a checkout to open. */
  updateAddOn: async (orgId: string, change: AddOnChange): Promise<{ checkoutURL?: string }> =>
    http.main.put('subscriptions/add-on', { orgId, ...change }, { schema: addOnResponse }),

  cancelAddOn: (orgId: string, field: AddOnField) =>
    http.main.put('subscriptions/add-on/cancel', { orgId, [field]: true }),

  contactSupport: (body: { orgId: string; subject: string; message: string }) =>
    http.main.post('subscriptions/contact-support', body, {
      schema: subscriptionMessageResponse.partial(),
      silent: true,
    }),
};

/** Under the organisation's key, so that refreshing an organisation refreshes its subscriptions too. */
export const SUBSCRIPTION_KEYS = {
  all: (orgId: string) => ['organisations', orgId, 'subscriptions'] as const,
  active: (orgId: string) => ['organisations', orgId, 'subscriptions', 'active'] as const,
  plans: (orgId: string) => ['organisations', orgId, 'subscriptions', 'plans'] as const,
  access: (orgId: string) => ['organisations', orgId, 'subscriptions', 'access'] as const,
};
