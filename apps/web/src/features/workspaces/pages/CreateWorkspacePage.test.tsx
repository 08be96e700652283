import { LIMIT_REACHED_TITLE, TENANCY_MESSAGES } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { aUser, aWorkspace, anOrganisation } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { CreateWorkspacePage } from './CreateWorkspacePage.tsx';

afterEach(stopServingApi);

const LIMIT = 'You have reached the limit of 2 workspaces on your plan';

function serveCreate(
  answer: { status?: number; body: unknown },
  role: 'org_admin' | 'org_guest' = 'org_admin',
) {
  return serveApi({
    'GET userinfo': () => ({ body: aUser() }),
    'GET organisation': () => ({ body: { data: [anOrganisation({ role })] } }),
    'GET workspace': () => ({ body: { data: [aWorkspace()] } }),
    'POST workspace': () => answer,
  });
}

describe('create a workspace', () => {
  it('asks for a valid name with the spec message', async () => {
    serveCreate({ body: {} });
    renderInApp(<CreateWorkspacePage />, { path: '/app/new', route: '/app/new' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByText(TENANCY_MESSAGES.workspaceNameRequired)).toBeTruthy();
  });

  it('creates it in the active organisation, makes it active and says so', async () => {
    const calls = serveCreate({ body: aWorkspace({ _id: 'ws-9', name: 'Launch week' }) });
    const { router } = renderInApp(<CreateWorkspacePage />, { path: '/app/new', route: '/app/new' });
    await userEvent.type(await screen.findByLabelText(/Workspace name/), '  Launch   week ');
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));

    expect(await screen.findByText(TENANCY_MESSAGES.workspaceCreated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      orgId: 'org-1',
      name: 'Launch week',
    });
    expect(localStorage.getItem('activeWorkspace')).toBe('ws-9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it('opens the limit dialog instead of a toast when the plan is full', async () => {
    serveCreate({ status: 403, body: { code: 'PLAN_LIMIT_REACHED', message: LIMIT } });
    renderInApp(<CreateWorkspacePage />, { path: '/app/new', route: '/app/new' });
    await userEvent.type(await screen.findByLabelText(/Workspace name/), 'Third one');
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));

    const dialog = await screen.findByRole('dialog', { name: LIMIT_REACHED_TITLE });
    expect(within(dialog).getByText(LIMIT)).toBeTruthy();
    // The limit text comes from the highest value across plans: the starter plan's unlimited workspaces.
    expect(within(dialog).getByText(/Upgrade your plan for unlimited workspaces\./)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe(
      '/app/settings?TAB=subscription',
    );
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells an organisation guest they may not create one, with the way back', async () => {
    serveCreate({ body: {} }, 'org_guest');
    renderInApp(<CreateWorkspacePage />, { path: '/app/new', route: '/app/new' });
    expect(await screen.findByRole('heading', { name: TENANCY_MESSAGES.noCreateWorkspace })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to workspace' })).toBeTruthy();
  });
});
