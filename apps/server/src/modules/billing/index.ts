/** The billing area's public face. */
export { billingArea } from './area.ts';
export type * from './tables.ts';
export type { PlanLimits } from './billing-services.ts';
/** How the organisation bought a module (Detective's AI needs a purchase outside the marketplace). */
export { modulePurchaseMediums } from './limits/module-purchases.ts';
export { activateLicence, WrongLicenceCodeError } from './licences/licences.service.ts';
/** `billing plans|account|licences ...`, run by cli/billing.ts. */
export { runBillingCommand } from './cli/billing-command.ts';
