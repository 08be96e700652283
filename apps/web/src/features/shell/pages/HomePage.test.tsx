import { TENANCY_MESSAGES } from '@hookline/domain';
import { screen } from '@testing-library/react';
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
}) {
  serveApi({
    'GET userinfo': () => ({ body: options.user ?? aUser() }),
    'GET organisation': () => ({ body: { data: options.organisations } }),
    'GET workspace': () => ({ body: { data: options.workspaces ?? [] } }),
  });
  return renderInApp(<HomePage />, { path: '/app' });
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
});
