import { PRODUCT_CODES } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { aSubscription } from './billing-fixtures.ts';
import { periodLocked, selectionChanges, summaryAction, updateProducts } from './checkout-selection.ts';

const SUITE = PRODUCT_CODES.creative_suite;

describe('the checkout summary rules', () => {
  it('shows no button while the picks match the current plans and the period is unchanged', () => {
    const subscriptions = [aSubscription({ plan: 'basic' })];
    const changes = selectionChanges({ [SUITE]: { plan: 'basic' } }, subscriptions);
    expect(changes).toEqual([]);
    expect(summaryAction({ changes, period: 'monthly', subscriptions })).toBeNull();
  });

  it('reads Checkout with nothing paid for yet, and Update subscription once something is', () => {
    const fromFree = selectionChanges({ [SUITE]: { plan: 'basic' } }, []);
    expect(fromFree).toEqual([{ productCode: SUITE, from: 'free', to: 'basic' }]);
    expect(summaryAction({ changes: fromFree, period: 'monthly', subscriptions: [] })).toBe('checkout');

    const subscriptions = [aSubscription({ plan: 'basic' })];
    const upgrade = selectionChanges({ [SUITE]: { plan: 'starter' } }, subscriptions);
    expect(summaryAction({ changes: upgrade, period: 'monthly', subscriptions })).toBe('update');
  });

  it('shows the button for a period change alone, and locks the period of yearly subscribers', () => {
    const monthly = [aSubscription({ period: 'monthly' })];
    expect(summaryAction({ changes: [], period: 'yearly', subscriptions: monthly })).toBe('update');
    expect(periodLocked(monthly)).toBe(false);
    expect(periodLocked([aSubscription({ period: 'yearly' })])).toBe(true);
    expect(periodLocked([])).toBe(false);
    // On the free plans the period is only a choice for the coming checkout.
    expect(summaryAction({ changes: [], period: 'yearly', subscriptions: [] })).toBeNull();
  });

  it('updates with every paid product, the picked plans replacing the current ones', () => {
    const subscriptions = [
      aSubscription({ plan: 'basic' }),
      aSubscription({ product_code: PRODUCT_CODES.adlauncher, plan: 'starter', quantity: 3 }),
    ];
    expect(updateProducts({ [SUITE]: { plan: 'starter' } }, subscriptions)).toEqual([
      { product_code: SUITE, plan_code: 'starter' },
      { product_code: PRODUCT_CODES.adlauncher, plan_code: 'starter', quantity: 3 },
    ]);
  });

  it('does not count a lifetime-deal licence as a paid subscription', () => {
    const licence = [
      aSubscription({
        product_code: PRODUCT_CODES.lifetime_deal,
        plan: 'starter',
        purchase_medium: 'app_sumo',
      }),
    ];
    const changes = selectionChanges({ [SUITE]: { plan: 'basic' } }, licence);
    expect(summaryAction({ changes, period: 'monthly', subscriptions: licence })).toBe('checkout');
  });
});
