import type { ShareLink } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../../test/fake-api.ts';
import { renderInApp } from '../../../../test/render.tsx';
import { ShareDialog } from './ShareDialog.tsx';

afterEach(stopServingApi);

const target = {
  assetType: 'folder' as const,
  assetId: 'folder-1',
  workspaceId: 'ws-1',
  name: 'Spring launch',
};

function aLink(options: Partial<ShareLink['options']> = {}): ShareLink {
  return {
    _id: 'link-1',
    workspaceId: 'ws-1',
    assetType: 'folder',
    assetId: 'folder-1',
    description: null,
    options: {
      downloadable: true,
      expireAt: null,
      accessFileVersions: false,
      enabled: true,
      canComment: true,
      passwordProtected: false,
      ...options,
    },
    state: 'active',
    createdBy: 'user-1',
    createdByName: 'Riley Moss',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    viewCount: 0,
    allowedActions: ['shareLink.update'],
  };
}

const VIEWS = { total: 3, uniqueViewers: 1, anonymousViews: 2, byFile: [], latest: [] };

function serve() {
  let links: ShareLink[] = [];
  return serveApi({
    'GET assets/share-link': () => ({ body: { links } }),
    'POST assets/share-link': (call) => {
      const { options } = call.body as { options: { password?: string } };
      links = [aLink({ passwordProtected: options.password !== undefined })];
      return { body: { shareLinkId: 'link-1' } };
    },
    'PUT assets/share-link/link-1': (call) => {
      const { options } = call.body as { options: Partial<ShareLink['options']> };
      links = [aLink({ ...links[0]?.options, ...options })];
      return { body: links[0] };
    },
    'GET assets/share-link/link-1/views': () => ({ body: VIEWS }),
  });
}

describe('the share dialog', () => {
  it('generates a link with a password, then updates it', async () => {
    const calls = serve();
    renderInApp(<ShareDialog target={target} opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Share “Spring launch”' });
    const generate = await within(dialog).findByRole('button', { name: 'Generate Link' });

    // Set Password shows the password box.
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await userEvent.click(within(dialog).getByRole('switch', { name: /^Set Password/ }));
    await userEvent.click(generate);
    expect(await within(dialog).findByText('Please enter a password for the link')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'open sesame');
    await userEvent.click(generate);

    expect(await screen.findByText('Link generated')).toBeTruthy();
    const created = calls.find((call) => call.method === 'POST' && call.path === 'assets/share-link');
    expect(created?.body).toMatchObject({
      workspaceId: 'ws-1',
      folderId: 'folder-1',
      options: { enabled: true, password: 'open sesame' },
    });
    expect(await within(dialog).findByRole('button', { name: 'Update' })).toBeTruthy();
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Link' }).value).toBe(
      `${window.location.origin}/share/drive/link-1`,
    );
    expect(await within(dialog).findByText(/Viewed 3 times/)).toBeTruthy();

    // Turning Set Password off sends removePassword: the toggle's opposite.
    await userEvent.click(within(dialog).getByRole('switch', { name: /^Make link available/ }));
    await userEvent.click(within(dialog).getByRole('switch', { name: /^Set Password/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Share settings updated')).toBeTruthy();
    const updated = calls.find((call) => call.method === 'PUT');
    expect(updated?.body).toMatchObject({ options: { enabled: false, removePassword: true } });
    expect(updated?.body).not.toHaveProperty('options.password');
  });

  it('copies the link and says so', async () => {
    serve();
    renderInApp(<ShareDialog target={target} opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Generate Link' }));
    const copy = await within(dialog).findByRole('button', { name: 'Copy' });
    const user = userEvent.setup();
    await user.click(copy);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeTruthy());
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/share/drive/link-1`);
  });
});
