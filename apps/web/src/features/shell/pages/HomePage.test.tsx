import { TENANCY_MESSAGES, type HomeChecklist } from '@hookline/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { aUser, aWorkspace, anOrganisation } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { HomePage } from './HomePage.tsx';

afterEach(stopServingApi);

const NOTHING_DONE: HomeChecklist = {
  connectAdAccount: false,
  saveFirstAd: false,
  uploadCreative: false,
  inviteTeammate: false,
  trackCompetitor: false,
};

function serveHome(options: {
  user?: ReturnType<typeof aUser>;
  organisations: ReturnType<typeof anOrganisation>[];
  workspaces?: ReturnType<typeof aWorkspace>[];
  orgWorkspaceCount?: number;
  checklist?: HomeChecklist | 'fails';
}) {
  const user = options.user ?? aUser();
  const calls = serveApi({
    'GET userinfo': () => ({ body: user }),
    'GET organisation': () => ({ body: { data: options.organisations } }),
    'GET workspace': () => ({ body: { data: options.workspaces ?? [] } }),
    'GET organisation/org-1/workspace-count': () => ({ body: { count: options.orgWorkspaceCount ?? 0 } }),
    'GET organisation/org-1/checklist': () =>
      options.checklist === 'fails'
        ? { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } }
        : { body: options.checklist ?? NOTHING_DONE },
    'PUT users/user-1/first-run': (call) => ({
      body: {
        ...user,
        ...((call.body as { welcomed?: true }).welcomed ? { isNewSignup: false } : {}),
        ...((call.body as { welcomeBannerDismissed?: true }).welcomeBannerDismissed
          ? { welcomeBannerDismissed: true }
          : {}),
      },
    }),
  });
  renderInApp(<HomePage />, { path: '/app' });
  return calls;
}

describe('home routing', () => {
  it('sends a new user without an organisation to the wizard', async () => {
    serveHome({ organisations: [] });
    expect(await screen.findByText('Wizard page')).toBeTruthy();
  });

  it('shows no access to a user without an organisation who may not create one', async () => {
    serveHome({ user: aUser({ userCanCreateOrg: false }), organisations: [] });
    expect(await screen.findByRole('heading', { name: TENANCY_MESSAGES.noWorkspaces })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create an organisation' })).toBeNull();
  });

  it('asks an admin without a workspace to create one', async () => {
    serveHome({ organisations: [anOrganisation({ role: 'org_admin' })] });
    expect(await screen.findByText('Create workspace page')).toBeTruthy();
  });

  it('shows no access to a member given no workspace of an organisation that has some', async () => {
    serveHome({ organisations: [anOrganisation({ role: 'org_member' })], orgWorkspaceCount: 2 });
    expect(await screen.findByRole('heading', { name: TENANCY_MESSAGES.noWorkspaces })).toBeTruthy();
    expect(screen.getByText(TENANCY_MESSAGES.contactAdmin)).toBeTruthy();
  });

  it('shows no access to an organisation guest without a workspace', async () => {
    serveHome({ organisations: [anOrganisation({ role: 'org_guest' })] });
    expect(await screen.findByRole('heading', { name: TENANCY_MESSAGES.noWorkspaces })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an organisation' })).toBeTruthy();
  });

  it('welcomes a user with a workspace and names the active one', async () => {
    localStorage.setItem('activeWorkspace', 'ws-2');
    serveHome({
      organisations: [anOrganisation()],
      workspaces: [
        aWorkspace({ _id: 'ws-1', name: 'Spring campaign' }),
        aWorkspace({ _id: 'ws-2', name: 'Brand refresh' }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Riley' })).toBeTruthy();
    expect(screen.getByText('Brand refresh')).toBeTruthy();
  });

  it('opens every module granted in the workspace, and shows the others closed', async () => {
    serveHome({
      organisations: [anOrganisation()],
      workspaces: [aWorkspace({ products: ['inspiration', 'drive', 'detective', 'adtemplates'] })],
    });
    await screen.findByRole('heading', { name: 'Welcome back, Riley' });
    const opens = (name: string) =>
      screen.getByRole('link', { name: new RegExp(`^${name} Open`) }).getAttribute('href');
    expect(opens('Inspiration')).toBe('/app/inspirations/ws-1');
    expect(opens('Creative Hub')).toBe('/app/drive/ws-1');
    expect(opens('Detective')).toBe('/app/library/detective');
    expect(opens('Ad Templates')).toBe('/app/templates/entry');
    expect(opens('Tools')).toBe('/app/tools/hook-generator');
    expect(screen.getAllByText('No access')).toHaveLength(2);
    expect(screen.queryByText('Soon')).toBeNull();
  });

  it('welcomes a newcomer once, as the server says, and tells the server so', async () => {
    const calls = serveHome({
      user: aUser({ isNewSignup: true }),
      organisations: [anOrganisation()],
      workspaces: [aWorkspace()],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome to Hookline, Riley' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        expect.objectContaining({ path: 'users/user-1/first-run', body: { welcomed: true } }),
      ]),
    );
    // The title stays for this visit, though the server now says "back".
    expect(screen.getByRole('heading', { name: 'Welcome to Hookline, Riley' })).toBeTruthy();
  });

  it('ticks the product steps from what the organisation did, and leads to the next one', async () => {
    serveHome({
      organisations: [anOrganisation()],
      workspaces: [aWorkspace()],
      checklist: { ...NOTHING_DONE, connectAdAccount: true, uploadCreative: true },
    });
    expect(await screen.findByText('2/5')).toBeTruthy();
    // Done steps are no longer links; the others lead to where they are done.
    expect(screen.queryByRole('link', { name: 'Connect an ad account' })).toBeNull();
    expect(screen.getByText('Connect an ad account')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Save your first ad' }).getAttribute('href')).toBe(
      '/app/library/discover',
    );
    expect(screen.getByRole('link', { name: 'Invite a teammate' }).getAttribute('href')).toBe(
      '/app/settings?TAB=org-members',
    );
    expect(screen.getByRole('link', { name: 'Track a competitor' }).getAttribute('href')).toBe(
      '/app/library/detective',
    );
    expect(screen.getByRole('heading', { name: 'Save your first ad' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Discover' })).toBeTruthy();
    expect(screen.queryByText('Add a profile photo')).toBeNull();
  });

  it('says so when every step is done', async () => {
    serveHome({
      organisations: [anOrganisation()],
      workspaces: [aWorkspace()],
      checklist: {
        connectAdAccount: true,
        saveFirstAd: true,
        uploadCreative: true,
        inviteTeammate: true,
        trackCompetitor: true,
      },
    });
    expect(await screen.findByRole('heading', { name: 'You’re all set' })).toBeTruthy();
    expect(screen.getByText('5/5')).toBeTruthy();
  });

  it('offers Retry when the checklist cannot be read', async () => {
    const calls = serveHome({
      organisations: [anOrganisation()],
      workspaces: [aWorkspace()],
      checklist: 'fails',
    });
    const retry = await screen.findByRole('button', { name: /Retry/ });
    fireEvent.click(retry);
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'organisation/org-1/checklist').length).toBeGreaterThan(1),
    );
  });

  it('plays the video tour from a chapter, and hides it for good when closed', async () => {
    const calls = serveHome({ organisations: [anOrganisation()], workspaces: [aWorkspace()] });
    const video = await screen.findByTestId<HTMLVideoElement>('welcome-video');
    expect(video.getAttribute('src')).toBe('/api/v1/welcome-video');
    expect(video.querySelector('track[kind="captions"]')).toBeTruthy();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    fireEvent.click(screen.getByRole('button', { name: /Detective/ }));
    expect(video.currentTime).toBe(245);
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Detective/ }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Creative Hub/ }));
    expect(video.currentTime).toBe(363);

    fireEvent.click(screen.getByRole('button', { name: 'Hide the video tour' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toContainEqual({
        welcomeBannerDismissed: true,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('welcome-video')).toBeNull());
  });

  it('has no video tour for a user who closed it', async () => {
    serveHome({
      user: aUser({ welcomeBannerDismissed: true }),
      organisations: [anOrganisation()],
      workspaces: [aWorkspace()],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Riley' })).toBeTruthy();
    expect(screen.queryByTestId('welcome-video')).toBeNull();
  });
});
