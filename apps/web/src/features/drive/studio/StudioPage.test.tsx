import type { DriveDiscussion, WorkspaceMember } from '@hookline/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { holdCalls } from '../../../test/hold-calls.ts';
import { anOrganisation, aUser, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aDiscussion, aReply } from './comments/discussion-fixtures.ts';
import { stubDocumentFonts } from './jsdom-fonts.ts';
import { aDriveFile, aVersion } from './studio-fixtures.ts';
import { StudioPage } from './StudioPage.tsx';

// The studio is a large screen: on a busy machine its first render takes a few seconds.
configure({ asyncUtilTimeout: 8000 });
beforeAll(stubDocumentFonts);
afterEach(stopServingApi);

const RILEY = '0b7f4c1e-2d3a-4e5f-8a9b-0c1d2e3f4a5b';
const SAM = '1b7f4c1e-2d3a-4e5f-8a9b-0c1d2e3f4a5b';

const member = (userId: string, firstName: string, lastName: string): WorkspaceMember => ({
  userId,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@acme-example.com`,
  profileURL: null,
  roleName: 'collaborator',
  products: ['drive'],
  isActive: true,
});

const WORKSPACE = aWorkspace({ members: [member(RILEY, 'Riley', 'Moss'), member(SAM, 'Sam', 'Lee')] });
const FILE = aDriveFile({ versions: [aVersion({ uploadedBy: RILEY })] });
const DISCUSSIONS = 'assets/file/file-1/version/v-1/discussion';
const SERVER_ERROR = {
  status: 500,
  body: { message: 'Internal server error please try after sometime', code: 'INTERNAL' },
};

type Answer = { status?: number; body: unknown };

/** The studio's calls; `discussions` is the list the server holds, changed by the test as the server would. */
function serve(
  options: { discussions?: DriveDiscussion[]; routes?: Record<string, (call: FakeCall) => Answer> } = {},
) {
  const held = { discussions: options.discussions ?? [] };
  const calls = serveApi({
    'GET userinfo': () => ({ body: aUser({ _id: RILEY }) }),
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [WORKSPACE] } }),
    'GET assets/file/file-1': () => ({ body: FILE }),
    'POST assets/folder/ws-1/list-items': () => ({ body: { folders: [], files: [FILE], total: 1 } }),
    [`GET ${DISCUSSIONS}`]: () => ({ body: { data: held.discussions } }),
    'GET custom-fields': () => ({ body: { data: [], dataOrder: [] } }),
    'GET tags': () => ({ body: { data: [] } }),
    ...options.routes,
  });
  return { calls, held };
}

/** The studio, with a stand-in for the folder page it goes back to. */
const renderStudio = () =>
  renderInApp(
    <Routes>
      <Route path=":workspaceId/file/:fileId" element={<StudioPage />} />
      <Route path=":workspaceId" element={<p>Folder page</p>} />
    </Routes>,
    { path: '/app/drive/*', route: '/app/drive/ws-1/file/file-1' },
  );

const countOf = (calls: FakeCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).length;

async function writeComment(text: string) {
  const box = await screen.findByRole('textbox', { name: 'Comment' });
  await userEvent.type(box, text);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('file studio', { timeout: 60_000 }, () => {
  it('shows the file, its comments and only the actions each comment allows', async () => {
    serve({
      discussions: [
        aDiscussion({
          _id: 'd1',
          content: 'Logo is too small',
          authorName: 'Sam Lee',
          replies: [aReply({ content: 'Agreed' })],
        }),
        aDiscussion({ _id: 'd2', content: 'Nice colours', authorName: 'Omar Diaz', allowedActions: [] }),
      ],
    });
    renderStudio();

    expect(await screen.findByRole('heading', { name: 'Hero banner', level: 1 })).toBeTruthy();
    const first = await screen.findByRole('article', { name: 'Comment 1 by Sam Lee' });
    expect(within(first).getByText('Logo is too small')).toBeTruthy();
    expect(within(first).getByText('Agreed')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Resolve comment 1' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Actions for comment 1' })).toBeTruthy();

    const second = screen.getByRole('article', { name: 'Comment 2 by Omar Diaz' });
    expect(within(second).queryByRole('button', { name: /Resolve/ })).toBeNull();
    expect(within(second).queryByRole('button', { name: 'Actions for comment 2' })).toBeNull();
    // The full date is there for whoever hovers the relative time.
    expect(within(first).getAllByTitle('Mar 1, 2026 at 9:00 AM').length).toBeGreaterThan(0);
  });

  it('shows a new comment at once, then sends it, then reads the comments and the file again', async () => {
    const { calls, held } = serve({
      routes: {
        [`POST ${DISCUSSIONS}`]: (call) => {
          const body = call.body as { content: string };
          const saved = aDiscussion({ _id: 'd-new', content: body.content, authorName: 'Riley Moss' });
          held.discussions = [saved];
          return { body: saved };
        },
      },
    });
    renderStudio();
    await screen.findByText('No comments yet.');
    const release = holdCalls(/^POST .*\/discussion$/);

    await writeComment('Trim the first second');
    const pending = await screen.findByRole('article', { name: 'Comment 1 by Riley Moss' });
    expect(within(pending).getByText('Trim the first second')).toBeTruthy();
    expect(within(pending).getByText('Sending…')).toBeTruthy();
    const fileReads = countOf(calls, 'GET', 'assets/file/file-1');

    release();
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: /Comment 1/ })).queryByText('Sending…')).toBeNull(),
    );
    await waitFor(() => expect(countOf(calls, 'GET', 'assets/file/file-1')).toBeGreaterThan(fileReads));
    expect(countOf(calls, 'GET', DISCUSSIONS)).toBeGreaterThanOrEqual(2);
    expect(calls.find((call) => call.method === 'POST' && call.path === DISCUSSIONS)?.body).toEqual({
      content: 'Trim the first second',
      annotation: null,
    });
  });

  it('takes a refused comment off the screen again and says why', async () => {
    serve({ routes: { [`POST ${DISCUSSIONS}`]: () => SERVER_ERROR } });
    renderStudio();
    await screen.findByText('No comments yet.');

    await writeComment('This will fail');
    expect(await screen.findByText('Internal server error please try after sometime')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: /Comment 1/ })).toBeNull());
    // What was written is back in the box, to send again.
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Comment' }).value).toBe(
      'This will fail',
    );
  });

  it('resolves a comment at once, and puts it back when the server refuses', async () => {
    let refuse = false;
    const { calls, held } = serve({
      discussions: [aDiscussion({ _id: 'd1', content: 'Colour pass needed' })],
      routes: {
        [`PUT ${DISCUSSIONS}/d1`]: () => {
          if (refuse) return SERVER_ERROR;
          held.discussions = [aDiscussion({ _id: 'd1', content: 'Colour pass needed', status: 'resolved' })];
          return { body: held.discussions[0] };
        },
      },
    });
    renderStudio();
    await screen.findByText('Colour pass needed');
    await userEvent.click(screen.getByRole('radio', { name: 'Open Comments' }));
    expect(screen.getByText('Colour pass needed')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Resolve comment 1' }));
    await waitFor(() => expect(screen.queryByText('Colour pass needed')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ resolved: true });

    await userEvent.click(screen.getByRole('radio', { name: 'Resolved Comments' }));
    expect(await screen.findByText('Colour pass needed')).toBeTruthy();
    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reopen comment 1' }));
    expect(await screen.findByText('Internal server error please try after sometime')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Reopen comment 1' })).toBeTruthy();
  });

  it('offers the workspace’s members on @ and sends the pick as the server’s user tag', async () => {
    const { calls, held } = serve({
      routes: {
        [`POST ${DISCUSSIONS}`]: (call) => {
          held.discussions = [aDiscussion({ content: (call.body as { content: string }).content })];
          return { body: held.discussions[0] };
        },
      },
    });
    renderStudio();
    const box = await screen.findByRole('textbox', { name: 'Comment' });
    await screen.findByText('No comments yet.');

    await userEvent.type(box, 'Over to @sa');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    expect(within(list).getByRole('option', { name: 'Sam Lee' })).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect((box as HTMLTextAreaElement).value).toBe('Over to @Sam Lee ');
    await userEvent.type(box, 'for the grade');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const posted = () => calls.find((call) => call.method === 'POST' && call.path === DISCUSSIONS);
    await waitFor(() => expect(posted()).toBeTruthy());
    expect(posted()?.body).toMatchObject({
      content: `Over to @[Sam Lee](${SAM}) for the grade`,
    });
    expect(await screen.findByText('@Sam Lee')).toBeTruthy();
  });

  it('replies to a comment', async () => {
    const { calls, held } = serve({
      discussions: [aDiscussion({ _id: 'd1', content: 'Swap the music' })],
      routes: {
        [`POST ${DISCUSSIONS}/d1/reply`]: (call) => {
          const content = (call.body as { content: string }).content;
          held.discussions = [
            aDiscussion({ _id: 'd1', content: 'Swap the music', replies: [aReply({ content })] }),
          ];
          return { body: held.discussions[0] };
        },
      },
    });
    renderStudio();
    const card = await screen.findByRole('article', { name: /Comment 1/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Reply to comment 1' }));
    await userEvent.type(within(card).getByRole('textbox', { name: 'Reply to comment 1' }), 'Done in v2');
    await userEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    expect(await within(card).findByText('Done in v2')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.path === `${DISCUSSIONS}/d1/reply`)?.body).toEqual({
        content: 'Done in v2',
      }),
    );
  });

  it('moves to the next file with the arrow keys and back to the folder with Escape', async () => {
    const next = aDriveFile({ _id: 'file-2', name: 'Hero banner B' });
    serve({
      routes: {
        'POST assets/folder/ws-1/list-items': () => ({
          body: { folders: [], files: [FILE, next], total: 2 },
        }),
        'GET assets/file/file-2': () => ({ body: next }),
        'GET assets/file/file-2/version/v-1/discussion': () => ({ body: { data: [] } }),
      },
    });
    const { router } = renderStudio();
    await screen.findByText('No comments yet.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next file (→)' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByRole('button', { name: 'Previous file (←)' }).hasAttribute('disabled')).toBe(true);

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/drive/ws-1/file/file-2'));
    expect(await screen.findByRole('heading', { name: 'Hero banner B', level: 1 })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Folder page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/drive/ws-1');
  });

  it('says a deleted file is gone', async () => {
    serve({
      routes: {
        'GET assets/file/file-1': () => ({ status: 404, body: { message: 'Not Found', code: 'NOT_FOUND' } }),
      },
    });
    renderStudio();
    expect(await screen.findByRole('heading', { name: 'This file isn’t here any more' })).toBeTruthy();
  });

  it('offers Retry when the file could not be read', async () => {
    let failing = true;
    serve({ routes: { 'GET assets/file/file-1': () => (failing ? SERVER_ERROR : { body: FILE }) } });
    renderStudio();
    const failed = await screen.findByText('We couldn’t load this file');
    failing = false;
    await userEvent.click(
      within(failed.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByRole('heading', { name: 'Hero banner', level: 1 })).toBeTruthy();
  });
});
