import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AccessMode,
  PlanCode,
  PlanInterval,
  ProductCode,
  PurchaseMedium,
  SubscriptionStatus,
  UsageLimits,
} from '@hookline/domain';
import { organisations } from '../tenancy/organisations/tables.ts';
import { users } from '../users/tables.ts';

/**
 * A plan of a product, as sold: kept as data (seeded, changed with `hookline-admin plans`), never in code.
 * Prices are in US cents; the provider's price ids are set when Stripe sells it.
 */
export const pricingPlans = pgTable(
  'pricing_plans',
  {
    productCode: text().$type<ProductCode>().notNull(),
    productName: text().notNull(),
    planCode: text().$type<PlanCode>().notNull(),
    planName: text().notNull(),
    priceMonthlyCents: integer().notNull(),
    priceYearlyCents: integer().notNull(),
    featureHighlights: jsonb().$type<string[]>().notNull(),
    usageLimit: jsonb().$type<UsageLimits>().notNull(),
    /** Add-ons: the first unit's and each further unit's monthly price, in cents. */
    meteredFirstUnitCents: integer(),
    meteredUnitCents: integer(),
    stripePriceMonthly: text(),
    stripePriceYearly: text(),
    position: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.productCode, table.planCode] })],
);

/**
 * An organisation's standing with billing: its customer at the provider, its country, and the flags an
 * admin sets (which subscription page, an override of every limit, a trial, a manual subscription).
 */
export const billingAccounts = pgTable('billing_accounts', {
  orgId: uuid()
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  provider: text().$type<'stripe' | 'local'>(),
  customerId: text(),
  countryCode: text(),
  pricingPage: text().$type<'legacy' | 'per_product'>().notNull().default('per_product'),
  limitsOverride: boolean().notNull().default(false),
  trialEndsAt: timestamp({ withTimezone: true }),
  manualSubscription: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * What an organisation is on, per product: written only by the provider's events (and by licence
 * activation, which has no provider). `providerUpdatedAt` is the provider object's version: an older
 * state never replaces a newer one.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: uuid()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    productCode: text().$type<ProductCode>().notNull(),
    planCode: text().$type<PlanCode>().notNull(),
    interval: text().$type<PlanInterval>().notNull(),
    quantity: integer().notNull().default(1),
    status: text().$type<SubscriptionStatus>().notNull(),
    purchaseMedium: text().$type<PurchaseMedium>().notNull(),
    accessMode: text().$type<AccessMode>().notNull().default('active'),
    providerSubscriptionId: text(),
    providerItemId: text(),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    paymentActionNeeded: boolean().notNull().default(false),
    invoiceNumber: text(),
    invoicePaymentUrl: text(),
    providerUpdatedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_org_product_idx').on(table.orgId, table.productCode),
    index('subscriptions_provider_idx').on(table.providerSubscriptionId),
  ],
);

/** Provider events already handled, by their id: a duplicate is acknowledged and skipped. */
export const billingEvents = pgTable('billing_events', {
  id: text().primaryKey(),
  provider: text().$type<'stripe' | 'local'>().notNull(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The offline provider's side (`BILLING_PROVIDER=local`), standing in for Stripe's objects: hosted
 * sessions (checkout, portal) opened by their unguessable id, subscriptions and invoices.
 */
export const localBillingSessions = pgTable('local_billing_sessions', {
  id: text().primaryKey(),
  kind: text().$type<'checkout' | 'portal'>().notNull(),
  orgId: uuid()
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  customerId: text().notNull(),
  /** Checkout: the items, interval and country; portal: nothing. */
  payload: jsonb().$type<Record<string, unknown>>().notNull(),
  status: text().$type<'open' | 'complete' | 'expired' | 'declined'>().notNull().default('open'),
  returnUrl: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export interface LocalSubscriptionItem {
  id: string;
  productCode: ProductCode;
  planCode: PlanCode;
  quantity: number;
}

export const localBillingSubscriptions = pgTable('local_billing_subscriptions', {
  id: text().primaryKey(),
  orgId: uuid()
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  customerId: text().notNull(),
  items: jsonb().$type<LocalSubscriptionItem[]>().notNull(),
  interval: text().$type<PlanInterval>().notNull(),
  status: text().$type<SubscriptionStatus>().notNull(),
  currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean().notNull().default(false),
  latestInvoiceId: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const localBillingInvoices = pgTable(
  'local_billing_invoices',
  {
    id: text().primaryKey(),
    number: text().notNull(),
    orgId: uuid()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    subscriptionId: text(),
    description: text().notNull(),
    amountCents: integer().notNull(),
    status: text().$type<'paid' | 'open' | 'void'>().notNull(),
    needsAction: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('local_billing_invoices_org_idx').on(table.orgId, table.createdAt)],
);

/** Lifetime-deal licence codes, issued by `hookline-admin licences issue` and kept only as a hash. */
export const licenceCodes = pgTable('licence_codes', {
  id: uuid().primaryKey().defaultRandom(),
  codeHash: text().notNull().unique(),
  note: text(),
  issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  activatedOrgId: uuid().references(() => organisations.id, { onDelete: 'set null' }),
  activatedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  activatedAt: timestamp({ withTimezone: true }),
});
