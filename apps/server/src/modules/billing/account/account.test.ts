import {
  activeSubscriptionsResponse,
  billingAccessResponse,
  UNLIMITED,
  type ActiveSubscriptionsResponse,
  type BillingAccess,
  type PricingPlan,
} from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedPricingPlans } from '../plans/pricing-plans.service.ts';
import { giveSubscription } from '../test-support-billing.ts';
import { setBillingAccountFlags } from './billing-account.service.ts';
import { organisations } from '../../tenancy/organisations/tables.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('subscriptions: plans, what the organisation is on, access and support', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SUPPORT_EMAIL: 'help@hookline.test', CONTACT_SALES_URL: 'https://cal.example/hookline' },
    });
    await seedPricingPlans(t.context.database.db);
  });
  afterAll(() => t.close());

  const get = (path: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${path}`, headers: bearer(token) });
  const support = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/contact-support',
      headers: bearer(token),
      payload,
    });

  describe('GET subscriptions/pricing-plans', () => {
    it('answers every product with its plans, in dollars, with yearly at 20% off', async () => {
      const team = await createTeam(t);
      const response = await get(`pricing-plans?orgId=${team.org.id}`, team.admin.token);
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: PricingPlan[] }>();
      expect(data.map((product) => product.product_code)).toEqual([
        'hookline_creative_suite',
        'hookline_inspiration',
        'hookline_detective',
        'hookline_drive',
        'hookline_analytics',
        'hookline_adtemplates',
        'hookline_adlauncher',
        'hookline_creative_hub',
      ]);
      const suite = data[0]!;
      expect(suite.subscription_plans.map((plan) => plan.subscription_plan)).toEqual([
        'free',
        'basic',
        'starter',
      ]);
      const [free, basic, starter] = suite.subscription_plans;
      expect(free?.usage_limit).toMatchObject({
        membersCount: 3,
        guestUserCount: 3,
        workspacesCount: 2,
        fileSizeInGB: 30,
        adAccountCount: 3,
        adaccount_spend_limit: 50_000,
        videoTranscriptionCount: 10,
        whiteLabel: false,
        customBrand: false,
      });
      expect(basic?.usage_limit).toMatchObject({ membersCount: 10, whiteLabel: false, customBrand: true });
      expect(starter?.usage_limit).toMatchObject({
        membersCount: 25,
        workspacesCount: UNLIMITED,
        whiteLabel: true,
        customBrand: true,
      });
      expect(basic?.price_monthly).toBe(49);
      expect(basic?.price_yearly).toBeCloseTo(49 * 12 * 0.8, 2);
      expect(basic?.feature_highlights.length).toBeGreaterThan(3);
      const launcher = data.find((product) => product.product_code === 'hookline_adlauncher');
      expect(launcher?.subscription_plans[0]?.metered_billing).toEqual({
        first_unit_price: 99,
        unit_price: 20,
      });
    });

    it('answers 403 to a member who is not an admin, 404 for another organisation, 400 without orgId', async () => {
      const team = await createTeam(t);
      expect((await get(`pricing-plans?orgId=${team.org.id}`, team.collaborator.token)).statusCode).toBe(403);
      expect((await get(`pricing-plans?orgId=${team.org.id}`, team.guest.token)).statusCode).toBe(403);
      expect((await get(`pricing-plans?orgId=${team.otherOrg.id}`, team.admin.token)).statusCode).toBe(404);
      expect((await get('pricing-plans?orgId=not-an-id', team.admin.token)).statusCode).toBe(404);
      expect((await get('pricing-plans', team.admin.token)).statusCode).toBe(400);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: `/api/v1/subscriptions/pricing-plans?orgId=${team.org.id}`,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('GET subscriptions/active', () => {
    it('answers the free organisation: no rows, the free limits, the defaults', async () => {
      const team = await createTeam(t);
      const response = await get(`active?orgId=${team.org.id}`, team.admin.token);
      expect(response.statusCode).toBe(200);
      const body = activeSubscriptionsResponse.parse(response.json());
      expect(body).toMatchObject({
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
        creativeHubFactorUsageLimits: { fileSizeInGB: 0 },
        adLauncherFactorUsageLimits: { adlauncher_ad_account_count: 0 },
        pricingPage: 'per_product',
        lifetimeDeal: false,
        trialEndsAt: null,
        earlyUserModeExpireAt: null,
        limitsOverride: false,
      });
      expect(body.usageLimits).toMatchObject({ membersCount: 3, workspacesCount: 2, whiteLabel: false });
    });

    it('answers the rows, the invoice waiting, the add-ons and the limits right after the rows appear', async () => {
      const team = await createTeam(t);
      await giveSubscription(t, team.org.id, 'creative_suite', 'basic', { interval: 'yearly' });
      await giveSubscription(t, team.org.id, 'creative_hub', 'starter', {
        quantity: 500,
        status: 'past_due',
        paymentActionNeeded: true,
        invoiceNumber: 'HL-0042',
        invoicePaymentUrl: 'https://pay.example/HL-0042',
      });
      await giveSubscription(t, team.org.id, 'adlauncher', 'starter', { quantity: 4 });
      await giveSubscription(t, team.org.id, 'drive', 'starter', { status: 'canceled' });
      await setBillingAccountFlags(t.context.database.db, {
        orgId: team.org.id,
        flags: { pricingPage: 'legacy', manualSubscription: true },
      });

      const response = await get(`active?orgId=${team.org.id}`, team.admin.token);
      expect(response.statusCode).toBe(200);
      const body = response.json<ActiveSubscriptionsResponse>();
      expect(body.activeSubscriptions.map((row) => [row.product_code, row.plan, row.status])).toEqual([
        ['hookline_adlauncher', 'starter', 'active'],
        ['hookline_creative_hub', 'starter', 'past_due'],
        ['hookline_creative_suite', 'basic', 'active'],
      ]);
      const suite = body.activeSubscriptions.find((row) => row.product_code === 'hookline_creative_suite');
      expect(suite).toMatchObject({ period: 'yearly', purchase_medium: 'stripe', accessMode: 'active' });
      expect(suite?.planDetails?.plan_name).toBe('Basic');
      expect(body.subscriptionInfo).toMatchObject({
        paymentActionNeeded: true,
        invoiceNumber: 'HL-0042',
        invoicePaymentLink: 'https://pay.example/HL-0042',
        isManualSubscription: true,
      });
      expect(body.creativeHubFactorUsageLimits).toEqual({ fileSizeInGB: 500 });
      expect(body.adLauncherFactorUsageLimits).toEqual({ adlauncher_ad_account_count: 4 });
      expect(body.usageLimits).toMatchObject({
        membersCount: 10,
        // The storage add-on's 500 GB, and the 20 GB the launcher add-on includes.
        fileSizeInGB: 520,
        adlauncher_ad_account_count: 4,
        customBrand: true,
        whiteLabel: false,
      });
      expect(body.pricingPage).toBe('legacy');
    });

    it('lifts every limit with the override and in early-user mode, and shows both', async () => {
      const team = await createTeam(t);
      await setBillingAccountFlags(t.context.database.db, {
        orgId: team.org.id,
        flags: { limitsOverride: true },
      });
      const overridden = (
        await get(`active?orgId=${team.org.id}`, team.admin.token)
      ).json<ActiveSubscriptionsResponse>();
      expect(overridden.limitsOverride).toBe(true);
      expect(overridden.usageLimits).toMatchObject({ membersCount: UNLIMITED, whiteLabel: true });

      const other = await createTeam(t);
      const expires = new Date(Date.now() + 5 * DAY);
      await t.context.database.db
        .update(organisations)
        .set({ earlyUserModeExpireAt: expires })
        .where(eq(organisations.id, other.org.id));
      const early = (
        await get(`active?orgId=${other.org.id}`, other.admin.token)
      ).json<ActiveSubscriptionsResponse>();
      expect(early.earlyUserModeExpireAt).toBe(expires.toISOString());
      expect(early.usageLimits.workspacesCount).toBe(UNLIMITED);
      await t.context.database.db
        .update(organisations)
        .set({ earlyUserModeExpireAt: new Date(Date.now() - DAY) })
        .where(eq(organisations.id, other.org.id));
      const ended = (
        await get(`active?orgId=${other.org.id}`, other.admin.token)
      ).json<ActiveSubscriptionsResponse>();
      expect(ended.usageLimits.workspacesCount).toBe(2);
    });

    it('answers 403 to a member who is not an admin and 404 for another organisation', async () => {
      const team = await createTeam(t);
      expect((await get(`active?orgId=${team.org.id}`, team.collaborator.token)).statusCode).toBe(403);
      expect((await get(`active?orgId=${team.otherOrg.id}`, team.admin.token)).statusCode).toBe(404);
      expect((await get('active?orgId=', team.admin.token)).statusCode).toBe(400);
    });
  });

  describe('GET subscriptions/access', () => {
    it('tells any member about the trial, blocked products, a waiting payment and the plan flags', async () => {
      const team = await createTeam(t);
      await setBillingAccountFlags(t.context.database.db, {
        orgId: team.org.id,
        flags: { trialEndsAt: new Date(Date.now() + 2.5 * DAY) },
      });
      await giveSubscription(t, team.org.id, 'analytics', 'basic', { accessMode: 'blocked_1' });
      for (const caller of [team.admin, team.collaborator, team.guest]) {
        const response = await get(`access?orgId=${team.org.id}`, caller.token);
        expect(response.statusCode).toBe(200);
        const body = billingAccessResponse.parse(response.json());
        expect(body).toMatchObject({
          accessMode: 'active',
          blockedProducts: ['hookline_analytics'],
          trialDaysLeft: 3,
          earlyUserMode: false,
          paymentActionNeeded: false,
          lifetimeDeal: false,
          whiteLabel: false,
          customBrand: true,
          contactSalesUrl: 'https://cal.example/hookline',
        });
      }
      expect((await get(`access?orgId=${team.otherOrg.id}`, team.admin.token)).statusCode).toBe(404);
    });

    it('blocks the app when the trial has 0 days left and nothing is paid, and not once it is', async () => {
      const team = await createTeam(t);
      await setBillingAccountFlags(t.context.database.db, {
        orgId: team.org.id,
        flags: { trialEndsAt: new Date(Date.now() - 1000) },
      });
      const blocked = (
        await get(`access?orgId=${team.org.id}`, team.collaborator.token)
      ).json<BillingAccess>();
      expect(blocked).toMatchObject({ accessMode: 'blocked_1', trialDaysLeft: 0 });
      const active = (
        await get(`active?orgId=${team.org.id}`, team.admin.token)
      ).json<ActiveSubscriptionsResponse>();
      expect(active.accessMode).toBe('blocked_1');
      expect(active.trialEndsAt).not.toBeNull();

      await giveSubscription(t, team.org.id, 'creative_suite', 'basic');
      const paid = (await get(`access?orgId=${team.org.id}`, team.collaborator.token)).json<BillingAccess>();
      expect(paid.accessMode).toBe('active');
    });
  });

  describe('POST subscriptions/contact-support', () => {
    it('mails the support address, naming the organisation and the sender', async () => {
      const team = await createTeam(t);
      const response = await support(team.admin.token, {
        orgId: team.org.id,
        subject: 'Invoice address',
        message: 'Please put our VAT number on the invoices.',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Your message has been sent to our support team' });
      const mail = t.mail.sent.at(-1);
      expect(mail).toMatchObject({ to: 'help@hookline.test', subject: '[Support] Invoice address' });
      expect(mail?.text).toContain(team.admin.user.email);
      expect(mail?.text).toContain(team.org.id);
      expect(mail?.text).toContain('Please put our VAT number on the invoices.');
    });

    it('refuses an empty subject or message, a non-admin and another organisation, mailing nothing', async () => {
      const team = await createTeam(t);
      const before = t.mail.sent.length;
      const good = { orgId: team.org.id, subject: 'Hello', message: 'A question' };
      expect((await support(team.admin.token, { ...good, subject: ' ' })).statusCode).toBe(400);
      expect((await support(team.admin.token, { ...good, message: '' })).statusCode).toBe(400);
      expect((await support(team.admin.token, { ...good, message: 'x'.repeat(5001) })).statusCode).toBe(400);
      expect((await support(team.admin.token, { subject: 'Hello', message: 'A question' })).statusCode).toBe(
        400,
      );
      expect((await support(team.collaborator.token, good)).statusCode).toBe(403);
      expect((await support(team.admin.token, { ...good, orgId: team.otherOrg.id })).statusCode).toBe(404);
      expect(t.mail.sent.length).toBe(before);
    });
  });
});
