import { BILLING_MESSAGES, PRODUCT_CODES, type ActiveSubscriptionsResponse } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../../platform/config/config.ts';
import { startFakeStripe, type FakeStripe } from '../provider/stripe/fake-stripe.ts';
import { callAs, seedPlans } from '../subscriptions/local-test-support.ts';
import { billingAccounts, billingEvents, pricingPlans, subscriptions } from '../tables.ts';

const suite = PRODUCT_CODES.creative_suite;

describe('Stripe: checkout, signed webhooks and the subscription API, against a fake Stripe', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let admin: ReturnType<typeof callAs>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      env: {
        APP_URL: 'http://app.test',
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE: stripe.apiBase,
      },
    });
    stripe.deliver = async (payload, signature) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/webhooks/stripe',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        })
      ).statusCode;
    await seedPlans(t);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(async () => {
    team = await createTeam(t);
    admin = callAs(t, team.admin.token);
  });

  const rowsOf = (orgId: string) =>
    t.context.database.db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId));
  const active = async () =>
    (await admin('GET', `/subscriptions/active?orgId=${team.org.id}`)).json<ActiveSubscriptionsResponse>();

  /** A checkout through the API: answers the fake's open session for it. */
  async function startCheckout(interval: 'monthly' | 'yearly' = 'monthly') {
    const response = await admin('POST', '/subscriptions/checkout', {
      orgId: team.org.id,
      products: [{ product_code: suite, plan_code: 'basic' }],
      plan_interval: interval,
      countryCode: 'fr',
    });
    expect(response.statusCode).toBe(200);
    const url = response.json<{ checkoutURL: string }>().checkoutURL;
    const session = [...stripe.sessions.values()].find((candidate) => candidate.url === url);
    if (!session) throw new Error('the fake holds no such session');
    return session;
  }

  it('picks Stripe when both keys are set, and refuses BILLING_PROVIDER=stripe without them', () => {
    expect(t.context.billingProvider.name).toBe('stripe');
    expect(() =>
      loadConfig({ NODE_ENV: 'test', BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_x' }),
    ).toThrow(/BILLING_PROVIDER=stripe: needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(loadConfig({ NODE_ENV: 'test' }).billing).toEqual({ provider: 'local' });
  });

  it('checkout completed → signed webhooks → the row, with the customer, country and metadata at Stripe', async () => {
    const session = await startCheckout();
    expect(session).toMatchObject({
      mode: 'subscription',
      automatic_tax: { enabled: false },
      metadata: { orgId: team.org.id },
      subscription_data: { metadata: { orgId: team.org.id } },
      success_url: 'http://app.test/app/settings?TAB=subscription&checkout=success',
    });
    const customer = stripe.customers.get(session.customer as string);
    expect(customer).toMatchObject({ address: { country: 'FR' }, metadata: { orgId: team.org.id } });
    // Without a price id on the plan, a price is made once, with the plan in its metadata.
    expect([...stripe.prices.values()]).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          metadata: { product_code: suite, plan_code: 'basic' },
          lookup_key: `${suite}_basic_monthly`,
        }),
      ]),
    );

    const subscriptionId = await stripe.completeCheckout(session.id);
    const rows = await rowsOf(team.org.id);
    expect(rows).toEqual([
      expect.objectContaining({
        productCode: suite,
        planCode: 'basic',
        status: 'active',
        interval: 'monthly',
        providerSubscriptionId: subscriptionId,
        paymentActionNeeded: false,
      }),
    ]);
    const [account] = await t.context.database.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.orgId, team.org.id));
    expect(account).toMatchObject({ provider: 'stripe', customerId: session.customer });
    expect((await active()).activeSubscriptions[0]).toMatchObject({ plan: 'basic', status: 'active' });

    const portal = await admin('POST', '/subscriptions/billing-session', { orgId: team.org.id });
    expect(portal.json<{ sessionURL: string }>().sessionURL).toMatch(/^https:\/\/billing\.stripe\.test\//);
  });

  it('a bad or missing signature is 400 and changes nothing', async () => {
    const session = await startCheckout();
    const subscriptionId = await stripe.completeCheckout(session.id, { send: false });
    const subscription = stripe.subscriptions.get(subscriptionId)!;
    const eventsBefore = (await t.context.database.db.select().from(billingEvents)).length;

    expect(
      await stripe.sendEvent('customer.subscription.created', subscription, { badSignature: true }),
    ).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        id: 'evt_x',
        type: 'customer.subscription.created',
        data: { object: subscription },
      }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ message: 'Missing Stripe-Signature header' });
    expect(await rowsOf(team.org.id)).toEqual([]);
    expect((await t.context.database.db.select().from(billingEvents)).length).toBe(eventsBefore);
  });

  it('the same event twice: acknowledged, applied once', async () => {
    const session = await startCheckout();
    const subscriptionId = await stripe.completeCheckout(session.id, { send: false });
    const subscription = stripe.subscriptions.get(subscriptionId)!;
    expect(await stripe.sendEvent('customer.subscription.created', subscription, { id: 'evt_same_1' })).toBe(
      200,
    );
    const first = await rowsOf(team.org.id);
    // Stripe changes the subscription meanwhile; the duplicate must not be what applies it.
    subscription.cancel_at_period_end = true;
    expect(await stripe.sendEvent('customer.subscription.created', subscription, { id: 'evt_same_1' })).toBe(
      200,
    );
    expect(await rowsOf(team.org.id)).toEqual(first);
    const recorded = await t.context.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, 'evt_same_1'));
    expect(recorded).toHaveLength(1);
  });

  it('subscription.updated before subscription.created: the state comes out the same', async () => {
    const session = await startCheckout();
    const subscriptionId = await stripe.completeCheckout(session.id, { send: false });
    const subscription = stripe.subscriptions.get(subscriptionId)!;
    expect(await stripe.sendEvent('customer.subscription.updated', subscription)).toBe(200);
    const afterUpdated = await rowsOf(team.org.id);
    expect(await stripe.sendEvent('customer.subscription.created', subscription)).toBe(200);
    const afterCreated = await rowsOf(team.org.id);
    const comparable = (rows: typeof afterCreated) =>
      rows.map(({ providerUpdatedAt: _v, updatedAt: _u, createdAt: _c, ...row }) => row);
    expect(comparable(afterCreated)).toEqual(comparable(afterUpdated));
    expect(afterCreated).toEqual([expect.objectContaining({ planCode: 'basic', status: 'active' })]);
  });

  it('an invoice that needs action: past due, with the hosted invoice link', async () => {
    const session = await startCheckout();
    const subscriptionId = await stripe.completeCheckout(session.id, { needsAction: true });
    const invoice = stripe.invoices.get(stripe.subscriptions.get(subscriptionId)!.latest_invoice as string)!;
    const info = (await active()).subscriptionInfo;
    expect(info).toMatchObject({
      paymentActionNeeded: true,
      invoiceNumber: invoice.number,
      invoicePaymentLink: invoice.hosted_invoice_url,
    });
    // Paid at Stripe: invoice.paid clears it.
    invoice.status = 'paid';
    stripe.subscriptions.get(subscriptionId)!.status = 'active';
    expect(await stripe.sendEvent('invoice.paid', invoice)).toBe(200);
    expect((await active()).subscriptionInfo.paymentActionNeeded).toBe(false);
  });

  it('update through Stripe: plan change, yearly→monthly refused; cancel-all ends it', async () => {
    const session = await startCheckout('yearly');
    const subscriptionId = await stripe.completeCheckout(session.id);
    const refused = await admin('PUT', '/subscriptions', {
      orgId: team.org.id,
      products: [{ product_code: suite, plan_code: 'starter' }],
      plan_interval: 'monthly',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: BILLING_MESSAGES.yearlyCannotSwitch });

    const updated = await admin('PUT', '/subscriptions', {
      orgId: team.org.id,
      products: [{ product_code: suite, plan_code: 'starter' }],
      plan_interval: 'yearly',
    });
    expect(updated.statusCode).toBe(200);
    // The rows change only when Stripe's event arrives.
    expect((await rowsOf(team.org.id))[0]?.planCode).toBe('basic');
    const subscription = stripe.subscriptions.get(subscriptionId)!;
    expect(await stripe.sendEvent('customer.subscription.updated', subscription)).toBe(200);
    expect(await rowsOf(team.org.id)).toEqual([
      expect.objectContaining({ planCode: 'starter', interval: 'yearly' }),
    ]);

    expect((await admin('PUT', '/subscriptions/cancel-all', { orgId: team.org.id })).statusCode).toBe(200);
    expect(subscription.status).toBe('canceled');
    expect(await stripe.sendEvent('customer.subscription.deleted', subscription)).toBe(200);
    expect(await rowsOf(team.org.id)).toEqual([]);
  });

  it('two checkouts paid at Stripe one after the other: the second is canceled, one subscription stays', async () => {
    const first = await startCheckout();
    const second = await startCheckout();
    const third = await startCheckout();
    // Both paid before any event arrives.
    const firstId = await stripe.completeCheckout(first.id, { send: false });
    const secondId = await stripe.completeCheckout(second.id, { send: false });
    for (const id of [firstId, secondId]) {
      const session = [...stripe.sessions.values()].find((candidate) => candidate.subscription === id)!;
      expect(await stripe.sendEvent('checkout.session.completed', session)).toBe(200);
      expect(await stripe.sendEvent('customer.subscription.created', stripe.subscriptions.get(id)!)).toBe(
        200,
      );
    }
    expect(stripe.subscriptions.get(firstId)?.status).toBe('active');
    expect(stripe.subscriptions.get(secondId)?.status).toBe('canceled');
    expect(await rowsOf(team.org.id)).toEqual([
      expect.objectContaining({ providerSubscriptionId: firstId, status: 'active' }),
    ]);
    // A third checkout left open is expired once one is paid.
    expect(third.status).toBe('expired');
  });

  it('cancel-all cancels every live subscription of the customer at Stripe', async () => {
    const first = await startCheckout();
    const second = await startCheckout();
    const firstId = await stripe.completeCheckout(first.id, { send: false });
    const secondId = await stripe.completeCheckout(second.id, { send: false });
    // Only the second's events arrived: the rows show it alone.
    await stripe.sendEvent('customer.subscription.created', stripe.subscriptions.get(secondId)!);
    expect((await admin('PUT', '/subscriptions/cancel-all', { orgId: team.org.id })).statusCode).toBe(200);
    expect(stripe.subscriptions.get(firstId)?.status).toBe('canceled');
    expect(stripe.subscriptions.get(secondId)?.status).toBe('canceled');
  });

  it('add-on quantities through Stripe: added to the subscription, changed, then removed', async () => {
    const session = await startCheckout();
    const subscriptionId = await stripe.completeCheckout(session.id);
    const subscription = stripe.subscriptions.get(subscriptionId)!;
    const items = () =>
      (subscription.items as { data: { quantity: number; price: { metadata: object } }[] }).data;

    expect(items()).toHaveLength(1);

    // The first GB at its own price, so the graduated tiers differ.
    await t.context.database.db
      .update(pricingPlans)
      .set({ meteredFirstUnitCents: 500 })
      .where(eq(pricingPlans.productCode, PRODUCT_CODES.creative_hub));
    const added = await admin('PUT', '/subscriptions/add-on', { orgId: team.org.id, fileSizeInGB: 200 });
    expect(added.json()).toEqual({ message: BILLING_MESSAGES.addOnUpdated });
    expect(items()).toHaveLength(2);
    // The add-on's price is graduated: the first unit at its own price, each further one at the unit price.
    expect([...stripe.prices.values()]).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          lookup_key: `${PRODUCT_CODES.creative_hub}_starter_monthly_graduated`,
          billing_scheme: 'tiered',
          tiers_mode: 'graduated',
          tiers: [
            { up_to: 1, unit_amount: 500 },
            { up_to: null, unit_amount: 10 },
          ],
        }),
      ]),
    );
    expect(await stripe.sendEvent('customer.subscription.updated', subscription)).toBe(200);
    expect(await rowsOf(team.org.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productCode: PRODUCT_CODES.creative_hub, quantity: 200 }),
      ]),
    );

    await admin('PUT', '/subscriptions/add-on', { orgId: team.org.id, fileSizeInGB: 300 });
    expect(
      items()
        .map((item) => item.quantity)
        .sort((a, b) => a - b),
    ).toEqual([1, 300]);
    expect(
      (
        await admin('PUT', '/subscriptions/add-on/cancel', {
          orgId: team.org.id,
          fileSizeInGB: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(items()).toHaveLength(1);
    expect(await stripe.sendEvent('customer.subscription.updated', subscription)).toBe(200);
    expect(await rowsOf(team.org.id)).toEqual([expect.objectContaining({ productCode: suite })]);
  });

  it('cancel-checkout expires the open Stripe sessions; other events are acknowledged and ignored', async () => {
    const session = await startCheckout();
    expect((await admin('POST', '/subscriptions/cancel-checkout', { orgId: team.org.id })).statusCode).toBe(
      200,
    );
    expect(session.status).toBe('expired');
    expect(await stripe.sendEvent('customer.created', { id: 'cus_whatever', object: 'customer' })).toBe(200);
    expect(await rowsOf(team.org.id)).toEqual([]);
  });

  it("the offline provider's pages are 404 while Stripe takes payments", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/billing/checkout/cs_local_anything' });
    expect(response.statusCode).toBe(404);
  });
});
