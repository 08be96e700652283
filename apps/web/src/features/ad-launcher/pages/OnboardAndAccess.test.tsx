import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { anOrganisation } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { signInExit } from '../../../ui/platform-sign-in.ts';
import { LauncherLayout } from '../components/LauncherLayout.tsx';
import { aLauncherAccount, GUEST_LAUNCHER_WORKSPACE, WORKSPACE_ROUTES } from '../launcher-fixtures.ts';
import { LauncherAccessPage } from './LauncherAccessPage.tsx';
import { OnboardLauncherAccountsPage } from './OnboardLauncherAccountsPage.tsx';

let leaveFor: MockInstance<(url: string) => void>;
beforeEach(() => {
  leaveFor = vi.spyOn(signInExit, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  stopServingApi();
  leaveFor.mockRestore();
});

const FACEBOOK_DIALOG = 'https://www.facebook.com/v21.0/dialog/oauth?client_id=1&state=s';

type Answer = { status?: number; body: unknown };

function serveOnboarding(onboard: () => Answer) {
  return serveApi({
    ...WORKSPACE_ROUTES,
    'GET adlauncher/ad-accounts': () => ({ body: { data: [] } }),
    'GET adlauncher/platforms/sandbox/ad-accounts': () => ({
      body: {
        data: [
          {
            adAccountId: 'sbx_meta_us',
            name: 'Sandbox US store',
            currency: 'USD',
            timezone_name: 'UTC',
            onboarded: true,
          },
          {
            adAccountId: 'sbx_meta_uk',
            name: 'Sandbox UK store',
            currency: 'GBP',
            timezone_name: 'UTC',
            onboarded: false,
          },
        ],
      },
    }),
    'GET adlauncher/platforms/meta/ad-accounts': () => ({
      body: {
        data: [
          {
            adAccountId: 'act_42',
            name: 'Northwind Meta',
            currency: 'USD',
            timezone_name: 'UTC',
            onboarded: false,
          },
        ],
      },
    }),
    'POST ad-platforms/meta/connect': () => ({ body: { url: FACEBOOK_DIALOG } }),
    'POST adlauncher/ad-accounts/onboard': onboard,
  });
}

function renderOnboarding(search = '') {
  return renderInApp(<OnboardLauncherAccountsPage />, {
    path: '/app/adlauncher/:workspaceId/*',
    route: `/app/adlauncher/ws-1/onboard/ad-accounts${search}`,
  });
}

describe('Ad Launcher > Connect ad accounts', () => {
  it('adds the picked sandbox accounts and goes to the home page', async () => {
    const calls = serveOnboarding(() => ({
      body: { data: [aLauncherAccount({ adAccountId: 'sbx_meta_uk' })] },
    }));
    const { router } = renderOnboarding();
    expect(await screen.findByRole('radio', { name: /Sandbox/ })).toHaveProperty('checked', true);
    expect(await screen.findByRole('checkbox', { name: /Sandbox US store/ })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Sandbox UK store/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 1 ad account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/adlauncher/ws-1'));
    expect(calls.find((call) => call.path === 'adlauncher/ad-accounts/onboard')?.body).toEqual({
      workspaceId: 'ws-1',
      platform: 'sandbox',
      accountIds: ['sbx_meta_uk'],
    });
    expect(await screen.findByText('Ad account connected')).toBeTruthy();
  });

  it('opens the limit dialog, leading to the Ad Launcher add-on, when the plan refuses', async () => {
    serveOnboarding(() => ({
      status: 403,
      body: {
        message: 'Your plan allows 1 Ad Launcher ad account. Upgrade the Ad Launcher add-on to connect more.',
        code: 'PLAN_LIMIT_REACHED',
      },
    }));
    renderOnboarding();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Sandbox UK store/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 1 ad account' }));
    const dialog = await screen.findByRole('dialog', { name: 'You have reached the limit' });
    expect(within(dialog).getByText(/Your plan allows 1 Ad Launcher ad account/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe(
      '/app/settings?TAB=subscription',
    );
  });

  it('offers "Continue with Facebook" for Meta', async () => {
    serveOnboarding(() => ({ body: {} }));
    renderOnboarding();
    await userEvent.click(await screen.findByRole('radio', { name: /Meta/ }));
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeTruthy();
  });

  it('"Continue with Facebook" starts the sign-in for the launcher and leaves for Facebook', async () => {
    const calls = serveOnboarding(() => ({ body: {} }));
    renderOnboarding();
    await userEvent.click(await screen.findByRole('radio', { name: /Meta/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(FACEBOOK_DIALOG));
    const start = calls.find((call) => call.path === 'ad-platforms/meta/connect');
    expect(start?.method).toBe('POST');
    expect(start?.body).toEqual({ workspaceId: 'ws-1', purpose: 'launcher' });
    expect(start?.headers['Authorization'] ?? start?.headers['authorization']).toBe('Bearer access');
  });

  it('back from Facebook, picks Meta and lists its ad accounts', async () => {
    serveOnboarding(() => ({ body: {} }));
    renderOnboarding('?connected=meta');
    expect(await screen.findByRole('checkbox', { name: /Northwind Meta/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Meta/ })).toHaveProperty('checked', true);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('shows why the sign-in failed, in an alert that can be dismissed', async () => {
    serveOnboarding(() => ({ body: {} }));
    const { router } = renderOnboarding(
      `?connectError=${encodeURIComponent('Meta sign-in was cancelled or refused')}`,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Meta sign-in was cancelled or refused')).toBeTruthy();
    expect(within(alert).getByText('Meta was not connected')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(router.state.location.search).toBe('');
  });
});

describe('Ad Launcher > access', () => {
  it('saves which members may launch on an account', async () => {
    const calls = serveApi({
      ...WORKSPACE_ROUTES,
      'GET adlauncher/ad-accounts': () => ({ body: { data: [aLauncherAccount()] } }),
      'PUT adlauncher/ad-accounts/la-1/access': () => ({ body: aLauncherAccount({ userIds: ['u-2'] }) }),
    });
    renderInApp(<LauncherAccessPage />, {
      path: '/app/adlauncher/:workspaceId/*',
      route: '/app/adlauncher/ws-1/ad-account/access/user',
    });
    const card = await screen.findByRole('region', { name: 'Sandbox US store' });
    await userEvent.click(within(card).getByRole('checkbox', { name: /Sam Buyer/ }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save access' }));
    expect(await screen.findByText('Access to Sandbox US store saved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ userIds: ['u-2'] });
  });

  it("keeps guests out of the module's pages", async () => {
    serveApi({
      'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
      'GET workspace': () => ({ body: { data: [GUEST_LAUNCHER_WORKSPACE] } }),
    });
    renderInApp(<LauncherLayout />, {
      path: '/app/adlauncher/:workspaceId/*',
      route: '/app/adlauncher/ws-1',
    });
    expect(
      await screen.findByText("You don't have access to the Ad Launcher in this workspace"),
    ).toBeTruthy();
  });
});
