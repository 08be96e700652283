import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { anOrganisation, aUser, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { DetectiveDashboardPage } from './DetectiveDashboardPage.tsx';
import { DetectiveTrackerPage } from './DetectiveTrackerPage.tsx';
import { aCadence, answer, anOverview, aTracker } from './test-fixtures.ts';

configure({ asyncUtilTimeout: 8000 });
afterEach(stopServingApi);

const PATH = '/app/library/detective/analytics/:brandId/:menuId';

function serve(trackers = [aTracker()]) {
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [aWorkspace({ _id: 'ws-1' })] } }),
    'GET userinfo': () => ({ body: aUser() }),
    'GET detective': () => ({ body: { data: trackers } }),
    'GET detective/det-1': () => ({ body: aTracker() }),
    'GET detective/det-1/analytics': (call: FakeCall) =>
      call.query.get('menu') === 'cadence'
        ? { body: answer({ menu: 'cadence', analytics: aCadence() }) }
        : { body: answer({ menu: 'overview', analytics: anOverview() }) },
  });
}

describe('DetectiveDashboardPage', { timeout: 20_000 }, () => {
  it('shows the workspace’s tracked brand, its menus as links and the overview of 365 days', async () => {
    const calls = serve();
    renderInApp(<DetectiveDashboardPage />, {
      path: PATH,
      route: '/app/library/detective/analytics/brand-1/overview',
    });
    expect(await screen.findByRole('heading', { name: 'Northwind Outfitters' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /northwind\.example/ }).getAttribute('href')).toBe(
      'https://northwind.example/',
    );
    const overview = screen.getByRole('link', { name: 'Overview' });
    expect(overview.getAttribute('aria-current')).toBe('page');
    expect(overview.getAttribute('data-tour')).toBe('detective-view-report');
    expect(screen.getByRole('link', { name: 'Copy & hooks' }).getAttribute('href')).toBe(
      '/app/library/detective/analytics/brand-1/copy',
    );
    expect(screen.getByRole('link', { name: /AI analysis/ }).getAttribute('href')).toBe(
      '/app/library/ai/detective',
    );
    await screen.findByText('Running today');
    const call = calls.find((item) => item.path === 'detective/det-1/analytics');
    expect(call?.query.get('duration')).toBe('365');
    expect(call?.query.get('menu')).toBe('overview');
    expect(calls.find((item) => item.path === 'detective')?.query.get('workspaceId')).toBe('ws-1');
  });

  it('keeps the duration in the address, and in the menus’ links', async () => {
    const calls = serve();
    const { router } = renderInApp(<DetectiveDashboardPage />, {
      path: PATH,
      route: '/app/library/detective/analytics/brand-1/cadence?duration=30',
    });
    await screen.findByText('Launches per day');
    expect(calls.find((item) => item.path === 'detective/det-1/analytics')?.query.get('duration')).toBe('30');
    await userEvent.click(screen.getByRole('combobox', { name: 'Duration' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 90 days' }));
    expect(router.state.location.search).toBe('?duration=90');
    expect(screen.getByRole('link', { name: 'Creatives' }).getAttribute('href')).toBe(
      '/app/library/detective/analytics/brand-1/creatives?duration=90',
    );
    await screen.findByText('Launches per day');
    expect(
      calls.some((item) => item.path === 'detective/det-1/analytics' && item.query.get('duration') === '90'),
    ).toBe(true);
  });

  it('says when the workspace doesn’t track the brand, and leads to Detective', async () => {
    serve([]);
    renderInApp(<DetectiveDashboardPage />, {
      path: PATH,
      route: '/app/library/detective/analytics/brand-9/overview',
    });
    expect(await screen.findByText('This brand isn’t tracked in this workspace')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Detective' }).getAttribute('href')).toBe(
      '/app/library/detective',
    );
  });

  it('says an unknown menu is not found', async () => {
    serve();
    renderInApp(<DetectiveDashboardPage />, {
      path: PATH,
      route: '/app/library/detective/analytics/brand-1/secrets',
    });
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('says what failed when the tracked brands don’t load', async () => {
    serveApi({
      'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
      'GET workspace': () => ({ body: { data: [aWorkspace({ _id: 'ws-1' })] } }),
      'GET detective': () => ({ status: 500, body: { message: 'Down', code: 'INTERNAL' } }),
    });
    renderInApp(<DetectiveDashboardPage />, {
      path: PATH,
      route: '/app/library/detective/analytics/brand-1/overview',
    });
    expect(await screen.findByText('We couldn’t load the tracked brands')).toBeTruthy();
  });
});

describe('DetectiveTrackerPage', { timeout: 20_000 }, () => {
  it('opens its brand’s overview', async () => {
    serve();
    const { router } = renderInApp(
      <Routes>
        <Route path=":detectiveId" element={<DetectiveTrackerPage />} />
        <Route path="analytics/:brandId/:menuId" element={<p>The dashboard</p>} />
      </Routes>,
      { path: '/app/library/detective/*', route: '/app/library/detective/det-1' },
    );
    expect(await screen.findByText('The dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/library/detective/analytics/brand-1/overview');
  });

  it('says when the tracker isn’t the workspace’s', async () => {
    serve();
    renderInApp(<DetectiveTrackerPage />, {
      path: '/app/library/detective/:detectiveId',
      route: '/app/library/detective/det-404',
    });
    expect(await screen.findByText('This brand isn’t tracked in this workspace')).toBeTruthy();
  });
});
