import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { aWorkspace, anOrganisation } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aSnapshot, aSnapshotSummary } from '../snapshots/snapshot-fixtures.ts';
import { SnapshotsPage } from './SnapshotsPage.tsx';

afterEach(stopServingApi);

const SERVER_ERROR = { status: 500, body: { message: 'Internal Server Error', code: 'INTERNAL_ERROR' } };
const MEMBERS = [
  {
    userId: 'user-1',
    firstName: 'Riley',
    lastName: 'Moss',
    email: 'riley@acme-example.com',
    profileURL: null,
    roleName: 'admin' as const,
    products: [],
    isActive: true,
  },
];
const SNAPSHOTS = [
  aSnapshotSummary({ _id: 'snap-1', name: 'Spring winners', reportId: 'rep-1' }),
  aSnapshotSummary({
    _id: 'snap-2',
    name: 'Old test',
    reportId: null,
    createdBy: 'someone-gone',
    createdAt: '2026-02-03T09:00:00.000Z',
  }),
];
const TREE = {
  data: [
    {
      _id: 'folder-1',
      name: 'Spring',
      adAccountId: 'acc-1',
      workspaceId: 'ws-1',
      emoticon: null,
      position: 0,
      children: [
        { _id: 'rep-1', name: 'Hook battle', adAccountId: 'acc-1', reportType: 'comparison', emoticon: null },
      ],
    },
  ],
  unfiled: [],
};

function serve(options: { canManage?: boolean; snapshots?: () => { status?: number; body: unknown } } = {}) {
  const allowedActions =
    options.canManage === false
      ? (['workspace.view', 'analytics.view'] as const)
      : (['workspace.view', 'analytics.view', 'analytics.manage'] as const);
  let list = [...SNAPSHOTS];
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({
      body: { data: [aWorkspace({ _id: 'ws-1', members: MEMBERS, allowedActions: [...allowedActions] })] },
    }),
    'GET snapshots': options.snapshots ?? (() => ({ body: { data: list } })),
    'GET folders': () => ({ body: TREE }),
    'PUT snapshots/snap-1': (call) => {
      const { name } = call.body as { name: string };
      list = list.map((item) => (item._id === 'snap-1' ? { ...item, name } : item));
      return { body: aSnapshot(list[0]) };
    },
    'DELETE snapshots/snap-1': () => {
      list = list.filter((item) => item._id !== 'snap-1');
      return { body: { snapshotId: 'snap-1' } };
    },
  });
}

function renderPage() {
  return renderInApp(<SnapshotsPage />, {
    path: '/app/analytics/:workspaceId/snapshots',
    route: '/app/analytics/ws-1/snapshots',
  });
}

const rowOf = async (name: string) => {
  const row = (await screen.findByText(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('Snapshots page', () => {
  it('lists each snapshot with the report it froze, when and by whom', async () => {
    serve();
    renderPage();

    const spring = await rowOf('Spring winners');
    const report = await within(spring).findByRole('link', { name: 'Hook battle' });
    expect(report.getAttribute('href')).toBe('/app/analytics/ws-1/report/comparison/rep-1');
    expect(within(spring).getByText('Mar 15, 2026')).toBeTruthy();
    expect(within(spring).getByText('Riley Moss')).toBeTruthy();

    const old = await rowOf('Old test');
    expect(within(old).getByText('Report deleted')).toBeTruthy();
    expect(within(old).getByText('Feb 3, 2026')).toBeTruthy();
    expect(within(old).getByText('Unknown')).toBeTruthy();
  });

  it('copies the absolute public link, and opens the public page in a new tab', async () => {
    const user = userEvent.setup();
    serve();
    renderPage();
    const spring = await rowOf('Spring winners');

    await user.click(within(spring).getByRole('button', { name: 'Copy public link of Spring winners' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/share/snapshots/snap-1`);

    await user.click(within(spring).getByRole('button', { name: 'More actions for Spring winners' }));
    const open = await screen.findByRole('menuitem', { name: 'Open public page' });
    expect(open.getAttribute('href')).toBe('/share/snapshots/snap-1');
    expect(open.getAttribute('target')).toBe('_blank');
  });

  it('renames a snapshot', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'More actions for Spring winners' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: 'Snapshot name' });
    expect((field as HTMLInputElement).value).toBe('Spring winners');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a snapshot name')).toBeTruthy();

    await user.type(field, 'Spring winners (final)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Snapshot renamed')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Spring winners (final)' });
    expect(await screen.findByText('Spring winners (final)')).toBeTruthy();
  });

  it('deletes a snapshot after confirming', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'More actions for Spring winners' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete snapshot?' });
    expect(within(dialog).getByText(/its public link will stop working/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete snapshot' }));

    expect(await screen.findByText('Snapshot deleted')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(screen.queryByText('Spring winners')).toBeNull());
    expect(screen.getByText('Old test')).toBeTruthy();
  });

  it('shows a viewer who cannot manage the links, but no Rename or Delete', async () => {
    const user = userEvent.setup();
    serve({ canManage: false });
    renderPage();

    const spring = await rowOf('Spring winners');
    expect(within(spring).getByRole('button', { name: 'Copy public link of Spring winners' })).toBeTruthy();
    await user.click(within(spring).getByRole('button', { name: 'More actions for Spring winners' }));
    expect(await screen.findByRole('menuitem', { name: 'Open public page' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('explains snapshots, and where they are made, when there are none', async () => {
    serve({ snapshots: () => ({ body: { data: [] } }) });
    renderPage();

    expect(await screen.findByText('No snapshots yet')).toBeTruthy();
    expect(
      screen.getByText('Freeze a report as it is today and share a read-only link that needs no account.'),
    ).toBeTruthy();
    expect(screen.getByText(/choose its “Snapshot” action/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to reports' }).getAttribute('href')).toBe(
      '/app/analytics/ws-1',
    );
  });

  it('says the list failed to load, and Retry loads it', async () => {
    let failing = true;
    serve({ snapshots: () => (failing ? SERVER_ERROR : { body: { data: SNAPSHOTS } }) });
    renderPage();

    const failed = await screen.findByText('We couldn’t load the snapshots');
    failing = false;
    const alert = failed.closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('the error state is not an alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Spring winners')).toBeTruthy();
  });
});
