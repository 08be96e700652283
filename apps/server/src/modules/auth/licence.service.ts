/** Lifetime-deal licence activation is billing's: the code, its single use and the subscription it gives. */
export { activateLicence } from '../billing/index.ts';
