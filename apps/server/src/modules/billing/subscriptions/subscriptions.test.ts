import {
  BILLING_MESSAGES,
  BYTES_PER_GB,
  PRODUCT_CODES,
  type ActiveSubscriptionsResponse,
  type LocalCheckoutSession,
  type LocalPortalSession,
} from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertDriveFile } from '../../drive/test-support/drive-rows.ts';
import {
  billingAccounts,
  billingEvents,
  localBillingSessions,
  localBillingSubscriptions,
  subscriptions,
} from '../tables.ts';
import { callAs, seedPlans, sessionIdOf } from './local-test-support.ts';
import { organisations } from '../../tenancy/organisations/tables.ts';

const suite = PRODUCT_CODES.creative_suite;
const basicMonthly = (orgId: string, countryCode = 'DE') => ({
  orgId,
  products: [{ product_code: suite, plan_code: 'basic' }],
  plan_interval: 'monthly',
  countryCode,
});

describe('subscriptions on the offline provider', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let admin: ReturnType<typeof callAs>;

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'http://app.test' } });
    await seedPlans(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    team = await createTeam(t);
    admin = callAs(t, team.admin.token);
  });

  const page = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) });
  const rowsOf = (orgId: string) =>
    t.context.database.db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId));
  const active = async (orgId = team.org.id) => {
    const response = await admin('GET', `/subscriptions/active?orgId=${orgId}`);
    expect(response.statusCode).toBe(200);
    return response.json<ActiveSubscriptionsResponse>();
  };

  /** Checkout of `body` and the outcome chosen on its page; answers the redirect. */
  async function checkout(outcome: 'pay' | 'decline' | 'needs_action', body = basicMonthly(team.org.id)) {
    const response = await admin('POST', '/subscriptions/checkout', body);
    expect(response.statusCode).toBe(200);
    const url = response.json<{ checkoutURL: string }>().checkoutURL;
    expect(url).toMatch(/^http:\/\/app\.test\/billing\/checkout\/cs_local_[\w-]{32}$/);
    const sessionId = sessionIdOf(url);
    const done = await page('POST', `/billing/checkout/${sessionId}`, { outcome });
    expect(done.statusCode).toBe(200);
    return { sessionId, redirectUrl: done.json<{ redirectUrl: string }>().redirectUrl };
  }

  const invite = (email = uniqueEmail('hire')) =>
    admin('POST', `/organisation/${team.org.id}/members/invite`, {
      email,
      orgRole: 'org_member',
      workspaces: [{ workspaceId: team.workspace.id, roleName: 'collaborator', products: ['inspiration'] }],
    });

  it('checkout → pay: the plan counts at once, and the member limit rises with it', async () => {
    // Free: three members. The admin and the collaborator are two; a third fits, a fourth does not.
    expect((await invite()).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(403);

    const response = await admin('POST', '/subscriptions/checkout', basicMonthly(team.org.id, 'de'));
    const sessionId = sessionIdOf(response.json<{ checkoutURL: string }>().checkoutURL);
    const shown = await page('GET', `/billing/checkout/${sessionId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<LocalCheckoutSession>()).toMatchObject({
      _id: sessionId,
      orgName: team.org.name,
      status: 'open',
      interval: 'monthly',
      countryCode: 'DE',
      currency: 'usd',
      lines: [{ quantity: 1 }],
    });
    expect(shown.json<LocalCheckoutSession>().total).toBeGreaterThan(0);

    const paid = await page('POST', `/billing/checkout/${sessionId}`, { outcome: 'pay' });
    expect(paid.json()).toEqual({
      redirectUrl: 'http://app.test/app/settings?TAB=subscription&checkout=success',
    });

    const state = await active();
    expect(state.activeSubscriptions).toEqual([
      expect.objectContaining({ product_code: suite, plan: 'basic', period: 'monthly', status: 'active' }),
    ]);
    expect(state.subscriptionInfo.paymentActionNeeded).toBe(false);
    const [org] = await t.context.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, team.org.id));
    expect(org?.plan).toBe('basic');
    const [account] = await t.context.database.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.orgId, team.org.id));
    expect(account).toMatchObject({
      provider: 'local',
      countryCode: 'DE',
      customerId: `cus_local_${team.org.id}`,
    });
    expect((await invite()).statusCode).toBe(200);

    // Once only: the session is complete.
    const again = await page('POST', `/billing/checkout/${sessionId}`, { outcome: 'pay' });
    expect(again.statusCode).toBe(409);
    expect((await rowsOf(team.org.id)).length).toBe(1);
  });

  it('needs action: past due with an invoice link; paying it on the portal clears the notice', async () => {
    await checkout('needs_action');
    const pending = await active();
    expect(pending.activeSubscriptions[0]).toMatchObject({ status: 'past_due', plan: 'basic' });
    expect(pending.subscriptionInfo.paymentActionNeeded).toBe(true);
    const link = pending.subscriptionInfo.invoicePaymentLink ?? '';
    expect(link).toMatch(/^http:\/\/app\.test\/billing\/portal\/bps_local_/);

    const portalId = sessionIdOf(link);
    const portal = (await page('GET', `/billing/portal/${portalId}`)).json<LocalPortalSession>();
    const open = portal.invoices.find((invoice) => invoice.needsAction);
    expect(open).toMatchObject({ status: 'open', number: pending.subscriptionInfo.invoiceNumber });

    const paid = await page('POST', `/billing/portal/${portalId}/invoices/${open?._id}/pay`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json<LocalPortalSession>().invoices.every((invoice) => invoice.status === 'paid')).toBe(true);
    const cleared = await active();
    expect(cleared.activeSubscriptions[0]?.status).toBe('active');
    expect(cleared.subscriptionInfo).toMatchObject({ paymentActionNeeded: false, invoicePaymentLink: null });

    expect((await page('POST', `/billing/portal/${portalId}/invoices/${open?._id}/pay`)).statusCode).toBe(
      409,
    );
    expect((await page('POST', `/billing/portal/${portalId}/invoices/in_local_nope/pay`)).statusCode).toBe(
      404,
    );
  });

  it('decline: nothing is subscribed and the customer returns with checkout=declined', async () => {
    const { sessionId, redirectUrl } = await checkout('decline');
    expect(redirectUrl).toBe('http://app.test/app/settings?TAB=subscription&checkout=declined');
    expect(await rowsOf(team.org.id)).toEqual([]);
    expect((await page('GET', `/billing/checkout/${sessionId}`)).json()).toMatchObject({
      status: 'declined',
    });
    expect((await page('POST', `/billing/checkout/${sessionId}`, { outcome: 'pay' })).statusCode).toBe(409);
  });

  it('unknown, expired and cancelled sessions are 404, and a bad outcome is 400', async () => {
    const missing = await page('GET', '/billing/checkout/cs_local_nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: BILLING_MESSAGES.sessionNotFound });
    expect((await page('GET', '/billing/portal/bps_local_nothing')).statusCode).toBe(404);
    expect((await page('POST', '/billing/checkout/cs_local_nothing', { outcome: 'pay' })).statusCode).toBe(
      404,
    );

    const created = await admin('POST', '/subscriptions/checkout', basicMonthly(team.org.id));
    const sessionId = sessionIdOf(created.json<{ checkoutURL: string }>().checkoutURL);
    expect((await page('POST', `/billing/checkout/${sessionId}`, { outcome: 'maybe' })).statusCode).toBe(400);
    await t.context.database.db
      .update(localBillingSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(localBillingSessions.id, sessionId));
    expect((await page('GET', `/billing/checkout/${sessionId}`)).statusCode).toBe(404);

    const second = await admin('POST', '/subscriptions/checkout', basicMonthly(team.org.id));
    const secondId = sessionIdOf(second.json<{ checkoutURL: string }>().checkoutURL);
    expect((await admin('POST', '/subscriptions/cancel-checkout', { orgId: team.org.id })).statusCode).toBe(
      200,
    );
    expect((await page('GET', `/billing/checkout/${secondId}`)).statusCode).toBe(404);
  });

  it('checkout validation: country, unknown plan, already subscribed, manual subscription', async () => {
    const cases: [object, string][] = [
      [{ ...basicMonthly(team.org.id), countryCode: 'ZZ' }, BILLING_MESSAGES.countryRequired],
      [{ ...basicMonthly(team.org.id), countryCode: '' }, BILLING_MESSAGES.countryRequired],
      [{ ...basicMonthly(team.org.id), countryCode: '   ' }, BILLING_MESSAGES.countryRequired],
      [{ ...basicMonthly(team.org.id), countryCode: undefined }, BILLING_MESSAGES.countryRequired],
      [{ ...basicMonthly(team.org.id), countryCode: null }, BILLING_MESSAGES.countryRequired],
      [
        { ...basicMonthly(team.org.id), products: [{ product_code: suite, plan_code: 'free' }] },
        BILLING_MESSAGES.unknownPlan,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await admin('POST', '/subscriptions/checkout', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    const badShape = await admin('POST', '/subscriptions/checkout', { orgId: team.org.id, products: [] });
    expect(badShape.statusCode).toBe(400);
    const unknownProduct = await admin('POST', '/subscriptions/checkout', {
      ...basicMonthly(team.org.id),
      products: [{ product_code: 'hookline_nothing', plan_code: 'basic' }],
    });
    expect(unknownProduct.statusCode).toBe(400);

    await checkout('pay');
    const twice = await admin('POST', '/subscriptions/checkout', basicMonthly(team.org.id));
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ message: BILLING_MESSAGES.alreadySubscribed });

    await t.context.database.db
      .update(billingAccounts)
      .set({ manualSubscription: true })
      .where(eq(billingAccounts.orgId, team.org.id));
    const manual: [string, string, object, string][] = [
      ['POST', '/subscriptions/checkout', basicMonthly(team.org.id), BILLING_MESSAGES.manualPurchase],
      [
        'PUT',
        '/subscriptions',
        { ...basicMonthly(team.org.id), countryCode: undefined },
        BILLING_MESSAGES.manualUpdate,
      ],
      ['PUT', '/subscriptions/cancel-all', { orgId: team.org.id }, BILLING_MESSAGES.manualCancel],
      [
        'PUT',
        '/subscriptions/add-on',
        { orgId: team.org.id, fileSizeInGB: 200 },
        BILLING_MESSAGES.manualPurchase,
      ],
      [
        'PUT',
        '/subscriptions/add-on/cancel',
        { orgId: team.org.id, fileSizeInGB: true },
        BILLING_MESSAGES.manualCancel,
      ],
    ];
    for (const [method, url, body, message] of manual) {
      const response = await admin(method as 'POST' | 'PUT', url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
  });

  it('update: plan change and period; yearly cannot go monthly; nothing to update without a subscription', async () => {
    const none = await admin('PUT', '/subscriptions', {
      orgId: team.org.id,
      products: [{ product_code: suite, plan_code: 'starter' }],
      plan_interval: 'monthly',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: BILLING_MESSAGES.noActiveSubscription });

    await checkout('pay', { ...basicMonthly(team.org.id), plan_interval: 'yearly' });
    const monthly = await admin('PUT', '/subscriptions', {
      orgId: team.org.id,
      products: [{ product_code: suite, plan_code: 'starter' }],
      plan_interval: 'monthly',
    });
    expect(monthly.statusCode).toBe(400);
    expect(monthly.json()).toMatchObject({ message: BILLING_MESSAGES.yearlyCannotSwitch });

    const upgraded = await admin('PUT', '/subscriptions', {
      orgId: team.org.id,
      products: [{ product_code: suite, plan_code: 'starter' }],
      plan_interval: 'yearly',
    });
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json()).toEqual({ message: BILLING_MESSAGES.updated });
    expect((await active()).activeSubscriptions).toEqual([
      expect.objectContaining({ product_code: suite, plan: 'starter', period: 'yearly' }),
    ]);
    const [org] = await t.context.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, team.org.id));
    expect(org?.plan).toBe('starter');

    // The portal lists the change's invoice after the first one.
    const session = await admin('POST', '/subscriptions/billing-session', { orgId: team.org.id });
    expect(session.statusCode).toBe(200);
    const portalId = sessionIdOf(session.json<{ sessionURL: string }>().sessionURL);
    const portal = (await page('GET', `/billing/portal/${portalId}`)).json<LocalPortalSession>();
    expect(portal.invoices).toHaveLength(2);
    expect(portal.subscriptions).toEqual([expect.objectContaining({ status: 'active' })]);
  });

  it('cancel-all: the organisation is back on the free plans', async () => {
    const none = await admin('PUT', '/subscriptions/cancel-all', { orgId: team.org.id });
    expect(none.json()).toMatchObject({ message: BILLING_MESSAGES.noActiveSubscription });
    await checkout('pay');
    const response = await admin('PUT', '/subscriptions/cancel-all', { orgId: team.org.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: BILLING_MESSAGES.canceled });
    expect(await rowsOf(team.org.id)).toEqual([]);
    expect((await active()).activeSubscriptions).toEqual([]);
    const [org] = await t.context.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, team.org.id));
    expect(org?.plan).toBe('free');
  });

  it('two checkouts opened side by side: only the first paid one subscribes; the second is refused at payment', async () => {
    const open = async () =>
      sessionIdOf(
        (await admin('POST', '/subscriptions/checkout', basicMonthly(team.org.id))).json<{
          checkoutURL: string;
        }>().checkoutURL,
      );
    const first = await open();
    const second = await open();
    const third = await open();
    expect((await page('POST', `/billing/checkout/${first}`, { outcome: 'pay' })).statusCode).toBe(200);
    // Paying one checkout expires the organisation's other open ones.
    expect((await page('POST', `/billing/checkout/${second}`, { outcome: 'pay' })).statusCode).toBe(404);
    // And should one still be open (paid at the same moment), payment checks again under a lock.
    await t.context.database.db
      .update(localBillingSessions)
      .set({ status: 'open' })
      .where(eq(localBillingSessions.id, third));
    const late = await page('POST', `/billing/checkout/${third}`, { outcome: 'pay' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: BILLING_MESSAGES.alreadySubscribed });
    const live = await t.context.database.db
      .select()
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.orgId, team.org.id));
    expect(live).toHaveLength(1);
    expect(live[0]?.status).toBe('active');
    expect(await rowsOf(team.org.id)).toHaveLength(1);
  });

  it('cancel-all ends every live subscription, even one the rows do not show', async () => {
    await checkout('pay');
    // A second live subscription at the provider (made before the payment-time check existed).
    const [live] = await t.context.database.db
      .select()
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.orgId, team.org.id));
    await t.context.database.db
      .insert(localBillingSubscriptions)
      .values({ ...live!, id: 'sub_local_second' });
    const response = await admin('PUT', '/subscriptions/cancel-all', { orgId: team.org.id });
    expect(response.statusCode).toBe(200);
    const after = await t.context.database.db
      .select({ status: localBillingSubscriptions.status })
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.orgId, team.org.id));
    expect(after).toEqual([{ status: 'canceled' }, { status: 'canceled' }]);
    expect(await rowsOf(team.org.id)).toEqual([]);
  });

  it('add-ons: bought through checkout, changed on the subscription, their refusals, and cancelled', async () => {
    // Nothing paid for and no country yet: the country is needed first.
    const noCountry = await admin('PUT', '/subscriptions/add-on', { orgId: team.org.id, fileSizeInGB: 200 });
    expect(noCountry.json()).toMatchObject({ message: BILLING_MESSAGES.countryRequired });
    await checkout('pay');

    expect(
      (await admin('PUT', '/subscriptions/add-on', { orgId: team.org.id, fileSizeInGB: 1500 })).json(),
    ).toMatchObject({ message: BILLING_MESSAGES.contactSales });
    for (const body of [
      { orgId: team.org.id, adlauncher_ad_account_count: 0 },
      { orgId: team.org.id, adlauncher_ad_account_count: 21 },
      { orgId: team.org.id, fileSizeInGB: 99 },
      { orgId: team.org.id, fileSizeInGB: 200, adlauncher_ad_account_count: 2 },
    ]) {
      expect((await admin('PUT', '/subscriptions/add-on', body)).statusCode).toBe(400);
    }

    const storage = await admin('PUT', '/subscriptions/add-on', { orgId: team.org.id, fileSizeInGB: 200 });
    expect(storage.json()).toEqual({ message: BILLING_MESSAGES.addOnUpdated });
    expect((await active()).activeSubscriptions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_code: PRODUCT_CODES.creative_hub, quantity: 200 }),
        expect.objectContaining({ product_code: suite, plan: 'basic' }),
      ]),
    );
    // Nothing stored beyond the free 30 GB: the add-on can be cancelled, once.
    const cancelled = await admin('PUT', '/subscriptions/add-on/cancel', {
      orgId: team.org.id,
      fileSizeInGB: true,
    });
    expect(cancelled.json()).toEqual({ message: BILLING_MESSAGES.addOnCanceled });
    expect((await rowsOf(team.org.id)).map((row) => row.productCode)).toEqual([suite]);
    const again = await admin('PUT', '/subscriptions/add-on/cancel', {
      orgId: team.org.id,
      fileSizeInGB: true,
    });
    expect(again.json()).toMatchObject({ message: BILLING_MESSAGES.noActiveSubscription });

    // 260 GB snaps to the 300 GB mark.
    const bought = await admin('PUT', '/subscriptions/add-on', { orgId: team.org.id, fileSizeInGB: 260 });
    expect(bought.statusCode).toBe(200);
    expect((await active()).activeSubscriptions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_code: PRODUCT_CODES.creative_hub, quantity: 300 }),
      ]),
    );

    // 120 GB stored: storage can't go below it, nor be cancelled (above the free 30 GB).
    await insertDriveFile(t, {
      workspace: team.workspace,
      folderId: null,
      name: 'big',
      size: 120 * BYTES_PER_GB,
    });
    const downgrade = await admin('PUT', '/subscriptions/add-on', { orgId: team.org.id, fileSizeInGB: 100 });
    expect(downgrade.json()).toMatchObject({ message: BILLING_MESSAGES.cannotDowngrade });
    const blocked = await admin('PUT', '/subscriptions/add-on/cancel', {
      orgId: team.org.id,
      fileSizeInGB: true,
    });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({ message: BILLING_MESSAGES.cannotCancelCreativeHub });
    const rows = await rowsOf(team.org.id);
    expect(rows.map((row) => row.productCode).sort()).toEqual([PRODUCT_CODES.creative_hub, suite].sort());
  });

  it('an add-on alone is bought through a checkout when nothing is paid for', async () => {
    await t.context.database.db.insert(billingAccounts).values({ orgId: team.org.id, countryCode: 'FR' });
    const response = await admin('PUT', '/subscriptions/add-on', { orgId: team.org.id, fileSizeInGB: 200 });
    expect(response.statusCode).toBe(200);
    const sessionId = sessionIdOf(response.json<{ checkoutURL: string }>().checkoutURL);
    await page('POST', `/billing/checkout/${sessionId}`, { outcome: 'pay' });
    expect(await rowsOf(team.org.id)).toEqual([
      expect.objectContaining({ productCode: PRODUCT_CODES.creative_hub, quantity: 200, status: 'active' }),
    ]);
  });

  it('every change arrives as an event, recorded once', async () => {
    await checkout('pay');
    await admin('PUT', '/subscriptions/cancel-all', { orgId: team.org.id });
    const events = await t.context.database.db
      .select()
      .from(billingEvents)
      .where(and(eq(billingEvents.provider, 'local')));
    const types = events.map((event) => event.type);
    expect(types).toEqual(
      expect.arrayContaining(['checkout.session.completed', 'customer.subscription.deleted']),
    );
    expect(events.every((event) => event.id.startsWith('evt_local_'))).toBe(true);
  });

  it('Stripe webhooks are refused while the offline provider takes payments', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ id: 'evt_1', type: 'invoice.paid', data: { object: {} } }),
    });
    expect(response.statusCode).toBe(400);
    expect(
      await t.context.database.db.select().from(billingEvents).where(eq(billingEvents.id, 'evt_1')),
    ).toEqual([]);
  });

  it('org admins only: a member or guest 403, another organisation 404, no token 401', async () => {
    const routes: ['POST' | 'PUT', string, (orgId: string) => object][] = [
      ['POST', '/subscriptions/checkout', (orgId) => basicMonthly(orgId)],
      [
        'PUT',
        '/subscriptions',
        (orgId) => ({
          orgId,
          products: [{ product_code: suite, plan_code: 'basic' }],
          plan_interval: 'monthly',
        }),
      ],
      ['PUT', '/subscriptions/cancel-all', (orgId) => ({ orgId })],
      ['POST', '/subscriptions/billing-session', (orgId) => ({ orgId })],
      ['PUT', '/subscriptions/add-on', (orgId) => ({ orgId, fileSizeInGB: 200 })],
      ['PUT', '/subscriptions/add-on/cancel', (orgId) => ({ orgId, fileSizeInGB: true })],
      ['POST', '/subscriptions/cancel-checkout', (orgId) => ({ orgId })],
    ];
    for (const [method, url, body] of routes) {
      for (const token of [team.collaborator.token, team.guest.token]) {
        expect((await callAs(t, token)(method, url, body(team.org.id))).statusCode, url).toBe(403);
      }
      expect((await admin(method, url, body(team.otherOrg.id))).statusCode, url).toBe(404);
      const anonymous = await t.app.inject({ method, url: `/api/v1${url}`, payload: body(team.org.id) });
      expect(anonymous.statusCode, url).toBe(401);
    }
    expect(await rowsOf(team.org.id)).toEqual([]);
  });
});
