import type { AdAccount } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { anOrganisation } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { signInExit } from '../../../ui/platform-sign-in.ts';
import { AdAccountsPage } from '../pages/AdAccountsPage.tsx';
import {
  ANALYTICS_PATH,
  anAdAccount,
  GUEST_WORKSPACE,
  MANAGED_WORKSPACE,
  SERVER_ERROR,
  usageMetrics,
} from './test-fixtures.ts';

let leaveFor: MockInstance<(url: string) => void>;
beforeEach(() => {
  leaveFor = vi.spyOn(signInExit, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  stopServingApi();
  leaveFor.mockRestore();
});

const FACEBOOK_DIALOG = 'https://www.facebook.com/v21.0/dialog/oauth?client_id=1&state=s';
const TIKTOK_PORTAL = 'https://business-api.tiktok.com/portal/auth?app_id=1&state=s';
const DAY_MS = 86_400_000;

const SYNCED = anAdAccount();
const SYNCING = anAdAccount({
  _id: 'acc-2',
  name: 'Bloom Beauty',
  adAccountId: 'act_1002',
  syncStatus: 'syncing',
});
const PENDING = anAdAccount({
  _id: 'acc-3',
  name: 'Cedar Outdoor',
  provider: 'sandbox',
  platform: 'tiktok',
  adAccountId: 'sbx_tt_1',
  syncStatus: 'pending',
  lastSyncedAt: null,
  syncedThrough: null,
});
const FAILED = anAdAccount({
  _id: 'acc-4',
  name: 'Dune Coffee',
  adAccountId: 'act_1004',
  syncStatus: 'error',
  syncError: 'Meta answered 500 for the insights of Mar 2',
});
const REFUSED = anAdAccount({
  _id: 'acc-5',
  name: 'Elm Furniture',
  adAccountId: 'act_1005',
  syncStatus: 'error',
  needsReconnect: true,
});
const REFUSED_TIKTOK = anAdAccount({
  _id: 'acc-6',
  name: 'Fern Garden',
  provider: 'tiktok',
  platform: 'tiktok',
  adAccountId: '7000000000000000006',
  needsReconnect: true,
});
const REFUSED_SANDBOX = anAdAccount({
  _id: 'acc-7',
  name: 'Gale Kites',
  provider: 'sandbox',
  adAccountId: 'sbx_meta_7',
  needsReconnect: true,
});

interface Serve {
  accounts?: AdAccount[] | (() => { status?: number; body: unknown });
  workspace?: typeof MANAGED_WORKSPACE;
  orgRole?: 'org_admin' | 'org_member';
  usage?: ReturnType<typeof usageMetrics>;
  /** How `POST ad-platforms/meta/connect` answers: Facebook's dialog unless told otherwise. */
  metaSignIn?: () => { status?: number; body: unknown };
}

function serve({
  accounts = [SYNCED],
  workspace = MANAGED_WORKSPACE,
  orgRole = 'org_admin',
  usage = usageMetrics(2, 61_250.4),
  metaSignIn = () => ({ body: { url: FACEBOOK_DIALOG } }),
}: Serve = {}) {
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation({ role: orgRole })] } }),
    'GET workspace': () => ({ body: { data: [workspace] } }),
    [`GET ad-accounts`]: typeof accounts === 'function' ? accounts : () => ({ body: { data: accounts } }),
    'GET organisation/org-1/usage-metrics': () => ({ body: usage }),
    'GET organisation/org-1/monthly-spend-history': () => ({
      body: {
        monthylSpendHistory: [
          { month: '2026-02', totalAdSpend: 61_250.4 },
          { month: '2026-01', totalAdSpend: 48_000 },
          { month: '2025-12', totalAdSpend: 30_000 },
        ],
      },
    }),
    [`POST ad-accounts/acc-1/sync`]: () => ({ body: { ...SYNCED, syncStatus: 'pending' } }),
    [`DELETE ad-accounts/acc-1`]: () => ({
      body: { adAccountId: 'acc-1', message: 'Ad account disconnected' },
    }),
    [`POST ad-accounts/acc-7/reconnect`]: () => ({ body: { ...REFUSED_SANDBOX, needsReconnect: false } }),
    [`POST ad-platforms/meta/connect`]: metaSignIn,
    [`POST ad-platforms/tiktok/connect`]: () => ({ body: { url: TIKTOK_PORTAL } }),
    [`PUT ad-accounts/acc-1`]: () => ({ body: SYNCED }),
  });
}

function renderPage(search = '') {
  return renderInApp(<AdAccountsPage />, {
    path: `${ANALYTICS_PATH}/ad-accounts`,
    route: `/app/analytics/ws-1/ad-accounts${search}`,
  });
}

const row = (name: string) => screen.findByRole('row', { name });
const callsTo = (calls: FakeCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === `${path}`);

describe('Analytics > Ad accounts', () => {
  it('shows each account with its platform, currency, timezone, id and sync state', async () => {
    serve({ accounts: [SYNCED, SYNCING, PENDING, FAILED, REFUSED] });
    renderPage();

    const synced = await row('Acme Store');
    expect(within(synced).getByText('Synced')).toBeTruthy();
    expect(within(synced).getByText('Meta · USD · America/Los_Angeles')).toBeTruthy();
    expect(within(synced).getByText('Account ID act_1001')).toBeTruthy();
    expect(within(synced).getByText('Last synced Mar 3, 2026 2:05 PM')).toBeTruthy();
    expect(within(synced).getByText('Data through Mar 2, 2026')).toBeTruthy();

    const syncing = await row('Bloom Beauty');
    expect(within(syncing).getByText('Syncing')).toBeTruthy();
    // A running sync can't be started again; the button says why instead of doing nothing silently.
    const blocked = within(syncing).getByRole('button', { name: 'Sync now Bloom Beauty' });
    expect(blocked.getAttribute('aria-disabled')).toBe('true');
    expect(within(syncing).getByText('A sync of this account is already running')).toBeTruthy();

    const pending = await row('Cedar Outdoor');
    expect(within(pending).getByText('Sync pending')).toBeTruthy();
    expect(within(pending).getByText('TikTok (sandbox demo) · USD · America/Los_Angeles')).toBeTruthy();
    expect(within(pending).getByText('Never synced')).toBeTruthy();
    expect(within(pending).getByText('No data yet')).toBeTruthy();

    const failed = await row('Dune Coffee');
    expect(within(failed).getByText('Sync failed')).toBeTruthy();
    expect(within(failed).getByText('Meta answered 500 for the insights of Mar 2')).toBeTruthy();

    const refused = await row('Elm Furniture');
    expect(within(refused).getByText('Reconnect needed')).toBeTruthy();
    expect(within(refused).getByRole('button', { name: 'Reconnect Elm Furniture' })).toBeTruthy();
  });

  it('Sync now starts a sync and says so', async () => {
    const calls = serve();
    renderPage();
    await userEvent.click(
      within(await row('Acme Store')).getByRole('button', { name: 'Sync now Acme Store' }),
    );
    expect(await screen.findByText('Sync started for Acme Store')).toBeTruthy();
    expect(callsTo(calls, 'POST', 'ad-accounts/acc-1/sync')).toHaveLength(1);
  });

  it('Disconnect asks first, then removes the account', async () => {
    const calls = serve();
    renderPage();
    await userEvent.click(
      within(await row('Acme Store')).getByRole('button', { name: 'More actions for Acme Store' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Disconnect' }));

    const dialog = await screen.findByRole('dialog', { name: 'Disconnect ad account' });
    expect(within(dialog).getByText(/every folder, report and snapshot made from it/)).toBeTruthy();
    expect(callsTo(calls, 'DELETE', 'ad-accounts/acc-1')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Ad account disconnected')).toBeTruthy();
    expect(callsTo(calls, 'DELETE', 'ad-accounts/acc-1')).toHaveLength(1);
  });

  it('Reconnect of a Meta account sends the person to Facebook’s sign-in for that account', async () => {
    const calls = serve({ accounts: [REFUSED] });
    renderPage();
    await userEvent.click(
      within(await row('Elm Furniture')).getByRole('button', { name: 'Reconnect Elm Furniture' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reconnect ad account' });
    expect(within(dialog).getByText(/Elm Furniture syncs again once you sign in with Meta/)).toBeTruthy();
    // No token to paste any more: the platform's own sign-in renews it.
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(dialog.querySelector('input')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(FACEBOOK_DIALOG));
    expect(callsTo(calls, 'POST', 'ad-platforms/meta/connect').map((call) => call.body)).toEqual([
      { workspaceId: 'ws-1', purpose: 'reconnect', adAccountId: 'acc-5' },
    ]);
    expect(callsTo(calls, 'POST', 'ad-accounts/acc-5/reconnect')).toHaveLength(0);
  });

  it('Reconnect of a TikTok account goes to TikTok’s advertiser authorisation', async () => {
    const calls = serve({ accounts: [REFUSED_TIKTOK] });
    renderPage();
    await userEvent.click(
      within(await row('Fern Garden')).getByRole('button', { name: 'Reconnect Fern Garden' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reconnect ad account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with TikTok' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(TIKTOK_PORTAL));
    expect(callsTo(calls, 'POST', 'ad-platforms/tiktok/connect')[0]?.body).toEqual({
      workspaceId: 'ws-1',
      purpose: 'reconnect',
      adAccountId: 'acc-6',
    });
  });

  it('says in the dialog when sign-in is not configured on this server, and stays', async () => {
    const notConfigured =
      "Signing in with Meta isn't configured on this server (set META_APP_ID and META_APP_SECRET); " +
      'the sandbox needs no sign-in';
    serve({
      accounts: [REFUSED],
      metaSignIn: () => ({ status: 400, body: { message: notConfigured, code: 'BAD_REQUEST' } }),
    });
    renderPage();
    await userEvent.click(
      within(await row('Elm Furniture')).getByRole('button', { name: 'Reconnect Elm Furniture' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reconnect ad account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Facebook' }));

    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Meta sign-in did not start')).toBeTruthy();
    expect(within(alert).getByText(notConfigured)).toBeTruthy();
    expect(leaveFor).not.toHaveBeenCalled();

    // Closing and opening again starts afresh.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await row('Elm Furniture')).getByRole('button', { name: 'Reconnect Elm Furniture' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Reconnect ad account' });
    expect(within(again).queryByRole('alert')).toBeNull();
  });

  it('Reconnect of a sandbox account tries again at once, with no sign-in', async () => {
    const calls = serve({ accounts: [REFUSED_SANDBOX] });
    renderPage();
    await userEvent.click(
      within(await row('Gale Kites')).getByRole('button', { name: 'Reconnect Gale Kites' }),
    );
    expect(await screen.findByText('Gale Kites reconnected; syncing now')).toBeTruthy();
    expect(callsTo(calls, 'POST', 'ad-accounts/acc-7/reconnect')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Reconnect ad account' })).toBeNull();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('back from the sign-in, says the account reconnected, or the platform’s reason, and clears the address', async () => {
    serve({ accounts: [SYNCED, REFUSED] });
    const { router, unmount } = renderPage('?reconnected=acc-5');
    expect(await screen.findByText('Elm Furniture reconnected; syncing now')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    unmount();

    const declined = renderPage(
      `?connectError=${encodeURIComponent('Meta sign-in was cancelled or refused')}`,
    );
    expect(await screen.findByText('Meta sign-in was cancelled or refused')).toBeTruthy();
    await waitFor(() => expect(declined.router.state.location.search).toBe(''));
  });

  it('shows how long each account’s sign-in lasts, and puts Reconnect first once it has expired', async () => {
    const now = Date.now();
    serve({
      accounts: [
        anAdAccount({ tokenExpiresAt: new Date(now + 12 * DAY_MS - 60_000).toISOString() }),
        anAdAccount({
          _id: 'acc-8',
          name: 'Hazel Tea',
          adAccountId: 'act_1008',
          tokenExpiresAt: new Date(now - DAY_MS).toISOString(),
        }),
        REFUSED_TIKTOK,
      ],
    });
    renderPage();
    expect(within(await row('Acme Store')).getByText('Expires in 12 days')).toBeTruthy();
    const expired = await row('Hazel Tea');
    expect(within(expired).getByText('Expired — Reconnect')).toBeTruthy();
    expect(within(expired).getByRole('button', { name: 'Reconnect Hazel Tea' })).toBeTruthy();
    expect(within(expired).queryByRole('button', { name: 'Sync now Hazel Tea' })).toBeNull();
    // TikTok's advertiser tokens do not expire: nothing to say.
    expect(within(await row('Fern Garden')).queryByText(/Expire/)).toBeNull();
  });

  it('attribution settings save the chosen windows', async () => {
    const calls = serve();
    renderPage();
    await userEvent.click(
      within(await row('Acme Store')).getByRole('button', { name: 'More actions for Acme Store' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Attribution settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attribution settings' });
    expect(within(dialog).getByText(/reads all of this account's insights again/)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Click window' }));
    await userEvent.click(await screen.findByRole('option', { name: '28-day click' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(callsTo(calls, 'PUT', 'ad-accounts/acc-1')[0]?.body).toEqual({
        settings: { clickAttributionWindow: '28d_click', viewAttributionWindow: '1d_view' },
      }),
    );
    expect(
      await screen.findByText('Attribution windows of Acme Store saved; reading its insights again'),
    ).toBeTruthy();
  });

  it('shows a guest the accounts but no control that changes them', async () => {
    serve({ accounts: [SYNCED, REFUSED], workspace: GUEST_WORKSPACE, orgRole: 'org_member' });
    renderPage();
    expect(within(await row('Acme Store')).getByText('Synced')).toBeTruthy();
    expect(within(await row('Elm Furniture')).getByText('Reconnect needed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sync now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reconnect/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /More actions/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Connect ad accounts' })).toBeNull();
    // Usage against the plan is for those who may see it.
    expect(screen.queryByRole('region', { name: 'Plan usage' })).toBeNull();
  });

  it('with no accounts, says what connecting gives and leads to it; a guest is told whom to ask', async () => {
    serve({ accounts: [] });
    const { unmount } = renderPage();
    expect(await screen.findByText('No ad accounts in this workspace yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect ad accounts' }).getAttribute('href')).toBe(
      '/app/analytics/ws-1/onboard/ad-accounts',
    );
    unmount();
    stopServingApi();

    serve({ accounts: [], workspace: GUEST_WORKSPACE, orgRole: 'org_member' });
    renderPage();
    expect(
      await screen.findByText(
        "Ask a workspace admin or collaborator to connect the workspace's ad accounts.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Connect ad accounts' })).toBeNull();
  });

  it('shows the plan usage: new accounts this month and last month’s spend against the limits', async () => {
    serve();
    renderPage();
    const usage = await screen.findByRole('region', { name: 'Plan usage' });
    expect(await within(usage).findByText('2 of 3')).toBeTruthy();
    expect(within(usage).getByText('$61,250 of $50,000')).toBeTruthy();
    expect(within(usage).getByText(/Feb 2026: \$61,250 · Jan 2026: \$48,000/)).toBeTruthy();
    expect(within(usage).getByText('Free plan')).toBeTruthy();
  });

  it("reads the Analytics product's plan and limits, not the highest plan across products", async () => {
    serve({
      usage: {
        ...usageMetrics(2, 61_250.4),
        plan: 'starter',
        analytics: { plan: 'basic', adAccountCount: 10, adaccount_spend_limit: 250_000 },
      },
    });
    renderPage();
    const usage = await screen.findByRole('region', { name: 'Plan usage' });
    expect(await within(usage).findByText('2 of 10')).toBeTruthy();
    expect(within(usage).getByText('$61,250 of $250,000')).toBeTruthy();
    expect(within(usage).getByText('Basic plan')).toBeTruthy();
  });

  it('when the list fails to load, says so in its place and Retry loads it', async () => {
    let failing = true;
    serve({ accounts: () => (failing ? SERVER_ERROR : { body: { data: [SYNCED] } }) });
    renderPage();
    const alert = (await screen.findByText('We couldn’t load the ad accounts')).closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('the error state is not an alert');
    expect(screen.queryByRole('row', { name: 'Acme Store' })).toBeNull();

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await row('Acme Store')).toBeTruthy();
  });
});
