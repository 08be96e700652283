import { CREATIVE_ENHANCEMENT_KEYS, type LauncherSettings } from '@hookline/domain';
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

function serve(settings: () => { status?: number; body: unknown }) {
  return serveApi({
    ...WORKSPACE_ROUTES,
    'GET adlauncher/ad-accounts/la-1': () => ({ body: aLauncherAccount() }),
    'GET adlauncher/ad-accounts/la-1/settings': settings,
    'GET adlauncher/ad-accounts/la-1/adsets': () => ({ body: { data: [] } }),
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
    dataLabel: 'Facebook Page id',
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

  it('saves the launch settings: status, pasted ids', async () => {
    const calls = serve(() => ({ body: launcherSettings() }));
    renderInApp(<LaunchSettingsPage />, {
      path: PATH,
      route: '/app/adlauncher/ws-1/la-1/settings/launch-settings',
    });
    await userEvent.click(await screen.findByLabelText('Pixel id'));
    await userEvent.paste('777');
    await userEvent.click(screen.getByText('Active'));
    await userEvent.click(screen.getByRole('button', { name: 'Save launch settings' }));
    expect(await screen.findByText('Launch settings saved')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        launchSettings: { status: 'ACTIVE', pixelId: '777', pageId: '1001', defaultAdsetId: 'as-1' },
      }),
    );
  });
});
