import type { AppContext } from '../../../platform/context.ts';
import { billingEvents } from '../tables.ts';
import type { ProviderEvent, ProviderSubscriptionState } from '../provider/billing-provider.ts';
import { applySubscriptionState } from './apply-subscription-state.ts';

/** The provider events that can change a subscription; any other is acknowledged and ignored. */
export const HANDLED_EVENT_TYPES: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
]);

export type EventOutcome = 'handled' | 'duplicate' | 'ignored';

/**
 * One verified provider event (a Stripe webhook, or the offline provider's own). The event's payload is never
 * trusted: each subscription it names is retrieved from the provider, then the event id is recorded and the
 * states applied in one transaction, so a duplicate changes nothing and an out-of-order one changes nothing
 * that a newer state has not already set.
 */
export async function handleProviderEvent(context: AppContext, event: ProviderEvent): Promise<EventOutcome> {
  const provider = context.billingProvider;
  const relevant = HANDLED_EVENT_TYPES.has(event.type);
  const states: ProviderSubscriptionState[] = [];
  if (relevant) {
    for (const id of new Set(event.subscriptionIds)) {
      const state = await provider.retrieveSubscription(id);
      if (state) states.push(state);
    }
  }
  const duplicates: string[] = [];
  const paid: ProviderSubscriptionState[] = [];
  const outcome = await context.database.db.transaction(async (tx): Promise<EventOutcome> => {
    const recorded = await tx
      .insert(billingEvents)
      .values({ id: event.id, provider: provider.name, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (recorded.length === 0) return 'duplicate';
    if (!relevant) return 'ignored';
    for (const state of states) {
      const outcome = await applySubscriptionState(tx, state, provider.name);
      if (outcome === 'duplicate') duplicates.push(state.id);
      if (outcome === 'applied' && event.type === 'checkout.session.completed') paid.push(state);
      if (outcome === 'unknown_org') {
        context.log.warn(
          { eventId: event.id, subscriptionId: state.id },
          'billing event about a subscription of no known organisation: ignored',
        );
      }
    }
    return 'handled';
  });
  // Once a checkout is paid, the organisation's other open checkouts can't be paid any more.
  for (const state of paid) await provider.cancelCheckouts(state.customerId);
  for (const id of duplicates) {
    context.log.warn(
      { eventId: event.id, subscriptionId: id },
      'billing event: a second live subscription of an organisation is canceled at the provider',
    );
    await provider.cancelSubscription(id);
  }
  return outcome;
}
