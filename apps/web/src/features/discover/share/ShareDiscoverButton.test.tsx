import type { ShareLink, Workspace } from '@hookline/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { anOrganisation, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { ShareDiscoverButton, type ShareDiscoverButtonProps } from './ShareDiscoverButton.tsx';

configure({ asyncUtilTimeout: 8000 });
afterEach(stopServingApi);

function aLink(options: Partial<ShareLink['options']> = {}, overrides: Partial<ShareLink> = {}): ShareLink {
  return {
    _id: 'link-1',
    workspaceId: 'ws-1',
    assetType: 'discover',
    assetId: 'ad-1',
    description: null,
    options: {
      downloadable: true,
      expireAt: null,
      accessFileVersions: false,
      enabled: true,
      canComment: false,
      passwordProtected: false,
      ...options,
    },
    state: 'active',
    createdBy: 'user-1',
    createdByName: 'Riley Moss',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    viewCount: 2,
    allowedActions: ['shareLink.update'],
    ...overrides,
  };
}

const VIEWS = { total: 2, uniqueViewers: 1, anonymousViews: 1, byFile: [], latest: [] };

/** A signed-in member of `workspace`, and a server that keeps the links it is sent. */
function serve(workspace: Workspace = aWorkspace(), existing: ShareLink[] = []) {
  let links = existing;
  const calls = serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [workspace] } }),
    'GET assets/share-link': () => ({ body: { links } }),
    'POST assets/share-link': (call: FakeCall) => {
      const { options, brandId } = call.body as { options: { password?: string }; brandId?: string };
      links = [
        aLink(
          { passwordProtected: options.password !== undefined },
          brandId ? { assetType: 'discover_brand', assetId: brandId } : {},
        ),
      ];
      return { body: { shareLinkId: 'link-1' } };
    },
    'PUT assets/share-link/link-1': (call: FakeCall) => {
      const { options } = call.body as { options: Partial<ShareLink['options']> };
      links = [aLink({ ...links[0]?.options, ...options })];
      return { body: links[0] };
    },
    'GET assets/share-link/link-1/views': () => ({ body: VIEWS }),
  });
  return calls;
}

const renderButton = (props: ShareDiscoverButtonProps) => renderInApp(<ShareDiscoverButton {...props} />);

describe('sharing a Discover ad or brand', { timeout: 60_000 }, () => {
  it('generates a link to an ad with a password, from the workspace, and shows it to copy', async () => {
    const calls = serve();
    renderButton({ discoverAdId: 'ad-1', name: 'Northwind Outfitters ad' });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Northwind Outfitters ad”' });
    // Only what applies to the library: no versions, no comments.
    expect(within(dialog).queryByRole('switch', { name: /versions/ })).toBeNull();
    expect(within(dialog).queryByRole('switch', { name: 'Can comment' })).toBeNull();
    expect(within(dialog).getByRole('switch', { name: /Allow downloads/ })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('switch', { name: /Set Password/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate Link' }));
    expect(await within(dialog).findByText('Please enter a password for the link')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Password'), 'open-sesame-42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate Link' }));
    expect(await screen.findByText('Link generated')).toBeTruthy();
    const created = calls.find((call) => call.method === 'POST');
    expect(created?.query.get('discover')).toBe('true');
    expect(created?.body).toMatchObject({
      workspaceId: 'ws-1',
      discoverAdId: 'ad-1',
      options: { enabled: true, downloadable: true, password: 'open-sesame-42', expireAt: null },
    });
    const sent = (created?.body as { options: Record<string, unknown> }).options;
    expect(sent).not.toHaveProperty('canComment');
    expect(sent).not.toHaveProperty('accessFileVersions');

    const url = await within(dialog).findByRole('textbox', { name: 'Link' });
    expect((url as HTMLInputElement).value).toBe(
      `${window.location.origin}/share/inspirations/discover/link-1`,
    );
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeTruthy();
    const listed = calls.filter((call) => call.method === 'GET' && call.path === 'assets/share-link');
    expect(listed.at(-1)?.query.toString()).toBe('assetType=discover&assetId=ad-1&workspaceId=ws-1');
  });

  it('shares a brand, and changes an existing link: turning it off, showing its views', async () => {
    const calls = serve(aWorkspace(), [aLink({}, { assetType: 'discover_brand', assetId: 'brand-1' })]);
    renderButton({ brandId: 'brand-1', name: 'Northwind Outfitters', variant: 'icon' });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Northwind Outfitters”' });
    expect(await within(dialog).findByText(/Viewed 2 times/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('switch', { name: /Make link available/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Share settings updated')).toBeTruthy();
    const update = calls.find((call) => call.method === 'PUT');
    expect(update?.body).toMatchObject({ options: { enabled: false, removePassword: true } });
    const listed = calls.find((call) => call.method === 'GET' && call.path === 'assets/share-link');
    expect(listed?.query.get('assetType')).toBe('discover_brand');
    expect(listed?.query.get('assetId')).toBe('brand-1');
  });

  it('lets only the creator or an admin change a link', async () => {
    serve(aWorkspace({ role: 'collaborator' }), [aLink({}, { allowedActions: [] })]);
    renderButton({ discoverAdId: 'ad-1', name: 'An ad' });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Only the person who created this link/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Update' })).toBeNull();
  });

  it('is not offered to a guest, nor where the workspace has no Inspiration', async () => {
    serveApi({
      'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
      'GET workspace': () => ({
        body: {
          data: [
            aWorkspace({ _id: 'ws-1', role: 'collaborator' }),
            aWorkspace({ _id: 'ws-guest', role: 'guest' }),
            aWorkspace({ _id: 'ws-hub', products: ['drive'] }),
          ],
        },
      }),
    });
    renderInApp(
      <>
        <ShareDiscoverButton
          discoverAdId="ad-1"
          name="Shared from the guest's workspace"
          workspaceId="ws-guest"
        />
        <ShareDiscoverButton
          discoverAdId="ad-1"
          name="Shared from a Creative Hub workspace"
          workspaceId="ws-hub"
        />
        <ShareDiscoverButton discoverAdId="ad-1" name="Shared by a collaborator" workspaceId="ws-1" />
      </>,
    );
    // Once the workspaces are known, only the collaborator's workspace offers it.
    await screen.findByRole('button', { name: 'Share' });
    expect(screen.getAllByRole('button', { name: 'Share' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share “Shared by a collaborator”' })).toBeTruthy();
  });

  it('says the link could not be loaded, with a Retry', async () => {
    let failing = true;
    serveApi({
      'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
      'GET workspace': () => ({ body: { data: [aWorkspace()] } }),
      'GET assets/share-link': () =>
        failing
          ? { status: 500, body: { message: 'Server error', code: 'INTERNAL' } }
          : { body: { links: [] } },
    });
    renderButton({ discoverAdId: 'ad-1', name: 'An ad' });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/the share link/)).toBeTruthy();
    failing = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('button', { name: 'Generate Link' })).toBeTruthy();
  });
});
