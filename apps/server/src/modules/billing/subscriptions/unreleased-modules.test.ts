import { notSoldYetMessage, PRODUCT_CODES, RELEASED_MODULES, type ModuleKey } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  billingAccounts,
  localBillingSessions,
  localBillingSubscriptions,
  subscriptions,
} from '../tables.ts';
import { giveSubscription } from '../test-support-billing.ts';
import { callAs, seedPlans, sessionIdOf } from './local-test-support.ts';

const suite = PRODUCT_CODES.creative_suite;

/**
 * A module that doesn't exist yet can't be bought. Every product's module is released today, so the rule is
 * proven on a server whose list marks Ad Templates as coming soon.
 */
describe('buying a module that is coming soon', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let admin: ReturnType<typeof callAs>;

  beforeAll(async () => {
    t = await createTestApp({
      env: { APP_URL: 'http://app.test' },
      services: { releasedModules: { ...RELEASED_MODULES, 'ad-templates': false } },
    });
    await seedPlans(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    team = await createTeam(t);
    admin = callAs(t, team.admin.token);
  });

  /** Everything billing holds for the organisation, here and at the offline provider. */
  const billingState = async () => {
    const { db } = t.context.database;
    const orgId = team.org.id;
    return {
      rows: await db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId)),
      sessions: await db.select().from(localBillingSessions).where(eq(localBillingSessions.orgId, orgId)),
      live: await db
        .select()
        .from(localBillingSubscriptions)
        .where(eq(localBillingSubscriptions.orgId, orgId)),
    };
  };

  async function expectRefused(
    method: 'POST' | 'PUT',
    url: string,
    body: object,
    module: ModuleKey,
  ): Promise<void> {
    const before = await billingState();
    const response = await admin(method, url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(notSoldYetMessage(module));
    expect(await billingState()).toEqual(before);
  }

  async function paySuite(): Promise<void> {
    const response = await admin('POST', '/subscriptions/checkout', {
      orgId: team.org.id,
      products: [{ product_code: suite, plan_code: 'basic' }],
      plan_interval: 'monthly',
      countryCode: 'DE',
    });
    const sessionId = sessionIdOf(response.json<{ checkoutURL: string }>().checkoutURL);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/billing/checkout/${sessionId}`,
      payload: { outcome: 'pay' },
    });
    expect(paid.statusCode).toBe(200);
  }

  it('the Ad Launcher add-on sells now that the module exists, beside the Creative Hub storage add-on', async () => {
    await t.context.database.db.insert(billingAccounts).values({ orgId: team.org.id, countryCode: 'FR' });
    await paySuite();
    const launcher = await admin('PUT', '/subscriptions/add-on', {
      orgId: team.org.id,
      adlauncher_ad_account_count: 3,
    });
    expect(launcher.statusCode, launcher.body).toBe(200);
    const storage = await admin('PUT', '/subscriptions/add-on', { orgId: team.org.id, fileSizeInGB: 200 });
    expect(storage.statusCode).toBe(200);
  });

  it('a checkout of a plan of Ad Templates, alone or beside the suite', async () => {
    const checkout = (products: object[]) => ({
      orgId: team.org.id,
      products,
      plan_interval: 'monthly',
      countryCode: 'DE',
    });
    await expectRefused(
      'POST',
      '/subscriptions/checkout',
      checkout([{ product_code: PRODUCT_CODES.adtemplates, plan_code: 'basic' }]),
      'ad-templates',
    );
    await expectRefused(
      'POST',
      '/subscriptions/checkout',
      checkout([
        { product_code: suite, plan_code: 'basic' },
        { product_code: PRODUCT_CODES.adtemplates, plan_code: 'starter' },
      ]),
      'ad-templates',
    );
  });

  it('a change of the paid subscription adding one; what is held already is kept', async () => {
    await paySuite();
    await expectRefused(
      'PUT',
      '/subscriptions',
      {
        orgId: team.org.id,
        products: [{ product_code: PRODUCT_CODES.adtemplates, plan_code: 'basic' }],
        plan_interval: 'monthly',
      },
      'ad-templates',
    );

    // An organisation that bought Ad Templates before it was withdrawn keeps it.
    const { db } = t.context.database;
    const [live] = await db
      .select()
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.orgId, team.org.id));
    if (!live) throw new Error('no live subscription');
    const templates = { productCode: PRODUCT_CODES.adtemplates, planCode: 'basic' as const, quantity: 1 };
    await db
      .update(localBillingSubscriptions)
      .set({ items: [...live.items, { id: 'si_local_templates', ...templates }] })
      .where(eq(localBillingSubscriptions.id, live.id));
    await giveSubscription(t, team.org.id, 'adtemplates', 'basic', {
      purchaseMedium: 'stripe',
      providerSubscriptionId: live.id,
    });
    // Changing the suite keeps it as it is; asking for it unchanged is no purchase either.
    const changed = await admin('PUT', '/subscriptions', {
      orgId: team.org.id,
      products: [
        { product_code: suite, plan_code: 'starter' },
        { product_code: PRODUCT_CODES.adtemplates, plan_code: 'basic' },
      ],
      plan_interval: 'monthly',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // A bigger plan of it is a purchase: refused.
    await expectRefused(
      'PUT',
      '/subscriptions',
      {
        orgId: team.org.id,
        products: [
          { product_code: suite, plan_code: 'starter' },
          { product_code: PRODUCT_CODES.adtemplates, plan_code: 'starter' },
        ],
        plan_interval: 'monthly',
      },
      'ad-templates',
    );
    const [after] = await db
      .select()
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.id, live.id));
    expect(after?.items.map((item) => item.productCode).sort()).toEqual(
      [PRODUCT_CODES.adtemplates, suite].sort(),
    );
  });
});
