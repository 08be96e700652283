import type { DriveDiscussion, ShareAccess, ShareContent } from '@hookline/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/index.ts';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aDiscussion } from '../studio/comments/discussion-fixtures.ts';
import { stubDocumentFonts } from '../studio/jsdom-fonts.ts';
import { aDriveFile, aVersion } from '../studio/studio-fixtures.ts';
import { SharePage } from './SharePage.tsx';

configure({ asyncUtilTimeout: 8000 });
beforeAll(stubDocumentFonts);
afterEach(stopServingApi);

type Answer = { status?: number; body: unknown };
type Route = (call: FakeCall) => Answer;

const LINK = 'public/share/link-1';
const TOKEN = 'viewer-token';
const FILE = aDriveFile({
  _id: 'file-1',
  name: 'Cut A',
  allowedActions: ['comment.write'],
  versions: [aVersion({ versionId: 'v-1', number: 1, isActive: true })],
});
const FOLDER = {
  _id: 'folder-1',
  workspaceId: 'ws-1',
  parent: null,
  name: 'Spring launch',
  description: null,
  type: 'folder' as const,
  isFolder: true as const,
  isWorkspace: false,
  hasChild: true,
  items: 2,
  isFavourite: false,
  isWatched: false,
  hasChatConnection: false,
  createdAt: '2026-03-01T09:00:00.000Z',
  modifiedAt: '2026-03-01T09:00:00.000Z',
  allowedActions: [],
};
const FOLDER_CONTENT: ShareContent = {
  assetType: 'folder',
  folder: FOLDER,
  path: [{ _id: 'folder-1', name: 'Spring launch', isWorkspace: false }],
  folders: [{ ...FOLDER, _id: 'folder-2', name: 'Cutdowns', items: 0 }],
  files: [FILE],
  total: 2,
};

function anAccess(overrides: Partial<ShareAccess> = {}): ShareAccess {
  return {
    accessToken: TOKEN,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    assetType: 'folder',
    assetId: 'folder-1',
    description: 'Spring launch review',
    viewerName: null,
    allowedActions: ['comment.write'],
    accessFileVersions: false,
    ...overrides,
  };
}

const state = (overrides: Record<string, unknown> = {}) => ({
  body: {
    _id: 'link-1',
    assetType: 'folder',
    state: 'active',
    message: null,
    passwordProtected: false,
    expireAt: null,
    ...overrides,
  },
});

/** A browser without any account: the page's calls only. */
function serve(routes: Record<string, Route>, discussions: DriveDiscussion[] = []) {
  const held = { discussions };
  const calls = serveApi({
    [`GET ${LINK}/state`]: () => state(),
    [`POST ${LINK}/access`]: () => ({ body: anAccess() }),
    [`GET ${LINK}`]: () => ({ body: FOLDER_CONTENT }),
    [`GET ${LINK}/file/file-1`]: () => ({ body: FILE }),
    [`GET ${LINK}/file/file-1/version/v-1/discussion`]: () => ({ body: { data: held.discussions } }),
    ...routes,
  });
  tokenStore.clear();
  return { calls, held };
}

const renderPage = (route = '/share/drive/link-1') =>
  renderInApp(<SharePage />, { path: '/share/drive/:shareLinkId', route });

const headersOf = (callIndex: number) => {
  const init = vi.mocked(fetch).mock.calls[callIndex]?.[1];
  return (init?.headers ?? {}) as Record<string, string>;
};

describe('a share link’s public page', { timeout: 60_000 }, () => {
  it('says an expired link has expired, in the server’s words', async () => {
    const { calls } = serve({
      [`GET ${LINK}/state`]: () => state({ state: 'expired', message: 'This link has expired' }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/access'))).toBe(false);
    expect(screen.getByLabelText('Hookline')).toBeTruthy();
  });

  it('says a turned-off link is no longer available', async () => {
    serve({
      [`GET ${LINK}/state`]: () => state({ state: 'disabled', message: 'This link is no longer available' }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link is no longer available' })).toBeTruthy();
  });

  it('says an unknown link does not exist, without an error toast', async () => {
    serve({
      [`GET ${LINK}/state`]: () => ({ status: 404, body: { message: 'Not Found', code: 'NOT_FOUND' } }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link doesn’t exist' })).toBeTruthy();
    expect(screen.queryByText('Not Found')).toBeNull();
  });

  it('asks for the password, refuses a wrong one with the server’s words, opens with the right one', async () => {
    const { calls } = serve({
      [`GET ${LINK}/state`]: () => state({ passwordProtected: true }),
      [`POST ${LINK}/access`]: (call) =>
        (call.body as { password?: string }).password === 'open-sesame'
          ? { body: anAccess() }
          : { status: 401, body: { message: 'The password is incorrect', code: 'UNAUTHORIZED' } },
    });
    renderPage();
    expect(await screen.findByText('Please enter the password to open this link')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Password'), 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('The password is incorrect')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'open-sesame');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Spring launch', level: 1 })).toBeTruthy();
    expect(screen.getByText('Spring launch review')).toBeTruthy();

    // The token is kept for the tab's session, by link, and sent with every read.
    const stored = JSON.parse(sessionStorage.getItem('shareToken') ?? '{}') as Record<string, ShareAccess>;
    expect(stored['link-1']?.accessToken).toBe(TOKEN);
    const contentCall = calls.findIndex((call) => call.method === 'GET' && call.path === LINK);
    expect(headersOf(contentCall)['X-Share-Token']).toBe(TOKEN);
    expect(headersOf(contentCall).Authorization).toBeUndefined();
  });

  it('shows the server’s words when there were too many tries', async () => {
    serve({
      [`GET ${LINK}/state`]: () => state({ passwordProtected: true }),
      [`POST ${LINK}/access`]: () => ({
        status: 429,
        body: { message: 'Too many requests please try after sometime', code: 'RATE_LIMITED' },
      }),
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Password'), 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Too many requests please try after sometime')).toBeTruthy();
  });

  it('lists a shared folder read-only, in a grid or a list, and opens its folders', async () => {
    const { calls } = serve({
      [`GET ${LINK}`]: (call) =>
        call.query.get('folderId') === 'folder-2'
          ? {
              body: {
                ...FOLDER_CONTENT,
                folder: { ...FOLDER, _id: 'folder-2', name: 'Cutdowns' },
                path: [
                  { _id: 'folder-1', name: 'Spring launch', isWorkspace: false },
                  { _id: 'folder-2', name: 'Cutdowns', isWorkspace: false },
                ],
                folders: [],
                files: [],
                total: 0,
              },
            }
          : { body: FOLDER_CONTENT },
    });
    renderPage();
    expect(await screen.findByRole('button', { name: /^Open Cut A, / })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Open folder Cutdowns, Folder · / })).toBeTruthy();
    // No file action menus on a shared page.
    expect(screen.queryByRole('button', { name: /Actions/ })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'List' }));
    expect(screen.getByRole('columnheader', { name: 'Modified Date' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Cutdowns' }));
    expect(await screen.findByText('This folder is empty')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Folders' });
    expect(within(crumbs).getByText('Cutdowns').getAttribute('aria-current')).toBe('page');
    expect(calls.some((call) => call.query.get('folderId') === 'folder-2')).toBe(true);
    await userEvent.click(within(crumbs).getByRole('button', { name: 'Spring launch' }));
    expect(await screen.findByRole('heading', { name: 'Spring launch', level: 1 })).toBeTruthy();
  });

  it('opens a file of the folder read-only: no file actions, no download unless the link allows it', async () => {
    serve({}, [aDiscussion({ content: 'Love the opening', authorName: 'Sam Lee', allowedActions: [] })]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Open Cut A, / }));

    expect(await screen.findByRole('heading', { name: 'Cut A', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Love the opening')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: /Versions/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Details' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Resolve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Back to the folder (Esc)' }));
    expect(await screen.findByRole('heading', { name: 'Spring launch', level: 1 })).toBeTruthy();
  });

  it('lets a viewer comment under a name asked for once, when the link allows comments', async () => {
    const { calls, held } = serve({
      [`POST ${LINK}/file/file-1/version/v-1/discussion`]: (call) => {
        const body = call.body as { content: string; authorName: string };
        held.discussions = [
          aDiscussion({ content: body.content, authorName: body.authorName, allowedActions: [] }),
        ];
        return { body: held.discussions[0] };
      },
    });
    renderPage('/share/drive/link-1?file=file-1');
    const box = await screen.findByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'Colour looks warm');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your name')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Your name'), 'Alex Client');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('article', { name: 'Comment 1 by Alex Client' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST' && call.path.endsWith('/discussion'))?.body).toEqual(
        {
          content: 'Colour looks warm',
          authorName: 'Alex Client',
        },
      ),
    );
    expect(screen.getByText('Alex Client', { selector: 'b' })).toBeTruthy();
    const stored = JSON.parse(sessionStorage.getItem('shareToken') ?? '{}') as Record<string, ShareAccess>;
    expect(stored['link-1']?.viewerName).toBe('Alex Client');
  });

  it('shows no comment box when the link does not allow comments, and offers download when it allows it', async () => {
    serve({
      [`POST ${LINK}/access`]: () => ({
        body: anAccess({ allowedActions: ['download'], accessFileVersions: true }),
      }),
    });
    renderPage('/share/drive/link-1?file=file-1');
    expect(await screen.findByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Versions/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull();
  });

  it('goes back to the gate with the server’s words when the access ends', async () => {
    serve({
      [`GET ${LINK}/state`]: () => state({ passwordProtected: true }),
      [`GET ${LINK}`]: () => ({
        status: 401,
        body: { message: 'Your access to this link has ended. Please open it again.', code: 'UNAUTHORIZED' },
      }),
    });
    sessionStorage.setItem('shareToken', JSON.stringify({ 'link-1': anAccess() }));
    renderPage();
    expect(await screen.findByText('Your access to this link has ended. Please open it again.')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('shareToken') ?? '{}')).toEqual({});
  });

  it('opens a shared file straight in the read-only studio', async () => {
    serve({
      [`GET ${LINK}/state`]: () => state({ assetType: 'file' }),
      [`POST ${LINK}/access`]: () => ({ body: anAccess({ assetType: 'file', assetId: 'file-1' }) }),
      [`GET ${LINK}`]: () => ({ body: { assetType: 'file', file: FILE } }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Cut A', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to the folder (Esc)' })).toBeNull();
  });
});
