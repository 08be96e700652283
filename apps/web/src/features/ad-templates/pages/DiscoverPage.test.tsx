import { ERROR_CODES, TEMPLATE_MESSAGES, type TemplateListBody } from '@hookline/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { anOrganisation, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aPage, aTemplate, someTemplates } from '../template-fixtures.ts';
import { DiscoverPage } from './DiscoverPage.tsx';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(stopServingApi);

type Answer = { status?: number; body: unknown };

function serve(options: {
  role?: 'admin' | 'guest';
  list: (body: TemplateListBody) => Answer;
  favourite?: (call: FakeCall) => Answer;
}) {
  const calls = serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({
      body: { data: [aWorkspace({ role: options.role ?? 'admin', products: ['drive', 'adtemplates'] })] },
    }),
    'POST templates/list': (call) => options.list(call.body as TemplateListBody),
    'POST templates/t-1/favourite':
      options.favourite ??
      (() => ({ body: { _id: 't-1', isFavourite: true, message: TEMPLATE_MESSAGES.favourited } })),
    'DELETE templates/t-1/favourite': () => ({
      body: { _id: 't-1', isFavourite: false, message: TEMPLATE_MESSAGES.unfavourited },
    }),
  });
  const listCalls = () =>
    calls.filter((call) => call.path === 'templates/list').map((call) => call.body as TemplateListBody);
  return { calls, listCalls };
}

const renderDiscover = (query = '') =>
  renderInApp(<DiscoverPage />, {
    path: '/app/templates/discover',
    route: `/app/templates/discover${query}`,
  });

const grid = () => screen.getByRole('list', { name: 'Templates' });
const cardCount = () => within(grid()).queryAllByRole('article').length;

describe('Discover templates: the list’s state rules', () => {
  it('shows page 1, appends page 2 after “Load more”, and offers no more after a page short of 50', async () => {
    const { listCalls } = serve({
      list: (body) =>
        body.page === 1 ? { body: aPage(someTemplates(50), 70) } : { body: aPage(someTemplates(20, 51), 70) },
    });
    renderDiscover();
    expect(await screen.findByRole('status', { name: 'Loading templates' })).toBeTruthy();
    await waitFor(() => expect(cardCount()).toBe(50));
    expect(screen.getByText('70 templates')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Load more templates' }));
    await waitFor(() => expect(cardCount()).toBe(70));
    // Page 1's cards are still there, page 2's after them.
    const names = within(grid())
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-labelledby') && card.textContent);
    expect(names[0]).toContain('Template 1');
    expect(names[69]).toContain('Template 70');
    expect(screen.queryByRole('button', { name: 'Load more templates' })).toBeNull();
    expect(screen.getByText('That’s all 70 templates')).toBeTruthy();
    expect(listCalls().map((body) => body.page)).toEqual([1, 2]);
    expect(listCalls()[0]).toEqual({ workspaceId: 'ws-1', filters: {}, sort: 'newest', page: 1 });
  });

  it('offers no more after a first page short of 50', async () => {
    serve({ list: () => ({ body: aPage(someTemplates(12)) }) });
    renderDiscover();
    await waitFor(() => expect(cardCount()).toBe(12));
    expect(screen.queryByRole('button', { name: 'Load more templates' })).toBeNull();
    expect(screen.getByText('That’s all 12 templates')).toBeTruthy();
  });

  it('a filter change starts again from page 1, and page 1 replaces the grid; filters live in the address', async () => {
    const { listCalls } = serve({
      list: (body) => {
        if (body.filters.industries?.includes('beauty')) return { body: aPage(someTemplates(3, 900), 3) };
        return { body: aPage(someTemplates(50, (body.page - 1) * 50 + 1), 200) };
      },
    });
    const { router } = renderDiscover();
    await waitFor(() => expect(cardCount()).toBe(50));
    await userEvent.click(screen.getByRole('button', { name: 'Load more templates' }));
    await waitFor(() => expect(cardCount()).toBe(100));

    await userEvent.click(screen.getByRole('button', { name: 'Industry' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Beauty' }));
    await waitFor(() => expect(cardCount()).toBe(3));
    expect(within(grid()).getAllByRole('article')[0]?.textContent).toContain('Template 900');
    const last = listCalls().at(-1);
    expect(last?.page).toBe(1);
    expect(last?.filters).toEqual({ industries: ['beauty'] });
    expect(router.state.location.search).toBe('?industry=beauty');
    expect(screen.getByText('3 templates')).toBeTruthy();
  });

  it('reads its filters from the address: industry, theme, orientation, favourite and previously used', async () => {
    const { listCalls } = serve({ list: () => ({ body: aPage(someTemplates(2)) }) });
    renderDiscover('?industry=pets&theme=sale&orientation=landscape&favourite=1&used=1&sort=oldest');
    await waitFor(() => expect(cardCount()).toBe(2));
    expect(listCalls()[0]).toEqual({
      workspaceId: 'ws-1',
      filters: {
        industries: ['pets'],
        themes: ['sale'],
        orientation: 'landscape',
        favourite: true,
        previouslyUsed: true,
      },
      sort: 'oldest',
      page: 1,
    });
    expect(screen.getByRole('button', { name: 'Industry 1' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Square' })).toHaveProperty('checked', true);
  });

  it('a random order keeps its seed on every page', async () => {
    const { listCalls } = serve({
      list: (body) => ({ body: aPage(someTemplates(50, (body.page - 1) * 50 + 1), 150) }),
    });
    const { router } = renderDiscover();
    await waitFor(() => expect(cardCount()).toBe(50));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Random' }));
    await waitFor(() => expect(listCalls().at(-1)?.sort).toBe('random'));
    await waitFor(() => expect(cardCount()).toBe(50));
    await userEvent.click(screen.getByRole('button', { name: 'Load more templates' }));
    await waitFor(() => expect(cardCount()).toBe(100));
    const random = listCalls().filter((body) => body.sort === 'random');
    expect(random.map((body) => body.page)).toEqual([1, 2]);
    expect(random[0]?.seed).toEqual(expect.any(Number));
    expect(random[1]?.seed).toBe(random[0]?.seed);
    expect(router.state.location.search).toBe(`?sort=random&seed=${random[0]?.seed}`);
  });
});

describe('Discover templates: favourites, states and guests', () => {
  it('favourites a template at once, toasts the server’s words, and takes it away again', async () => {
    const { calls } = serve({ list: () => ({ body: aPage([aTemplate(), ...someTemplates(2, 2)]) }) });
    renderDiscover();
    const heart = await screen.findByRole('button', { name: 'Add Glow Serum Launch to favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    const pressed = await screen.findByRole('button', { name: 'Remove Glow Serum Launch from favourites' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText(TEMPLATE_MESSAGES.favourited)).toBeTruthy();
    const favourite = calls.find((call) => call.method === 'POST' && call.path === 'templates/t-1/favourite');
    expect(favourite?.query.get('workspaceId')).toBe('ws-1');

    await userEvent.click(pressed);
    expect(await screen.findByRole('button', { name: 'Add Glow Serum Launch to favourites' })).toBeTruthy();
    expect(await screen.findByText(TEMPLATE_MESSAGES.unfavourited)).toBeTruthy();
  });

  it('puts the heart back and says why when the server refuses', async () => {
    serve({
      list: () => ({ body: aPage([aTemplate()]) }),
      favourite: () => ({
        status: 500,
        body: { message: 'Something went wrong', code: ERROR_CODES.internal },
      }),
    });
    renderDiscover();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Glow Serum Launch to favourites' }));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    const heart = await screen.findByRole('button', { name: 'Add Glow Serum Launch to favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('says when there are no favourites yet, with the way back to every template', async () => {
    serve({
      list: (body) => ({ body: body.filters.favourite ? aPage([]) : aPage(someTemplates(4)) }),
    });
    const { router } = renderDiscover('?favourite=1');
    expect(await screen.findByText('No favourites yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show all templates' }));
    await waitFor(() => expect(cardCount()).toBe(4));
    expect(router.state.location.search).toBe('');
  });

  it('says what failed, and Retry loads the list', async () => {
    let fail = true;
    serve({
      list: () =>
        fail
          ? { status: 500, body: { message: 'Boom', code: ERROR_CODES.internal } }
          : { body: aPage(someTemplates(3)) },
    });
    renderDiscover();
    expect(await screen.findByText('We couldn’t load the templates')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardCount()).toBe(3));
  });

  it('lets guests browse, without hearts or the Favourite and Previously used filters', async () => {
    serve({ role: 'guest', list: () => ({ body: aPage([aTemplate()]) }) });
    renderDiscover();
    await waitFor(() => expect(cardCount()).toBe(1));
    expect(screen.queryByRole('button', { name: /favourites$/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Favourite' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Previously used' })).toBeNull();
    // The card is a link to the template's page.
    expect(screen.getByRole('link', { name: /Glow Serum Launch/ }).getAttribute('href')).toBe(
      '/app/templates/t/t-1',
    );
  });
});
