import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { anOrganisation, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { BrandsSettingPage } from './BrandsSettingPage.tsx';

afterEach(stopServingApi);

type Answer = { status?: number; body: unknown };

const GLOW = {
  _id: 'brand-1',
  name: 'Glow Theory',
  logoURL: '/api/v1/discover/media/discover/brands/glow/logo.png',
  adCount: 64,
  followedAt: '2026-03-04T10:00:00.000Z',
};
const STRIDE = {
  _id: 'brand-2',
  name: 'Stride',
  logoURL: null,
  adCount: 1,
  followedAt: '2026-02-01T10:00:00.000Z',
};

/** A server that remembers what the workspace follows. */
function serve(options: { role?: 'admin' | 'guest'; settings?: () => Answer } = {}) {
  const followed = new Map([GLOW, STRIDE].map((brand) => [brand._id, brand]));
  const calls = serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [aWorkspace({ role: options.role ?? 'admin' })] } }),
    'GET discover/workspace/ws-1/settings':
      options.settings ??
      (() => ({
        body: { followedBrands: [...followed.values()], defaultFilters: {}, defaultSort: 'newest' },
      })),
    'GET brands/autocomplete': () => ({
      body: {
        data: [
          { _id: 'brand-3', name: 'Bluebird Coffee', logoURL: null },
          { _id: 'brand-1', name: 'Glow Theory', logoURL: null },
        ],
      },
    }),
    'POST discover/workspace/ws-1/followed-brands/brand-3': () => {
      followed.set('brand-3', {
        _id: 'brand-3',
        name: 'Bluebird Coffee',
        logoURL: null,
        adCount: 12,
        followedAt: '2026-03-05T10:00:00.000Z',
      });
      return { body: { _id: 'brand-3', isFollowed: true, message: 'Brand followed' } };
    },
    'DELETE discover/workspace/ws-1/followed-brands/brand-1': () => {
      followed.delete('brand-1');
      return { body: { _id: 'brand-1', isFollowed: false, message: 'Brand unfollowed' } };
    },
  });
  return calls;
}

const renderPage = () =>
  renderInApp(<BrandsSettingPage />, {
    path: '/app/library/brands-setting',
    route: '/app/library/brands-setting',
  });

const mutations = (calls: FakeCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

describe('library/brands-setting', { timeout: 20_000 }, () => {
  it('lists the followed brands with their logos, ad counts and pages', async () => {
    serve();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Followed brands' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('64 ads · Followed Mar 4, 2026');
    expect(rows[1]!.textContent).toContain('1 ad · Followed Feb 1, 2026');
    expect(within(rows[0]!).getByRole('link', { name: 'Glow Theory' }).getAttribute('href')).toBe(
      '/app/library/brands?brandId=brand-1',
    );
    expect(screen.getByText('2 followed brands')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Followed brands' }).getAttribute('aria-current')).toBe('page');
  });

  it('follows a brand found by name, and says so', async () => {
    const calls = serve();
    renderPage();
    const user = userEvent.setup();
    const picker = await screen.findByRole('combobox', { name: 'Follow a brand' });
    await user.type(picker, 'blu');
    // A brand already followed is offered but can't be chosen again.
    const followedAlready = await screen.findByRole('option', { name: 'Glow Theory (following)' });
    expect(
      followedAlready.getAttribute('aria-disabled') ?? followedAlready.getAttribute('data-combobox-disabled'),
    ).toBeTruthy();
    await user.click(await screen.findByRole('option', { name: 'Bluebird Coffee' }));
    expect(await screen.findByText('Brand followed')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(mutations(calls)).toEqual(['POST discover/workspace/ws-1/followed-brands/brand-3']);
    const autocomplete = calls.find((call) => call.path === 'brands/autocomplete');
    expect(autocomplete?.query.get('q')).toBe('blu');
  });

  it('unfollows a brand once the dialog is confirmed, and not before', async () => {
    const calls = serve();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unfollow Glow Theory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unfollow brand' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mutations(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unfollow Glow Theory' }));
    const again = await screen.findByRole('dialog', { name: 'Unfollow brand' });
    expect(again.textContent).toContain('Stop following Glow Theory?');
    await user.click(within(again).getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('Brand unfollowed')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(mutations(calls)).toEqual(['DELETE discover/workspace/ws-1/followed-brands/brand-1']);
  });

  it('shows a guest the list, read-only, and says who can change it', async () => {
    serve({ role: 'guest' });
    renderPage();
    expect(await screen.findByRole('list', { name: 'Followed brands' })).toBeTruthy();
    expect(screen.getByText(/Only its admins and collaborators can change them/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Follow a brand' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Unfollow/ })).toBeNull();
  });

  it('says why the list is empty and what to do', async () => {
    serve({ settings: () => ({ body: { followedBrands: [], defaultFilters: {}, defaultSort: 'newest' } }) });
    renderPage();
    expect(await screen.findByText('This workspace follows no brands yet')).toBeTruthy();
    expect(screen.getByText(/Follow a brand above/)).toBeTruthy();
  });

  it('shows a list that fails to load in place, with a Retry', async () => {
    let failing = true;
    serve({
      settings: () =>
        failing
          ? { status: 500, body: { message: 'Internal Server Error', code: 'INTERNAL' } }
          : { body: { followedBrands: [GLOW], defaultFilters: {}, defaultSort: 'newest' } },
    });
    renderPage();
    expect(await screen.findByText('We couldn’t load the followed brands')).toBeTruthy();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Glow Theory' })).toBeTruthy();
  });
});
