import {
  ALL_PRODUCT_CODES,
  PLAN_CODES,
  type PlanCode,
  type PlanInterval,
  type ProductCode,
  type SubscriptionStatus,
} from '@hookline/domain';
import { eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../../../platform/context.ts';
import { badRequest } from '../../../../platform/http/app-error.ts';
import { loadOnFirstUse } from '../../../../platform/load-on-first-use.ts';
import { pricingPlans } from '../../tables.ts';
import {
  OVER_STATUSES,
  type ProviderEvent,
  type ProviderItem,
  type ProviderSubscriptionState,
} from '../billing-provider.ts';
import { connectedContext, type ConnectableBillingProvider } from '../connect.ts';
import { findPricingPlan, lineAmountCents, meteredTiersCents } from '../pricing.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API origin: https://api.stripe.com, or a test's fake. */
  apiBase: string;
}

/** The official package, loaded with the first call to Stripe: a server on the offline provider holds none of it. */
const loadStripe = loadOnFirstUse(async () => (await import('stripe')).default);

/** The client of the official package, pointed at `apiBase`. */
export async function createStripeClient(
  settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>,
): Promise<Stripe> {
  const base = new URL(settings.apiBase);
  const StripeClient = await loadStripe();
  return new StripeClient(settings.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    telemetry: false,
    maxNetworkRetries: 1,
  });
}

const STRIPE_INTERVAL: Record<PlanInterval, 'month' | 'year'> = { monthly: 'month', yearly: 'year' };
const KNOWN_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'trialing',
  'past_due',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'canceled',
];

const isProductCode = (value: unknown): value is ProductCode =>
  typeof value === 'string' && (ALL_PRODUCT_CODES as string[]).includes(value);
const isPlanCode = (value: unknown): value is PlanCode =>
  typeof value === 'string' && (PLAN_CODES as readonly string[]).includes(value);

/** The id of an expandable field, whether Stripe sent the id or the object. */
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/** The subscription an event's object names (a subscription, a checkout session, an invoice). */
function subscriptionIdsOf(event: Stripe.Event): string[] {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (object.object === 'subscription' && typeof object.id === 'string') return [object.id];
  const direct = object.subscription;
  if (typeof direct === 'string') return [direct];
  if (direct && typeof direct === 'object' && typeof (direct as { id?: unknown }).id === 'string') {
    return [(direct as { id: string }).id];
  }
  // Invoices name their subscription under `parent.subscription_details` since API version 2025-03-31.
  const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  const nested = parent?.subscription_details?.subscription;
  if (typeof nested === 'string') return [nested];
  return [];
}

/**
 * Stripe (`STRIPE_SECRET_KEY` + `STRIPE_WEBHOOK_SECRET`): Checkout Sessions in subscription mode, the
 * subscription API for changes, the Billing Portal, and signed webhooks. A plan's price is its
 * `stripePriceMonthly`/`stripePriceYearly`; without one, a price is made once from the plan's amount under the
 * lookup key `hookline_<product>_<plan>_<interval>`, with the product and plan in its metadata.
 */
export class StripeBillingProvider implements ConnectableBillingProvider {
  readonly name = 'stripe' as const;
  private context: AppContext | undefined;
  /** Stripe's client, made at the first call. */
  private readonly client: () => Promise<Stripe>;

  constructor(private readonly settings: StripeSettings) {
    this.client = loadOnFirstUse(() => createStripeClient(settings));
  }

  connect(context: AppContext): void {
    this.context = context;
  }

  private get db() {
    return connectedContext(this.context, 'stripe').database.db;
  }

  async ensureCustomer(input: {
    orgId: string;
    orgName: string;
    email: string;
    countryCode: string;
  }): Promise<string> {
    const stripe = await this.client();
    const customer = await stripe.customers.create({
      name: input.orgName,
      email: input.email || undefined,
      address: input.countryCode ? { country: input.countryCode } : undefined,
      metadata: { orgId: input.orgId },
    });
    return customer.id;
  }

  /** The Stripe price of a plan at an interval (made once when the plan has none). */
  private async priceId(item: ProviderItem, interval: PlanInterval): Promise<string> {
    const stripe = await this.client();
    const plan = await findPricingPlan(this.db, item.productCode, item.planCode);
    if (!plan) throw badRequest(`No pricing plan ${item.productCode}/${item.planCode}`);
    const configured = interval === 'yearly' ? plan.stripePriceYearly : plan.stripePriceMonthly;
    if (configured) return configured;
    const metered = meteredTiersCents(plan, interval);
    // A tiered add-on price has its own key, so a per-unit price made before never stands in for it.
    const lookupKey = `${item.productCode}_${item.planCode}_${interval}${metered ? '_graduated' : ''}`;
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 });
    const existing = found.data[0];
    if (existing) return existing.id;
    const common = {
      currency: 'usd',
      recurring: { interval: STRIPE_INTERVAL[interval] },
      lookup_key: lookupKey,
      product_data: { name: `${plan.productName} ${plan.planName}` },
      metadata: { product_code: item.productCode, plan_code: item.planCode },
    };
    const created = metered
      ? await stripe.prices.create({
          ...common,
          // The add-on's price list: the first unit at its own price, each further one at the unit price.
          billing_scheme: 'tiered',
          tiers_mode: 'graduated',
          tiers: [
            { up_to: 1, unit_amount: metered.firstUnitCents },
            { up_to: 'inf', unit_amount: metered.unitCents },
          ],
        })
      : await stripe.prices.create({ ...common, unit_amount: lineAmountCents(plan, interval, 1) });
    return created.id;
  }

  async createCheckout(input: {
    orgId: string;
    customerId: string;
    countryCode: string;
    interval: PlanInterval;
    items: ProviderItem[];
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }> {
    const stripe = await this.client();
    await stripe.customers.update(input.customerId, { address: { country: input.countryCode } });
    const lineItems = [];
    for (const item of input.items) {
      lineItems.push({ price: await this.priceId(item, input.interval), quantity: item.quantity });
    }
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: input.customerId,
      line_items: lineItems,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      automatic_tax: { enabled: false },
      metadata: { orgId: input.orgId },
      subscription_data: { metadata: { orgId: input.orgId } },
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without a url');
    return { url: session.url };
  }

  async cancelCheckouts(customerId: string): Promise<void> {
    const stripe = await this.client();
    const open = await stripe.checkout.sessions.list({
      customer: customerId,
      status: 'open',
      limit: 100,
    });
    for (const session of open.data) await stripe.checkout.sessions.expire(session.id);
  }

  async updateSubscription(
    subscriptionId: string,
    input: { interval: PlanInterval; items: ProviderItem[] },
  ): Promise<void> {
    const stripe = await this.client();
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    const state = await this.mapSubscription(current);
    const items: Stripe.SubscriptionUpdateParams.Item[] = [];
    for (const item of input.items) {
      const existing = state.items.find((old) => old.productCode === item.productCode);
      items.push({
        ...(existing ? { id: existing.itemId } : {}),
        price: await this.priceId(item, input.interval),
        quantity: item.quantity,
      });
    }
    for (const old of state.items) {
      if (!input.items.some((item) => item.productCode === old.productCode)) {
        items.push({ id: old.itemId, deleted: true });
      }
    }
    await stripe.subscriptions.update(subscriptionId, {
      items,
      proration_behavior: 'always_invoice',
      metadata: { orgId: state.orgId },
    });
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    const stripe = await this.client();
    await stripe.subscriptions.cancel(subscriptionId);
  }

  async liveSubscriptionIds(input: { customerId: string }): Promise<string[]> {
    const stripe = await this.client();
    const ids: string[] = [];
    for await (const subscription of stripe.subscriptions.list({
      customer: input.customerId,
      status: 'all',
      limit: 100,
    })) {
      if (!OVER_STATUSES.includes(subscription.status as SubscriptionStatus)) ids.push(subscription.id);
    }
    return ids;
  }

  async createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    const stripe = await this.client();
    const session = await stripe.billingPortal.sessions.create({
      customer: input.customerId,
      return_url: input.returnUrl,
    });
    return { url: session.url };
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscriptionState | null> {
    const stripe = await this.client();
    try {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
        expand: ['latest_invoice'],
      });
      return await this.mapSubscription(subscription);
    } catch (error) {
      const { errors } = await loadStripe();
      if (error instanceof errors.StripeInvalidRequestError && error.code === 'resource_missing') {
        return null;
      }
      throw error;
    }
  }

  /** Which product and plan a price sells: a plan's configured price id, else the price's metadata. */
  private async itemOf(
    price: Stripe.Price,
  ): Promise<{ productCode: ProductCode; planCode: PlanCode } | null> {
    const [plan] = await this.db
      .select({ productCode: pricingPlans.productCode, planCode: pricingPlans.planCode })
      .from(pricingPlans)
      .where(or(eq(pricingPlans.stripePriceMonthly, price.id), eq(pricingPlans.stripePriceYearly, price.id)))
      .limit(1);
    if (plan) return plan;
    const { product_code: productCode, plan_code: planCode } = price.metadata ?? {};
    return isProductCode(productCode) && isPlanCode(planCode) ? { productCode, planCode } : null;
  }

  private async mapSubscription(subscription: Stripe.Subscription): Promise<ProviderSubscriptionState> {
    const items: ProviderSubscriptionState['items'] = [];
    let interval: PlanInterval = 'monthly';
    let periodEnd: number | null = null;
    for (const item of subscription.items.data) {
      const known = await this.itemOf(item.price);
      if (item.price.recurring?.interval === 'year') interval = 'yearly';
      periodEnd = Math.max(periodEnd ?? 0, item.current_period_end);
      if (known) items.push({ ...known, quantity: item.quantity ?? 1, itemId: item.id });
    }
    const invoice =
      subscription.latest_invoice && typeof subscription.latest_invoice === 'object'
        ? subscription.latest_invoice
        : null;
    const waiting = invoice?.status === 'open' && subscription.status !== 'incomplete';
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      orgId: subscription.metadata.orgId ?? '',
      status: KNOWN_STATUSES.includes(subscription.status as SubscriptionStatus)
        ? (subscription.status as SubscriptionStatus)
        : 'incomplete',
      interval,
      items,
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      pendingInvoice: waiting
        ? { number: invoice.number ?? null, paymentUrl: invoice.hosted_invoice_url ?? null }
        : null,
      // Stripe's objects carry no version: the moment it was read is when this state held.
      version: new Date(),
    };
  }

  async parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent> {
    if (!signature) throw badRequest('Missing Stripe-Signature header');
    const stripe = await this.client();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      throw badRequest('Invalid Stripe webhook signature');
    }
    return { id: event.id, type: event.type, subscriptionIds: subscriptionIdsOf(event) };
  }
}
