import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { billingAccounts } from '../tables.ts';

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
