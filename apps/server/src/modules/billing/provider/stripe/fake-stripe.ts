import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local fake of the Stripe endpoints Hookline uses (tests only): customers, prices, Checkout Sessions,
 * subscriptions (retrieve, update, cancel) and Billing Portal sessions, with Stripe's shapes and its
 * `resource_missing` errors. A test completes a checkout or changes a subscription, and the fake sends the
 * signed events that follow to the app's webhook.
 */

type StripeObject = Record<string, unknown> & { id: string };
/** Hands a signed event to the app's `POST /api/v1/webhooks/stripe`; answers the HTTP status. */
export type WebhookDelivery = (payload: string, signature: string) => Promise<number>;

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's bracketed form encoding (`a[b][0][c]=x`) as nested objects and arrays. */
export function decodeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return arraysOf(root) as Record<string, unknown>;
}

function arraysOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, arraysOf(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

export interface FakeStripe {
  /** e.g. http://127.0.0.1:40123: STRIPE_API_BASE. */
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
  customers: Map<string, StripeObject>;
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  prices: Map<string, StripeObject>;
  /** Where signed events go; the test sets it once the app exists. */
  deliver: WebhookDelivery | undefined;
  /** Pays (or, with `needsAction`, leaves open an invoice of) a checkout; answers the new subscription's id. */
  completeCheckout(sessionId: string, options?: { needsAction?: boolean; send?: boolean }): Promise<string>;
  /** Sends a signed event about `object` (or a badly signed one); answers the webhook's status. */
  sendEvent(
    type: string,
    object: StripeObject,
    options?: { badSignature?: boolean; id?: string },
  ): Promise<number>;
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1, on a free port. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const customers = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const prices = new Map<string, StripeObject>();
  const signer = new Stripe(secretKey);

  const missing = (kind: string, id: string) => ({
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: `No such ${kind}: '${id}'`,
      },
    },
  });
  const invalid = (message: string, param?: string) => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', code: 'parameter_invalid', param, message } },
  });
  const list = (data: StripeObject[], url: string) => ({
    status: 200,
    body: { object: 'list', data, has_more: false, url },
  });

  const subscriptionView = (subscription: StripeObject, expand: string[]) => {
    const view: Record<string, unknown> = { ...subscription };
    if (expand.includes('latest_invoice') && typeof subscription.latest_invoice === 'string') {
      view.latest_invoice = invoices.get(subscription.latest_invoice) ?? null;
    }
    return view;
  };

  const subscriptionItem = (
    subscriptionId: string,
    priceId: string,
    quantity: number,
    periodEnd: number,
  ) => ({
    id: newId('si'),
    object: 'subscription_item',
    subscription: subscriptionId,
    price: prices.get(priceId),
    quantity,
    current_period_start: periodEnd - 30 * 86400,
    current_period_end: periodEnd,
    metadata: {},
  });

  const newInvoice = (subscription: StripeObject, customer: string, status: 'paid' | 'open') => {
    const invoice: StripeObject = {
      id: newId('in'),
      object: 'invoice',
      customer,
      number: `FAKE-${invoices.size + 1001}`,
      status,
      hosted_invoice_url: `https://invoice.stripe.test/i/${newId('inv')}`,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      created: now(),
    };
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  };

  function route(method: string, path: string, params: Record<string, unknown>) {
    const parts = path.split('/').filter(Boolean).slice(1); // without 'v1'
    const [resource, id, action] = parts;
    const key =
      parts[0] === 'checkout' || parts[0] === 'billing_portal' ? `${parts[0]}/${parts[1]}` : resource;
    const subId = parts[0] === 'checkout' || parts[0] === 'billing_portal' ? parts[2] : id;
    const subAction = parts[0] === 'checkout' || parts[0] === 'billing_portal' ? parts[3] : action;
    const expand = Array.isArray(params.expand) ? (params.expand as string[]) : [];

    if (key === 'customers' && method === 'POST') {
      if (subId) {
        const customer = customers.get(subId);
        if (!customer) return missing('customer', subId);
        Object.assign(customer, params);
        return { status: 200, body: customer };
      }
      const customer: StripeObject = {
        id: newId('cus'),
        object: 'customer',
        name: params.name ?? null,
        email: params.email ?? null,
        address: params.address ?? null,
        metadata: params.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }

    if (key === 'prices' && method === 'GET') {
      const keys = Array.isArray(params.lookup_keys) ? (params.lookup_keys as string[]) : [];
      return list(
        [...prices.values()].filter((price) => keys.includes(price.lookup_key as string)),
        '/v1/prices',
      );
    }
    if (key === 'prices' && method === 'POST') {
      const recurring = params.recurring as { interval?: string } | undefined;
      const tiers = params.tiers as { up_to: string; unit_amount: string }[] | undefined;
      const tiered = params.billing_scheme === 'tiered';
      if (!params.currency || !recurring?.interval || (tiered ? !tiers?.length : !params.unit_amount)) {
        return invalid('Missing required param: currency, unit_amount (or tiers) or recurring[interval].');
      }
      if (tiered && params.tiers_mode !== 'graduated' && params.tiers_mode !== 'volume') {
        return invalid('Missing required param: tiers_mode.', 'tiers_mode');
      }
      const price: StripeObject = {
        id: newId('price'),
        object: 'price',
        currency: params.currency,
        billing_scheme: tiered ? 'tiered' : 'per_unit',
        unit_amount: tiered ? null : Number(params.unit_amount),
        tiers_mode: tiered ? params.tiers_mode : null,
        tiers: tiered
          ? tiers!.map((tier) => ({
              up_to: tier.up_to === 'inf' ? null : Number(tier.up_to),
              unit_amount: Number(tier.unit_amount),
            }))
          : null,
        recurring: { interval: recurring.interval, interval_count: 1 },
        lookup_key: params.lookup_key ?? null,
        product: newId('prod'),
        metadata: params.metadata ?? {},
      };
      prices.set(price.id, price);
      return { status: 200, body: price };
    }

    if (key === 'checkout/sessions' && method === 'POST' && !subId) {
      if (params.mode !== 'subscription') return invalid('Only mode=subscription is faked.', 'mode');
      const customer = params.customer as string;
      if (!customers.has(customer)) return missing('customer', customer);
      const lineItems = (params.line_items as { price: string; quantity: string }[] | undefined) ?? [];
      for (const line of lineItems) if (!prices.has(line.price)) return missing('price', line.price);
      const session: StripeObject = {
        id: newId('cs_test'),
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        customer,
        url: `https://checkout.stripe.test/c/pay/${newId('cs')}`,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        metadata: params.metadata ?? {},
        automatic_tax: { enabled: (params.automatic_tax as { enabled?: string })?.enabled === 'true' },
        subscription: null,
        line_items_input: lineItems,
        subscription_data: params.subscription_data ?? {},
      };
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }
    if (key === 'checkout/sessions' && method === 'GET' && !subId) {
      return list(
        [...sessions.values()].filter(
          (session) =>
            (!params.customer || session.customer === params.customer) &&
            (!params.status || session.status === params.status),
        ),
        '/v1/checkout/sessions',
      );
    }
    if (key === 'checkout/sessions' && method === 'POST' && subAction === 'expire' && subId) {
      const session = sessions.get(subId);
      if (!session) return missing('checkout.session', subId);
      if (session.status !== 'open') return invalid('Only open sessions can be expired.');
      session.status = 'expired';
      return { status: 200, body: session };
    }

    if (key === 'subscriptions' && !id && method === 'GET') {
      return list(
        [...subscriptions.values()].filter(
          (subscription) =>
            (!params.customer || subscription.customer === params.customer) &&
            (!params.status || params.status === 'all' || subscription.status === params.status),
        ),
        '/v1/subscriptions',
      );
    }
    if (key === 'subscriptions' && id) {
      const subscription = subscriptions.get(id);
      if (!subscription) return missing('subscription', id);
      if (method === 'GET') return { status: 200, body: subscriptionView(subscription, expand) };
      if (method === 'DELETE') {
        subscription.status = 'canceled';
        subscription.canceled_at = now();
        return { status: 200, body: subscriptionView(subscription, expand) };
      }
      if (method === 'POST') {
        const items = subscription.items as { data: Record<string, unknown>[] };
        const periodEnd = Number(items.data[0]?.current_period_end ?? now() + 30 * 86400);
        for (const change of (params.items as Record<string, string>[] | undefined) ?? []) {
          const existing = change.id ? items.data.find((item) => item.id === change.id) : undefined;
          if (change.id && !existing) return missing('subscription_item', change.id);
          if (change.deleted === 'true') {
            items.data = items.data.filter((item) => item.id !== change.id);
            continue;
          }
          if (change.price && !prices.has(change.price)) return missing('price', change.price);
          if (existing) {
            if (change.price) existing.price = prices.get(change.price);
            if (change.quantity) existing.quantity = Number(change.quantity);
          } else if (change.price) {
            items.data.push(
              subscriptionItem(subscription.id, change.price, Number(change.quantity ?? 1), periodEnd),
            );
          }
        }
        if (params.metadata) subscription.metadata = params.metadata;
        if (params.cancel_at_period_end) {
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        }
        return { status: 200, body: subscriptionView(subscription, expand) };
      }
    }

    if (key === 'billing_portal/sessions' && method === 'POST') {
      const customer = params.customer as string;
      if (!customers.has(customer)) return missing('customer', customer);
      return {
        status: 200,
        body: {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer,
          return_url: params.return_url,
          url: `https://billing.stripe.test/p/session/${newId('bps')}`,
        },
      };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
  }

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
        return;
      }
      const params = {
        ...decodeForm(url.search.slice(1)),
        ...decodeForm(Buffer.concat(chunks).toString('utf8')),
      };
      const { status, body } = route(request.method ?? 'GET', url.pathname, params);
      reply(status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeStripe = {
    apiBase: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    customers,
    sessions,
    subscriptions,
    invoices,
    prices,
    deliver: undefined,
    async sendEvent(type, object, options = {}) {
      if (!fake.deliver) throw new Error('the fake has nowhere to send events');
      const payload = JSON.stringify({
        id: options.id ?? newId('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        type,
        livemode: false,
        pending_webhooks: 1,
        data: { object },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.badSignature ? 'whsec_wrong' : webhookSecret,
      });
      return fake.deliver(payload, signature);
    },
    async completeCheckout(sessionId, options = {}) {
      const session = sessions.get(sessionId);
      if (!session || session.status !== 'open') throw new Error(`no open checkout session ${sessionId}`);
      const subscriptionId = newId('sub');
      const periodEnd = now() + 30 * 86400;
      const lines = session.line_items_input as { price: string; quantity: string }[];
      const subscriptionData = session.subscription_data as { metadata?: Record<string, string> };
      const subscription: StripeObject = {
        id: subscriptionId,
        object: 'subscription',
        customer: session.customer,
        status: options.needsAction ? 'past_due' : 'active',
        cancel_at_period_end: false,
        metadata: subscriptionData.metadata ?? {},
        items: {
          object: 'list',
          data: lines.map((line) =>
            subscriptionItem(subscriptionId, line.price, Number(line.quantity ?? 1), periodEnd),
          ),
        },
        latest_invoice: null,
        created: now(),
      };
      subscriptions.set(subscriptionId, subscription);
      const invoice = newInvoice(
        subscription,
        session.customer as string,
        options.needsAction ? 'open' : 'paid',
      );
      session.status = 'complete';
      session.subscription = subscriptionId;
      if (options.send !== false) {
        await fake.sendEvent('checkout.session.completed', session);
        await fake.sendEvent('customer.subscription.created', subscription);
        await fake.sendEvent(
          options.needsAction ? 'invoice.payment_action_required' : 'invoice.paid',
          invoice,
        );
      }
      return subscriptionId;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
