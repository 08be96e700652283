import type { InspirationAsset, InspirationDiscussion, InspirationFile } from '@hookline/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { holdCalls } from '../../../test/hold-calls.ts';
import { anOrganisation, aUser, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { SavedAdView } from './SavedAdView.tsx';

// A drawer with a comment box: on a busy machine the first render takes a few seconds.
configure({ asyncUtilTimeout: 8000 });
afterEach(stopServingApi);
beforeAll(() => {
  // jsdom has no `document.fonts`, which an autosizing textarea listens to.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: {
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        ready: Promise.resolve(),
      },
    });
  }
});

const USER = '0b7f4c1e-2d3a-4e5f-8a9b-0c1d2e3f4a5b';

const anAsset = (index: number, overrides: Partial<InspirationAsset> = {}): InspirationAsset => ({
  index,
  type: 'image',
  url: `/api/v1/inspiration/media/f-1/${index}.jpg`,
  thumbnail: `/api/v1/inspiration/media/f-1/${index}-thumb.webp`,
  width: 1080,
  height: 1080,
  durationMs: null,
  processing: false,
  openDiscussionCount: 0,
  discussionCount: 0,
  ...overrides,
});

function aSavedAd(overrides: Partial<InspirationFile> = {}): InspirationFile {
  return {
    _id: 'f-1',
    workspaceId: 'ws-1',
    folderId: 'b-1',
    folderIds: ['b-1'],
    source: 'meta',
    is_manual_upload: false,
    discoverAdId: 'ad-1',
    adArchiveId: '123456789',
    brandId: 'brand-1',
    brand: { _id: 'brand-1', name: 'Northwind Outdoors', logoURL: null },
    page_name: 'Northwind Outdoors',
    format: 'carousel',
    publisher_platform: ['facebook', 'instagram'],
    is_active: true,
    start_date: '2026-02-01',
    end_date: null,
    assets: [anAsset(0), anAsset(1, { openDiscussionCount: 1 }), anAsset(2)],
    body: 'Three trails, one jacket.',
    isHtmlBody: false,
    description: null,
    caption: 'northwind.example',
    title: 'Built for the long way round',
    ctaText: 'Shop now',
    ctaURL: 'https://northwind.example/jackets',
    sourceUrl: 'https://www.facebook.com/ads/library/?id=123456789',
    tags: [],
    isFavourite: false,
    isWatched: false,
    openDiscussionCount: 1,
    savedBy: { _id: USER, name: 'Riley Moss' },
    createdAt: '2026-03-01T09:00:00.000Z',
    modifiedAt: '2026-03-01T09:00:00.000Z',
    allowedActions: ['workspace.view', 'comment.write', 'file.upload', 'file.manage', 'share.manage'],
    ...overrides,
  };
}

function aDiscussion(overrides: Partial<InspirationDiscussion> = {}): InspirationDiscussion {
  return {
    _id: 'd-1',
    assetIndex: 1,
    content: 'Love the second card',
    status: 'open',
    createdBy: USER,
    authorName: 'Riley Moss',
    authorImageURL: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    replies: [],
    allowedActions: ['comment.edit', 'comment.delete', 'comment.resolve'],
    ...overrides,
  };
}

type Answer = { status?: number; body: unknown };

interface Held {
  discussions: Record<number, InspirationDiscussion[]>;
}

/** The view's calls; `held` is what the server holds, changed by a test (or a route) as the server would. */
function serve(
  file: InspirationFile,
  routes: (held: Held) => Record<string, (call: FakeCall) => Answer> = () => ({}),
) {
  const held: Held = { discussions: { 1: [aDiscussion()] } };
  const calls = serveApi({
    'GET userinfo': () => ({ body: aUser({ _id: USER }) }),
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [aWorkspace()] } }),
    'GET inspiration/file/f-1': () => ({ body: file }),
    'GET inspiration/file/f-1/asset/0/discussion': () => ({ body: { data: held.discussions[0] ?? [] } }),
    'GET inspiration/file/f-1/asset/1/discussion': () => ({ body: { data: held.discussions[1] ?? [] } }),
    'GET inspiration/file/f-1/asset/2/discussion': () => ({ body: { data: held.discussions[2] ?? [] } }),
    'GET tags': () => ({ body: { data: [] } }),
    ...routes(held),
  });
  return { calls, held };
}

const renderView = (search = '?ad=f-1&asset=1') =>
  renderInApp(<SavedAdView />, {
    path: '/app/inspirations/:workspaceId/:folderId?',
    route: `/app/inspirations/ws-1/b-1${search}`,
  });

const strip = () => screen.getByRole('list', { name: 'Assets' });
const shownAsset = () =>
  within(strip())
    .getAllByRole('button')
    .findIndex((button) => button.getAttribute('aria-current') === 'true');

describe('the saved-ad view', { timeout: 30_000 }, () => {
  it('opens on the asset the address names, and switches assets with the strip and the arrow keys', async () => {
    serve(aSavedAd());
    const { router } = renderView();
    expect(await screen.findByRole('heading', { name: 'Northwind Outdoors' })).toBeTruthy();
    expect(shownAsset()).toBe(1);
    // The drawer opens with its close button focused, as in a browser.
    screen.getByRole('button', { name: 'Close the ad' }).focus();
    expect(screen.getByRole('img', { name: 'Northwind Outdoors ad, asset 2 of 3' })).toBeTruthy();
    // The strip names each asset's open comments.
    expect(within(strip()).getByRole('button', { name: 'Asset 2 of 3, image, 1 open comment' })).toBeTruthy();

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?ad=f-1&asset=2'));
    expect(shownAsset()).toBe(2);
    await userEvent.keyboard('{ArrowRight}');
    // Past the last asset, back to the first: the address drops `asset`.
    await waitFor(() => expect(router.state.location.search).toBe('?ad=f-1'));

    await userEvent.click(within(strip()).getByRole('button', { name: /^Asset 3 of 3/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?ad=f-1&asset=2'));
  });

  it('shows a comment on the asset at once, counts it on the strip, and keeps it once the server has it', async () => {
    const { held, calls } = serve(aSavedAd());
    renderView('?ad=f-1&asset=2');
    await userEvent.click(await screen.findByRole('tab', { name: 'Comments on asset 3' }));
    expect(await screen.findByText('No comments on this asset yet.')).toBeTruthy();

    const release = holdCalls(/^POST .*asset\/2\/discussion$/);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment on asset 3 of 3' }), 'Use this layout');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    // Before the server answers: the comment, marked as being sent, and the asset's count.
    const card = await screen.findByRole('article', { name: 'Comment 1 by Riley Moss' });
    expect(within(card).getByText('Sending…')).toBeTruthy();
    expect(within(strip()).getByRole('button', { name: 'Asset 3 of 3, image, 1 open comment' })).toBeTruthy();

    held.discussions[2] = [aDiscussion({ _id: 'd-2', assetIndex: 2, content: 'Use this layout' })];
    release();
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(screen.getByRole('article', { name: 'Comment 1 by Riley Moss' })).toBeTruthy();
    expect(
      calls.some((call) => call.method === 'POST' && call.path === 'inspiration/file/f-1/asset/2/discussion'),
    ).toBe(true);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ content: 'Use this layout' });
  });

  it('puts the list back when the server refuses a comment, with the words kept in the box', async () => {
    serve(aSavedAd(), () => ({
      'POST inspiration/file/f-1/asset/1/discussion': () => ({
        status: 500,
        body: { message: 'Internal server error please try after sometime', code: 'INTERNAL' },
      }),
    }));
    renderView();
    await userEvent.click(await screen.findByRole('tab', { name: /^Comments on asset 2/ }));
    expect(await screen.findByText('Love the second card')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Comment on asset 2 of 3' });
    await userEvent.type(box, 'Too busy');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Internal server error please try after sometime')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Comment 2/ })).toBeNull());
    expect((box as HTMLTextAreaElement).value).toBe('Too busy');
  });

  it('resolves a comment at once, and the asset’s open count follows', async () => {
    const { calls } = serve(aSavedAd(), (held) => ({
      'PUT inspiration/file/f-1/asset/1/discussion/d-1': () => {
        held.discussions[1] = [aDiscussion({ status: 'resolved' })];
        return { body: held.discussions[1][0] };
      },
    }));
    renderView();
    await userEvent.click(await screen.findByRole('tab', { name: /^Comments on asset 2/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Resolve comment 1' }));
    expect(await screen.findByRole('button', { name: 'Reopen comment 1' })).toBeTruthy();
    expect(within(strip()).getByRole('button', { name: 'Asset 2 of 3, image' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ resolved: true });
  });

  it('gives a guest the comments but none of the board and ad actions', async () => {
    serve(aSavedAd({ allowedActions: ['workspace.view', 'comment.write'] }));
    renderView();
    expect(await screen.findByRole('heading', { name: 'Northwind Outdoors' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Favourite' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: /^Comments on asset 2/ }));
    expect(await screen.findByRole('textbox', { name: 'Comment on asset 2 of 3' })).toBeTruthy();
  });

  it('says so when the ad is gone, and closes by taking `ad` out of the address', async () => {
    serve(aSavedAd(), () => ({
      'GET inspiration/file/f-1': () => ({
        status: 404,
        body: { message: 'Ad not found', code: 'NOT_FOUND' },
      }),
    }));
    const { router } = renderView();
    expect(await screen.findByText('Ad not found')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Back to the board' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
