import { defineArea } from '../../platform/area.ts';
import './billing-services.ts';
import * as tables from './tables.ts';

/**
 * Billing: pricing plans kept as data, subscriptions written by the payment provider's events (Stripe, or
 * the in-app offline provider), the limits that come from them, add-ons and lifetime-deal licences.
 */
export const billingArea = defineArea({
  name: 'billing',
  tables,
  routes: [],
  resources: [],
});
