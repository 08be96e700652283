import { randomBytes } from 'node:crypto';

/** An unguessable id (192 random bits): for hosted sessions it is the only credential. */
export const localId = (prefix: string): string => `${prefix}_${randomBytes(24).toString('base64url')}`;

export const CHECKOUT_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const PORTAL_SESSION_TTL_MS = 60 * 60 * 1000;
/** An invoice's payment link (Stripe's hosted invoice page stays valid for long too). */
export const INVOICE_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;
