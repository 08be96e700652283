import type { AdAccount } from '@hookline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FolderTree } from '../../../api/report-library-api.ts';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { anOrganisation } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import {
  ANALYTICS_PATH,
  anAdAccount,
  GUEST_WORKSPACE,
  MANAGED_WORKSPACE,
  SERVER_ERROR,
} from '../ad-accounts/test-fixtures.ts';
import { AnalyticsHomePage } from '../pages/AnalyticsHomePage.tsx';

afterEach(stopServingApi);

type Answer = () => { status?: number; body: unknown };

const TREE: FolderTree = {
  data: [
    {
      _id: 'f-1',
      name: 'Spring',
      adAccountId: 'acc-1',
      workspaceId: 'ws-1',
      emoticon: '🌸',
      position: 0,
      children: [
        { _id: 'rep-1', name: 'Hook battle', adAccountId: 'acc-1', reportType: 'comparison', emoticon: '🥊' },
      ],
    },
    {
      _id: 'f-2',
      name: 'Empty',
      adAccountId: 'acc-1',
      workspaceId: 'ws-1',
      emoticon: null,
      position: 1,
      children: [],
    },
  ],
  unfiled: [
    { _id: 'rep-2', name: 'Top spenders', adAccountId: 'acc-1', reportType: 'top_ads', emoticon: null },
  ],
};

function serve(
  options: {
    accounts?: AdAccount[] | Answer;
    tree?: FolderTree | Answer;
    workspace?: typeof MANAGED_WORKSPACE;
  } = {},
) {
  const { accounts = [anAdAccount()], tree = TREE, workspace = MANAGED_WORKSPACE } = options;
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [workspace] } }),
    [`GET ad-accounts`]: typeof accounts === 'function' ? accounts : () => ({ body: { data: accounts } }),
    [`GET folders`]: typeof tree === 'function' ? tree : () => ({ body: tree }),
  });
}

/** The home page, with a stand-in for the report routes it leads to. */
const renderPage = () =>
  renderInApp(
    <Routes>
      <Route index element={<AnalyticsHomePage />} />
      <Route path="report/:kind/:reportId" element={<p>Report page</p>} />
    </Routes>,
    { path: `${ANALYTICS_PATH}/*`, route: '/app/analytics/ws-1' },
  );

describe('Analytics home', () => {
  it('shows the active ad account and its reports by folder, each linking to its report', async () => {
    const calls = serve();
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Analytics', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Spring campaign')).toBeTruthy();
    const account = await screen.findByRole('region', { name: 'Active ad account' });
    expect(within(account).getByText('Acme Store')).toBeTruthy();
    expect(within(account).getByText('Meta · USD · America/Los_Angeles')).toBeTruthy();
    expect(within(account).getByText('Last synced Mar 3, 2026 2:05 PM')).toBeTruthy();
    expect(within(account).getByText('Synced')).toBeTruthy();

    const spring = await screen.findByRole('region', { name: 'Spring' });
    const battle = within(spring).getByRole('link', { name: /Hook battle/ });
    expect(battle.getAttribute('href')).toBe('/app/analytics/ws-1/report/comparison/rep-1');
    expect(within(battle).getByText('Comparison')).toBeTruthy();
    expect(within(battle).getByText('In Spring')).toBeTruthy();

    const unfiled = screen.getByRole('region', { name: 'Not in a folder' });
    const spenders = within(unfiled).getByRole('link', { name: /Top spenders/ });
    expect(spenders.getAttribute('href')).toBe('/app/analytics/ws-1/report/top/rep-2');
    expect(within(spenders).getByText('Top ads')).toBeTruthy();
    // A folder with no reports adds no empty heading.
    expect(screen.queryByRole('region', { name: 'Empty' })).toBeNull();

    const treeCall = calls.find((call) => call.path === `folders`);
    expect(treeCall?.query.get('adAccountId')).toBe('acc-1');
  });

  it('"New report" opens an unsaved top-ads or comparison report', async () => {
    serve();
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New report' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Comparison report' }));
    expect(await screen.findByText('Report page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/analytics/ws-1/report/comparison/new');
  });

  it('offers a guest the reports but no "New report"', async () => {
    serve({ workspace: GUEST_WORKSPACE });
    renderPage();
    expect(await screen.findByRole('link', { name: /Top spenders/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New report' })).toBeNull();
  });

  it('with no ad account, explains Analytics and offers to connect one', async () => {
    serve({ accounts: [] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Connect an ad account to start' })).toBeTruthy();
    const connect = screen.getByRole('link', { name: 'Connect an ad account' });
    expect(connect.getAttribute('href')).toBe('/app/analytics/ws-1/onboard/ad-accounts');
    expect(screen.queryByRole('button', { name: 'New report' })).toBeNull();
  });

  it('tells someone who cannot connect accounts whom to ask', async () => {
    serve({ accounts: [], workspace: GUEST_WORKSPACE });
    renderPage();
    expect(await screen.findByText('Ask a workspace admin to connect an ad account.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Connect an ad account' })).toBeNull();
  });

  it('with an account but no report, explains both kinds and starts either', async () => {
    serve({ tree: { data: [], unfiled: [] } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Create your first report' })).toBeTruthy();
    expect(screen.getByText(/Ranks every ad by the metric you choose/)).toBeTruthy();
    expect(screen.getByText(/Puts chosen ads or groups side by side/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New top ads report' }).getAttribute('href')).toBe(
      '/app/analytics/ws-1/report/top/new',
    );
    expect(screen.getByRole('link', { name: 'New comparison report' }).getAttribute('href')).toBe(
      '/app/analytics/ws-1/report/comparison/new',
    );
  });

  it('says the ad accounts failed to load, and Retry loads them', async () => {
    let failing = true;
    serve({ accounts: () => (failing ? SERVER_ERROR : { body: { data: [anAdAccount()] } }) });
    renderPage();
    expect(await screen.findByText('We couldn’t load the ad accounts')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Top spenders/ })).toBeTruthy();
  });

  it('says the reports failed to load, and Retry loads them', async () => {
    let failing = true;
    serve({ tree: () => (failing ? SERVER_ERROR : { body: TREE }) });
    renderPage();
    expect(await screen.findByText('We couldn’t load the reports')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Active ad account' })).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Hook battle/ })).toBeTruthy();
  });
});
