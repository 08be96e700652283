import { TENANCY_MESSAGES } from '@hookline/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { aUser, aWorkspace, anOrganisation } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { HomePage } from './HomePage.tsx';

afterEach(stopServingApi);

function serveHome(options: {
  user?: ReturnType<typeof aUser>;
  organisations: ReturnType<typeof anOrganisation>[];
  workspaces?: ReturnType<typeof aWorkspace>[];
  orgWorkspaceCount?: number;
}) {
  const user = options.user ?? aUser();
  const calls = serveApi({
    'GET userinfo': () => ({ body: user }),
    'GET organisation': () => ({ body: { data: options.organisations } }),
    'GET workspace': () => ({ body: { data: options.workspaces ?? [] } }),
    'GET organisation/org-1/workspace-count': () => ({ body: { count: options.orgWorkspaceCount ?? 0 } }),
    'PUT users/user-1/first-run': (call) => ({
      body: {
        ...user,
        ...((call.body as { welcomed?: true }).welcomed ? { isNewSignup: false } : {}),
      },
    }),
  });
  renderInApp(<HomePage />, { path: '/app' });
  return calls;
}

describe('home routing', () => {
  it('sends a new user without an organisation to the wizard', async () => {
    serveHome({ organisations: [] });
    expect(await screen.findByText('Wizard page')).toBeTruthy();
  });

  it('shows no access to a user without an organisation who may not create one', async () => {
    serveHome({ user: aUser({ userCanCreateOrg: false }), organisations: [] });
    expect(await screen.findByRole('heading', { name: TENANCY_MESSAGES.noWorkspaces })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create an organisation' })).toBeNull();
  });

  it('asks an admin without a workspace to create one', async () => {
    serveHome({ organisations: [anOrganisation({ role: 'org_admin' })] });
    expect(await screen.findByText('Create workspace page')).toBeTruthy();
  });

  it('shows no access to a member given no workspace of an organisation that has some', async () => {
    serveHome({ organisations: [anOrganisation({ role: 'org_member' })], orgWorkspaceCount: 2 });
    expect(await screen.findByRole('heading', { name: TENANCY_MESSAGES.noWorkspaces })).toBeTruthy();
    expect(screen.getByText(TENANCY_MESSAGES.contactAdmin)).toBeTruthy();
  });

  it('shows no access to an organisation guest without a workspace', async () => {
    serveHome({ organisations: [anOrganisation({ role: 'org_guest' })] });
    expect(await screen.findByRole('heading', { name: TENANCY_MESSAGES.noWorkspaces })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an organisation' })).toBeTruthy();
  });

  it('welcomes a user with a workspace and names the active one', async () => {
    localStorage.setItem('activeWorkspace', 'ws-2');
    serveHome({
      organisations: [anOrganisation()],
      workspaces: [
        aWorkspace({ _id: 'ws-1', name: 'Spring campaign' }),
        aWorkspace({ _id: 'ws-2', name: 'Brand refresh' }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Riley' })).toBeTruthy();
    expect(screen.getByText('Brand refresh')).toBeTruthy();
  });

  it('welcomes a newcomer once, as the server says, and tells the server so', async () => {
    const calls = serveHome({
      user: aUser({ isNewSignup: true }),
      organisations: [anOrganisation()],
      workspaces: [aWorkspace()],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome to Hookline, Riley' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        expect.objectContaining({ path: 'users/user-1/first-run', body: { welcomed: true } }),
      ]),
    );
    // The title stays for this visit, though the server now says "back".
    expect(screen.getByRole('heading', { name: 'Welcome to Hookline, Riley' })).toBeTruthy();
  });

  it('ticks the notifications step from the account, not from this browser', async () => {
    serveHome({
      user: aUser({ notificationsReviewed: true }),
      organisations: [anOrganisation()],
      workspaces: [aWorkspace()],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Riley' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Choose your e-mail notifications' })).toBeNull();
    expect(screen.getByText('Choose your e-mail notifications')).toBeTruthy();
  });
});
