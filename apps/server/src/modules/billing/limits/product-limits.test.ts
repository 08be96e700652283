import type { UsageMetricsResponse } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedPricingPlans } from '../plans/pricing-plans.service.ts';
import { giveSubscription } from '../test-support-billing.ts';

describe("each product's limits come from that product's plans", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedPricingPlans(t.context.database.db);
  });
  afterAll(() => t.close());

  it('Analytics reads the plans that sell it, not the highest plan of any product', async () => {
    const team = await createTeam(t);
    // Research + Creative Analytics on Basic; the legacy Inspiration product on Starter.
    await giveSubscription(t, team.org.id, 'creative_suite', 'basic');
    await giveSubscription(t, team.org.id, 'inspiration', 'starter');
    const limits = await t.context.planLimits.read(t.context.database.db, team.org.id);
    // Analytics: Basic's 10 new ad accounts and $250,000 of spend, not Starter's.
    expect(limits).toMatchObject({ adAccountCount: 10, adaccount_spend_limit: 250_000 });
    // The whole organisation's limits still take every plan.
    expect(limits.membersCount).toBe(25);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organisation/${team.org.id}/usage-metrics`,
      headers: bearer(team.admin.token),
    });
    expect(response.statusCode).toBe(200);
    const usage = response.json<UsageMetricsResponse>();
    expect(usage.analytics).toEqual({ plan: 'basic', adAccountCount: 10, adaccount_spend_limit: 250_000 });
  });

  it('the legacy Analytics product on Starter raises the Analytics limits', async () => {
    const team = await createTeam(t);
    await giveSubscription(t, team.org.id, 'analytics', 'starter');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organisation/${team.org.id}/usage-metrics`,
      headers: bearer(team.admin.token),
    });
    expect(response.json<UsageMetricsResponse>().analytics).toMatchObject({
      plan: 'starter',
      adAccountCount: 25,
    });
  });
});
