import { BILLING_MESSAGES, PRODUCT_CODES } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { launcherAdAccounts } from '../../launcher/tables.ts';
import { insertLauncherAccount } from '../../launcher/test-support-launcher-accounts.ts';
import { localBillingSubscriptions, subscriptions } from '../tables.ts';
import { giveSubscription } from '../test-support-billing.ts';
import { callAs, seedPlans, sessionIdOf } from './local-test-support.ts';

const suite = PRODUCT_CODES.creative_suite;

describe("the Ad Launcher add-on weighs the launcher's accounts in use", () => {
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

  /** The suite paid for, with the launcher add-on of `quantity` accounts on the same subscription. */
  async function holdLauncherAddOn(quantity: number): Promise<void> {
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
    const { db } = t.context.database;
    const [live] = await db
      .select()
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.orgId, team.org.id));
    if (!live) throw new Error('no live subscription');
    const launcher = { productCode: PRODUCT_CODES.adlauncher, planCode: 'starter' as const, quantity };
    await db
      .update(localBillingSubscriptions)
      .set({ items: [...live.items, { id: 'si_local_launcher', ...launcher }] })
      .where(eq(localBillingSubscriptions.id, live.id));
    await giveSubscription(t, team.org.id, 'adlauncher', 'starter', {
      quantity,
      providerSubscriptionId: live.id,
    });
  }

  const launcherQuantity = async () => {
    const rows = await t.context.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orgId, team.org.id));
    return rows.find((row) => row.productCode === PRODUCT_CODES.adlauncher)?.quantity;
  };

  it("'Cannot downgrade' below the accounts connected to the launcher", async () => {
    await holdLauncherAddOn(3);
    await insertLauncherAccount(t, { org: team.org, workspace: team.workspace });
    await insertLauncherAccount(t, { org: team.org, workspace: team.workspace });
    const refused = await admin('PUT', '/subscriptions/add-on', {
      orgId: team.org.id,
      adlauncher_ad_account_count: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: BILLING_MESSAGES.cannotDowngrade });
    expect(await launcherQuantity()).toBe(3);

    const down = await admin('PUT', '/subscriptions/add-on', {
      orgId: team.org.id,
      adlauncher_ad_account_count: 2,
    });
    expect(down.json()).toEqual({ message: BILLING_MESSAGES.addOnUpdated });
  });

  it("'Cannot Cancel Ad Launcher subscription' while more than the free tier's one account is connected", async () => {
    await holdLauncherAddOn(2);
    await insertLauncherAccount(t, { org: team.org, workspace: team.workspace });
    const second = await insertLauncherAccount(t, { org: team.org, workspace: team.workspace });
    const cancel = () =>
      admin('PUT', '/subscriptions/add-on/cancel', { orgId: team.org.id, adlauncher_ad_account_count: true });
    const blocked = await cancel();
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({ message: BILLING_MESSAGES.cannotCancelAdLauncher });
    expect(await launcherQuantity()).toBe(2);

    await t.context.database.db.delete(launcherAdAccounts).where(eq(launcherAdAccounts.id, second.id));
    const cancelled = await cancel();
    expect(cancelled.json()).toEqual({ message: BILLING_MESSAGES.addOnCanceled });
  });
});
