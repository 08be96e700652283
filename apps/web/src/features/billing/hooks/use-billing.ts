import {
  BILLING_MESSAGES,
  POST_PURCHASE_REFETCH_MS,
  SUBSCRIPTION_RELOAD_MS,
  type PlanInterval,
} from '@hookline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  SUBSCRIPTION_KEYS,
  subscriptionsApi,
  type AddOnChange,
  type AddOnField,
  type ProductSelection,
} from '../../../api/subscriptions-api.ts';
import { toast } from '../../../ui/toasts.ts';
import type { openPendingTab } from '../leave-for.ts';
import { leaveFor } from '../leave-for.ts';

export function usePricingPlans(orgId: string) {
  return useQuery({
    queryKey: SUBSCRIPTION_KEYS.plans(orgId),
    queryFn: ({ signal }) => subscriptionsApi.pricingPlans(orgId, signal),
  });
}

/** Reloads the plans and the subscription after `delay` ms (spec section 9's timings). */
function useReload(orgId: string) {
  const client = useQueryClient();
  return (delay: number = SUBSCRIPTION_RELOAD_MS) =>
    window.setTimeout(() => {
      void client.invalidateQueries({ queryKey: SUBSCRIPTION_KEYS.all(orgId) });
      void client.invalidateQueries({ queryKey: ['organisations', orgId, 'usage'] });
    }, delay);
}

/**
 * Back from the provider's checkout (`?checkout=success`): the webhook may land a moment later, so the
 * plans and the subscription are fetched again at 0.5, 4 and 8 s. `?checkout=canceled` is only said.
 */
export function usePostPurchaseRefetch(orgId: string) {
  const [search, setSearch] = useSearchParams();
  const reload = useReload(orgId);
  const returned = search.get('checkout');
  useEffect(() => {
    if (returned !== 'success' && returned !== 'canceled') return undefined;
    if (returned === 'success') toast.success('Thank you! Your purchase is being confirmed.');
    else toast.info('Checkout canceled: nothing was charged.');
    const timers = returned === 'success' ? POST_PURCHASE_REFETCH_MS.map((delay) => reload(delay)) : [];
    setSearch(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
    // Once per return from the checkout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned]);
}

export function useBillingMutations(orgId: string) {
  const reload = useReload(orgId);

  const checkout = useMutation({
    mutationFn: (input: { products: ProductSelection[]; period: PlanInterval; countryCode: string }) =>
      subscriptionsApi.checkout({
        orgId,
        products: input.products,
        plan_interval: input.period,
        countryCode: input.countryCode,
      }),
    onSuccess: (checkoutURL) => leaveFor(checkoutURL),
    onError: () => toast.error(BILLING_MESSAGES.checkoutFailed),
  });

  const update = useMutation({
    mutationFn: (input: { products: ProductSelection[]; period: PlanInterval }) =>
      subscriptionsApi.update({ orgId, products: input.products, plan_interval: input.period }),
    onSuccess: () => {
      toast.success(BILLING_MESSAGES.updated);
      reload();
    },
  });

  const cancelAll = useMutation({
    mutationFn: () => subscriptionsApi.cancelAll(orgId),
    onSuccess: () => {
      toast.success(BILLING_MESSAGES.canceled);
      reload();
    },
  });

  const updateAddOn = useMutation({
    mutationFn: (change: AddOnChange) => subscriptionsApi.updateAddOn(orgId, change),
    onSuccess: ({ checkoutURL }) => {
      if (checkoutURL) {
        leaveFor(checkoutURL);
        return;
      }
      toast.success(BILLING_MESSAGES.addOnUpdated);
      reload();
    },
  });

  const cancelAddOn = useMutation({
    mutationFn: (field: AddOnField) => subscriptionsApi.cancelAddOn(orgId, field),
    onSuccess: () => {
      toast.success(BILLING_MESSAGES.addOnCanceled);
      reload();
    },
  });

  const billingSession = useMutation({
    mutationFn: (_tab: ReturnType<typeof openPendingTab>) => subscriptionsApi.billingSession(orgId),
    onSuccess: (sessionURL, tab) => tab.go(sessionURL),
    onError: (_error, tab) => tab.close(),
  });

  return { checkout, update, cancelAll, updateAddOn, cancelAddOn, billingSession };
}

export type BillingMutations = ReturnType<typeof useBillingMutations>;
