import type { PlanCode, PlanInterval, ProductCode, SubscriptionStatus } from '@hookline/domain';

/** One priced line of a subscription at the provider. */
export interface ProviderItem {
  productCode: ProductCode;
  planCode: PlanCode;
  quantity: number;
}

/**
 * A subscription as the provider holds it now. Event handling never trusts an event's payload: it asks the
 * provider for this state, so events that arrive twice or out of order leave the same rows.
 */
export interface ProviderSubscriptionState {
  id: string;
  customerId: string;
  /** The organisation, from the metadata Hookline put on the customer and subscription. */
  orgId: string;
  status: SubscriptionStatus;
  interval: PlanInterval;
  items: (ProviderItem & { itemId: string })[];
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The latest invoice, when it waits for the customer (3-D Secure, a failed card). */
  pendingInvoice: { number: string | null; paymentUrl: string | null } | null;
  /** The provider's version of this state: an older one never replaces a newer one. */
  version: Date;
}

/** Statuses after which a subscription is over at the provider: it sells nothing any more. */
export const OVER_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'incomplete', 'incomplete_expired'];

/** A verified provider event: which subscriptions it concerns (their state is then retrieved). */
export interface ProviderEvent {
  id: string;
  type: string;
  subscriptionIds: string[];
}

/**
 * The payment provider: Stripe when its keys are set, else the in-app offline provider
 * (`BILLING_PROVIDER=local`). Both end in the same event handling.
 */
export interface BillingProvider {
  readonly name: 'stripe' | 'local';
  /** The organisation's customer at the provider, created on first use. */
  ensureCustomer(input: {
    orgId: string;
    orgName: string;
    email: string;
    countryCode: string;
  }): Promise<string>;
  createCheckout(input: {
    orgId: string;
    customerId: string;
    countryCode: string;
    interval: PlanInterval;
    items: ProviderItem[];
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }>;
  /** Expires the organisation's open checkouts (`POST subscriptions/cancel-checkout`). */
  cancelCheckouts(customerId: string): Promise<void>;
  updateSubscription(
    subscriptionId: string,
    input: { interval: PlanInterval; items: ProviderItem[] },
  ): Promise<void>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** The ids of the organisation's subscriptions that are not over yet (cancel-all ends each of them). */
  liveSubscriptionIds(input: { orgId: string; customerId: string }): Promise<string[]>;
  createPortalSession(input: {
    orgId: string;
    customerId: string;
    returnUrl: string;
  }): Promise<{ url: string }>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscriptionState | null>;
  /** Verifies a webhook's signature and reads it; throws an AppError (400) when the signature fails. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent>;
}
