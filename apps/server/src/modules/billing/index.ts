/** The billing area's public face. */
export { billingArea } from './area.ts';
export type * from './tables.ts';
export type { PlanLimits } from './billing-services.ts';
export { activateLicence, WrongLicenceCodeError } from './licences/licences.service.ts';
/** `billing plans|account|licences ...`, run by cli/billing.ts. */
export { runBillingCommand } from './cli/billing-command.ts';
