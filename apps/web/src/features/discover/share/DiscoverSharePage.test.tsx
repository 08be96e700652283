import type { BrandDetail, DiscoverAd, ShareAccess, ShareContent } from '@hookline/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/index.ts';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { DiscoverSharePage } from './DiscoverSharePage.tsx';

configure({ asyncUtilTimeout: 8000 });
afterEach(stopServingApi);

type Answer = { status?: number; body: unknown };
type Route = (call: FakeCall) => Answer;

const LINK = 'public/share/link-1';
const TOKEN = 'viewer-token';

function anAd(overrides: Partial<DiscoverAd> = {}): DiscoverAd {
  return {
    _id: 'ad-1',
    source: 'meta',
    adArchiveId: 'archive-1',
    brand: {
      _id: 'brand-1',
      name: 'Northwind Outfitters',
      logoURL: '/api/v1/discover/media/discover/logo.png',
    },
    pageName: 'Northwind Outfitters',
    format: 'video',
    publisherPlatforms: ['facebook', 'instagram'],
    languages: ['en'],
    body: 'Trail shoes that last all season.',
    title: 'Built for the long run',
    caption: null,
    ctaType: 'shop_now',
    ctaText: null,
    ctaURL: 'https://northwind.example/trail',
    snapshotURL: null,
    startDate: '2025-03-01',
    endDate: '2025-04-10',
    isActive: false,
    runningDays: 41,
    assets: [
      {
        type: 'video',
        url: '/api/v1/discover/media/discover/trail.mp4',
        thumbnailURL: '/api/v1/discover/media/discover/trail.jpg',
        width: 1080,
        height: 1920,
        durationMs: 15_000,
      },
    ],
    transcript: null,
    ...overrides,
  };
}

const BRAND: BrandDetail = {
  _id: 'brand-1',
  name: 'Northwind Outfitters',
  logoURL: null,
  website: 'northwind.example',
  description: 'Outdoor gear for long trails.',
  category: { _id: 'cat-1', name: 'Apparel' },
  industry: 'Fashion',
  adCount: 45,
  activeAdCount: 12,
  isFavourite: false,
  byPlatform: [
    { key: 'facebook', count: 30 },
    { key: 'instagram', count: 15 },
  ],
  byFormat: [{ key: 'video', count: 45 }],
  runningDays: { median: 18, longest: 120, over30Share: 0.25 },
  firstAdDate: '2024-01-05',
  latestAdDate: '2025-07-01',
};

const AD_CONTENT: ShareContent = { assetType: 'discover', kind: 'discover_ad', ad: anAd() };

function anAccess(overrides: Partial<ShareAccess> = {}): ShareAccess {
  return {
    accessToken: TOKEN,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    assetType: 'discover',
    assetId: 'ad-1',
    description: 'For the agency',
    viewerName: null,
    allowedActions: [],
    accessFileVersions: false,
    ...overrides,
  };
}

const state = (overrides: Record<string, unknown> = {}) => ({
  body: {
    _id: 'link-1',
    assetType: 'discover',
    state: 'active',
    message: null,
    passwordProtected: false,
    expireAt: null,
    ...overrides,
  },
});

/** A browser without any account: the page's calls only. */
function serve(routes: Record<string, Route>) {
  const calls = serveApi({
    [`GET ${LINK}/state`]: () => state(),
    [`POST ${LINK}/access`]: () => ({ body: anAccess() }),
    [`GET ${LINK}`]: () => ({ body: AD_CONTENT }),
    ...routes,
  });
  tokenStore.clear();
  return calls;
}

const renderPage = (route = '/share/inspirations/discover/link-1') =>
  renderInApp(<DiscoverSharePage />, { path: '/share/inspirations/discover/:shareLinkId', route });

describe('a Discover share link’s public page', { timeout: 60_000 }, () => {
  it('shows that it is opening the link while its state loads', async () => {
    serveApi({});
    // The state never answers: the page waits, saying so.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderPage();
    expect(await screen.findByLabelText('Opening the link')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('says an expired link has expired, and a turned-off one is no longer available, without opening it', async () => {
    const calls = serve({
      [`GET ${LINK}/state`]: () => state({ state: 'expired', message: 'This link has expired' }),
    });
    const { unmount } = renderPage();
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/access'))).toBe(false);
    unmount();
    stopServingApi();

    serve({
      [`GET ${LINK}/state`]: () => state({ state: 'disabled', message: 'This link is no longer available' }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link is no longer available' })).toBeTruthy();
  });

  it('says an unknown link, or a link to something else, does not exist', async () => {
    serve({
      [`GET ${LINK}/state`]: () => ({ status: 404, body: { message: 'Not Found', code: 'NOT_FOUND' } }),
    });
    const { unmount } = renderPage();
    expect(await screen.findByRole('heading', { name: 'This link doesn’t exist' })).toBeTruthy();
    unmount();
    stopServingApi();

    const calls = serve({ [`GET ${LINK}/state`]: () => state({ assetType: 'folder' }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link doesn’t exist' })).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/access'))).toBe(false);
  });

  it('asks for the password, shows the server’s refusal, then shows the ad read-only', async () => {
    const calls = serve({
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
    expect(await screen.findByRole('heading', { name: 'Northwind Outfitters', level: 1 })).toBeTruthy();
    expect(screen.getByText('For the agency')).toBeTruthy();
    expect(screen.getByText('Shared with you · read-only')).toBeTruthy();

    const contentCall = vi
      .mocked(fetch)
      .mock.calls.find(([url]) => typeof url === 'string' && url.endsWith(`/api/v1/${LINK}?page=1&limit=40`));
    expect(contentCall).toBeTruthy();
    const headers = (contentCall?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers['X-Share-Token']).toBe(TOKEN);
    expect(headers.Authorization).toBeUndefined();
    expect(calls.filter((call) => call.path.endsWith('/access'))).toHaveLength(2);
  });

  it('shows the ad: brand, media with video controls, headline, copy, call to action, platforms, dates and days', async () => {
    serve({});
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Northwind Outfitters', level: 1 })).toBeTruthy();
    const video = screen.getByLabelText('Northwind Outfitters ad: Built for the long run');
    expect(video.tagName).toBe('VIDEO');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('poster')).toBe(
      new URL('/api/v1/discover/media/discover/trail.jpg', window.location.origin).href,
    );
    expect(screen.getByText('Built for the long run')).toBeTruthy();
    expect(screen.getByText('Trail shoes that last all season.')).toBeTruthy();
    const cta = screen.getByRole('link', { name: /Shop Now/ });
    expect(cta.getAttribute('href')).toBe('https://northwind.example/trail');
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Facebook, Instagram')).toBeTruthy();
    expect(screen.getByText('Mar 1, 2025')).toBeTruthy();
    expect(screen.getByText('Apr 10, 2025')).toBeTruthy();
    expect(screen.getByText('Ran 41 days')).toBeTruthy();
    // Nothing to download unless the link allows it.
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('offers the media for download when the link allows it', async () => {
    serve({ [`POST ${LINK}/access`]: () => ({ body: anAccess({ allowedActions: ['download'] }) }) });
    renderPage();
    const download = await screen.findByRole('link', { name: 'Download video' });
    expect(download.getAttribute('href')).toContain('/api/v1/discover/media/discover/trail.mp4');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('shows a brand: its header, its numbers, and its ads a page at a time, each opening in full', async () => {
    const pageOne = Array.from({ length: 40 }, (_, index) =>
      anAd({
        _id: `ad-${index + 1}`,
        title: `Drop ${index + 1}`,
        startDate: '2025-06-01',
        endDate: null,
        isActive: true,
      }),
    );
    const calls = serve({
      [`GET ${LINK}/state`]: () => state({ assetType: 'discover_brand' }),
      [`POST ${LINK}/access`]: () => ({
        body: anAccess({ assetType: 'discover_brand', assetId: 'brand-1' }),
      }),
      [`GET ${LINK}`]: (call) => ({
        body: {
          assetType: 'discover_brand',
          kind: 'discover_brand',
          brand: BRAND,
          ads:
            call.query.get('page') === '2' ? [anAd({ _id: 'ad-41', title: 'Last of the season' })] : pageOne,
          total: 41,
        },
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Northwind Outfitters', level: 1 })).toBeTruthy();
    expect(screen.getByText('Apparel')).toBeTruthy();
    expect(screen.getByText('Fashion')).toBeTruthy();
    expect(screen.getByRole('link', { name: /northwind\.example/ }).getAttribute('href')).toBe(
      'https://northwind.example/',
    );
    expect(screen.getByText('Outdoor gear for long trails.')).toBeTruthy();
    const numbers = screen.getByRole('region', { name: 'Numbers' });
    expect(within(numbers).getByText('45')).toBeTruthy();
    expect(within(numbers).getByText('120 days')).toBeTruthy();
    expect(within(numbers).getByText('25%')).toBeTruthy();
    expect(screen.getByText('41 ads, newest first')).toBeTruthy();
    const ads = screen.getByRole('list', { name: 'Ads' });
    expect(within(ads).getAllByRole('listitem')).toHaveLength(40);

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Last of the season')).toBeTruthy();
    expect(calls.some((call) => call.path === LINK && call.query.get('page') === '2')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: /Last of the season/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Northwind Outfitters ad' });
    expect(within(dialog).getByRole('heading', { name: 'Northwind Outfitters', level: 2 })).toBeTruthy();
    expect(within(dialog).getByText('Trail shoes that last all season.')).toBeTruthy();
  });

  it('goes back to the gate with the server’s words when the access has ended', async () => {
    const calls = serve({
      [`GET ${LINK}/state`]: () => state({ passwordProtected: true }),
      [`GET ${LINK}`]: () => ({
        status: 401,
        body: { message: 'Your access to this link has ended. Please open it again.', code: 'UNAUTHORIZED' },
      }),
    });
    // The tab opened the link earlier; the server has since ended that access (its password changed).
    sessionStorage.setItem('shareToken', JSON.stringify({ 'link-1': anAccess() }));
    renderPage();
    expect(await screen.findByText('Your access to this link has ended. Please open it again.')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('shareToken')).toBe('{}'));
    expect(calls.some((call) => call.method === 'GET' && call.path === LINK)).toBe(true);
  });

  it('says what failed and offers Retry when the ad can’t be read', async () => {
    let failing = true;
    serve({
      [`GET ${LINK}`]: () =>
        failing ? { status: 500, body: { message: 'Server error', code: 'INTERNAL' } } : { body: AD_CONTENT },
    });
    renderPage();
    expect(await screen.findByText(/what was shared/)).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Northwind Outfitters', level: 1 })).toBeTruthy();
  });
});
