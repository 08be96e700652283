import { ERROR_CODES, type Product, type TemplateListBody } from '@hookline/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { anOrganisation, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aPage, aTemplate, someTemplates } from '../template-fixtures.ts';
import { EntryPage } from './EntryPage.tsx';
import { BfcmPage } from './SeasonalPage.tsx';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(stopServingApi);

function serve(
  list: (body: TemplateListBody) => { status?: number; body: unknown },
  products: Product[] = ['adtemplates'],
) {
  const calls = serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation({ role: 'org_member' })] } }),
    'GET workspace': () => ({ body: { data: [aWorkspace({ products })] } }),
    'POST templates/list': (call) => list(call.body as TemplateListBody),
    'GET organisation/org-1/template-count': () => ({ body: { count: 4 } }),
    'GET templates/canva': () => ({ body: { configured: true, connected: false, connectedAt: null } }),
  });
  return () =>
    calls.filter((call) => call.path === 'templates/list').map((call) => call.body as TemplateListBody);
}

describe('The templates’ entry', () => {
  it('features the newest templates, the seasonal sets, and industries and angles that open Discover filtered', async () => {
    serve((body) => {
      if (body.filters.season === 'bfcm') {
        return { body: aPage([aTemplate({ _id: 'b-1', season: 'bfcm' })], 24) };
      }
      if (body.filters.season === 'christmas') return { body: aPage([], 0) };
      return { body: aPage(someTemplates(50), 310) };
    });
    renderInApp(<EntryPage />, { path: '/app/templates/entry' });
    const featured = await screen.findByRole('list', { name: 'New templates' });
    expect(within(featured).getAllByRole('article')).toHaveLength(10);
    const bfcm = screen.getByRole('link', { name: /^Black Friday and Cyber Monday/ });
    expect(bfcm.getAttribute('href')).toBe('/app/templates/bfcm');
    await waitFor(() => expect(bfcm.textContent).toContain('24 templates'));
    expect(screen.getByRole('link', { name: /^Christmas/ }).getAttribute('href')).toBe(
      '/app/templates/christmas',
    );
    expect(screen.getByRole('link', { name: 'Food and beverage' }).getAttribute('href')).toBe(
      '/app/templates/discover?industry=food-and-beverage',
    );
    expect(screen.getByRole('link', { name: 'Media/press' }).getAttribute('href')).toBe(
      '/app/templates/discover?theme=media-press',
    );
    expect(screen.getByRole('link', { name: 'Your favourites' }).getAttribute('href')).toBe(
      '/app/templates/discover?favourite=1',
    );
    // The organisation's templates used so far; a member who may not read the plan sees the count alone.
    expect(await screen.findByText('4 templates used across Acme Studio')).toBeTruthy();
  });

  it('says what failed, and Retry loads the new templates', async () => {
    let fail = true;
    serve(() =>
      fail
        ? { status: 500, body: { message: 'Boom', code: ERROR_CODES.internal } }
        : { body: aPage(someTemplates(3)) },
    );
    renderInApp(<EntryPage />, { path: '/app/templates/entry' });
    expect(await screen.findByText('We couldn’t load the new templates')).toBeTruthy();
    fail = false;
    const newest = screen.getByRole('region', { name: 'New in the library' });
    await userEvent.click(within(newest).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'New templates' })).toBeTruthy();
  });

  it('tells someone without Ad Templates in the workspace that they have no access', async () => {
    serve(() => ({ body: aPage([]) }), ['drive']);
    renderInApp(<EntryPage />, { path: '/app/templates/entry' });
    expect(await screen.findByText("You don't have access to Ad Templates in this workspace")).toBeTruthy();
  });
});

describe('A seasonal page', () => {
  it('lists its season only, under its own header, with the filter panel', async () => {
    const listCalls = serve(() => ({ body: aPage(someTemplates(4)) }));
    renderInApp(<BfcmPage />, { path: '/app/templates/bfcm', route: '/app/templates/bfcm?theme=sale' });
    expect(
      await screen.findByRole('heading', { name: 'Black Friday and Cyber Monday', level: 1 }),
    ).toBeTruthy();
    const grid = await screen.findByRole('list', { name: 'Black Friday and Cyber Monday templates' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(4));
    expect(listCalls()[0]?.filters).toEqual({ themes: ['sale'], season: 'bfcm' });
  });
});
