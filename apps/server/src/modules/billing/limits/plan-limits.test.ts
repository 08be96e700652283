import { UNLIMITED } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, uniqueEmail } from '../../../test/factories.ts';
import { createOrganisation, createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { setBillingAccountFlags } from '../account/billing-account.service.ts';
import { runBillingCommand } from '../cli/billing-command.ts';
import { planUsageLimits } from '../plans/plan-catalogue.ts';
import { seedPricingPlans } from '../plans/pricing-plans.service.ts';
import { pricingPlans } from '../tables.ts';
import { giveSubscription, removeSubscription } from '../test-support-billing.ts';

describe('the limits of an organisation, from its subscriptions', () => {
  let t: TestApp;
  const db = () => t.context.database.db;
  const limitsOf = (orgId: string) => t.context.planLimits.read(db(), orgId);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the free plans without a row, and the same before the plans are seeded', async () => {
    const owner = await createUser(t);
    const org = await createOrganisation(t, owner);
    expect(await limitsOf(org.id)).toEqual(planUsageLimits('free'));
    await seedPricingPlans(db());
    expect(await limitsOf(org.id)).toEqual(planUsageLimits('free'));
    // The seed is the free constants of the domain package.
    expect(planUsageLimits('free')).toMatchObject({
      membersCount: 3,
      guestUserCount: 3,
      workspacesCount: 2,
      fileSizeInGB: 30,
      adAccountCount: 3,
      adaccount_spend_limit: 50_000,
      videoTranscriptionCount: 10,
    });
  });

  it('merges counted rows to the highest value across plans; a cancelled row gives nothing', async () => {
    const owner = await createUser(t);
    const org = await createOrganisation(t, owner);
    await giveSubscription(t, org.id, 'drive', 'starter', { status: 'canceled' });
    expect((await limitsOf(org.id)).fileSizeInGB).toBe(30);
    await giveSubscription(t, org.id, 'inspiration', 'basic', { status: 'past_due' });
    await giveSubscription(t, org.id, 'analytics', 'starter', { status: 'trialing' });
    const limits = await limitsOf(org.id);
    expect(limits).toMatchObject({
      membersCount: 25,
      workspacesCount: UNLIMITED,
      adaccount_spend_limit: UNLIMITED,
      whiteLabel: true,
      customBrand: true,
    });
    await giveSubscription(t, org.id, 'analytics', 'starter', { status: 'unpaid' });
    expect(await limitsOf(org.id)).toMatchObject({ membersCount: 10, whiteLabel: false, customBrand: true });
  });

  it('raises storage and launcher accounts by the add-ons’ quantities; the launcher brings 20 GB more', async () => {
    const owner = await createUser(t);
    const org = await createOrganisation(t, owner);
    await giveSubscription(t, org.id, 'creative_hub', 'starter', { quantity: 750 });
    expect((await limitsOf(org.id)).fileSizeInGB).toBe(750);
    await giveSubscription(t, org.id, 'adlauncher', 'starter', { quantity: 6 });
    expect(await limitsOf(org.id)).toMatchObject({
      fileSizeInGB: 770,
      adlauncher_ad_account_count: 6,
      membersCount: 3,
    });
    await removeSubscription(t, org.id, 'creative_hub');
    expect((await limitsOf(org.id)).fileSizeInGB).toBe(50);
    await removeSubscription(t, org.id, 'adlauncher');
    expect((await limitsOf(org.id)).fileSizeInGB).toBe(30);
    // In its free trial the launcher add-on allows the free tier's one account, whatever its quantity.
    await giveSubscription(t, org.id, 'adlauncher', 'starter', { quantity: 6, status: 'trialing' });
    expect(await limitsOf(org.id)).toMatchObject({ fileSizeInGB: 50, adlauncher_ad_account_count: 1 });
  });

  it('follows a plan an admin changed with the CLI, with no deploy', async () => {
    await seedPricingPlans(db());
    const owner = await createUser(t);
    const org = await createOrganisation(t, owner);
    await giveSubscription(t, org.id, 'detective', 'basic');
    expect((await limitsOf(org.id)).detectiveBrandCount).toBe(10);
    await runBillingCommand(db(), [
      'plans',
      'set',
      'detective',
      'basic',
      '--limit',
      'detectiveBrandCount=40',
    ]);
    expect((await limitsOf(org.id)).detectiveBrandCount).toBe(40);
    await db()
      .update(pricingPlans)
      .set({ usageLimit: planUsageLimits('basic') })
      .where(and(eq(pricingPlans.productCode, 'hookline_detective'), eq(pricingPlans.planCode, 'basic')));
  });

  it('refuses the 4th member on free, takes them right after a basic row appears, and with the override', async () => {
    const team = await createTeam(t);
    const invite = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/organisation/${team.org.id}/members/invite`,
        headers: bearer(team.admin.token),
        payload: {
          email: uniqueEmail(),
          orgRole: 'org_member',
          workspaces: [{ workspaceId: team.workspace.id, roleName: 'collaborator', products: ['drive'] }],
        },
      });
    expect((await invite()).statusCode).toBe(200);
    const refused = await invite();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'You have reached the limit of 3 members on your plan',
      code: 'PLAN_LIMIT_REACHED',
    });
    await giveSubscription(t, team.org.id, 'creative_suite', 'basic');
    expect((await invite()).statusCode).toBe(200);

    const other = await createTeam(t);
    await setBillingAccountFlags(db(), { orgId: other.org.id, flags: { limitsOverride: true } });
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/workspace',
        headers: bearer(other.admin.token),
        payload: { orgId: other.org.id, name: `Team ${i}` },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
