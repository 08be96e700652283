import { BILLING_MESSAGES, PRODUCT_CODES } from '@hookline/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { anOrganisation, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import {
  accessResponse,
  activeResponse,
  aSubscription,
  BILLING_ORG,
  limits,
  PRICING_PLANS,
  usageResponse,
} from '../billing-fixtures.ts';
import { windowExit } from '../leave-for.ts';
import { SubscriptionTab } from './SubscriptionTab.tsx';
import { beforeTemplates } from '../../../test/released-modules.tsx';

let leaveFor: MockInstance<(url: string) => void>;
beforeEach(() => {
  leaveFor = vi.spyOn(windowExit, 'assign').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());
afterEach(stopServingApi);

type Routes = Parameters<typeof serveApi>[0];

function serve(
  overrides: { active?: ReturnType<typeof activeResponse>; usage?: ReturnType<typeof usageResponse> } & {
    routes?: Routes;
  } = {},
): FakeCall[] {
  return serveApi({
    'GET subscriptions/active': () => ({ body: overrides.active ?? activeResponse() }),
    'GET subscriptions/access': () => ({ body: accessResponse() }),
    'GET subscriptions/pricing-plans': () => ({ body: { data: PRICING_PLANS } }),
    'GET organisation/org-1/usage-metrics': () => ({ body: overrides.usage ?? usageResponse() }),
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [aWorkspace({ _id: 'ws-1' })] } }),
    ...overrides.routes,
  });
}

const paidBasic = (period: 'monthly' | 'yearly' = 'monthly') =>
  activeResponse({
    activeSubscriptions: [aSubscription({ plan: 'basic', period })],
    purchase_medium: 'stripe',
    usageLimits: limits({ membersCount: 10, workspacesCount: 10, fileSizeInGB: 100, customBrand: true }),
  });

const renderTab = (route = '/app/settings?TAB=subscription', options: { beforeTemplates?: boolean } = {}) =>
  renderInApp(
    options.beforeTemplates ? (
      beforeTemplates(<SubscriptionTab org={BILLING_ORG} />)
    ) : (
      <SubscriptionTab org={BILLING_ORG} />
    ),
    { route, path: '/app/settings' },
  );

// The country list holds about 250 options: searching it is slow in jsdom.
describe('Settings › Subscriptions, per-product page', { timeout: 20_000 }, () => {
  it('shows usage against the limits, the plans, and the 20% off badge on yearly', async () => {
    serve({ usage: usageResponse({ membersCount: 2, driveSize: 5 * 1024 ** 3 }) });
    renderTab();

    expect(await screen.findByRole('article', { name: 'Basic plan' })).toBeTruthy();
    expect(screen.getByText('Current usage')).toBeTruthy();
    expect(screen.getByText('5.00 GB')).toBeTruthy();
    expect(screen.getByText('20% off')).toBeTruthy();
    const free = screen.getByRole('article', { name: 'Free plan' });
    expect(within(free).getAllByText('Current plan').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('article', { name: 'Basic plan' })).getByText('$49')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    // The yearly price is shown a month: 470.40 / 12.
    expect(within(screen.getByRole('article', { name: 'Basic plan' })).getByText('$39.20')).toBeTruthy();
  });

  it('checks out a plan from the free tier only once a country is chosen', async () => {
    const calls = serve({
      routes: { 'POST subscriptions/checkout': () => ({ body: { checkoutURL: '/billing/checkout/cs_1' } }) },
    });
    renderTab();

    await userEvent.click(await screen.findByRole('button', { name: 'Choose plan: Basic' }));
    const summary = screen.getByRole('region', { name: 'Checkout summary' });
    expect(within(summary).getByText('Free')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update subscription' })).toBeNull();
    await userEvent.click(within(summary).getByRole('button', { name: 'Checkout' }));

    expect(screen.getByText(BILLING_MESSAGES.countryRequired)).toBeTruthy();
    const proceed = screen.getByRole('button', { name: 'Proceed to checkout' });
    expect(proceed.hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'Germ');
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    expect(proceed.hasAttribute('disabled')).toBe(false);
    await userEvent.click(proceed);

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/billing/checkout/cs_1'));
    const checkout = calls.find((call) => call.path === 'subscriptions/checkout');
    expect(checkout?.body).toEqual({
      orgId: 'org-1',
      products: [{ product_code: PRODUCT_CODES.creative_suite, plan_code: 'basic' }],
      plan_interval: 'monthly',
      countryCode: 'DE',
    });
  });

  it('says so when the checkout fails', async () => {
    serve({
      routes: {
        'POST subscriptions/checkout': () => ({
          status: 500,
          body: { message: 'boom', code: 'INTERNAL_ERROR' },
        }),
      },
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose plan: Starter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'France');
    await userEvent.click(await screen.findByRole('option', { name: 'France' }));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(await screen.findByText(BILLING_MESSAGES.checkoutFailed)).toBeTruthy();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('updates a paid subscription, and toasts the spec’s words', async () => {
    const calls = serve({
      active: paidBasic(),
      routes: { 'PUT subscriptions': () => ({ body: { message: 'ok' } }) },
    });
    renderTab();

    await userEvent.click(await screen.findByRole('button', { name: 'Change plan: Starter' }));
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Update subscription' }));

    expect(await screen.findByText(BILLING_MESSAGES.updated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT' && call.path === 'subscriptions')?.body).toEqual({
      orgId: 'org-1',
      products: [{ product_code: PRODUCT_CODES.creative_suite, plan_code: 'starter' }],
      plan_interval: 'monthly',
    });
  });

  it('offers the period change alone to a monthly subscriber, and locks a yearly one', async () => {
    serve({ active: paidBasic('monthly') });
    const { unmount } = renderTab();
    await screen.findByRole('article', { name: 'Basic plan' });
    expect(screen.queryByRole('button', { name: 'Update subscription' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByRole('button', { name: 'Update subscription' })).toBeTruthy();
    unmount();
    stopServingApi();

    serve({ active: paidBasic('yearly') });
    renderTab();
    await screen.findByRole('article', { name: 'Basic plan' });
    expect(screen.getAllByText(BILLING_MESSAGES.yearlyCannotSwitch).length).toBeGreaterThan(0);
    expect(screen.getByRole('radio', { name: /Monthly/ }).hasAttribute('disabled')).toBe(true);
  });

  it('marks an unpaid current plan', async () => {
    serve({
      active: activeResponse({
        activeSubscriptions: [aSubscription({ plan: 'basic', status: 'unpaid', accessMode: 'blocked_1' })],
        purchase_medium: 'stripe',
      }),
    });
    renderTab();
    const basic = await screen.findByRole('article', { name: 'Basic plan' });
    expect(within(basic).getByText('Unpaid')).toBeTruthy();
    expect(within(basic).getAllByText('Current plan').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('article', { name: 'Free plan' })).queryByText('Unpaid')).toBeNull();
  });

  it('marks a current plan our team has blocked', async () => {
    serve({
      active: activeResponse({
        activeSubscriptions: [aSubscription({ plan: 'basic', accessMode: 'blocked_1' })],
        purchase_medium: 'stripe',
      }),
    });
    renderTab();
    const basic = await screen.findByRole('article', { name: 'Basic plan' });
    expect(within(basic).getByText('Blocked')).toBeTruthy();
    expect(within(basic).queryByText('Unpaid')).toBeNull();
  });

  it('warns of what cancel all takes away and needs a confirmation', async () => {
    const calls = serve({
      active: paidBasic(),
      routes: { 'PUT subscriptions/cancel-all': () => ({ body: { message: 'ok' } }) },
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel all subscriptions' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel all subscriptions?' });
    const losses = within(dialog).getByRole('table', { name: 'What you will lose' });
    expect(within(losses).getByRole('row', { name: 'Members 10 3' })).toBeTruthy();
    expect(within(losses).getByText('Custom brand theme')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Cancel all subscriptions' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(confirm);

    expect(await screen.findByText(BILLING_MESSAGES.canceled)).toBeTruthy();
    expect(calls.some((call) => call.path === 'subscriptions/cancel-all')).toBe(true);
  });

  it('opens the cancellation when the free plan is chosen while subscribed', async () => {
    serve({ active: paidBasic() });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Downgrade: Free' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel all subscriptions?' })).toBeTruthy();
  });

  it('asks a manual subscription to contact support for every change', async () => {
    const active = paidBasic();
    active.subscriptionInfo.isManualSubscription = true;
    const calls = serve({ active });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Change plan: Starter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update subscription' }));
    const notice = await screen.findByRole('dialog', { name: 'Managed by our team' });
    expect(within(notice).getByText(BILLING_MESSAGES.manualUpdate)).toBeTruthy();
    await userEvent.click(within(notice).getByRole('button', { name: 'Contact Support' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Support' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says what failed to load, and Retry loads it', async () => {
    let failing = true;
    serve({
      routes: {
        'GET subscriptions/pricing-plans': () =>
          failing
            ? { status: 500, body: { message: 'Internal Server Error', code: 'INTERNAL_ERROR' } }
            : { body: { data: PRICING_PLANS } },
      },
    });
    renderTab();
    expect(await screen.findByText('We couldn’t load your subscription')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Basic plan' })).toBeTruthy();
  });

  it('opens the product tab the hash names', async () => {
    serve();
    renderTab('/app/settings?TAB=subscription#creative_hub');
    expect(await screen.findByRole('region', { name: 'Creative Hub storage' })).toBeTruthy();
  });
});

describe('Settings › Subscriptions, legacy page', () => {
  it('shows a card per product with Change Plan, and the checkout summary of the picks', async () => {
    serve({ active: activeResponse({ pricingPage: 'legacy' }) });
    renderTab();
    const card = await screen.findByRole('article', { name: 'Inspiration' });
    await userEvent.click(within(card).getByRole('button', { name: 'Change Plan: Inspiration' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose plan: Basic' }));
    expect(screen.getByRole('region', { name: 'Checkout summary' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeTruthy();
  });

  it('a product of a module that is coming soon says so, with no plan to choose', async () => {
    serve({ active: activeResponse({ pricingPage: 'legacy' }) });
    renderTab(undefined, { beforeTemplates: true });
    const card = await screen.findByRole('article', { name: 'Ad Templates' });
    expect(within(card).getByRole('button', { name: 'Coming soon' }).hasAttribute('disabled')).toBe(true);
    expect(within(card).queryByRole('button', { name: 'Change Plan: Ad Templates' })).toBeNull();
  });
});

// The slider's thumb answers the keyboard, as a user without a mouse would move it.
const slide = (name: string, key: string, times = 1) => {
  const thumb = screen.getByRole('slider', { name });
  for (let index = 0; index < times; index += 1) fireEvent.keyDown(thumb, { key });
};

describe('the add-on sliders', () => {
  it('Ad Launcher: $20 for each account after the first, Contact Sales above 15; its usage counts', async () => {
    serve({ usage: usageResponse({ adLauncherAdAccountCount: 1, detectiveCount: 0 }) });
    renderTab('/app/settings?TAB=subscription#ad_launcher', { beforeTemplates: true });
    const card = await screen.findByRole('region', { name: 'Ad Launcher' });
    expect(within(card).getByText('$99')).toBeTruthy();
    expect(within(card).queryByText('Coming soon')).toBeNull();
    slide('Ad accounts', 'ArrowRight', 4);
    expect(within(card).getByText('$179')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Purchase' })).toBeTruthy();
    slide('Ad accounts', 'End');
    expect(within(card).getByRole('button', { name: 'Contact Sales' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Purchase' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Ad Launcher' })).toBeTruthy();

    // Its usage is counted; a module that doesn't exist yet (Ad Templates) reads 'Coming soon', not '0 of 1'.
    expect(screen.getByText('Ad Launcher ad accounts').closest('[data-coming-soon]')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Ad Launcher ad accounts used' })).toBeTruthy();
    expect(screen.getByText('Ad templates').closest('[data-coming-soon]')?.textContent).toContain(
      'Coming soon',
    );
    expect(screen.getByText('Detective brands').closest('[data-coming-soon]')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Research + Creative Analytics' }));
    const basic = await screen.findByRole('article', { name: 'Basic plan' });
    expect(within(basic).getByText('50 ad templates').closest('li')?.textContent).toContain('Coming soon');
    for (const line of ['10 team members', '10 tracked brands']) {
      expect(within(basic).getByText(line).closest('li')?.textContent).not.toContain('Coming soon');
    }
  });

  it('Ad Launcher: cannot go below the active accounts, nor cancel above one', async () => {
    serve({
      active: activeResponse({
        activeSubscriptions: [
          aSubscription({ product_code: PRODUCT_CODES.adlauncher, plan: 'starter', quantity: 5 }),
        ],
      }),
      usage: usageResponse({ adLauncherAdAccountCount: 4 }),
    });
    renderTab('/app/settings?TAB=subscription#ad_launcher');
    const card = await screen.findByRole('region', { name: 'Ad Launcher' });
    slide('Ad accounts', 'ArrowLeft', 2);
    expect(within(card).getByText(BILLING_MESSAGES.cannotDowngrade)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Manage ad accounts' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Update add-on' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel add-on' }));
    expect(within(card).getByText(BILLING_MESSAGES.cannotCancelAdLauncher)).toBeTruthy();
  });

  it('Creative Hub: snaps to the marks, Contact Sales above 1 TB, refuses a size below what is stored', async () => {
    serve({
      active: activeResponse({
        activeSubscriptions: [
          aSubscription({ product_code: PRODUCT_CODES.creative_hub, plan: 'starter', quantity: 300 }),
        ],
      }),
      usage: usageResponse({ driveSize: 250 * 1024 ** 3 }),
    });
    renderTab('/app/settings?TAB=subscription#creative_hub');
    const card = await screen.findByRole('region', { name: 'Creative Hub storage' });
    const size = () => screen.getByRole('slider', { name: 'Storage' }).getAttribute('aria-valuenow');
    expect(size()).toBe('300');
    slide('Storage', 'ArrowRight');
    expect(size()).toBe('500');
    slide('Storage', 'End');
    expect(size()).toBe('1500');
    expect(within(card).getAllByText('1.46 TB').length).toBeGreaterThan(0);
    expect(within(card).getByRole('button', { name: 'Contact Sales' })).toBeTruthy();
    slide('Storage', 'Home');
    expect(within(card).getByText(BILLING_MESSAGES.cannotDowngrade)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open the Creative Hub' })).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel add-on' }));
    expect(within(card).getByText(BILLING_MESSAGES.cannotCancelCreativeHub)).toBeTruthy();
  });

  it('Creative Hub: resizes an active add-on and confirms it', async () => {
    const calls = serve({
      active: activeResponse({
        activeSubscriptions: [
          aSubscription({ product_code: PRODUCT_CODES.creative_hub, plan: 'starter', quantity: 300 }),
        ],
      }),
      routes: { 'PUT subscriptions/add-on': () => ({ body: { message: BILLING_MESSAGES.addOnUpdated } }) },
    });
    renderTab('/app/settings?TAB=subscription#creative_hub');
    const card = await screen.findByRole('region', { name: 'Creative Hub storage' });
    slide('Storage', 'ArrowRight');
    await userEvent.click(within(card).getByRole('button', { name: 'Update add-on' }));
    // Nothing is charged before the confirmation, which states the change, the amount and when.
    const confirm = await screen.findByRole('dialog', { name: 'Change Creative Hub?' });
    expect(calls.some((call) => call.path === 'subscriptions/add-on')).toBe(false);
    expect(confirm.textContent).toContain('from 300.00 GB to 500.00 GB');
    expect(confirm.textContent).toContain('charged (or credited) now');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Update add-on' }));
    expect(await screen.findByText(BILLING_MESSAGES.addOnUpdated)).toBeTruthy();
    expect(calls.find((call) => call.path === 'subscriptions/add-on')?.body).toEqual({
      orgId: 'org-1',
      fileSizeInGB: 500,
    });
  });
});
