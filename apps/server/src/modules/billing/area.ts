import { defineArea } from '../../platform/area.ts';
import { accountRoutes } from './account/account.routes.ts';
import { createModuleAccess } from './account/module-access.service.ts';
import './billing-services.ts';
import { webhookRoutes } from './events/webhook.routes.ts';
import { localPageRoutes } from './local-pages/local-pages.routes.ts';
import { createBillingProvider } from './provider/create-billing-provider.ts';
import { subscriptionRoutes } from './subscriptions/subscriptions.routes.ts';
import { createPlanLimits } from './limits/plan-limits.service.ts';
import { seedPricingPlans } from './plans/pricing-plans.service.ts';
import * as tables from './tables.ts';

/**
 * Billing: pricing plans kept as data, subscriptions written by the payment provider's events (Stripe, or
 * the in-app offline provider), the limits that come from them, add-ons and lifetime-deal licences.
 */
export const billingArea = defineArea({
  name: 'billing',
  tables,
  routes: [
    { service: 'main', plugin: accountRoutes },
    { service: 'main', plugin: subscriptionRoutes },
    { service: 'main', plugin: webhookRoutes },
    { service: 'main', plugin: localPageRoutes },
  ],
  resources: [],
  services: (config) => ({
    planLimits: createPlanLimits(),
    billingProvider: createBillingProvider(config),
    moduleAccess: createModuleAccess(),
  }),
  /** The catalogue's plans that are missing; an admin's edits are kept. */
  async onStart(context) {
    const added = await seedPricingPlans(context.database.db);
    if (added > 0) context.log.info({ added }, 'pricing plans seeded');
  },
});
