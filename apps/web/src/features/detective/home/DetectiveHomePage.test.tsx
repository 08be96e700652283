import { DETECTIVE_MESSAGES, type DetectiveTracker } from '@hookline/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { holdCalls } from '../../../test/hold-calls.ts';
import { anOrganisation, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aTracker, anActiveSubscriptions, TRACKERS } from '../detective-fixtures.ts';
import { DetectiveHomePage } from './DetectiveHomePage.tsx';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(stopServingApi);

type Answer = { status?: number; body: unknown };

interface ServeOptions {
  role?: 'admin' | 'guest';
  orgRole?: 'org_admin' | 'org_member';
  list?: () => Answer;
  track?: (call: FakeCall) => Answer;
}

/** A server that remembers what is tracked: its list follows tracks and removals. */
function serve({ role = 'admin', orgRole = 'org_admin', list, track }: ServeOptions = {}) {
  let tracked: DetectiveTracker[] = [...TRACKERS];
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation({ role: orgRole })] } }),
    'GET workspace': () => ({ body: { data: [aWorkspace({ role })] } }),
    'GET detective': list ?? (() => ({ body: { data: tracked } })),
    'GET organisation/org-1/detective-count': () => ({ body: { count: tracked.length } }),
    'GET subscriptions/active': () => ({ body: anActiveSubscriptions(10) }),
    'DELETE detective/tracker-1': () => {
      tracked = tracked.filter((tracker) => tracker._id !== 'tracker-1');
      return { body: { _id: 'tracker-1', message: DETECTIVE_MESSAGES.untracked('Northwind Outdoor') } };
    },
    'POST detective':
      track ??
      (() => {
        const tracker = aTracker({
          _id: 'tracker-9',
          brandId: 'brand-9',
          brand: { _id: 'brand-9', name: 'Fjord Socks', logoURL: null, website: 'fjord-socks.example' },
          trend: [],
          createdAt: '2026-11-29T10:00:00.000Z',
        });
        tracked = [...tracked, tracker];
        return { body: { ...tracker, created: true, message: DETECTIVE_MESSAGES.tracked('Fjord Socks') } };
      }),
    'GET brands/autocomplete': () => ({
      body: {
        data: [
          { _id: 'brand-9', name: 'Fjord Socks', logoURL: null },
          { _id: 'brand-1', name: 'Northwind Outdoor', logoURL: null },
        ],
      },
    }),
  });
}

const renderHome = (query = '') =>
  renderInApp(<DetectiveHomePage />, {
    path: '/app/library/detective',
    route: `/app/library/detective${query}`,
  });

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Tracked brands' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-labelledby') && within(card).getAllByRole('link')[0]?.textContent);

describe("Detective's home", () => {
  it('shows a skeleton, then each tracked brand with its ads, momentum and trend, newest first', async () => {
    serve();
    const release = holdCalls(/GET .*\/detective\?/);
    renderHome();
    expect(await screen.findByRole('status', { name: 'Loading the tracked brands' })).toBeTruthy();
    release();

    const list = await screen.findByRole('list', { name: 'Tracked brands' });
    expect(cardNames()).toEqual(['Cobalt Skincare', 'Northwind Outdoor', 'Bluebird Coffee']);
    const northwind = within(list).getByRole('article', { name: 'Northwind Outdoor' });
    expect(within(northwind).getByText('Active ads').nextSibling?.textContent).toBe('31');
    expect(within(northwind).getByText('New in 7 days').nextSibling?.textContent).toBe('+6');
    expect(within(northwind).getByText('Scaling up +19 (158%) in 30 days')).toBeTruthy();
    expect(within(northwind).getByRole('img', { name: 'Active ads over 30 days: 12 → 31' })).toBeTruthy();
    expect(within(northwind).getByRole('link', { name: 'Northwind Outdoor' }).getAttribute('href')).toBe(
      '/app/library/detective/analytics/brand-1/overview',
    );
    expect(
      within(northwind)
        .getByRole('link', { name: /northwind-outdoor\.example/ })
        .getAttribute('target'),
    ).toBe('_blank');
    const bluebird = within(list).getByRole('article', { name: 'Bluebird Coffee' });
    expect(within(bluebird).getByText('Pulling back −12 (23%) in 30 days')).toBeTruthy();

    // A brand tracked today has no snapshots yet: the card says so instead of an empty chart.
    const cobalt = within(list).getByRole('article', { name: 'Cobalt Skincare' });
    expect(within(cobalt).getByText(/No trend yet/)).toBeTruthy();
    expect(within(cobalt).queryByRole('img')).toBeNull();

    // The Monday question, answered above the cards.
    expect(screen.getByText('Scaling up over 30 days:')).toBeTruthy();
    // The tour's targets sit on the first card only.
    expect(document.querySelectorAll('[data-tour="detective-item"]')).toHaveLength(1);
    expect(cobalt.getAttribute('data-tour')).toBe('detective-item');
    const report = document.querySelector('[data-tour="detective-view-report"]');
    expect(report?.getAttribute('href')).toBe('/app/library/detective/analytics/brand-3/overview');
    expect(report?.textContent).toBe('View report');

    expect(await screen.findByText('3 of 10 tracked brands across Acme Studio')).toBeTruthy();
    expect(screen.getByText(/Spy data shows what a brand bets on, not what works for it/)).toBeTruthy();
  });

  it('shows the count alone to a member who may not read the plan', async () => {
    const calls = serve({ orgRole: 'org_member' });
    renderHome();
    expect(await screen.findByText('3 tracked brands across Acme Studio')).toBeTruthy();
    expect(calls.some((call) => call.path === 'subscriptions/active')).toBe(false);
  });

  it('says what to do first when nothing is tracked', async () => {
    serve({ list: () => ({ body: { data: [] } }) });
    renderHome();
    expect(await screen.findByText('No brands tracked yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Track your first brand' }));
    expect(await screen.findByRole('dialog', { name: 'Track a brand' })).toBeTruthy();
  });

  it('says what failed, and Retry loads the list', async () => {
    let fail = true;
    serve({
      list: () =>
        fail ? { status: 500, body: { message: 'Boom', code: 'INTERNAL' } } : { body: { data: TRACKERS } },
    });
    renderHome();
    expect(await screen.findByText('We couldn’t load the tracked brands')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Tracked brands' })).toBeTruthy();
  });

  it('searches by name, says when nothing matches, and sorts', async () => {
    const { router } = renderHome();
    serve();
    await screen.findByRole('list', { name: 'Tracked brands' });

    await userEvent.type(screen.getByRole('textbox', { name: 'Search tracked brands' }), 'blue{Enter}');
    await waitFor(() => expect(cardNames()).toEqual(['Bluebird Coffee']));
    expect(screen.getByText('1 of 3 brands')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=blue');

    await userEvent.clear(screen.getByRole('textbox', { name: 'Search tracked brands' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search tracked brands' }), 'zzz{Enter}');
    expect(await screen.findByText('No tracked brand matches “zzz”')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show all tracked brands' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));

    const sortBy = async (label: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
      await userEvent.click(await screen.findByRole('option', { name: label }));
    };
    await sortBy('Most active ads');
    await waitFor(() =>
      expect(cardNames()).toEqual(['Bluebird Coffee', 'Northwind Outdoor', 'Cobalt Skincare']),
    );
    await sortBy('Most new ads');
    await waitFor(() =>
      expect(cardNames()).toEqual(['Cobalt Skincare', 'Northwind Outdoor', 'Bluebird Coffee']),
    );
    await sortBy('Fastest growing');
    await waitFor(() =>
      expect(cardNames()).toEqual(['Northwind Outdoor', 'Bluebird Coffee', 'Cobalt Skincare']),
    );
    await sortBy('Name');
    await waitFor(() =>
      expect(cardNames()).toEqual(['Bluebird Coffee', 'Cobalt Skincare', 'Northwind Outdoor']),
    );
    expect(router.state.location.search).toBe('?sort=name');
  });

  it('removes a brand after asking, in the server’s words', async () => {
    const calls = serve();
    renderHome();
    await screen.findByRole('list', { name: 'Tracked brands' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Northwind Outdoor' }));
    const confirm = await screen.findByRole('dialog', { name: 'Stop tracking this brand?' });
    expect(confirm.textContent).toContain('The brand and its ads stay in the library');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Northwind Outdoor is no longer tracked')).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(['Cobalt Skincare', 'Bluebird Coffee']));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      'detective/tracker-1',
    ]);
    expect(await screen.findByText('2 of 10 tracked brands across Acme Studio')).toBeTruthy();
  });

  it('tracks a brand of the library, toasts the server’s message and lists it', async () => {
    const calls = serve();
    renderHome();
    await screen.findByRole('list', { name: 'Tracked brands' });
    await userEvent.click(screen.getByRole('button', { name: 'Track a brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track a brand' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Brand' }), 'fj');
    // A brand already tracked is offered, marked, but can't be chosen again.
    expect(
      (await screen.findByRole('option', { name: 'Northwind Outdoor (tracked)' })).getAttribute(
        'aria-disabled',
      ),
    ).toBe('true');
    await userEvent.click(await screen.findByRole('option', { name: 'Fjord Socks' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Track brand' }));

    expect(await screen.findByText('Fjord Socks is now tracked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Track a brand' })).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      workspaceId: 'ws-1',
      brandId: 'brand-9',
    });
    expect(await screen.findByRole('article', { name: 'Fjord Socks' })).toBeTruthy();
  });

  it('says the server’s refusal beside the field, and checks an empty field before asking', async () => {
    const calls = serve({
      track: () => ({
        status: 400,
        body: { message: DETECTIVE_MESSAGES.domainInvalid, code: 'VALIDATION_ERROR' },
      }),
    });
    renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'Track a brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track a brand' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Website' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Track brand' }));
    expect(await within(dialog).findByText(DETECTIVE_MESSAGES.domainInvalid)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Website domain' }), 'not a domain');
    expect(within(dialog).queryByText(DETECTIVE_MESSAGES.domainInvalid)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Track brand' }));
    expect(await within(dialog).findByText(DETECTIVE_MESSAGES.domainInvalid)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      workspaceId: 'ws-1',
      domain: 'not a domain',
    });
  });

  it('opens the limit dialog when the plan refuses', async () => {
    serve({
      track: () => ({
        status: 403,
        body: { message: DETECTIVE_MESSAGES.limitReached(3), code: 'PLAN_LIMIT_REACHED' },
      }),
    });
    renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'Track a brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track a brand' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Meta or TikTok page' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Page URL' }),
      'https://www.tiktok.com/@fjord',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Track brand' }));
    const limit = await screen.findByRole('dialog', { name: 'You have reached the limit' });
    expect(limit.textContent).toContain(DETECTIVE_MESSAGES.limitReached(3));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Track a brand' })).toBeNull());
  });

  it('lets a guest read, but neither track nor remove', async () => {
    serve({ role: 'guest', orgRole: 'org_member' });
    renderHome();
    await screen.findByRole('list', { name: 'Tracked brands' });
    expect(screen.queryByRole('button', { name: 'Track a brand' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^View report on / })).toHaveLength(3);
  });
});
