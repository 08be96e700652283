import type { PlanCode, PlanInterval, ProductCode, SubscriptionStatus } from '@hookline/domain';
import { PRODUCT_CODES } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { subscriptions } from './tables.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Puts the organisation on `planCode` of `productCode` as the provider's events would: one subscriptions row
 * (replacing the product's row if there is one). `productCode` may be the short key (`creative_suite`).
 */
export async function giveSubscription(
  t: TestApp,
  orgId: string,
  productCode: ProductCode | keyof typeof PRODUCT_CODES,
  planCode: PlanCode,
  opts: Partial<{
    interval: PlanInterval;
    quantity: number;
    status: SubscriptionStatus;
    purchaseMedium: SubscriptionRow['purchaseMedium'];
    accessMode: SubscriptionRow['accessMode'];
    paymentActionNeeded: boolean;
    invoiceNumber: string | null;
    invoicePaymentUrl: string | null;
    currentPeriodEnd: Date | null;
    providerSubscriptionId: string | null;
  }> = {},
): Promise<SubscriptionRow> {
  const code = (
    productCode in PRODUCT_CODES ? PRODUCT_CODES[productCode as keyof typeof PRODUCT_CODES] : productCode
  ) as ProductCode;
  const now = new Date();
  const values = {
    planCode,
    interval: opts.interval ?? 'monthly',
    quantity: opts.quantity ?? 1,
    status: opts.status ?? 'active',
    purchaseMedium: opts.purchaseMedium ?? 'stripe',
    accessMode: opts.accessMode ?? 'active',
    paymentActionNeeded: opts.paymentActionNeeded ?? false,
    invoiceNumber: opts.invoiceNumber ?? null,
    invoicePaymentUrl: opts.invoicePaymentUrl ?? null,
    currentPeriodEnd: opts.currentPeriodEnd ?? new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
    providerSubscriptionId: opts.providerSubscriptionId ?? null,
    providerUpdatedAt: now,
    updatedAt: now,
  } as const;
  const [row] = await t.context.database.db
    .insert(subscriptions)
    .values({ orgId, productCode: code, ...values })
    .onConflictDoUpdate({ target: [subscriptions.orgId, subscriptions.productCode], set: values })
    .returning();
  if (!row) throw new Error('insert into subscriptions returned nothing');
  return row;
}

/** Takes the organisation off the product: back on its free plan. */
export async function removeSubscription(
  t: TestApp,
  orgId: string,
  productCode: keyof typeof PRODUCT_CODES,
): Promise<void> {
  await t.context.database.db
    .delete(subscriptions)
    .where(and(eq(subscriptions.orgId, orgId), eq(subscriptions.productCode, PRODUCT_CODES[productCode])));
}
