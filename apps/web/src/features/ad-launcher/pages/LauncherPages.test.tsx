import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { holdCalls } from '../../../test/hold-calls.ts';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aLauncherAccount, SERVER_ERROR, WORKSPACE_ROUTES } from '../launcher-fixtures.ts';
import { AccountCreativesPage } from './AccountCreativesPage.tsx';
import { CopyTemplatesPage } from './CopyTemplatesPage.tsx';
import { DraftsPage } from './DraftsPage.tsx';
import { LaunchedAdsPage } from './LaunchedAdsPage.tsx';
import { LauncherHomePage } from './LauncherHomePage.tsx';
import { ManageLauncherAccountsPage } from './ManageLauncherAccountsPage.tsx';

afterEach(stopServingApi);

type Answer = { status?: number; body: unknown };

interface PageCase {
  name: string;
  page: ReactNode;
  path: string;
  route: string;
  /** The call whose answer makes the page's four states. */
  listCall: string;
  full: unknown;
  empty: unknown;
  /** What the data state shows, and the empty state's words. */
  dataText: string;
  emptyText: string;
}

const ACCOUNT_PATH = '/app/adlauncher/:workspaceId/:adAccountId/*';
const ACCOUNT_ROUTE = '/app/adlauncher/ws-1/la-1';

const CASES: PageCase[] = [
  {
    name: 'Home',
    page: <LauncherHomePage />,
    path: '/app/adlauncher/:workspaceId',
    route: '/app/adlauncher/ws-1',
    listCall: 'GET adlauncher/ad-accounts',
    full: { data: [aLauncherAccount({ userIds: ['u-2'] })] },
    empty: { data: [] },
    dataText: 'Who may launch: Workspace admins, Sam Buyer',
    emptyText: 'No ad accounts yet',
  },
  {
    name: 'Manage ad accounts',
    page: <ManageLauncherAccountsPage />,
    path: '/app/adlauncher/:workspaceId/manage/ad-accounts',
    route: '/app/adlauncher/ws-1/manage/ad-accounts',
    listCall: 'GET adlauncher/ad-accounts',
    full: { data: [aLauncherAccount()] },
    empty: { data: [] },
    dataText: 'sbx_meta_us',
    emptyText: 'No ad accounts yet',
  },
  {
    name: 'Drafts',
    page: <DraftsPage />,
    path: ACCOUNT_PATH,
    route: `${ACCOUNT_ROUTE}/drafts`,
    listCall: 'GET adlauncher/ad-accounts/la-1/drafts',
    full: {
      data: [
        {
          _id: 'd-1',
          adAccountId: 'la-1',
          name: 'summer + 2 more',
          kind: 'standard',
          state: {},
          createdBy: 'u-1',
          createdAt: '2026-03-01T10:00:00.000Z',
          updatedAt: '2026-03-01T10:00:00.000Z',
          version: 3,
        },
      ],
    },
    empty: { data: [] },
    dataText: 'summer + 2 more',
    emptyText: 'No drafts',
  },
  {
    name: 'Launched ads',
    page: <LaunchedAdsPage />,
    path: ACCOUNT_PATH,
    route: `${ACCOUNT_ROUTE}/ads/launched`,
    listCall: 'GET adlauncher/ad-accounts/la-1/ads',
    full: {
      data: [
        {
          platformAdId: 'ad-1',
          name: 'summer · Copy 1',
          status: 'PAUSED',
          launchedAt: '2026-03-01T10:00:00.000Z',
          batchId: 'b-1',
          driftedEnhancements: ['image_touchups'],
        },
      ],
    },
    empty: { data: [] },
    dataText: 'summer · Copy 1',
    emptyText: 'No launched ads yet',
  },
  {
    name: 'Creatives',
    page: <AccountCreativesPage />,
    path: ACCOUNT_PATH,
    route: `${ACCOUNT_ROUTE}/creatives`,
    listCall: 'GET adlauncher/ad-accounts/la-1/creatives',
    full: {
      data: [
        {
          kind: 'image',
          platformId: 'hash-1',
          name: 'summer.jpg',
          fileId: 'f-1',
          thumbnailUrl: null,
          uploadedAt: '2026-03-01T10:00:00.000Z',
        },
      ],
    },
    empty: { data: [] },
    dataText: 'summer.jpg',
    emptyText: 'No creatives on this account yet',
  },
  {
    name: 'Copy templates',
    page: <CopyTemplatesPage />,
    path: ACCOUNT_PATH,
    route: `${ACCOUNT_ROUTE}/settings/ad-copy-templates`,
    listCall: 'GET adlauncher/ad-accounts/la-1/copy-templates',
    full: {
      data: [
        {
          _id: 't-1',
          adAccountId: 'la-1',
          name: 'Last days',
          primaryText: 'Ends Sunday',
          headline: 'Hurry',
          description: '',
          cta: 'LEARN_MORE',
          url: '',
          createdAt: '2026-03-01T10:00:00.000Z',
          updatedAt: '2026-03-01T10:00:00.000Z',
        },
      ],
    },
    empty: { data: [] },
    dataText: 'Last days',
    emptyText: 'No copy templates yet',
  },
];

function serve(pageCase: PageCase, answer: () => Answer) {
  return serveApi({
    ...WORKSPACE_ROUTES,
    'GET adlauncher/ad-accounts/la-1': () => ({ body: aLauncherAccount() }),
    [pageCase.listCall]: answer,
  });
}

describe.each(CASES)('Ad Launcher > $name', (pageCase) => {
  const render = () => renderInApp(pageCase.page, { path: pageCase.path, route: pageCase.route });

  it('shows a skeleton while loading, then the data', async () => {
    serve(pageCase, () => ({ body: pageCase.full }));
    const release = holdCalls(new RegExp(`GET [^ ]*${pageCase.listCall.slice(4)}(\\?|$)`));
    render();
    expect(await screen.findByLabelText('Loading')).toBeTruthy();
    release();
    expect(await screen.findByText(pageCase.dataText)).toBeTruthy();
  });

  it('shows the empty state', async () => {
    serve(pageCase, () => ({ body: pageCase.empty }));
    render();
    expect(await screen.findByText(pageCase.emptyText)).toBeTruthy();
  });

  it('shows an error with Retry, which loads it again', async () => {
    let fail = true;
    serve(pageCase, () => (fail ? SERVER_ERROR : { body: pageCase.full }));
    render();
    expect(await screen.findByText(/We couldn’t load/)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(pageCase.dataText)).toBeTruthy();
  });
});

describe('Ad Launcher > pages', () => {
  it('flags launched ads whose enhancements drifted and links them to Analytics', async () => {
    serve(CASES[3]!, () => ({ body: CASES[3]!.full }));
    renderInApp(<LaunchedAdsPage />, { path: ACCOUNT_PATH, route: `${ACCOUNT_ROUTE}/ads/launched` });
    expect(await screen.findByText('Enhancements drifted')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in Analytics' }).getAttribute('href')).toBe(
      '/app/analytics/ws-1',
    );
  });

  it('hides Launch on an account the caller may not launch on, and says why', async () => {
    serveApi({
      ...WORKSPACE_ROUTES,
      'GET adlauncher/ad-accounts': () => ({ body: { data: [aLauncherAccount({ canLaunch: false })] } }),
    });
    renderInApp(<LauncherHomePage />, {
      path: '/app/adlauncher/:workspaceId',
      route: '/app/adlauncher/ws-1',
    });
    const card = await screen.findByRole('article', { name: 'Sandbox US store' });
    expect(within(card).getByText(/You can't launch on this account/)).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Launch' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Drafts' }).getAttribute('href')).toBe(
      '/app/adlauncher/ws-1/la-1/drafts',
    );
  });

  it('deletes a draft after confirming, with a notification', async () => {
    const calls = serveApi({
      ...WORKSPACE_ROUTES,
      'GET adlauncher/ad-accounts/la-1': () => ({ body: aLauncherAccount() }),
      'GET adlauncher/ad-accounts/la-1/drafts': () => ({ body: CASES[2]!.full }),
      'DELETE adlauncher/drafts/d-1': () => ({ body: { _id: 'd-1' } }),
    });
    renderInApp(<DraftsPage />, { path: ACCOUNT_PATH, route: `${ACCOUNT_ROUTE}/drafts` });
    expect((await screen.findByRole('link', { name: 'Open summer + 2 more' })).getAttribute('href')).toBe(
      '/app/adlauncher/ws-1/la-1/launch?draftId=d-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete summer + 2 more' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Draft "summer + 2 more" deleted')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'adlauncher/drafts/d-1')).toBe(
      true,
    );
  });

  it('deletes a copy template only once confirmed: Cancel keeps it', async () => {
    const calls = serveApi({
      ...WORKSPACE_ROUTES,
      'GET adlauncher/ad-accounts/la-1': () => ({ body: aLauncherAccount() }),
      'GET adlauncher/ad-accounts/la-1/copy-templates': () => ({ body: CASES[5]!.full }),
      'DELETE adlauncher/copy-templates/t-1': () => ({ body: { _id: 't-1' } }),
    });
    renderInApp(<CopyTemplatesPage />, {
      path: ACCOUNT_PATH,
      route: `${ACCOUNT_ROUTE}/settings/ad-copy-templates`,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Last days' }));
    const asked = await screen.findByRole('dialog', { name: 'Delete this template?' });
    expect(
      within(asked).getByText('"Last days" is deleted. Drafts that used it keep their copy.'),
    ).toBeTruthy();
    await userEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Last days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this template?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Template "Last days" deleted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      'adlauncher/copy-templates/t-1',
    ]);
  });

  it('removes an ad account from the launcher after confirming, with a notification', async () => {
    const calls = serveApi({
      ...WORKSPACE_ROUTES,
      'GET adlauncher/ad-accounts': () => ({ body: { data: [aLauncherAccount()] } }),
      'DELETE adlauncher/ad-accounts/la-1': () => ({ body: { _id: 'la-1' } }),
    });
    renderInApp(<ManageLauncherAccountsPage />, {
      path: '/app/adlauncher/:workspaceId/manage/ad-accounts',
      route: '/app/adlauncher/ws-1/manage/ad-accounts',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sandbox US store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this ad account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Sandbox US store removed from the Ad Launcher')).toBeTruthy();
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === 'adlauncher/ad-accounts/la-1'),
    ).toBe(true);
  });

  it('creates a copy template with a UTM placeholder in its URL', async () => {
    const calls = serveApi({
      ...WORKSPACE_ROUTES,
      'GET adlauncher/ad-accounts/la-1': () => ({ body: aLauncherAccount() }),
      'GET adlauncher/ad-accounts/la-1/copy-templates': () => ({ body: { data: [] } }),
      'POST adlauncher/ad-accounts/la-1/copy-templates': (call) => ({
        body: {
          ...(call.body as object),
          _id: 't-2',
          adAccountId: 'la-1',
          createdAt: '2026-03-01T10:00:00.000Z',
          updatedAt: '2026-03-01T10:00:00.000Z',
        },
      }),
    });
    renderInApp(<CopyTemplatesPage />, {
      path: ACCOUNT_PATH,
      route: `${ACCOUNT_ROUTE}/settings/ad-copy-templates`,
    });
    await screen.findByText('No copy templates yet');
    await userEvent.click(screen.getAllByRole('button', { name: 'New template' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New copy template' });
    const fill = async (label: string, text: string) => {
      await userEvent.click(within(dialog).getByLabelText(label));
      await userEvent.paste(text);
    };
    await fill('Template name', 'Spring');
    await fill('Headline', 'Fresh in');
    await fill('Website URL', 'https://shop.example.com/spring');
    await userEvent.click(within(dialog).getByRole('button', { name: '{{ad.name}}' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template "Spring" created')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Spring',
        primaryText: '',
        headline: 'Fresh in',
        description: '',
        cta: 'SHOP_NOW',
        url: 'https://shop.example.com/spring?utm_content={{ad.name}}',
      }),
    );
  }, 15_000);
});
