import type { ShareLink, Workspace } from '@hookline/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { anOrganisation, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { DetectiveShareButton } from './DetectiveShareButton.tsx';

configure({ asyncUtilTimeout: 8000 });
afterEach(stopServingApi);

function aLink(options: Partial<ShareLink['options']> = {}, overrides: Partial<ShareLink> = {}): ShareLink {
  return {
    _id: 'link-1',
    workspaceId: 'ws-1',
    assetType: 'detective',
    assetId: 'tracker-1',
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
    viewCount: 3,
    allowedActions: ['shareLink.update'],
    ...overrides,
  };
}

const VIEWS = { total: 3, uniqueViewers: 2, anonymousViews: 1, byFile: [], latest: [] };

/** A signed-in member of `workspace`, and a server that keeps the links it is sent. */
function serve(workspace: Workspace = aWorkspace(), existing: ShareLink[] = []) {
  let links = existing;
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [workspace] } }),
    'GET assets/share-link': () => ({ body: { links } }),
    'POST assets/share-link': (call: FakeCall) => {
      const { options } = call.body as { options: { password?: string } };
      links = [aLink({ passwordProtected: options.password !== undefined })];
      return { body: { shareLinkId: 'link-1' } };
    },
    'PUT assets/share-link/link-1': (call: FakeCall) => {
      const { options } = call.body as { options: Partial<ShareLink['options']> };
      links = [aLink({ ...links[0]?.options, ...options })];
      return { body: links[0] };
    },
    'GET assets/share-link/link-1/views': () => ({ body: VIEWS }),
  });
}

const renderButton = (workspaceId = 'ws-1') =>
  renderInApp(
    <DetectiveShareButton detectiveId="tracker-1" brandName="Stride Running" workspaceId={workspaceId} />,
  );

describe("sharing a tracked brand's dashboard", { timeout: 60_000 }, () => {
  it('generates a link with a password and shows it to copy', async () => {
    const calls = serve();
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Stride Running”' });
    // A dashboard has no versions and takes no comments.
    expect(within(dialog).queryByRole('switch', { name: /versions/ })).toBeNull();
    expect(within(dialog).queryByRole('switch', { name: 'Can comment' })).toBeNull();
    expect(await within(dialog).findByText(/Stride Running's dashboard without an account/)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('switch', { name: /Set Password/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate Link' }));
    expect(await within(dialog).findByText('Please enter a password for the link')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Password'), 'open-sesame-42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate Link' }));
    expect(await screen.findByText('Link generated')).toBeTruthy();
    const created = calls.find((call) => call.method === 'POST');
    expect(created?.query.get('detective')).toBe('true');
    expect(created?.body).toMatchObject({
      workspaceId: 'ws-1',
      detectiveId: 'tracker-1',
      options: { enabled: true, password: 'open-sesame-42', expireAt: null },
    });
    const sent = (created?.body as { options: Record<string, unknown> }).options;
    expect(sent).not.toHaveProperty('canComment');
    expect(sent).not.toHaveProperty('accessFileVersions');

    const url = await within(dialog).findByRole('textbox', { name: 'Link' });
    expect((url as HTMLInputElement).value).toBe(`${window.location.origin}/share/detective/link-1`);
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeTruthy();
    const listed = calls.filter((call) => call.method === 'GET' && call.path === 'assets/share-link');
    expect(listed.at(-1)?.query.toString()).toBe('assetType=detective&assetId=tracker-1');
  });

  it('changes an existing link: turning it off, showing its views', async () => {
    const calls = serve(aWorkspace(), [aLink()]);
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Stride Running”' });
    expect(await within(dialog).findByText(/Viewed 3 times/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('switch', { name: /Make link available/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Share settings updated')).toBeTruthy();
    const update = calls.find((call) => call.method === 'PUT');
    expect(update?.body).toMatchObject({ options: { enabled: false } });
  });

  it('is not offered to a guest', async () => {
    serveApi({
      'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
      'GET workspace': () => ({
        body: {
          data: [
            aWorkspace({ _id: 'ws-1', role: 'collaborator' }),
            aWorkspace({ _id: 'ws-guest', role: 'guest' }),
          ],
        },
      }),
    });
    renderInApp(
      <>
        <DetectiveShareButton detectiveId="tracker-1" brandName="Guest's brand" workspaceId="ws-guest" />
        <DetectiveShareButton detectiveId="tracker-2" brandName="Stride Running" workspaceId="ws-1" />
      </>,
    );
    await screen.findByRole('button', { name: 'Share' });
    expect(screen.getAllByRole('button', { name: 'Share' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share “Stride Running”' })).toBeTruthy();
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
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/the share link/)).toBeTruthy();
    failing = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('button', { name: 'Generate Link' })).toBeTruthy();
  });
});
