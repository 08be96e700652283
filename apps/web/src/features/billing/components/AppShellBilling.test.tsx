import { BILLING_MESSAGES, productBlockedMessage } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { anOrganisation } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { accessResponse, activeResponse } from '../billing-fixtures.ts';
import { PaymentActionNotice } from './PaymentActionNotice.tsx';
import { BillingGate } from './BillingGate.tsx';

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
      <BillingGate>
        <p>The page</p>
      </BillingGate>,
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
      <BillingGate>
        <p>The page</p>
      </BillingGate>,
    );
    expect(await screen.findByText(/Ask an admin of Acme Studio/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Choose a plan' })).toBeNull();
  });
});

describe('a blocked module', () => {
  const blockedSuite = () =>
    accessResponse({
      blockedProducts: ['hookline_creative_suite'],
      blockedModules: ['inspiration', 'detective', 'analytics', 'adtemplates'],
      paymentActionNeeded: true,
    });

  it("shows an admin why in place of the module's pages, with the invoice to pay; other modules open", async () => {
    serveApi({
      'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
      'GET subscriptions/access': () => ({ body: blockedSuite() }),
      'GET subscriptions/active': () => ({
        body: activeResponse({
          subscriptionInfo: {
            subscriptionEndsAt: null,
            subscription_status: 'unpaid',
            paymentActionNeeded: true,
            invoiceNumber: 'HL-0002',
            invoicePaymentLink: '/billing/portal/bps_2',
            isManualSubscription: false,
          },
        }),
      }),
    });
    const gated = (
      <BillingGate>
        <p>The page</p>
      </BillingGate>
    );
    const { unmount } = renderInApp(gated, {
      path: '/app/inspirations/:workspaceId',
      route: '/app/inspirations/w1',
    });
    expect(await screen.findByRole('heading', { name: productBlockedMessage('inspiration') })).toBeTruthy();
    expect(screen.queryByText('The page')).toBeNull();
    expect((await screen.findByRole('link', { name: 'Pay the invoice' })).getAttribute('href')).toBe(
      '/billing/portal/bps_2',
    );
    expect(screen.getByRole('link', { name: 'Open Subscriptions' }).getAttribute('href')).toBe(
      '/app/settings?TAB=subscription',
    );
    unmount();

    renderInApp(gated, { path: '/app/drive/:workspaceId', route: '/app/drive/w1' });
    expect(await screen.findByText('The page')).toBeTruthy();
  });

  it('says across the app which modules the failed payment blocks', async () => {
    serveApi({
      'GET organisation': () => ({ body: { data: [anOrganisation({ role: 'org_member' })] } }),
      'GET subscriptions/access': () => ({
        body: accessResponse({ blockedModules: ['drive'], paymentActionNeeded: true }),
      }),
    });
    renderInApp(<PaymentActionNotice />);
    expect(
      await screen.findByText('Payment failed: Creative Hub is blocked until the invoice is paid'),
    ).toBeTruthy();
  });

  it("sends an admin to support when no invoice waits (our team's block)", async () => {
    serveApi({
      'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
      'GET subscriptions/access': () => ({
        body: accessResponse({ blockedProducts: ['hookline_creative_hub'], blockedModules: ['drive'] }),
      }),
      'GET subscriptions/active': () => ({ body: activeResponse() }),
    });
    renderInApp(
      <BillingGate>
        <p>The page</p>
      </BillingGate>,
      { path: '/app/drive/:workspaceId', route: '/app/drive/w1' },
    );
    expect(await screen.findByRole('heading', { name: productBlockedMessage('drive') })).toBeTruthy();
    expect(screen.getByText(/Contact our support team to unlock Creative Hub again/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Subscriptions' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay the invoice' })).toBeNull();
  });

  it('tells a member to ask an admin, with no way to pay', async () => {
    serveApi({
      'GET organisation': () => ({ body: { data: [anOrganisation({ role: 'org_member' })] } }),
      'GET subscriptions/access': () => ({ body: blockedSuite() }),
    });
    renderInApp(
      <BillingGate>
        <p>The page</p>
      </BillingGate>,
      { path: '/app/analytics/:workspaceId', route: '/app/analytics/w1' },
    );
    expect(await screen.findByRole('heading', { name: productBlockedMessage('analytics') })).toBeTruthy();
    expect(screen.getByText(/Ask an admin of Acme Studio to pay the open invoice/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay the invoice' })).toBeNull();
  });
});
