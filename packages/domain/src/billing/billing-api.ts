import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { ALL_PRODUCT_CODES, PLAN_CODES, PLAN_INTERVALS, type ProductCode } from './billing-products.ts';
import { usageLimitsSchema } from './usage-limits.ts';

const productCode = z.enum(ALL_PRODUCT_CODES as [ProductCode, ...ProductCode[]]);
const planCode = z.enum(PLAN_CODES);
const planInterval = z.enum(PLAN_INTERVALS);
const orgId = requiredString();

/** Metered add-on prices: the first unit, then each further unit (US dollars a month). */
export const meteredBillingSchema = z.object({ first_unit_price: z.number(), unit_price: z.number() });

/** One plan of a product (spec "Pricing plan per product"); prices in US dollars. */
export const subscriptionPlanSchema = z.object({
  subscription_plan: planCode,
  plan_name: z.string(),
  price_monthly: z.number(),
  price_yearly: z.number(),
  feature_highlights: z.array(z.string()),
  usage_limit: usageLimitsSchema,
  metered_billing: meteredBillingSchema.nullable(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const pricingPlanSchema = z.object({
  product_code: productCode,
  product_name: z.string(),
  subscription_plans: z.array(subscriptionPlanSchema),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;
export const pricingPlansResponse = z.object({ data: z.array(pricingPlanSchema) });
export const orgIdQuery = z.object({ orgId });

/** Where a subscription came from: the payment provider, the lifetime-deal marketplace, an older type. */
export const PURCHASE_MEDIUMS = ['stripe', 'app_sumo', 'old_subscription', 'manual'] as const;
export type PurchaseMedium = (typeof PURCHASE_MEDIUMS)[number];
export const ACCESS_MODES = ['active', 'blocked_1'] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];
/** The provider's subscription states (Stripe's), kept as they come. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'canceled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const activeSubscriptionSchema = z.object({
  product_code: productCode,
  plan: planCode,
  period: planInterval,
  /** Add-ons: launcher ad accounts or storage GB; 1 for plans. */
  quantity: z.number().int(),
  planDetails: subscriptionPlanSchema.nullable(),
  purchase_medium: z.enum(PURCHASE_MEDIUMS),
  accessMode: z.enum(ACCESS_MODES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionEndsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type ActiveSubscription = z.infer<typeof activeSubscriptionSchema>;

export const subscriptionInfoSchema = z.object({
  subscriptionEndsAt: z.string().nullable(),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  /** An invoice waits for the customer (3-D Secure, a failed card): the notice and modal show. */
  paymentActionNeeded: z.boolean(),
  invoiceNumber: z.string().nullable(),
  invoicePaymentLink: z.string().nullable(),
  isManualSubscription: z.boolean(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

/** `GET subscriptions/active?orgId=`: what the organisation is on, and the limits that come from it. */
export const activeSubscriptionsResponse = z.object({
  activeSubscriptions: z.array(activeSubscriptionSchema),
  purchase_medium: z.enum(PURCHASE_MEDIUMS).nullable(),
  accessMode: z.enum(ACCESS_MODES),
  stripe_customer_id: z.string().nullable(),
  subscriptionInfo: subscriptionInfoSchema,
  /** The organisation's limits: highest across its plans, add-ons applied, an override lifts them all. */
  usageLimits: usageLimitsSchema,
  creativeHubFactorUsageLimits: z.object({ fileSizeInGB: z.number() }),
  adLauncherFactorUsageLimits: z.object({ adlauncher_ad_account_count: z.number() }),
  /** Which subscription page the organisation sees (an organisation flag). */
  pricingPage: z.enum(['legacy', 'per_product']),
  lifetimeDeal: z.boolean(),
  /** A free trial's end, when the organisation is in one; at 0 days left the app is blocked. */
  trialEndsAt: z.string().nullable(),
  earlyUserModeExpireAt: z.string().nullable(),
  limitsOverride: z.boolean(),
});
export type ActiveSubscriptionsResponse = z.infer<typeof activeSubscriptionsResponse>;

const productSelection = z.object({
  product_code: productCode,
  plan_code: planCode,
  quantity: z.number().int().min(1).max(100_000).optional(),
});

const COUNTRY_REQUIRED = 'Please select your country to proceed to checkout';

/** ISO 3166-1 alpha-2, checked against the country list on the server; missing, blank or not a code alike. */
const countryCode = z
  .string({ error: COUNTRY_REQUIRED })
  .trim()
  .regex(/^[A-Za-z]{2}$/, COUNTRY_REQUIRED);

export const checkoutBody = z.object({
  products: z.array(productSelection).min(1).max(10),
  plan_interval: planInterval,
  orgId,
  countryCode,
});
export const checkoutResponse = z.object({ checkoutURL: z.string() });
export const updateSubscriptionsBody = z.object({
  products: z.array(productSelection).min(1).max(10),
  plan_interval: planInterval,
  orgId,
});
export const orgIdBody = z.object({ orgId });
export const billingSessionResponse = z.object({ sessionURL: z.string() });
export const addOnBody = z.union([
  z.object({ orgId, adlauncher_ad_account_count: z.number().int().min(1).max(20) }).strict(),
  z.object({ orgId, fileSizeInGB: z.number().int().min(100).max(1500) }).strict(),
]);
export const addOnCancelBody = z.union([
  z.object({ orgId, adlauncher_ad_account_count: z.literal(true) }).strict(),
  z.object({ orgId, fileSizeInGB: z.literal(true) }).strict(),
]);
export const subscriptionMessageResponse = z.object({ message: z.string() });

/** The offline provider's hosted pages (`/billing/checkout/:id`, `/billing/portal/:id`), read by id alone. */
export const localCheckoutSessionSchema = z.object({
  _id: z.string(),
  orgName: z.string(),
  status: z.enum(['open', 'complete', 'expired', 'declined']),
  mode: z.enum(['subscription', 'payment']),
  currency: z.literal('usd'),
  interval: planInterval,
  countryCode: z.string().nullable(),
  lines: z.array(z.object({ description: z.string(), quantity: z.number(), amount: z.number() })),
  total: z.number(),
  expiresAt: z.string(),
  returnUrl: z.string(),
});
export type LocalCheckoutSession = z.infer<typeof localCheckoutSessionSchema>;
export const LOCAL_CHECKOUT_OUTCOMES = ['pay', 'decline', 'needs_action'] as const;
export const localCheckoutOutcomeBody = z.object({ outcome: z.enum(LOCAL_CHECKOUT_OUTCOMES) });

export const localInvoiceSchema = z.object({
  _id: z.string(),
  number: z.string(),
  status: z.enum(['paid', 'open', 'void']),
  amount: z.number(),
  createdAt: z.string(),
  description: z.string(),
  /** An open invoice that needs the customer: paying it on the portal completes it. */
  needsAction: z.boolean(),
  /**
   * Its subscription is past due: letting every retry fail makes it unpaid, which blocks the products it
   * sells until the invoice is paid.
   */
  canFail: z.boolean(),
});
export const localPortalSessionSchema = z.object({
  _id: z.string(),
  orgName: z.string(),
  returnUrl: z.string(),
  expiresAt: z.string(),
  subscriptions: z.array(
    z.object({ description: z.string(), status: z.string(), currentPeriodEnd: z.string().nullable() }),
  ),
  invoices: z.array(localInvoiceSchema),
});
export type LocalPortalSession = z.infer<typeof localPortalSessionSchema>;

export const contactSupportBody = z.object({
  orgId,
  subject: requiredString().pipe(z.string().max(200)),
  message: requiredString().pipe(z.string().max(5000)),
});

/** The spec's words (sections 4, 5 and 8). */
export const BILLING_MESSAGES = {
  countryRequired: COUNTRY_REQUIRED,
  checkoutFailed: 'Checkout failed. Please try again',
  updated:
    'Subscriptions updated successfully, In case if plan not upgraded, please check your email to complete the payment',
  canceled: 'Subscriptions canceled successfully',
  addOnUpdated: 'Add-on updated successfully',
  addOnCanceled: 'Add-on canceled successfully',
  cannotDowngrade: 'Cannot downgrade',
  cannotCancelAdLauncher: 'Cannot Cancel Ad Launcher subscription',
  cannotCancelCreativeHub: 'Cannot Cancel Creative Hub subscription',
  manualUpdate: 'Please contact our support team to update the plan.',
  manualCancel: 'Please contact our support team to cancel the subscription.',
  manualPurchase: 'Please contact our support team to purchase the product.',
  yearlyCannotSwitch: 'Yearly subscribers cannot switch billing period',
  noActiveSubscription: 'There is no active subscription to update',
  alreadySubscribed: 'The organisation already has an active subscription: update it instead',
  unknownPlan: 'This plan is not available',
  sessionNotFound: 'This payment page has expired or does not exist',
  contactSales: 'Contact Sales',
  supportSent: 'Your message has been sent to our support team',
  licenceMultiOrg:
    'Unable to activate AppSumo License for your organisation, as you are part of multiple organisation. Please contact our support team to activate.',
  trialEnded: 'Your free trial has ended',
} as const;
