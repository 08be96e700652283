import { DISCOVER_MESSAGES } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aBrand, aBrandDetail } from '../discover-fixtures.ts';
import { BrandsPage } from '../pages/BrandsPage.tsx';

afterEach(stopServingApi);

type Answer = { status?: number; body: unknown };

const BRANDS = [
  aBrand(),
  aBrand({
    _id: 'brand-2',
    name: 'Bluebird Coffee',
    category: { _id: 'cat-food', name: 'Food' },
    industry: 'Food & Drink',
    adCount: 12,
    activeAdCount: 0,
    isFavourite: true,
  }),
];

/** A server that remembers favourites: its lists say what was starred since. */
function serve(options: { favourite?: () => Answer; list?: (call: FakeCall) => Answer } = {}) {
  const favourites = new Set(BRANDS.filter((brand) => brand.isFavourite).map((brand) => brand._id));
  const calls = serveApi({
    'GET userinfo': () => ({ body: aUser() }),
    'GET brands':
      options.list ??
      (() => ({
        body: {
          data: BRANDS.map((brand) => ({ ...brand, isFavourite: favourites.has(brand._id) })),
          total: 2,
        },
      })),
    'GET brands/categories': () => ({
      body: {
        data: [
          { _id: 'cat-apparel', name: 'Apparel', brandCount: 1 },
          { _id: 'cat-food', name: 'Food', brandCount: 1 },
        ],
      },
    }),
    'GET brands/industries': () => ({ body: { data: [{ name: 'Retail', brandCount: 1 }] } }),
    'POST users/user-1/brand-favourites/brand-1':
      options.favourite ??
      (() => {
        favourites.add('brand-1');
        return {
          body: { _id: 'brand-1', isFavourite: true, message: DISCOVER_MESSAGES.brandFavourited },
        };
      }),
    'GET brands/brand-1': () => ({ body: aBrandDetail() }),
    'POST discover/search': () => ({ body: { data: [], total: 0 } }),
  });
  return calls;
}

/** Holds the favourite call until `release` is called, so the screen can be read while it is on its way. */
function holdFavouriteCalls() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const serverFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (input.includes('brand-favourites')) await held;
    return serverFetch(input, init);
  });
  return () => release();
}

const renderBrands = (query = '') =>
  renderInApp(<BrandsPage />, { path: '/app/library/brands', route: `/app/library/brands${query}` });

const star = (name: string) => screen.getByRole('button', { name: `Favourite ${name}` });

describe('the brands directory', () => {
  it('lists the brands with their category, industry and ads, and links each to its page', async () => {
    const calls = serve();
    renderBrands();
    const list = await screen.findByRole('list', { name: 'Brands' });
    const northwind = within(list).getByRole('article', { name: 'Northwind Outdoor' });
    expect(within(northwind).getByText('Apparel · Retail')).toBeTruthy();
    expect(northwind.textContent).toContain('64 ads');
    expect(northwind.textContent).toContain('21 active');
    expect(within(northwind).getByRole('link', { name: 'Northwind Outdoor' }).getAttribute('href')).toBe(
      '/app/library/brands?brandId=brand-1',
    );
    expect(star('Bluebird Coffee').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('2 brands')).toBeTruthy();
    const request = calls.find((call) => call.path === 'brands');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ page: '1', limit: '40' });
  });

  it('asks for favourites only and a category, and keeps them in the address', async () => {
    const calls = serve();
    const { router } = renderBrands();
    await screen.findByRole('list', { name: 'Brands' });
    await userEvent.click(screen.getByRole('switch', { name: 'Favourites only' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Food' }));
    await waitFor(() => expect(router.state.location.search).toBe('?favourites=1&category=cat-food'));
    await waitFor(() =>
      expect(Object.fromEntries(calls.filter((call) => call.path === 'brands').at(-1)?.query ?? [])).toEqual({
        categoryId: 'cat-food',
        favouritesOnly: 'true',
        page: '1',
        limit: '40',
      }),
    );
  });

  it('says when the caller has no favourites yet', async () => {
    serve({ list: () => ({ body: { data: [], total: 0 } }) });
    renderBrands('?favourites=1');
    expect(await screen.findByText('No favourite brands yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show all brands' })).toBeTruthy();
  });

  it('says what failed to load, and retries', async () => {
    let fail = true;
    serve({
      list: () =>
        fail
          ? { status: 500, body: { message: 'Server error', code: 'INTERNAL' } }
          : { body: { data: BRANDS, total: 2 } },
    });
    renderBrands();
    expect(await screen.findByText('We couldn’t load the brands')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Brands' })).toBeTruthy();
  });
});

describe('a brand’s star', () => {
  it('lights at once, before the server answers, then says it was added', async () => {
    const calls = serve();
    const release = holdFavouriteCalls();
    renderBrands();
    await screen.findByRole('list', { name: 'Brands' });
    expect(star('Northwind Outdoor').getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star('Northwind Outdoor'));
    await waitFor(() => expect(star('Northwind Outdoor').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.queryByText('Brand added to favourites')).toBeNull();
    release();
    expect(await screen.findByText('Brand added to favourites')).toBeTruthy();
    expect(star('Northwind Outdoor').getAttribute('aria-pressed')).toBe('true');
    expect(
      calls.some((call) => call.method === 'POST' && call.path === 'users/user-1/brand-favourites/brand-1'),
    ).toBe(true);
  });

  it('goes back out when the server refuses, which says why', async () => {
    serve({
      favourite: () => ({
        status: 500,
        body: { message: 'Internal server error please try after sometime', code: 'INTERNAL' },
      }),
    });
    const release = holdFavouriteCalls();
    renderBrands();
    await screen.findByRole('list', { name: 'Brands' });
    await userEvent.click(star('Northwind Outdoor'));
    await waitFor(() => expect(star('Northwind Outdoor').getAttribute('aria-pressed')).toBe('true'));
    release();
    expect(await screen.findByText('Internal server error please try after sometime')).toBeTruthy();
    await waitFor(() => expect(star('Northwind Outdoor').getAttribute('aria-pressed')).toBe('false'));
    expect(screen.queryByText('Brand added to favourites')).toBeNull();
  });

  it('takes a favourite away with DELETE, and says so', async () => {
    const calls = serveApi({
      'GET userinfo': () => ({ body: aUser() }),
      'GET brands': () => ({ body: { data: BRANDS, total: 2 } }),
      'GET brands/categories': () => ({ body: { data: [] } }),
      'GET brands/industries': () => ({ body: { data: [] } }),
      'DELETE users/user-1/brand-favourites/brand-2': () => ({
        body: { _id: 'brand-2', isFavourite: false, message: DISCOVER_MESSAGES.brandUnfavourited },
      }),
    });
    renderBrands();
    await screen.findByRole('list', { name: 'Brands' });
    await userEvent.click(star('Bluebird Coffee'));
    expect(await screen.findByText('Brand removed from favourites')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});

describe('a brand’s page', () => {
  it('shows the brand, its ads in numbers, and its ads with the brand fixed', async () => {
    const calls = serve();
    renderBrands('?brandId=brand-1');
    expect(await screen.findByRole('heading', { name: 'Northwind Outdoor', level: 1 })).toBeTruthy();
    const website = screen.getByRole('link', { name: 'northwind-outdoor.example (opens in a new tab)' });
    expect(website.getAttribute('rel')).toContain('noopener');
    for (const [term, value] of [
      ['Ads', '64'],
      ['Active', '21'],
      ['Median run', '18 days'],
      ['Longest run', '212 days'],
      ['Ran 30+ days', '38%'],
      ['First ad', 'Mar 14, 2025'],
      ['Latest ad', 'Apr 2, 2026'],
    ] as const) {
      expect(screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent, term).toBe(value);
    }
    const byPlatform = screen.getByRole('region', { name: 'By platform' });
    expect(
      within(byPlatform)
        .getAllByRole('listitem')
        .map((bar) => bar.textContent),
    ).toEqual(['Instagram52', 'Facebook40', 'TikTok12']);
    await screen.findByText('No ads of this brand yet');
    expect(calls.find((call) => call.path === 'discover/search')?.body).toMatchObject({
      filters: { brandIds: ['brand-1'] },
    });
    expect(screen.queryByRole('button', { name: 'Brand' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says when the brand is not in the library', async () => {
    serve();
    renderBrands('?brandId=nobody');
    expect(await screen.findByRole('heading', { name: 'Brand not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the brands' })).toBeTruthy();
  });
});
