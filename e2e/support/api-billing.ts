import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Puts `orgId` on a plan of the Research + Creative Analytics product the way a customer does on a fresh
 * installation: a checkout with the offline payment provider, paid on its page (here through its API).
 */
export async function buyPlanThroughOfflineCheckout(
  request: APIRequestContext,
  token: string,
  input: { orgId: string; plan: 'basic' | 'starter' },
): Promise<void> {
  const checkout = await request.post('/api/v1/subscriptions/checkout', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      orgId: input.orgId,
      products: [{ product_code: 'hookline_creative_suite', plan_code: input.plan }],
      plan_interval: 'monthly',
      countryCode: 'DE',
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { checkoutURL } = (await checkout.json()) as { checkoutURL: string };
  const sessionId = new URL(checkoutURL).pathname.split('/').pop() ?? '';
  const paid = await request.post(`/api/v1/billing/checkout/${sessionId}`, { data: { outcome: 'pay' } });
  expect(paid.status(), await paid.text()).toBe(200);
}
