import { BILLING_MESSAGES } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { anOrganisation } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { accessResponse, activeResponse } from '../billing-fixtures.ts';
import { PaymentActionNotice } from './PaymentActionNotice.tsx';
import { TrialGate } from './TrialGate.tsx';

afterEach(stopServingApi);

describe('the payment notice across the app', () => {
  it('leads an admin to the invoice that waits, and goes once it is paid', async () => {
    let waiting = true;
    const calls = serveApi({
      'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
      'GET subscriptions/access': () => ({ body: accessResponse({ paymentActionNeeded: waiting }) }),
      'GET subscriptions/active': () => ({
        body: activeResponse({
          subscriptionInfo: {
            subscriptionEndsAt: null,
            subscription_status: 'past_due',
            paymentActionNeeded: waiting,
            invoiceNumber: 'HL-0001',
            invoicePaymentLink: '/billing/portal/bps_1',
            isManualSubscription: false,
          },
        }),
      }),
    });
    const { unmount } = renderInApp(<PaymentActionNotice />);

    expect(
      await screen.findByText('Action required: your last payment needs your confirmation'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Complete payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(await within(dialog).findByText('HL-0001')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Pay the invoice' }).getAttribute('href')).toBe(
      '/billing/portal/bps_1',
    );
    unmount();

    // Paid on the portal: the next load of the app finds nothing waiting.
    waiting = false;
    renderInApp(<PaymentActionNotice />);
    const accessLoads = () => calls.filter((call) => call.path === 'subscriptions/access').length;
    await waitFor(() => expect(accessLoads()).toBe(2));
    expect(screen.queryByText('Action required: your last payment needs your confirmation')).toBeNull();
  });
});

describe('the trial that has ended', () => {
  it('blocks the app for an admin with a way to pay, and leaves Settings open', async () => {
    serveApi({
      'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
      'GET subscriptions/access': () => ({
        body: accessResponse({ accessMode: 'blocked_1', trialDaysLeft: 0 }),
      }),
    });
    renderInApp(
      <TrialGate>
        <p>The page</p>
      </TrialGate>,
    );
    expect(await screen.findByRole('heading', { name: BILLING_MESSAGES.trialEnded })).toBeTruthy();
    expect(screen.queryByText('The page')).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/app/settings?TAB=subscription',
    );
  });

  it('tells a member to ask an admin', async () => {
    serveApi({
      'GET organisation': () => ({ body: { data: [anOrganisation({ role: 'org_member' })] } }),
      'GET subscriptions/access': () => ({
        body: accessResponse({ accessMode: 'blocked_1', trialDaysLeft: 0 }),
      }),
    });
    renderInApp(
      <TrialGate>
        <p>The page</p>
      </TrialGate>,
    );
    expect(await screen.findByText(/Ask an admin of Acme Studio/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Choose a plan' })).toBeNull();
  });
});
