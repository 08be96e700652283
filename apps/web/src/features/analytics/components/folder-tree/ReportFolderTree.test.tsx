import { newReportDefaults } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FolderTree } from '../../../../api/report-library-api.ts';
import { serveApi, stopServingApi, type FakeCall } from '../../../../test/fake-api.ts';
import { renderInApp } from '../../../../test/render.tsx';
import {
  anAdAccount,
  GUEST_WORKSPACE,
  MANAGED_WORKSPACE,
  SERVER_ERROR,
} from '../../ad-accounts/test-fixtures.ts';
import { ReportFolderTree } from './ReportFolderTree.tsx';

afterEach(stopServingApi);

const child = (id: string, name: string, reportType = 'top_ads', emoticon: string | null = null) => ({
  _id: id,
  name,
  adAccountId: 'acc-1',
  reportType,
  emoticon,
});

function aTree(): FolderTree {
  return {
    data: [
      {
        _id: 'f-1',
        name: 'Spring',
        adAccountId: 'acc-1',
        workspaceId: 'ws-1',
        emoticon: '🌸',
        position: 0,
        children: [child('rep-1', 'Hook battle', 'comparison', '🥊')],
      },
      {
        _id: 'f-2',
        name: 'Evergreen',
        adAccountId: 'acc-1',
        workspaceId: 'ws-1',
        emoticon: null,
        position: 1,
        children: [child('rep-2', 'Top spenders'), child('rep-4', 'Best hooks')],
      },
    ],
    unfiled: [child('rep-3', 'Quick look')],
  };
}

const fullReport = (
  id: string,
  fields: { name: string; emoticon: string | null; folderId: string | null },
) => ({
  ...newReportDefaults('meta'),
  ...fields,
  _id: id,
  workspaceId: 'ws-1',
  adAccountId: 'acc-1',
  createdBy: 'user-1',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
});

/** A fake reports service holding one tree, changed by the calls as the server would. */
function serve(options: { failMoves?: boolean } = {}) {
  let tree = aTree();

  const findChild = (id: string) =>
    [...tree.data.flatMap((folder) => folder.children), ...tree.unfiled].find((report) => report._id === id);
  const withoutChild = (id: string) => ({
    data: tree.data.map((folder) => ({
      ...folder,
      children: folder.children.filter((item) => item._id !== id),
    })),
    unfiled: tree.unfiled.filter((item) => item._id !== id),
  });
  const updateReport = (id: string) => (call: FakeCall) => {
    const body = call.body as { name?: string; emoticon?: string | null; folderId?: string | null };
    if (options.failMoves && body.folderId !== undefined) return SERVER_ERROR;
    const before = findChild(id)!;
    const changed = {
      ...before,
      ...(body.name ? { name: body.name } : {}),
      ...('emoticon' in body ? { emoticon: body.emoticon ?? null } : {}),
    };
    const folderId =
      body.folderId !== undefined
        ? body.folderId
        : (tree.data.find((folder) => folder.children.includes(before))?._id ?? null);
    tree = withoutChild(id);
    if (folderId === null) tree.unfiled.push(changed);
    else tree.data.find((folder) => folder._id === folderId)!.children.push(changed);
    return { body: fullReport(id, { name: changed.name, emoticon: changed.emoticon, folderId }) };
  };
  const calls = serveApi({
    [`GET folders`]: () => ({ body: tree }),
    [`POST folders`]: (call) => {
      const { name } = call.body as { name: string };
      const folder = {
        _id: 'f-new',
        name,
        adAccountId: 'acc-1',
        workspaceId: 'ws-1',
        emoticon: null,
        position: 2,
        children: [],
      };
      tree = { ...tree, data: [...tree.data, folder] };
      return { body: folder };
    },
    [`PUT folders/f-1`]: (call) => {
      const body = call.body as { name?: string; emoticon?: string | null };
      tree = {
        ...tree,
        data: tree.data.map((folder) => (folder._id === 'f-1' ? { ...folder, ...body } : folder)),
      };
      return { body: tree.data[0] };
    },
    [`DELETE folders/f-2`]: () => {
      tree = { ...tree, data: tree.data.filter((folder) => folder._id !== 'f-2') };
      return { body: { folderId: 'f-2' } };
    },
    [`PUT reports/rep-3`]: updateReport('rep-3'),
    [`PUT reports/rep-1`]: updateReport('rep-1'),
    [`DELETE reports/rep-2`]: () => {
      tree = withoutChild('rep-2');
      return { body: { reportId: 'rep-2' } };
    },
  });
  return calls;
}

const callsTo = (calls: FakeCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === `${path}`);

function renderTree(options: { canManage?: boolean; route?: string } = {}) {
  const canManage = options.canManage ?? true;
  const tree = (
    <ReportFolderTree
      workspace={canManage ? MANAGED_WORKSPACE : GUEST_WORKSPACE}
      adAccount={anAdAccount()}
      canManage={canManage}
    />
  );
  // The tree sits beside the Analytics pages, as in the panel; the home page is a stand-in.
  return renderInApp(
    <Routes>
      <Route index element={<p>Analytics home</p>} />
      <Route path="report/top/:reportId" element={tree} />
    </Routes>,
    {
      path: '/app/analytics/:workspaceId/*',
      route: options.route ?? '/app/analytics/ws-1/report/top/rep-2',
    },
  );
}

const folderButton = (name: RegExp) => screen.findByRole('button', { name });

describe('ReportFolderTree', () => {
  it('shows the folders with their reports, then the reports in no folder, and highlights the open report', async () => {
    serve();
    renderTree();

    // The open report's folder opens by itself; the other stays closed.
    const evergreen = await folderButton(/^Evergreen, 2 reports$/);
    expect(evergreen.getAttribute('aria-expanded')).toBe('true');
    const spring = await folderButton(/^Spring, 1 report$/);
    expect(spring.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Hook battle' })).toBeNull();

    const open = screen.getByRole('link', { name: 'Top spenders' });
    expect(open.getAttribute('aria-current')).toBe('page');
    expect(open.getAttribute('href')).toBe('/app/analytics/ws-1/report/top/rep-2');
    expect(screen.getByRole('link', { name: 'Best hooks' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('Not in a folder')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quick look' })).toBeTruthy();

    await userEvent.click(spring);
    const comparison = screen.getByRole('link', { name: 'Hook battle' });
    expect(comparison.getAttribute('href')).toBe('/app/analytics/ws-1/report/comparison/rep-1');
    expect(comparison.textContent).toContain('🥊');
  });

  it('remembers which folders are open', async () => {
    serve();
    const first = renderTree({ route: '/app/analytics/ws-1/report/top/rep-3' });
    await userEvent.click(await folderButton(/^Spring/));
    expect(screen.getByRole('link', { name: 'Hook battle' })).toBeTruthy();
    first.unmount();

    renderTree({ route: '/app/analytics/ws-1/report/top/rep-3' });
    expect((await folderButton(/^Spring/)).getAttribute('aria-expanded')).toBe('true');
    expect((await folderButton(/^Evergreen/)).getAttribute('aria-expanded')).toBe('false');
  });

  it('creates a folder from an inline name field', async () => {
    const calls = serve();
    renderTree();
    await userEvent.click(await screen.findByRole('button', { name: 'New folder' }));
    const field = screen.getByRole('textbox', { name: 'New folder name' });

    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please enter a folder name')).toBeTruthy();

    await userEvent.type(field, 'Winners');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Folder “Winners” created')).toBeTruthy();
    expect(callsTo(calls, 'POST', 'folders')[0]?.body).toEqual({
      workspaceId: 'ws-1',
      adAccountId: 'acc-1',
      name: 'Winners',
    });
    expect((await folderButton(/^Winners, 0 reports$/)).getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('textbox', { name: 'New folder name' })).toBeNull();
  });

  it('renames a folder from its menu', async () => {
    const calls = serve();
    renderTree();
    await userEvent.click(await screen.findByRole('button', { name: 'Folder actions for Spring' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'Folder name' });
    expect((field as HTMLInputElement).value).toBe('Spring');

    await userEvent.clear(field);
    await userEvent.type(field, 'Spring sale{Enter}');

    expect(await screen.findByText('Folder renamed')).toBeTruthy();
    expect(callsTo(calls, 'PUT', 'folders/f-1')[0]?.body).toEqual({ name: 'Spring sale' });
    expect(await folderButton(/^Spring sale, 1 report$/)).toBeTruthy();
  });

  it('changes a folder’s emoji with the picker', async () => {
    const calls = serve();
    renderTree();
    await userEvent.click(await screen.findByRole('button', { name: 'Folder actions for Spring' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Change emoji' }));
    const picker = await screen.findByRole('dialog', { name: 'Emoji of Spring' });
    await userEvent.click(within(picker).getByRole('button', { name: 'Rocket' }));

    expect(await screen.findByText('Folder emoji changed')).toBeTruthy();
    expect(callsTo(calls, 'PUT', 'folders/f-1')[0]?.body).toEqual({ emoticon: '🚀' });
  });

  it('deletes a folder after a confirm that says its reports go with it', async () => {
    const calls = serve();
    const { router } = renderTree({ route: '/app/analytics/ws-1/report/top/rep-3' });
    await userEvent.click(await screen.findByRole('button', { name: 'Folder actions for Evergreen' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete folder?' });
    expect(dialog.textContent).toContain(
      'The folder “Evergreen” will be deleted together with the 2 reports in it.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete folder' }));

    expect(await screen.findByText('Folder deleted with its 2 reports')).toBeTruthy();
    expect(callsTo(calls, 'DELETE', 'folders/f-2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Evergreen/ })).toBeNull());
    // The open report was elsewhere, so the page stays.
    expect(router.state.location.pathname).toBe('/app/analytics/ws-1/report/top/rep-3');
  });

  it('renames a report in place; Escape leaves it as it was', async () => {
    const calls = serve();
    renderTree();
    await userEvent.click(await screen.findByRole('button', { name: 'Report actions for Quick look' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Report name' }), 'Ignored{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Report name' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Quick look' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Report actions for Quick look' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'Report name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Weekly look{Enter}');

    expect(await screen.findByText('Report renamed')).toBeTruthy();
    expect(callsTo(calls, 'PUT', 'reports/rep-3')[0]?.body).toEqual({ name: 'Weekly look' });
    expect(await screen.findByRole('link', { name: 'Weekly look' })).toBeTruthy();
  });

  it('moves a report to a folder from its menu, with updateReport and the folder’s id', async () => {
    const calls = serve();
    renderTree();
    await userEvent.click(await screen.findByRole('button', { name: 'Report actions for Quick look' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move to folder' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Spring' }));

    expect(await screen.findByText('Report moved to “Spring”')).toBeTruthy();
    expect(callsTo(calls, 'PUT', 'reports/rep-3')[0]?.body).toEqual({ folderId: 'f-1' });
    const spring = await screen.findByRole('list', { name: 'Spring' });
    expect(within(spring).getByRole('link', { name: 'Quick look' })).toBeTruthy();
    expect(screen.queryByText('Not in a folder')).toBeNull();
  });

  it('puts a moved report back when the server refuses the move', async () => {
    serve({ failMoves: true });
    renderTree();
    await userEvent.click(await screen.findByRole('button', { name: 'Report actions for Quick look' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move to folder' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Evergreen' }));

    expect(await screen.findByText('Internal Server Error')).toBeTruthy();
    await waitFor(() => {
      const evergreen = screen.getByRole('list', { name: 'Evergreen' });
      expect(within(evergreen).queryByRole('link', { name: 'Quick look' })).toBeNull();
    });
    expect(screen.getByText('Not in a folder')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quick look' })).toBeTruthy();
  });

  it('deleting the open report goes to the Analytics home', async () => {
    const calls = serve();
    const { router } = renderTree();
    await userEvent.click(await screen.findByRole('button', { name: 'Report actions for Top spenders' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete report?' });
    expect(dialog.textContent).toContain('“Top spenders” will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete report' }));

    expect(await screen.findByText('Analytics home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/analytics/ws-1');
    expect(callsTo(calls, 'DELETE', 'reports/rep-2')).toHaveLength(1);
    expect(await screen.findByText('Report deleted')).toBeTruthy();
  });

  it('shows a guest the folders and reports, but nothing that changes them', async () => {
    serve();
    renderTree({ canManage: false });
    expect(await screen.findByRole('link', { name: 'Top spenders' })).toBeTruthy();
    expect(await folderButton(/^Spring/)).toBeTruthy();

    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Folder actions/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Report actions/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move (folder|report)/ })).toBeNull();
  });

  it('says what failed to load and retries', async () => {
    let failing = true;
    const tree = aTree();
    serveApi({ [`GET folders`]: () => (failing ? SERVER_ERROR : { body: tree }) });
    renderTree();
    expect(await screen.findByText('We couldn’t load the report folders.')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Top spenders' })).toBeTruthy();
  });

  it('says when the account has no saved reports yet', async () => {
    serveApi({ [`GET folders`]: () => ({ body: { data: [], unfiled: [] } }) });
    renderTree({ route: '/app/analytics/ws-1/report/top/new' });
    expect(await screen.findByText(/No saved reports yet/)).toBeTruthy();
  });
});
