import type { TestApp } from '../../../test/test-app.ts';
import { bearer } from '../../../test/factories.ts';
import { seedPricingPlans } from '../plans/pricing-plans.service.ts';

/** The catalogue's plans, as a started app has them. */
export async function seedPlans(t: TestApp): Promise<void> {
  await seedPricingPlans(t.context.database.db);
}

/** A call of the subscription API as `token`. */
export function callAs(t: TestApp, token: string) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** The path part of one of the offline provider's page URLs (`…/billing/checkout/cs_local_…`). */
export const sessionIdOf = (url: string): string => url.split('/').pop() ?? '';
