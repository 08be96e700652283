import { INSPIRATION_MESSAGES } from '@hookline/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopServingApi } from '../../test/fake-api.ts';
import { anOrganisation, aWorkspace } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { SaveToBoardButton } from './SaveToBoardButton.tsx';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(stopServingApi);

const AD = { discoverAdId: 'ad-7', name: 'Northwind Outdoors', thumbnailURL: null };

/** The saved ad the server answers with. */
const SAVED = {
  _id: 'file-1',
  workspaceId: 'ws-1',
  folderId: 'b-3',
  folderIds: ['b-3', 'b-2', 'b-new'],
  source: 'meta',
  is_manual_upload: false,
  discoverAdId: 'ad-7',
  adArchiveId: null,
  brandId: null,
  brand: null,
  page_name: 'Northwind Outdoors',
  format: 'image',
  publisher_platform: [],
  is_active: true,
  start_date: null,
  end_date: null,
  assets: [],
  body: '',
  isHtmlBody: false,
  description: null,
  caption: null,
  title: null,
  ctaText: null,
  ctaURL: null,
  sourceUrl: null,
  tags: [],
  isFavourite: false,
  isWatched: false,
  openDiscussionCount: 0,
  savedBy: { _id: 'user-1', name: 'Riley Moss' },
  createdAt: '2026-03-01T09:00:00.000Z',
  modifiedAt: '2026-03-01T09:00:00.000Z',
  allowedActions: [],
};

function serve(role: 'admin' | 'guest' = 'admin') {
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({
      body: {
        data: [aWorkspace({ _id: 'ws-1', role }), aWorkspace({ _id: 'ws-2', name: 'Performance', role })],
      },
    }),
    'GET inspiration/boards': () => ({
      body: {
        data: [
          {
            workspaceId: 'ws-1',
            workspaceName: 'Spring campaign',
            boards: [
              { _id: 'b-1', name: 'Summer hooks', path: 'Summer hooks' },
              { _id: 'b-2', name: 'Video openers', path: 'Summer hooks / Video openers' },
              { _id: 'b-3', name: 'UGC', path: 'UGC' },
            ],
          },
          { workspaceId: 'ws-2', workspaceName: 'Performance', boards: [] },
        ],
      },
    }),
    'POST inspiration/file': () => ({ body: SAVED }),
    'POST inspiration/folder': (call) => ({
      body: {
        _id: 'b-new',
        workspaceId: 'ws-1',
        parent: null,
        name: (call.body as { name: string }).name,
        description: null,
        type: 'folder',
        isFolder: true,
        isWorkspace: false,
        hasChild: false,
        items: 0,
        coverURLs: [],
        isFavourite: false,
        isWatched: false,
        createdAt: '2026-03-01T09:00:00.000Z',
        modifiedAt: '2026-03-01T09:00:00.000Z',
        allowedActions: [],
      },
    }),
  });
}

describe('Save to board', () => {
  it('saves a Discover ad into the boards chosen, the first as its board and the others linked', async () => {
    const calls = serve();
    renderInApp(<SaveToBoardButton ad={AD} />, { path: '/app/library/discover' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save to board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to board' });
    const boards = await within(dialog).findByRole('list', { name: 'Boards of Spring campaign' });
    expect(within(boards).getByText('in Summer hooks')).toBeTruthy();

    await userEvent.click(within(boards).getByRole('button', { name: /UGC/ }));
    await userEvent.click(within(boards).getByRole('button', { name: /Video openers/ }));
    expect(within(boards).getByRole('button', { name: /UGC/ }).getAttribute('aria-pressed')).toBe('true');

    // A board made on the spot is chosen at once.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create board' }));
    await userEvent.type(within(dialog).getByLabelText('New board name'), 'Launch ideas{Enter}');
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === 'inspiration/folder')).toBe(true),
    );
    expect(calls.find((call) => call.path === 'inspiration/folder')?.body).toEqual({
      workspaceId: 'ws-1',
      name: 'Launch ideas',
    });

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save to 3 boards' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'inspiration/file')?.body).toEqual({
        workspaceId: 'ws-1',
        folderId: 'b-3',
        folderIds: ['b-2', 'b-new'],
        discoverAdId: 'ad-7',
      }),
    );
    expect(await screen.findByText(INSPIRATION_MESSAGES.adSaved)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View board' })).toBeTruthy();
  });

  it('is not offered to a guest', async () => {
    serve('guest');
    renderInApp(
      <>
        <p>Ad details</p>
        <SaveToBoardButton ad={AD} />
      </>,
      { path: '/app/library/discover' },
    );
    expect(await screen.findByText('Ad details')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Save to board' })).toBeNull();
  });
});
