import { BILLING_MESSAGES, type LocalCheckoutSession, type LocalPortalSession } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { windowExit } from '../leave-for.ts';
import { OfflineCheckoutPage } from './OfflineCheckoutPage.tsx';
import { OfflinePortalPage } from './OfflinePortalPage.tsx';

let leaveFor: MockInstance<(url: string) => void>;
beforeEach(() => {
  leaveFor = vi.spyOn(windowExit, 'assign').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());
afterEach(stopServingApi);

const SESSION: LocalCheckoutSession = {
  _id: 'cs_1',
  orgName: 'Acme Studio',
  status: 'open',
  mode: 'subscription',
  currency: 'usd',
  interval: 'monthly',
  countryCode: 'DE',
  lines: [{ description: 'Research + Creative Analytics · Basic', quantity: 1, amount: 49 }],
  total: 49,
  expiresAt: '2026-11-26T02:00:00.000Z',
  returnUrl: '/app/settings?TAB=subscription&checkout=success',
};

const PORTAL: LocalPortalSession = {
  _id: 'bps_1',
  orgName: 'Acme Studio',
  returnUrl: '/app/settings?TAB=subscription',
  expiresAt: '2026-11-26T02:00:00.000Z',
  subscriptions: [
    { description: 'Research + Creative Analytics · Basic', status: 'past_due', currentPeriodEnd: null },
  ],
  invoices: [
    {
      _id: 'in_1',
      number: 'HL-0001',
      status: 'open',
      amount: 49,
      createdAt: '2026-11-25T10:00:00.000Z',
      description: 'Basic, monthly',
      needsAction: true,
      canFail: true,
    },
  ],
};

describe('the offline checkout page', () => {
  it('shows the order and goes where the chosen outcome leads', async () => {
    const calls = serveApi({
      'GET billing/checkout/cs_1': () => ({ body: SESSION }),
      'POST billing/checkout/cs_1': () => ({ body: { redirectUrl: SESSION.returnUrl } }),
    });
    renderInApp(<OfflineCheckoutPage />, {
      route: '/billing/checkout/cs_1',
      path: '/billing/checkout/:sessionId',
    });

    expect(await screen.findByText('Acme Studio')).toBeTruthy();
    expect(screen.getByText('Research + Creative Analytics · Basic')).toBeTruthy();
    expect(screen.getByText('Country: Germany')).toBeTruthy();
    expect(screen.getByText(/offline payment provider/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Needs action' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $49' }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(SESSION.returnUrl));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ outcome: 'pay' });
    // No member's session goes with the provider's calls.
  });

  it('says when the page has expired or never existed', async () => {
    serveApi({
      'GET billing/checkout/gone': () => ({ status: 404, body: { message: 'Not Found', code: 'NOT_FOUND' } }),
    });
    renderInApp(<OfflineCheckoutPage />, {
      route: '/billing/checkout/gone',
      path: '/billing/checkout/:sessionId',
    });
    expect(await screen.findByRole('heading', { name: BILLING_MESSAGES.sessionNotFound })).toBeTruthy();
  });

  it('says when the checkout is already complete', async () => {
    serveApi({ 'GET billing/checkout/cs_1': () => ({ body: { ...SESSION, status: 'complete' } }) });
    renderInApp(<OfflineCheckoutPage />, {
      route: '/billing/checkout/cs_1',
      path: '/billing/checkout/:sessionId',
    });
    expect(await screen.findByRole('heading', { name: 'This checkout is already complete' })).toBeTruthy();
  });
});

describe('the offline billing portal', () => {
  it('lets every retry of a past-due invoice fail, leaving it open to pay', async () => {
    let failed = false;
    serveApi({
      'GET billing/portal/bps_1': () => ({
        body: failed
          ? {
              ...PORTAL,
              subscriptions: PORTAL.subscriptions.map((row) => ({ ...row, status: 'unpaid' })),
              invoices: PORTAL.invoices.map((invoice) => ({ ...invoice, canFail: false })),
            }
          : PORTAL,
      }),
      'POST billing/portal/bps_1/invoices/in_1/fail': () => {
        failed = true;
        return { body: PORTAL };
      },
    });
    renderInApp(<OfflinePortalPage />, {
      route: '/billing/portal/bps_1',
      path: '/billing/portal/:sessionId',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Fail all retries of invoice HL-0001' }));
    expect(
      await screen.findByText('Every retry failed: the subscription is unpaid until the invoice is paid'),
    ).toBeTruthy();
    expect(await screen.findByText('unpaid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Fail all retries/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay invoice HL-0001' })).toBeTruthy();
  });

  it('lists the invoices and pays the one that needs action', async () => {
    let paid = false;
    const calls = serveApi({
      'GET billing/portal/bps_1': () => ({
        body: paid
          ? {
              ...PORTAL,
              invoices: PORTAL.invoices.map((invoice) => ({
                ...invoice,
                status: 'paid',
                needsAction: false,
                canFail: false,
              })),
            }
          : PORTAL,
      }),
      'POST billing/portal/bps_1/invoices/in_1/pay': () => {
        paid = true;
        return { body: { message: 'ok' } };
      },
    });
    renderInApp(<OfflinePortalPage />, {
      route: '/billing/portal/bps_1',
      path: '/billing/portal/:sessionId',
    });

    const row = (await screen.findByText('HL-0001')).closest('tr');
    if (!(row instanceof HTMLElement)) throw new Error('no invoice row');
    expect(within(row).getByText('Needs action')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Pay invoice HL-0001' }));

    expect(await screen.findByText('Invoice paid')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('paid')).toBeTruthy());
    expect(calls.some((call) => call.path === 'billing/portal/bps_1/invoices/in_1/pay')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Return to Hookline' }));
    expect(leaveFor).toHaveBeenCalledWith(PORTAL.returnUrl);
  });
});
