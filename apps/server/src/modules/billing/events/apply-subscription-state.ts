import { PLAN_CODES, type PlanCode, type SubscriptionStatus } from '@hookline/domain';
import { and, eq, inArray, isNotNull, ne, notInArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { lockOrganisationRow, setOrganisationPlan } from '../../tenancy/index.ts';
import { COUNTED_STATUSES, STANDING_STATUSES } from '../limits/plan-limits.service.ts';
import { billingAccounts, subscriptions } from '../tables.ts';
import type { ProviderSubscriptionState } from '../provider/billing-provider.ts';

/** Statuses after which the subscription is over: its rows go, the products are free again. */
const ENDED_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

/**
 * Writes one subscription's state as the provider holds it: one row per product, rows of products no longer
 * in it removed, all of them removed once it has ended. An unpaid subscription (every retry of its invoice
 * failed) keeps its rows `blocked_1`: its products are blocked until the invoice is paid. A state older than the stored rows is skipped, so
 * events that arrive twice or out of order leave the same rows. Runs inside the caller's transaction.
 */
export async function applySubscriptionState(
  tx: Executor,
  state: ProviderSubscriptionState,
  provider: 'stripe' | 'local',
): Promise<'applied' | 'stale' | 'unknown_org' | 'duplicate'> {
  // A subscription made outside Hookline (no orgId in its metadata), or of a deleted organisation.
  if (!isUuid(state.orgId)) return 'unknown_org';
  const org = await lockOrganisationRow(tx, state.orgId);
  if (!org) return 'unknown_org';
  const stored = await tx
    .select({ providerUpdatedAt: subscriptions.providerUpdatedAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.orgId, state.orgId), eq(subscriptions.providerSubscriptionId, state.id)));
  if (stored.some((row) => row.providerUpdatedAt.getTime() > state.version.getTime())) return 'stale';

  await tx
    .insert(billingAccounts)
    .values({ orgId: state.orgId, provider, customerId: state.customerId })
    .onConflictDoUpdate({
      target: billingAccounts.orgId,
      set: { provider, customerId: state.customerId, updatedAt: new Date() },
    });

  const ofThisSubscription = and(
    eq(subscriptions.orgId, state.orgId),
    eq(subscriptions.providerSubscriptionId, state.id),
  );
  const ended = ENDED_STATUSES.includes(state.status) || state.status === 'incomplete';
  // One live subscription per organisation: a second one paid while the first stands (two checkouts opened
  // side by side) would take over its rows and leave the first unseen, still charging. It is not applied;
  // the caller cancels it at the provider.
  if (!ended && state.items.length > 0) {
    const others = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.orgId, state.orgId),
          isNotNull(subscriptions.providerSubscriptionId),
          ne(subscriptions.providerSubscriptionId, state.id),
          inArray(subscriptions.status, [...STANDING_STATUSES]),
        ),
      )
      .limit(1);
    if (others.length > 0 && stored.length === 0) return 'duplicate';
  }
  if (ended || state.items.length === 0) {
    await tx.delete(subscriptions).where(ofThisSubscription);
  } else {
    await tx.delete(subscriptions).where(
      and(
        ofThisSubscription,
        notInArray(
          subscriptions.productCode,
          state.items.map((item) => item.productCode),
        ),
      ),
    );
    for (const item of state.items) {
      const values = {
        planCode: item.planCode,
        interval: state.interval,
        quantity: item.quantity,
        status: state.status,
        accessMode: state.status === 'unpaid' ? ('blocked_1' as const) : ('active' as const),
        purchaseMedium: 'stripe' as const,
        providerSubscriptionId: state.id,
        providerItemId: item.itemId,
        currentPeriodEnd: state.currentPeriodEnd,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        paymentActionNeeded: state.pendingInvoice !== null,
        invoiceNumber: state.pendingInvoice?.number ?? null,
        invoicePaymentUrl: state.pendingInvoice?.paymentUrl ?? null,
        providerUpdatedAt: state.version,
        updatedAt: new Date(),
      };
      await tx
        .insert(subscriptions)
        .values({ orgId: state.orgId, productCode: item.productCode, ...values })
        .onConflictDoUpdate({ target: [subscriptions.orgId, subscriptions.productCode], set: values });
    }
  }
  await refreshOrganisationPlan(tx, state.orgId);
  return 'applied';
}

/** organisations.plan: the highest plan of the counted rows, a display summary only (limits never read it). */
export async function refreshOrganisationPlan(tx: Executor, orgId: string): Promise<void> {
  const rows = await tx
    .select({ planCode: subscriptions.planCode })
    .from(subscriptions)
    .where(and(eq(subscriptions.orgId, orgId), inArray(subscriptions.status, [...COUNTED_STATUSES])));
  const rank = (plan: PlanCode) => PLAN_CODES.indexOf(plan);
  const highest = rows.reduce<PlanCode>(
    (best, row) => (rank(row.planCode) > rank(best) ? row.planCode : best),
    'free',
  );
  await setOrganisationPlan(tx, orgId, highest);
}
