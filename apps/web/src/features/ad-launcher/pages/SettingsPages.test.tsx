import {
  CREATIVE_ENHANCEMENT_KEYS,
  DEFAULT_AD_ACCOUNT_SETTINGS,
  type LauncherSettings,
} from '@hookline/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { holdCalls } from '../../../test/hold-calls.ts';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aLauncherAccount, launcherSettings, SERVER_ERROR, WORKSPACE_ROUTES } from '../launcher-fixtures.ts';
import { CreativeEnhancementsPage } from './CreativeEnhancementsPage.tsx';
import { DefaultAdCopyPage } from './DefaultAdCopyPage.tsx';
import { LaunchSettingsPage } from './LaunchSettingsPage.tsx';

afterEach(stopServingApi);

const PATH = '/app/adlauncher/:workspaceId/:adAccountId/*';

const PAGES_ON_ACCOUNT = [
  { id: '1001', name: 'Northwind Apparel', instagramAccounts: [{ id: 'ig-1', username: 'northwind' }] },
  {
    id: '1002',
    name: 'Northwind Outlet',
    instagramAccounts: [
      { id: 'ig-2', username: 'northwind.outlet' },
      { id: 'ig-3', username: 'northwind.deals' },
    ],
  },
  { id: '1003', name: 'Northwind Careers', instagramAccounts: [] },
];
const PIXELS = [{ id: 'px-1', name: 'Northwind Pixel' }];

/** The workspace's Analytics account on the sandbox's platform account: the report library's own id. */
const ANALYTICS_ACCOUNT = {
  workspaceId: 'ws-1',
  provider: 'sandbox',
  platform: 'meta',
  name: 'Northwind Apparel US',
  currency: 'USD',
  timezone_id: 1,
  timezone_name: 'America/Los_Angeles',
  settings: DEFAULT_AD_ACCOUNT_SETTINGS,
  syncStatus: 'synced',
  lastSyncedAt: null,
  syncedThrough: null,
  syncError: null,
  needsReconnect: false,
  tokenExpiresAt: null,
  onboardedAt: '2026-01-10T09:00:00.000Z',
};

type Reply = { status?: number; body: unknown };

function serve(settings: () => Reply, lists: { pages?: () => Reply; pixels?: () => Reply } = {}) {
  return serveApi({
    ...WORKSPACE_ROUTES,
    'GET adlauncher/ad-accounts/la-1': () => ({ body: aLauncherAccount() }),
    'GET adlauncher/ad-accounts/la-1/settings': settings,
    'GET adlauncher/ad-accounts/la-1/adsets': () => ({ body: { data: [] } }),
    'GET adlauncher/ad-accounts/la-1/pages': lists.pages ?? (() => ({ body: { data: PAGES_ON_ACCOUNT } })),
    'GET adlauncher/ad-accounts/la-1/pixels': lists.pixels ?? (() => ({ body: { data: PIXELS } })),
    'PUT adlauncher/ad-accounts/la-1/settings': (call: FakeCall) => ({
      body: { ...launcherSettings(), ...(call.body as Partial<LauncherSettings>) },
    }),
  });
}

const PAGES: { name: string; page: ReactNode; route: string; dataLabel: string }[] = [
  {
    name: 'Default ad copy',
    page: <DefaultAdCopyPage />,
    route: '/app/adlauncher/ws-1/la-1/settings/default-ad-copy',
    dataLabel: 'Headline',
  },
  {
    name: 'Creative enhancements',
    page: <CreativeEnhancementsPage />,
    route: '/app/adlauncher/ws-1/la-1/settings/creative-enhancements',
    dataLabel: 'Visual touch-ups',
  },
  {
    name: 'Launch settings',
    page: <LaunchSettingsPage />,
    route: '/app/adlauncher/ws-1/la-1/settings/launch-settings',
    dataLabel: 'Status of launched ads',
  },
];

describe.each(PAGES)('Ad Launcher > $name', ({ page, route, dataLabel }) => {
  it('shows a skeleton, then the settings', async () => {
    serve(() => ({ body: launcherSettings() }));
    const release = holdCalls(/settings$/);
    renderInApp(page, { path: PATH, route });
    expect(await screen.findByLabelText('Loading')).toBeTruthy();
    release();
    expect(await screen.findByLabelText(dataLabel)).toBeTruthy();
  });

  it('shows an error with Retry', async () => {
    let fail = true;
    serve(() => (fail ? SERVER_ERROR : { body: launcherSettings() }));
    renderInApp(page, { path: PATH, route });
    expect(await screen.findByText(/We couldn’t load the settings/)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(dataLabel)).toBeTruthy();
  });
});

describe('Ad Launcher > settings', () => {
  it('lists every enhancement off by default and saves each one explicitly', async () => {
    const calls = serve(() => ({ body: launcherSettings() }));
    renderInApp(<CreativeEnhancementsPage />, {
      path: PATH,
      route: '/app/adlauncher/ws-1/la-1/settings/creative-enhancements',
    });
    expect(await screen.findByText(/so Meta never opts you in/)).toBeTruthy();
    const switches = screen.getAllByRole('switch');
    expect(switches).toHaveLength(CREATIVE_ENHANCEMENT_KEYS.length);
    expect(switches.every((item) => !(item as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: 'Add music' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save enhancements' }));
    expect(await screen.findByText('Creative enhancements saved')).toBeTruthy();
    const sent = (
      calls.find((call) => call.method === 'PUT')?.body as {
        creativeEnhancements: Record<string, string>;
      }
    ).creativeEnhancements;
    expect(Object.keys(sent)).toHaveLength(CREATIVE_ENHANCEMENT_KEYS.length);
    expect(sent.audio).toBe('OPT_IN');
    expect(sent.image_touchups).toBe('OPT_OUT');
  });

  const LAUNCH_SETTINGS = {
    path: PATH,
    route: '/app/adlauncher/ws-1/la-1/settings/launch-settings',
  };
  const choose = async (label: string, option: string) => {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  };

  it('saves the launch settings: status, the Page, its Instagram account and the pixel picked from lists', async () => {
    const calls = serve(() => ({ body: launcherSettings() }));
    renderInApp(<LaunchSettingsPage />, LAUNCH_SETTINGS);
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Facebook Page' }).value).toBe(
        'Northwind Apparel',
      ),
    );
    await choose('Facebook Page', 'Northwind Outlet');
    // The Instagram account follows the Page: its first one, and only its own are offered.
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Instagram account' }).value).toBe(
      '@northwind.outlet',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Instagram account' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '@northwind.outlet',
      '@northwind.deals',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '@northwind.deals' }));
    await choose('Pixel', 'Northwind Pixel · px-1');
    await userEvent.click(screen.getByText('Active'));
    await userEvent.click(screen.getByRole('button', { name: 'Save launch settings' }));
    expect(await screen.findByText('Launch settings saved')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        launchSettings: {
          status: 'ACTIVE',
          pageId: '1002',
          instagramAccountId: 'ig-3',
          pixelId: 'px-1',
          defaultAdsetId: 'as-1',
        },
      }),
    );
  });

  it("offers the naming conventions of the workspace's Analytics account on the same platform account", async () => {
    const calls = serveApi({
      ...WORKSPACE_ROUTES,
      'GET adlauncher/ad-accounts/la-1': () => ({ body: aLauncherAccount() }),
      'GET adlauncher/ad-accounts/la-1/settings': () => ({ body: launcherSettings() }),
      'GET adlauncher/ad-accounts/la-1/adsets': () => ({ body: { data: [] } }),
      'GET adlauncher/ad-accounts/la-1/pages': () => ({ body: { data: PAGES_ON_ACCOUNT } }),
      'GET adlauncher/ad-accounts/la-1/pixels': () => ({ body: { data: PIXELS } }),
      'GET ad-accounts': () => ({
        body: {
          data: [
            { ...ANALYTICS_ACCOUNT, _id: 'aa-1', adAccountId: 'act_other' },
            { ...ANALYTICS_ACCOUNT, _id: 'aa-2', adAccountId: 'sbx_meta_us' },
          ],
        },
      }),
      'GET naming-conventions': (call) => ({
        body: {
          data:
            call.query.get('adAccountId') === 'aa-2'
              ? [
                  {
                    _id: 'nc-1',
                    workspaceId: 'ws-1',
                    adAccountId: 'aa-2',
                    name: 'Concept | Hook | Format',
                    separator: '|',
                    properties: ['Concept', 'Hook', 'Format'],
                    createdAt: '2026-03-01T10:00:00.000Z',
                  },
                ]
              : [],
        },
      }),
    });
    renderInApp(<LaunchSettingsPage />, LAUNCH_SETTINGS);
    await waitFor(() => expect(calls.some((call) => call.path === 'naming-conventions')).toBe(true));
    await choose('Ad naming convention', 'Concept | Hook | Format');
    expect(calls.find((call) => call.path === 'naming-conventions')?.query.get('workspaceId')).toBe('ws-1');
  });

  it('says why a Page without Instagram, and an account without pixels, offer nothing to pick', async () => {
    serve(() => ({ body: launcherSettings() }), { pixels: () => ({ body: { data: [] } }) });
    renderInApp(<LaunchSettingsPage />, LAUNCH_SETTINGS);
    expect(await screen.findByText(/This ad account has no pixel/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Facebook Page' })).toHaveProperty('disabled', false),
    );
    await choose('Facebook Page', 'Northwind Careers');
    expect(await screen.findByText(/This Page has no linked Instagram account/)).toBeTruthy();
  });

  it('shows the lists loading, and asks to pick a Page before its Instagram account', async () => {
    serve(() => ({
      body: launcherSettings({ launchSettings: { ...launcherSettings().launchSettings, pageId: null } }),
    }));
    const release = holdCalls(/(pages|pixels)$/);
    renderInApp(<LaunchSettingsPage />, LAUNCH_SETTINGS);
    const page = await screen.findByRole('combobox', { name: 'Facebook Page' });
    expect(page).toHaveProperty('placeholder', 'Loading the Pages…');
    expect(screen.getByRole('combobox', { name: 'Pixel' })).toHaveProperty(
      'placeholder',
      'Loading the pixels…',
    );
    release();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Instagram account' })).toHaveProperty(
        'placeholder',
        'Choose a Page first',
      ),
    );
  });

  it('falls back to typed ids when the Pages and pixels cannot be listed, and retries the list', async () => {
    let pagesFail = true;
    const calls = serve(() => ({ body: launcherSettings() }), {
      pages: () => (pagesFail ? SERVER_ERROR : { body: { data: PAGES_ON_ACCOUNT } }),
      pixels: () => SERVER_ERROR,
    });
    renderInApp(<LaunchSettingsPage />, LAUNCH_SETTINGS);
    const pixel = await screen.findByLabelText('Pixel id');
    expect(screen.getByText('We couldn’t load the pixels: paste the id instead.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Facebook Page id').value).toBe('1001');
    await userEvent.click(pixel);
    await userEvent.paste('777');
    await userEvent.click(screen.getByRole('button', { name: 'Save launch settings' }));
    expect(await screen.findByText('Launch settings saved')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        launchSettings: { pixelId: '777', pageId: '1001' },
      }),
    );
    pagesFail = false;
    const [retryPages] = screen.getAllByRole('button', { name: 'Retry' });
    await userEvent.click(retryPages!);
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Facebook Page' }).value).toBe(
        'Northwind Apparel',
      ),
    );
  });
});
