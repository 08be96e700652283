import { allowedOrgActions, DEFAULT_THEME, TENANCY_MESSAGES } from '@hookline/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../test/fake-api.ts';
import { aUser, aWorkspace } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { OrgWizardRoute } from './OrgWizardRoute.tsx';

afterEach(stopServingApi);

const CREATED_ORG = {
  _id: 'org-7',
  name: 'Northwind Studio',
  logo: null,
  allowUsersToJoin: false,
  emailDomain: 'acme-example.com',
  theme_settings: DEFAULT_THEME,
  role: 'org_admin',
  plan: 'free',
  lifetimeDeal: false,
  early_user_mode_expire_at: null,
  featureFlags: { enableDetectiveAI: false, enableAnalyticsAIGrouping: false },
  allowedActions: allowedOrgActions('org_admin'),
  workspaces: {},
  orgMembers: {},
  createdAt: '2026-01-01T00:00:00.000Z',
};

function serveWizard(joinable: { _id: string; name: string; logo: null; membersCount: number }[] = []) {
  return serveApi({
    'GET userinfo': () => ({ body: aUser() }),
    'GET organisation': () => ({ body: { data: [] } }),
    'GET organisation/by-domain': () => ({ body: { data: joinable } }),
    'POST organisation': () => ({ body: CREATED_ORG }),
    'POST organisation/org-5/join': () => ({
      body: {
        ...CREATED_ORG,
        _id: 'org-5',
        role: 'org_member',
        allowedActions: allowedOrgActions('org_member'),
      },
    }),
    'POST workspace': () => ({ body: aWorkspace({ _id: 'ws-7', orgId: 'org-7', name: 'Spring campaign' }) }),
  });
}

describe('first-run wizard', () => {
  it('creates the organisation, then its first workspace, then goes to the app', async () => {
    const calls = serveWizard();
    const { router } = renderInApp(<OrgWizardRoute />, { path: '/wizard', route: '/wizard' });

    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(TENANCY_MESSAGES.companyNameRequired)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Company name'), 'Northwind Studio');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Create your first workspace' })).toBeTruthy();
    expect(localStorage.getItem('activeOrgId')).toBe('org-7');

    await userEvent.type(await screen.findByLabelText(/Workspace name/), 'Spring campaign');
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'Northwind Studio' },
      { orgId: 'org-7', name: 'Spring campaign' },
    ]);
  });

  it('offers the organisations of the same e-mail domain to join', async () => {
    serveWizard([{ _id: 'org-5', name: 'Acme Studio', logo: null, membersCount: 12 }]);
    const { router } = renderInApp(<OrgWizardRoute />, { path: '/wizard', route: '/wizard' });

    expect(await screen.findByText('12 members')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Join Acme Studio' }));
    expect(await screen.findByText(TENANCY_MESSAGES.joinedOrganisation)).toBeTruthy();
    expect(localStorage.getItem('activeOrgId')).toBe('org-5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });
});
