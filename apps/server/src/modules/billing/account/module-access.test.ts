import { randomUUID } from 'node:crypto';
import {
  BILLING_MESSAGES,
  PRODUCT_CODES,
  productBlockedMessage,
  type ActiveSubscriptionsResponse,
  type BillingAccess,
  type LocalPortalSession,
} from '@hookline/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { tusClient } from '../../drive/uploads/test-support-tus.ts';
import { markLifetimeDeal } from '../../tenancy/index.ts';
import { runBillingCommand } from '../cli/billing-command.ts';
import { callAs, seedPlans, sessionIdOf } from '../subscriptions/local-test-support.ts';
import { giveSubscription } from '../test-support-billing.ts';
import { setBillingAccountFlags } from './billing-account.service.ts';

describe('blocked modules: their screens say why and their calls are refused', () => {
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

  const page = (url: string) => t.app.inject({ method: 'POST', url: `/api/v1${url}` });
  const inspiration = (workspaceId = team.workspace.id, call = admin) =>
    call('GET', `/inspiration/folder-tree/workspace/${workspaceId}`);
  const drive = (workspaceId = team.workspace.id, call = admin) =>
    call('GET', `/assets/folder-tree/workspace/${workspaceId}`);
  const analytics = () =>
    t.app.inject({
      method: 'GET',
      url: `/reports/api/v1/ad-accounts?workspaceId=${team.workspace.id}`,
      headers: { authorization: `Bearer ${team.admin.token}` },
    });
  const access = async (token = team.admin.token) => {
    const response = await callAs(t, token)('GET', `/subscriptions/access?orgId=${team.org.id}`);
    expect(response.statusCode).toBe(200);
    return response.json<BillingAccess>();
  };

  /** A suite checkout whose payment needs action; answers the open invoice's portal link. */
  async function pastDueSuite(
    orgId = team.org.id,
    call = admin,
  ): Promise<{ portalId: string; invoiceId: string }> {
    const started = await call('POST', '/subscriptions/checkout', {
      orgId,
      products: [{ product_code: PRODUCT_CODES.creative_suite, plan_code: 'starter' }],
      plan_interval: 'monthly',
      countryCode: 'FR',
    });
    const checkoutId = sessionIdOf(started.json<{ checkoutURL: string }>().checkoutURL);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/v1/billing/checkout/${checkoutId}`,
      payload: { outcome: 'needs_action' },
    });
    expect(done.statusCode).toBe(200);
    const active = (
      await call('GET', `/subscriptions/active?orgId=${orgId}`)
    ).json<ActiveSubscriptionsResponse>();
    const portalId = sessionIdOf(active.subscriptionInfo.invoicePaymentLink ?? '');
    const portal = (
      await t.app.inject({ method: 'GET', url: `/api/v1/billing/portal/${portalId}` })
    ).json<LocalPortalSession>();
    const invoice = portal.invoices.find((candidate) => candidate.needsAction);
    if (!invoice) throw new Error('no open invoice on the portal');
    expect(invoice.canFail).toBe(true);
    return { portalId, invoiceId: invoice._id };
  }

  it('an unpaid suite blocks what it sells until its invoice is paid; the Creative Hub stays open', async () => {
    const { portalId, invoiceId } = await pastDueSuite();
    // Past due: access continues while the customer is asked to act.
    expect((await inspiration()).statusCode).toBe(200);

    const failed = await page(`/billing/portal/${portalId}/invoices/${invoiceId}/fail`);
    expect(failed.statusCode).toBe(200);
    expect(failed.json<LocalPortalSession>().subscriptions[0]?.status).toBe('unpaid');
    expect(failed.json<LocalPortalSession>().invoices[0]).toMatchObject({ status: 'open', canFail: false });
    // An invoice of no subscription of this portal's organisation, or a portal id that doesn't exist: 404.
    expect((await page(`/billing/portal/${portalId}/invoices/in_local_nope/fail`)).statusCode).toBe(404);
    expect((await page(`/billing/portal/bps_local_nope/invoices/${invoiceId}/fail`)).statusCode).toBe(404);
    // Once only: the subscription is no longer past due.
    expect((await page(`/billing/portal/${portalId}/invoices/${invoiceId}/fail`)).statusCode).toBe(409);

    for (const token of [team.admin.token, team.collaborator.token]) {
      expect(await access(token)).toMatchObject({
        accessMode: 'active',
        blockedProducts: [PRODUCT_CODES.creative_suite],
        blockedModules: ['inspiration', 'detective', 'analytics', 'adtemplates'],
        paymentActionNeeded: true,
      });
    }
    const state = (
      await admin('GET', `/subscriptions/active?orgId=${team.org.id}`)
    ).json<ActiveSubscriptionsResponse>();
    expect(state.activeSubscriptions).toEqual([
      expect.objectContaining({ plan: 'starter', status: 'unpaid', accessMode: 'blocked_1' }),
    ]);
    // An unpaid plan's limits don't count: the organisation is on the free plan's until it pays.
    expect(state.usageLimits.membersCount).toBe(3);

    const refused = await inspiration();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: productBlockedMessage('inspiration') });
    expect((await inspiration(team.workspace.id, callAs(t, team.collaborator.token))).statusCode).toBe(403);
    expect((await analytics()).json()).toMatchObject({ message: productBlockedMessage('analytics') });
    expect((await drive()).statusCode).toBe(200);
    // Another organisation is untouched (its admin here is the outsider's).
    const other = callAs(t, team.outsider.token);
    expect((await inspiration(team.otherWorkspace.id, other)).statusCode).toBe(200);
    // A new checkout is refused while the unpaid subscription stands: pay it, or cancel it.
    const again = await admin('POST', '/subscriptions/checkout', {
      orgId: team.org.id,
      products: [{ product_code: PRODUCT_CODES.creative_suite, plan_code: 'basic' }],
      plan_interval: 'monthly',
      countryCode: 'FR',
    });
    expect(again.json()).toMatchObject({ message: BILLING_MESSAGES.alreadySubscribed });

    const paid = await page(`/billing/portal/${portalId}/invoices/${invoiceId}/pay`);
    expect(paid.statusCode).toBe(200);
    expect(await access()).toMatchObject({
      blockedProducts: [],
      blockedModules: [],
      paymentActionNeeded: false,
    });
    expect((await inspiration()).statusCode).toBe(200);
  });

  it("another organisation's portal can neither fail nor pay this one's invoice", async () => {
    const ours = await pastDueSuite();
    const theirs = await pastDueSuite(team.otherOrg.id, callAs(t, team.outsider.token));
    for (const action of ['fail', 'pay']) {
      const response = await page(`/billing/portal/${theirs.portalId}/invoices/${ours.invoiceId}/${action}`);
      expect(response.statusCode, action).toBe(404);
    }
    const state = (
      await admin('GET', `/subscriptions/active?orgId=${team.org.id}`)
    ).json<ActiveSubscriptionsResponse>();
    expect(state.activeSubscriptions).toEqual([expect.objectContaining({ status: 'past_due' })]);
    expect((await access()).blockedModules).toEqual([]);
  });

  it('an operator blocks and restores a product; uploads into a blocked Creative Hub are refused', async () => {
    await giveSubscription(t, team.org.id, 'creative_hub', 'starter', { quantity: 100 });
    const db = t.context.database.db;
    const blocked = await runBillingCommand(db, ['account', team.org.id, '--block', 'creative_hub']);
    expect(blocked).toMatchObject({ code: 0 });
    expect(blocked.output).toContain('blocked products hookline_creative_hub');
    expect((await access()).blockedModules).toEqual(['drive']);
    expect((await drive()).json()).toMatchObject({ message: productBlockedMessage('drive') });
    const upload = await tusClient(t, team.admin.token).create({
      size: 10,
      metadata: { filename: 'a.png', workspaceId: team.workspace.id },
    });
    expect(upload.statusCode).toBe(403);
    expect((await inspiration()).statusCode).toBe(200);

    expect((await runBillingCommand(db, ['account', team.org.id, '--unblock', 'creative_hub'])).code).toBe(0);
    expect((await drive()).statusCode).toBe(200);

    // Only a product it subscribes to, and one change at a time.
    expect((await runBillingCommand(db, ['account', team.org.id, '--block', 'adlauncher'])).code).toBe(1);
    expect(
      (await runBillingCommand(db, ['account', team.org.id, '--block', 'drive', '--unblock', 'drive'])).code,
    ).toBe(2);
  });

  it('a trial with 0 days left refuses every module, while billing stays open to pay', async () => {
    await setBillingAccountFlags(t.context.database.db, {
      orgId: team.org.id,
      flags: { trialEndsAt: new Date(Date.now() - 1000) },
    });
    for (const call of [inspiration, drive, analytics]) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: BILLING_MESSAGES.trialEnded });
    }
    expect((await admin('GET', `/subscriptions/active?orgId=${team.org.id}`)).statusCode).toBe(200);
    expect((await access(team.collaborator.token)).accessMode).toBe('blocked_1');
  });

  it('a lifetime deal keeps every module open once its trial has ended', async () => {
    const { db } = t.context.database;
    await setBillingAccountFlags(db, {
      orgId: team.org.id,
      flags: { trialEndsAt: new Date(Date.now() - 1000) },
    });
    await markLifetimeDeal(db, team.org.id);
    for (const call of [inspiration, drive, analytics]) expect((await call()).statusCode).toBe(200);
  });

  it("an organisation that doesn't exist is not found, one with no billing row is open", async () => {
    const { db } = t.context.database;
    await expect(t.context.moduleAccess.assertOpen(db, randomUUID(), 'drive')).rejects.toMatchObject({
      status: 404,
    });
    await expect(t.context.moduleAccess.assertOpen(db, team.org.id, 'drive')).resolves.toBeUndefined();
  });
});
