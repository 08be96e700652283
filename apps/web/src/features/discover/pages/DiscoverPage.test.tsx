import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { anOrganisation, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { anAd } from '../discover-fixtures.ts';
import { DiscoverPage } from './DiscoverPage.tsx';

afterEach(stopServingApi);

type Answer = { status?: number; body: unknown };

const VIDEO_AD = anAd({
  _id: 'ad-2',
  format: 'video',
  brand: { _id: 'brand-2', name: 'Bluebird Coffee', logoURL: null },
  pageName: 'Bluebird Coffee Roasters',
  publisherPlatforms: ['instagram'],
  title: 'Roasted this morning',
  body: 'Fresh beans at your door every other Tuesday.',
  ctaType: 'subscribe',
  ctaURL: 'https://bluebird.example/subscribe',
  transcript: 'Wake up to coffee roasted this morning.',
  isActive: false,
  endDate: '2026-03-01',
  runningDays: 12,
  assets: [
    {
      type: 'video',
      url: '/media/ads/bluebird.mp4',
      thumbnailURL: '/media/ads/bluebird.jpg',
      width: 1080,
      height: 1920,
      durationMs: 15_000,
    },
  ],
});

function serve(
  search: (call: FakeCall) => Answer = () => ({ body: { data: [anAd(), VIDEO_AD], total: 1234 } }),
) {
  return serveApi({
    'POST discover/search': search,
    'GET discover/ads/ad-2': () => ({ body: VIDEO_AD }),
    'GET discover/ads/gone': () => ({ status: 404, body: { message: 'Ad not found', code: 'NOT_FOUND' } }),
    'GET brands/categories': () => ({
      body: { data: [{ _id: 'cat-apparel', name: 'Apparel', brandCount: 12 }] },
    }),
    'GET brands/industries': () => ({ body: { data: [{ name: 'Retail', brandCount: 20 }] } }),
    'GET brands/autocomplete': () => ({ body: { data: [] } }),
  });
}

const searches = (calls: FakeCall[]) => calls.filter((call) => call.path === 'discover/search');
const lastSearch = (calls: FakeCall[]) => searches(calls).at(-1)?.body;

function renderDiscover(query = '') {
  return renderInApp(<DiscoverPage />, {
    path: '/app/library/discover',
    route: `/app/library/discover${query}`,
  });
}

const addressOf = (router: ReturnType<typeof renderDiscover>['router']) =>
  new URLSearchParams(router.state.location.search);

describe('the Discover page', () => {
  it('shows the ads in a grid with how many match, and searches 40 at a time', async () => {
    const calls = serve();
    renderDiscover();
    const grid = await screen.findByRole('list', { name: 'Ads' });
    expect(
      within(grid)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(screen.getByText('1,234 ads')).toBeTruthy();
    expect(lastSearch(calls)).toEqual({ query: '', filters: {}, sort: 'newest', limit: 40, page: 1 });
    expect(screen.getByRole('button', { name: 'Load more ads' })).toBeTruthy();
  });

  it('reads its search, filters and sort from the address', async () => {
    const calls = serve();
    renderDiscover(
      '?q=jacket&platform=instagram&format=video&format=carousel&active=1&sort=oldest&from=2026-01-01',
    );
    await screen.findByRole('list', { name: 'Ads' });
    expect(lastSearch(calls)).toEqual({
      query: 'jacket',
      filters: {
        platforms: ['instagram'],
        formats: ['video', 'carousel'],
        activeOnly: true,
        startedAfter: '2026-01-01',
      },
      sort: 'oldest',
      limit: 40,
      page: 1,
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search ads' }).value).toBe('jacket');
    expect(screen.getByRole('button', { name: 'Platform 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Format 2' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Active only' }).checked).toBe(true);
  });

  it('puts a chosen filter in the address and searches with it', async () => {
    const calls = serve();
    const { router } = renderDiscover();
    await screen.findByRole('list', { name: 'Ads' });
    await userEvent.click(screen.getByRole('button', { name: 'Platform' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'TikTok' }));
    await waitFor(() => expect(addressOf(router).getAll('platform')).toEqual(['tiktok']));
    await waitFor(() => expect(lastSearch(calls)).toMatchObject({ filters: { platforms: ['tiktok'] } }));
    await userEvent.click(screen.getByRole('switch', { name: 'Active only' }));
    await waitFor(() => expect(addressOf(router).get('active')).toBe('1'));
    expect(lastSearch(calls)).toMatchObject({ filters: { platforms: ['tiktok'], activeOnly: true } });
  });

  it('searches once typing pauses, and at once on Enter', async () => {
    const calls = serve();
    const { router } = renderDiscover();
    await screen.findByRole('list', { name: 'Ads' });
    const box = screen.getByRole('textbox', { name: 'Search ads' });
    await userEvent.type(box, 'trail');
    // Typed, not yet searched: the pause has not come.
    expect(addressOf(router).get('q')).toBeNull();
    await waitFor(() => expect(addressOf(router).get('q')).toBe('trail'));
    await waitFor(() => expect(lastSearch(calls)).toMatchObject({ query: 'trail' }));
    const before = searches(calls).length;
    await userEvent.type(box, ' boots{Enter}');
    expect(addressOf(router).get('q')).toBe('trail boots');
    await waitFor(() => expect(lastSearch(calls)).toMatchObject({ query: 'trail boots' }));
    // One search for the words Enter sent, none for each letter typed before it.
    expect(searches(calls).length).toBe(before + 1);
  });

  it('clears every word and filter, keeping the sort, and the box follows', async () => {
    serve();
    const { router } = renderDiscover('?q=coffee&platform=facebook&cta=subscribe&sort=longest_running');
    await screen.findByRole('list', { name: 'Ads' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(addressOf(router).toString()).toBe('sort=longest_running'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search ads' }).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('says when nothing matches, and clears the filters from there', async () => {
    const calls = serve((call) =>
      (call.body as { query: string }).query
        ? { body: { data: [], total: 0 } }
        : { body: { data: [anAd()], total: 1 } },
    );
    const { router } = renderDiscover('?q=zeppelin');
    expect(await screen.findByText('No ads match these filters')).toBeTruthy();
    expect(screen.getByText('0 ads')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(addressOf(router).has('q')).toBe(false));
    expect(await screen.findByText('That’s the only ad')).toBeTruthy();
    expect(lastSearch(calls)).toMatchObject({ query: '' });
  });

  it('says the library is still empty, without filters to blame', async () => {
    serve(() => ({ body: { data: [], total: 0 } }));
    renderDiscover();
    expect(await screen.findByText('The library has no ads yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  it('says what failed to load, and retries', async () => {
    let fail = true;
    serve(() =>
      fail
        ? {
            status: 500,
            body: { message: 'Internal server error please try after sometime', code: 'INTERNAL' },
          }
        : { body: { data: [anAd()], total: 1 } },
    );
    renderDiscover();
    expect(await screen.findByText('We couldn’t load the ads')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Ads' })).toBeTruthy();
  });
});

describe('the ad drawer', () => {
  const drawer = () => screen.getByRole('dialog', { name: 'Bluebird Coffee' });

  it('opens from a card, into the address, with every fact of the ad', async () => {
    serve();
    const { router } = renderDiscover();
    await screen.findByRole('list', { name: 'Ads' });
    await userEvent.click(screen.getByRole('button', { name: /^View details of the Bluebird Coffee ad/ }));
    await waitFor(() => expect(addressOf(router).get('ad')).toBe('ad-2'));
    const details = await screen.findByRole('dialog', { name: 'Bluebird Coffee' });
    for (const [term, value] of [
      ['Page', 'Bluebird Coffee Roasters'],
      ['Status', 'Inactive'],
      ['Format', 'Video'],
      ['Platforms', 'Instagram'],
      ['Languages', 'English'],
      ['Started', 'Feb 1, 2026'],
      ['Ended', 'Mar 1, 2026'],
      ['Running days', '12 days'],
      ['Call to action', 'Subscribe'],
      ['Source', 'Meta Ad Library'],
      ['Library ID', '1029384756'],
    ] as const) {
      const fact = within(details).getByText(term, { selector: 'dt' }).parentElement!;
      expect(within(fact).getByText(value, { exact: false }), term).toBeTruthy();
    }
    expect(within(details).getByText('Wake up to coffee roasted this morning.')).toBeTruthy();
    expect(within(details).getByText('Fresh beans at your door every other Tuesday.')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'Bluebird Coffee' }).getAttribute('href')).toBe(
      '/app/library/brands?brandId=brand-2',
    );
    expect(details.querySelector('video')?.hasAttribute('controls')).toBe(true);
  });

  it('opens the landing page from the call to action in a new tab that can’t reach back', async () => {
    serve();
    renderDiscover('?ad=ad-2');
    const cta = within(await screen.findByRole('dialog', { name: 'Bluebird Coffee' })).getByRole('link', {
      name: 'Subscribe (opens in a new tab)',
    });
    expect(cta.getAttribute('href')).toBe('https://bluebird.example/subscribe');
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(cta.getAttribute('rel')).toContain('noopener');
    // Nothing offered that has no server behind it yet.
    expect(within(drawer()).queryByRole('button', { name: /Share|Save/ })).toBeNull();
  });

  it('closes out of the address', async () => {
    serve();
    const { router } = renderDiscover('?ad=ad-2&platform=instagram');
    await screen.findByRole('dialog', { name: 'Bluebird Coffee' });
    await userEvent.click(screen.getByRole('button', { name: 'Close the ad details' }));
    await waitFor(() => expect(addressOf(router).toString()).toBe('platform=instagram'));
  });

  it('says so when the linked ad is no longer in the library', async () => {
    serve();
    renderDiscover('?ad=gone');
    const dialog = await screen.findByRole('dialog', { name: 'Ad details' });
    expect(await within(dialog).findByText('Ad not found')).toBeTruthy();
  });

  it("opens with the workspace's default filters and sort when the address names none, and not otherwise", async () => {
    const calls = serveApi({
      'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
      'GET workspace': () => ({ body: { data: [aWorkspace()] } }),
      'GET discover/workspace/ws-1/settings': () => ({
        body: {
          followedBrands: [],
          defaultFilters: { formats: ['video'], activeOnly: true },
          defaultSort: 'longest_running',
        },
      }),
      'POST discover/search': () => ({ body: { data: [VIDEO_AD], total: 1 } }),
      'GET brands/categories': () => ({ body: { data: [] } }),
      'GET brands/industries': () => ({ body: { data: [] } }),
    });
    const { router } = renderDiscover();
    await waitFor(() =>
      expect(lastSearch(calls)).toEqual({
        query: '',
        filters: { formats: ['video'], activeOnly: true },
        sort: 'longest_running',
        limit: 40,
        page: 1,
      }),
    );
    expect(addressOf(router).getAll('format')).toEqual(['video']);
    stopServingApi();

    const again = serveApi({
      'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
      'GET workspace': () => ({ body: { data: [aWorkspace()] } }),
      'GET discover/workspace/ws-1/settings': () => ({
        body: { followedBrands: [], defaultFilters: { formats: ['video'] }, defaultSort: 'newest' },
      }),
      'POST discover/search': () => ({ body: { data: [VIDEO_AD], total: 1 } }),
      'GET brands/categories': () => ({ body: { data: [] } }),
      'GET brands/industries': () => ({ body: { data: [] } }),
    });
    renderDiscover('?platform=tiktok');
    await waitFor(() => expect(searches(again).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lastSearch(again)).toEqual({
      query: '',
      filters: { platforms: ['tiktok'] },
      sort: 'newest',
      limit: 40,
      page: 1,
    });
  });
});
