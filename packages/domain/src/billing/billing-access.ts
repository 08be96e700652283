import { z } from 'zod';
import { ACCESS_MODES } from './billing-api.ts';
import { PRODUCTS } from '../tenancy/roles.ts';
import { ALL_PRODUCT_CODES, type ProductCode } from './billing-products.ts';

/**
 * `GET subscriptions/access?orgId=`, for every member (the app shell): whether the organisation may use the
 * app now (a trial with 0 days left blocks it), which products are blocked, whether a payment waits, the
 * plan flags of white labelling and custom branding, and the Contact Sales link.
 */
export const billingAccessResponse = z.object({
  /** `blocked_1` when a free trial has ended without a paid subscription: the whole app is blocked. */
  accessMode: z.enum(ACCESS_MODES),
  /** Products whose subscription row is `blocked_1` (an unpaid subscription, or blocked by our team). */
  blockedProducts: z.array(z.enum(ALL_PRODUCT_CODES as [ProductCode, ...ProductCode[]])),
  /** The modules those rows block: their screens show why, their calls are refused (403). */
  blockedModules: z.array(z.enum(PRODUCTS)),
  trialEndsAt: z.string().nullable(),
  /** Whole days left in the trial (0 on its last instant and after); null outside a trial. */
  trialDaysLeft: z.number().int().nullable(),
  earlyUserModeExpireAt: z.string().nullable(),
  /** Early-user mode lifts every limit while its expiry is in the future. */
  earlyUserMode: z.boolean(),
  paymentActionNeeded: z.boolean(),
  lifetimeDeal: z.boolean(),
  whiteLabel: z.boolean(),
  customBrand: z.boolean(),
  /** The scheduling link Contact Sales opens (CONTACT_SALES_URL); empty when none is set. */
  contactSalesUrl: z.string(),
});
export type BillingAccess = z.infer<typeof billingAccessResponse>;

/** The words of the plan-flag refusals (white labelling and custom branding). */
export const PLAN_FEATURE_MESSAGES = {
  whiteLabel: 'Upgrade your plan to add your logo',
  customBrand: 'Upgrade your plan to change the theme',
} as const;
