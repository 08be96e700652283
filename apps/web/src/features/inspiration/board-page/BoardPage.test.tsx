import type { WorkspaceRole } from '@hookline/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { anOrganisation, aUser, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { A_BOARD_TREE, aBoard, aSavedAd } from '../shared/inspiration-fixtures.ts';
import { BoardPage } from './BoardPage.tsx';

// A page with a panel, a grid and a drawer: on a busy machine the first render takes a few seconds.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  stopServingApi();
  localStorage.clear();
});

function serve(options: { role?: WorkspaceRole; items?: () => { status?: number; body: unknown } } = {}) {
  const role = options.role ?? 'admin';
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [aWorkspace({ _id: 'ws-1', role })] } }),
    'GET userinfo': () => ({ body: aUser() }),
    'GET extension/config': () => ({ body: { extensionIds: ['abcdefghijklmnopabcdefghijklmnop'] } }),
    'GET inspiration/folder-tree/workspace/ws-1': () => ({ body: { data: [A_BOARD_TREE] } }),
    'GET search-contexts': () => ({ body: { data: [] } }),
    'GET tags': () => ({ body: { data: [] } }),
    'GET brands/autocomplete': () => ({ body: { data: [] } }),
    // The workspace's root lists its boards: the open board's details come from there.
    'POST inspiration/folder/ws-1/list-items': () => ({
      body: {
        folders: [aBoard({}, role), aBoard({ _id: 'board-3', name: 'UGC', items: 0 }, role)],
        files: [],
        total: 0,
      },
    }),
    'POST inspiration/folder/board-1/list-items':
      options.items ??
      (() => ({
        body: {
          folders: [aBoard({ _id: 'board-2', name: 'Video openers', parent: 'board-1', items: 0 }, role)],
          files: [
            aSavedAd({}, role),
            aSavedAd({ _id: 'file-2', page_name: 'Lakebound Paddle', brand: null }, role),
          ],
          total: 2,
        },
      })),
  });
}

const renderBoard = (route = '/app/inspirations/ws-1/board-1') =>
  renderInApp(<BoardPage />, { path: '/app/inspirations/:workspaceId/:folderId?', route });

describe('a board of Inspiration', () => {
  it('shows its header, its boards and its saved ads, and opens an ad in the address', async () => {
    const calls = serve();
    const { router } = renderBoard();
    expect(await screen.findByRole('heading', { name: 'Summer hooks', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Openers that stop the scroll.')).toBeTruthy();
    const ads = await screen.findByRole('list', { name: 'Saved ads' });
    expect(within(ads).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Boards in Summer hooks' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload ad' })).toBeTruthy();
    expect(document.querySelector('[data-tour="create-boards"]')).toBeTruthy();
    expect(document.querySelector('[data-tour="board-asset"]')).toBeTruthy();
    expect(document.querySelectorAll('[data-tour="view-ad-details"]')).toHaveLength(1);

    const list = calls.find((call) => call.path === 'inspiration/folder/board-1/list-items');
    expect(list?.body).toEqual({ page: 1, limit: 40, sort: 'newest', filters: {} });

    await userEvent.click(screen.getByRole('button', { name: /^Open the Lakebound Paddle ad/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?ad=file-2'));
  });

  it('reads its sort and filters from the address and sends them', async () => {
    const calls = serve();
    renderBoard('/app/inspirations/ws-1/board-1?sort=oldest&format=video&favourites=1');
    await screen.findByRole('list', { name: 'Saved ads' });
    const list = calls.find((call) => call.path === 'inspiration/folder/board-1/list-items');
    expect(list?.body).toEqual({
      page: 1,
      limit: 40,
      sort: 'oldest',
      filters: { formats: ['video'], favouritesOnly: true },
    });
  });

  it('shows a guest no board action, upload or share, only favourite and watch', async () => {
    serve({ role: 'guest' });
    renderBoard();
    await screen.findByRole('list', { name: 'Saved ads' });
    await screen.findByText('Openers that stop the scroll.');
    expect(screen.queryByRole('button', { name: 'Upload ad' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New board' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save filter' })).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Actions for board Summer hooks' })[0]!);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Add to favourites', 'Watch']);
  });

  it('says what failed to load, with a Retry', async () => {
    serve({ items: () => ({ status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } }) });
    renderBoard();
    expect(await screen.findByText('We couldn’t load this board')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('invites to install the extension until it is detected or dismissed, for this user', async () => {
    serve();
    renderBoard();
    const banner = await screen.findByRole('region', { name: 'Browser extension' });
    expect(within(banner).getByRole('button', { name: 'Install extension' })).toBeTruthy();
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss the extension banner' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Browser extension' })).toBeNull());
    expect(localStorage.getItem('hookline.inspiration.extension-banner-dismissed.user-1')).toBe('true');
  });

  it('lists the workspace’s boards at its root, and invites to create the first one', async () => {
    serveApi({
      'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
      'GET workspace': () => ({ body: { data: [aWorkspace({ _id: 'ws-1' })] } }),
      'GET inspiration/folder-tree/workspace/ws-1': () => ({
        body: { data: [{ ...A_BOARD_TREE, children: [] }] },
      }),
      'GET search-contexts': () => ({ body: { data: [] } }),
      'POST inspiration/folder/ws-1/list-items': () => ({ body: { folders: [], files: [], total: 0 } }),
    });
    renderBoard('/app/inspirations/ws-1');
    expect(await screen.findByText('Start your swipe file')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create a board' })).toBeTruthy();
  });
});
