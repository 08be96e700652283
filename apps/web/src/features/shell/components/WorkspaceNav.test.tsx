import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { aWorkspace, anOrganisation } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { WorkspaceNav } from './WorkspaceNav.tsx';

const WORKSPACES = [
  aWorkspace({ _id: 'ws-1', name: 'Spring campaign', isPinned: true }),
  aWorkspace({ _id: 'ws-2', name: 'Brand refresh' }),
];

afterEach(stopServingApi);

function serveWorkspaces(role: 'org_admin' | 'org_guest' = 'org_admin') {
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation({ role })] } }),
    'GET workspace': () => ({ body: { data: WORKSPACES } }),
    'PUT workspace/ws-2/pin': () => ({ body: { ...WORKSPACES[1], isPinned: true } }),
  });
}

describe('workspaces in the sidebar', () => {
  it('lists the workspaces in the server order, the active one marked, and switches on a click', async () => {
    serveWorkspaces();
    renderInApp(<WorkspaceNav collapsed={false} />, { path: '/app/x' });
    const nav = await screen.findByRole('navigation', { name: 'Workspaces' });
    const spring = await within(nav).findByRole('button', { name: 'Spring campaign' });
    const brand = within(nav).getByRole('button', { name: 'Brand refresh' });
    expect(spring.getAttribute('aria-current')).toBe('true');
    expect(brand.compareDocumentPosition(spring) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();

    await userEvent.click(brand);
    await waitFor(() => expect(brand.getAttribute('aria-current')).toBe('true'));
    expect(localStorage.getItem('activeWorkspace')).toBe('ws-2');
  });

  it('pins a workspace for the caller', async () => {
    const calls = serveWorkspaces();
    renderInApp(<WorkspaceNav collapsed={false} />, { path: '/app/x' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pin Brand refresh' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: 'workspace/ws-2/pin',
        body: { pinned: true },
      }),
    );
    expect(screen.getByRole('button', { name: 'Unpin Spring campaign' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it("offers 'New workspace' only to roles that may create one", async () => {
    serveWorkspaces('org_admin');
    const { unmount } = renderInApp(<WorkspaceNav collapsed={false} />, { path: '/app/x' });
    expect((await screen.findByRole('link', { name: 'New workspace' })).getAttribute('href')).toBe(
      '/app/createWorkspace',
    );
    unmount();
    stopServingApi();

    serveWorkspaces('org_guest');
    renderInApp(<WorkspaceNav collapsed={false} />, { path: '/app/x' });
    await screen.findByRole('button', { name: 'Spring campaign' });
    expect(screen.queryByRole('link', { name: 'New workspace' })).toBeNull();
  });

  it("follows the server's allowed actions, not the role", async () => {
    // An org admin whose organisation the server sends without 'workspace.create' (a plan at its limit,
    // say): the sidebar offers no 'New workspace', though the role alone would allow it.
    serveApi({
      'GET organisation': () => ({
        body: { data: [anOrganisation({ role: 'org_admin', allowedActions: ['org.view'] })] },
      }),
      'GET workspace': () => ({ body: { data: WORKSPACES } }),
    });
    renderInApp(<WorkspaceNav collapsed={false} />, { path: '/app/x' });
    await screen.findByRole('button', { name: 'Spring campaign' });
    expect(screen.queryByRole('link', { name: 'New workspace' })).toBeNull();
  });

  it('shows avatars named by their workspace when the sidebar is collapsed', async () => {
    serveWorkspaces();
    renderInApp(<WorkspaceNav collapsed />, { path: '/app/x' });
    expect(await screen.findByRole('button', { name: 'Brand refresh' })).toBeTruthy();
    expect(screen.queryByText('Brand refresh')).toBeNull();
  });
});
