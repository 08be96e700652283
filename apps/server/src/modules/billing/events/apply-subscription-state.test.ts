import { PRODUCT_CODES } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createOrganisation } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { ProviderSubscriptionState } from '../provider/billing-provider.ts';
import { subscriptions } from '../tables.ts';
import { applySubscriptionState } from './apply-subscription-state.ts';
import { organisations } from '../../tenancy/organisations/tables.ts';

describe('applySubscriptionState', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const state = (
    orgId: string,
    overrides: Partial<ProviderSubscriptionState>,
  ): ProviderSubscriptionState => ({
    id: 'sub_state_1',
    customerId: 'cus_1',
    orgId,
    status: 'active',
    interval: 'monthly',
    items: [
      { productCode: PRODUCT_CODES.creative_suite, planCode: 'basic', quantity: 1, itemId: 'si_1' },
      { productCode: PRODUCT_CODES.adlauncher, planCode: 'starter', quantity: 4, itemId: 'si_2' },
    ],
    currentPeriodEnd: new Date('2030-01-01T00:00:00Z'),
    cancelAtPeriodEnd: false,
    pendingInvoice: null,
    version: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  });
  const apply = (value: ProviderSubscriptionState) =>
    t.context.database.db.transaction((tx) => applySubscriptionState(tx, value, 'stripe'));
  const rowsOf = async (orgId: string) =>
    (await t.context.database.db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId))).sort(
      (a, b) => a.productCode.localeCompare(b.productCode),
    );
  const planOf = async (orgId: string) =>
    (await t.context.database.db.select().from(organisations).where(eq(organisations.id, orgId)))[0]?.plan;

  it('writes one row per product, skips an older state, drops removed products, and ends on cancel', async () => {
    const org = await createOrganisation(t, await createUser(t));
    expect(await apply(state(org.id, {}))).toBe('applied');
    expect((await rowsOf(org.id)).map((row) => [row.productCode, row.planCode, row.quantity])).toEqual([
      [PRODUCT_CODES.adlauncher, 'starter', 4],
      [PRODUCT_CODES.creative_suite, 'basic', 1],
    ]);
    expect(await planOf(org.id)).toBe('starter');

    const newer = state(org.id, {
      version: new Date('2026-02-01T00:00:00Z'),
      status: 'past_due',
      items: [{ productCode: PRODUCT_CODES.creative_suite, planCode: 'basic', quantity: 1, itemId: 'si_1' }],
      pendingInvoice: { number: 'INV-7', paymentUrl: 'https://pay.example/inv' },
    });
    expect(await apply(newer)).toBe('applied');
    const afterNewer = await rowsOf(org.id);
    expect(afterNewer).toEqual([
      expect.objectContaining({
        productCode: PRODUCT_CODES.creative_suite,
        status: 'past_due',
        paymentActionNeeded: true,
        invoiceNumber: 'INV-7',
        invoicePaymentUrl: 'https://pay.example/inv',
      }),
    ]);
    expect(await planOf(org.id)).toBe('basic');

    // The first state again (an event that arrived late): nothing changes.
    expect(await apply(state(org.id, {}))).toBe('stale');
    expect(await rowsOf(org.id)).toEqual(afterNewer);

    expect(
      await apply(state(org.id, { status: 'canceled', version: new Date('2026-03-01T00:00:00Z') })),
    ).toBe('applied');
    expect(await rowsOf(org.id)).toEqual([]);
    expect(await planOf(org.id)).toBe('free');
  });

  it('keeps an unpaid subscription blocked, not free, and restores it once paid', async () => {
    const org = await createOrganisation(t, await createUser(t));
    const unpaid = state(org.id, {
      status: 'unpaid',
      pendingInvoice: { number: 'INV-9', paymentUrl: 'https://pay.example/inv9' },
    });
    expect(await apply(unpaid)).toBe('applied');
    expect((await rowsOf(org.id)).map((row) => [row.status, row.accessMode])).toEqual([
      ['unpaid', 'blocked_1'],
      ['unpaid', 'blocked_1'],
    ]);
    // Its plans don't count while unpaid.
    expect(await planOf(org.id)).toBe('free');

    expect(await apply(state(org.id, { version: new Date('2026-02-01T00:00:00Z') }))).toBe('applied');
    expect((await rowsOf(org.id)).map((row) => [row.status, row.accessMode])).toEqual([
      ['active', 'active'],
      ['active', 'active'],
    ]);
    expect(await planOf(org.id)).toBe('starter');
  });

  it('ignores a subscription of no known organisation', async () => {
    expect(await apply(state('not-a-uuid', {}))).toBe('unknown_org');
    expect(await apply(state('00000000-0000-4000-8000-000000000000', {}))).toBe('unknown_org');
  });
});
