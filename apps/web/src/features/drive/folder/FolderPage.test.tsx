import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { aWorkspace, anOrganisation } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aDriveFile, aDriveFolder } from '../items/drive-fixtures.ts';
import { FolderPage } from './FolderPage.tsx';

afterEach(stopServingApi);

const TREE = {
  _id: 'ws-1',
  name: 'Spring campaign',
  parent: null,
  isWorkspace: true,
  isFolder: false,
  type: 'folder',
  hasChild: true,
  children: [
    {
      _id: 'folder-1',
      name: 'Spring launch',
      parent: 'ws-1',
      isWorkspace: false,
      isFolder: true,
      type: 'folder',
      hasChild: false,
      children: [],
    },
  ],
};

function serve(options: { role?: 'admin' | 'guest'; items?: () => { status?: number; body: unknown } } = {}) {
  const role = options.role ?? 'admin';
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [aWorkspace({ _id: 'ws-1', role })] } }),
    'GET assets/folder-tree/workspace/ws-1': () => ({ body: TREE }),
    'GET assets/folder/ws-1/path': () => ({
      body: { data: [{ _id: 'ws-1', name: 'Spring campaign', isWorkspace: true }] },
    }),
    'GET assets/creative-hub/usage/org/org-1': () => ({
      body: { totalSizeInGB: 1.5, usedBytes: 1.5 * 1024 ** 3, limitGB: 30 },
    }),
    'GET search-contexts': () => ({ body: { data: [] } }),
    'GET tags': () => ({ body: { data: [] } }),
    'POST assets/folder/ws-1/list-items':
      options.items ??
      (() => ({
        body: {
          folders: [aDriveFolder({ items: 4 }, role)],
          files: [
            aDriveFile({ thumbGenerationInprogress: true }, role),
            aDriveFile(
              {
                _id: 'file-2',
                name: 'teaser.mp4',
                kind: 'video',
                durationMs: 75_000,
                openDiscussionCount: 2,
              },
              role,
            ),
          ],
          total: 3,
        },
      })),
  });
}

const renderFolder = () =>
  renderInApp(<FolderPage />, { path: '/app/drive/:workspaceId/:folderId?', route: '/app/drive/ws-1' });

describe('a folder of the Creative Hub', () => {
  it('shows its folders and files, the storage used, and what an admin can do', async () => {
    const calls = serve();
    renderFolder();
    const main = await screen.findByRole('list', { name: 'Files' });
    expect(within(main).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('status', { name: 'Making the preview of hero-banner.png' })).toBeTruthy();
    expect(within(main).getByText('1:15')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Folders' })).getByRole('link', { name: 'Spring launch' }),
    ).toBeTruthy();
    expect(screen.getByText('3 items')).toBeTruthy();
    expect(await screen.findByText('1.50 GB of 30 GB used')).toBeTruthy();
    const toolbar = screen.getByRole('toolbar', { name: 'Folder actions' });
    expect(within(toolbar).getByRole('button', { name: 'New folder' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Upload' })).toBeTruthy();
    const list = calls.find((call) => call.path === 'assets/folder/ws-1/list-items');
    expect(list?.body).toEqual({ sort: 'name', order: 'asc', filters: {}, page: 1, limit: 50 });
  });

  it('offers a guest no upload, no new folder and no sharing', async () => {
    serve({ role: 'guest' });
    renderFolder();
    await screen.findByRole('list', { name: 'Files' });
    const toolbar = screen.getByRole('toolbar', { name: 'Folder actions' });
    expect(within(toolbar).queryByRole('button', { name: 'New folder' })).toBeNull();
    expect(within(toolbar).queryByRole('button', { name: 'Upload' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for hero-banner.png' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Download' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Share' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('says when the folder is empty, and what to do', async () => {
    serve({ items: () => ({ body: { folders: [], files: [], total: 0 } }) });
    renderFolder();
    expect(await screen.findByText('This folder is empty')).toBeTruthy();
    expect(screen.getByText(/Drop images and videos here, or use Upload/)).toBeTruthy();
  });

  it('says what failed to load, and retries', async () => {
    let fail = true;
    serve({
      items: () =>
        fail
          ? { status: 500, body: { message: 'Internal Server Error', code: 'INTERNAL_ERROR' } }
          : { body: { folders: [], files: [], total: 0 } },
    });
    renderFolder();
    expect(await screen.findByText('We couldn’t load this folder')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    await waitFor(() => expect(screen.getByText('This folder is empty')).toBeTruthy());
  });
});
