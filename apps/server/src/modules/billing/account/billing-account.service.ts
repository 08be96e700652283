import type { AccessMode, ProductCode } from '@hookline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { billingAccounts, subscriptions } from '../tables.ts';

/** The flags an admin sets on an organisation's billing account; a field left out keeps its value. */
export interface BillingAccountFlags {
  pricingPage?: 'legacy' | 'per_product';
  limitsOverride?: boolean;
  trialEndsAt?: Date | null;
  manualSubscription?: boolean;
}

/** Sets the flags, creating the organisation's billing account when it has none yet. */
export async function setBillingAccountFlags(
  db: Executor,
  input: { orgId: string; flags: BillingAccountFlags },
): Promise<typeof billingAccounts.$inferSelect> {
  const { flags } = input;
  const [row] = await db
    .insert(billingAccounts)
    .values({ orgId: input.orgId, ...flags })
    .onConflictDoUpdate({ target: billingAccounts.orgId, set: { ...flags, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsert into billing_accounts returned nothing');
  return row;
}

/**
 * Blocks or restores one product of the organisation (our team's decision, an operator command); false when
 * it has no subscription row for it. The next change from the payment provider sets the mode again from the
 * subscription's state (unpaid: blocked; otherwise active).
 */
export async function setProductAccessMode(
  db: Executor,
  input: { orgId: string; productCode: ProductCode; accessMode: AccessMode },
): Promise<boolean> {
  const updated = await db
    .update(subscriptions)
    .set({ accessMode: input.accessMode, updatedAt: new Date() })
    .where(and(eq(subscriptions.orgId, input.orgId), eq(subscriptions.productCode, input.productCode)))
    .returning({ id: subscriptions.id });
  return updated.length > 0;
}

/** The products of the organisation whose rows are blocked. */
export async function blockedProductCodes(db: Executor, orgId: string): Promise<ProductCode[]> {
  const rows = await db
    .select({ productCode: subscriptions.productCode })
    .from(subscriptions)
    .where(and(eq(subscriptions.orgId, orgId), eq(subscriptions.accessMode, 'blocked_1')));
  return rows.map((row) => row.productCode);
}
