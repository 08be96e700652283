import type { TourData } from '@hookline/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopServingApi } from '../../test/fake-api.ts';
import { aUser, aWorkspace, anOrganisation } from '../../test/fixtures.ts';
import { brandCssVariables, theme } from '../../ui/theme/theme.ts';
import { GuidedTour } from './GuidedTour.tsx';

/*
 * The tour over a stand-in app whose pages carry some of the tour's targets: Home (create-workspace),
 * Inspiration (create-boards), Settings' Fields and Tags, Discover (save-to-board, view-ad-details) and the
 * Creative Hub (upload-files). Nobody saved an ad or uploaded a file, and Detective has no tracked brand:
 * those steps have no target and are skipped.
 */

const TARGETS: Record<string, string[]> = {
  '/app': ['create-workspace'],
  '/app/inspirations/ws-1': ['create-boards'],
  '/app/settings?TAB=workspace-fields': ['custom-fields'],
  '/app/settings?TAB=workspace-tags': ['tags'],
  '/app/library/discover': ['save-to-board', 'view-ad-details'],
  '/app/drive/ws-1': ['upload-files'],
};

function StandInPage() {
  const location = useLocation();
  const targets = TARGETS[`${location.pathname}${location.search}`] ?? TARGETS[location.pathname] ?? [];
  return (
    <main data-testid="page" data-path={location.pathname}>
      {location.pathname === '/app' && <div data-tour-home>Home</div>}
      {targets.map((target) => (
        <button key={target} type="button" data-tour={target}>
          {target}
        </button>
      ))}
    </main>
  );
}

function serveTour(tour: TourData) {
  return serveApi({
    'GET userinfo': () => ({ body: aUser({ tour }) }),
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [aWorkspace()] } }),
    'POST inspiration/team/list-items': () => ({ body: { files: [], total: 0 } }),
    'POST assets/workspace/ws-1/library': () => ({ body: { data: [], total: 0 } }),
    'PUT users/user-1/tour': (call) => ({ body: { ...tour, ...(call.body as object) } }),
  });
}

/** The tour beside the stand-in app's pages, inside the router, as the app mounts it. */
function renderTourInLayout(route = '/app') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <StandInPage />
            <GuidedTour targetWaitMs={60} />
          </>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: [route] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme} cssVariablesResolver={brandCssVariables} env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const DUE: TourData = { init: true, completed: false, skipped: false };
const step = (n: number) => new RegExp(`^Step ${n} of 15`);
const tourPuts = (calls: ReturnType<typeof serveApi>) =>
  calls.filter((call) => call.method === 'PUT' && call.path === 'users/user-1/tour').map((call) => call.body);

beforeEach(() => {
  // jsdom lays nothing out: the tour's targets get a box, everything else none.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.dataset['tour'] ? new DOMRect(80, 120, 140, 36) : new DOMRect(0, 0, 0, 0);
  });
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
});

afterEach(() => {
  stopServingApi();
  vi.restoreAllMocks();
});

describe('GuidedTour', () => {
  it('walks the steps on screen in order, skips those without a target, and completes on the server', async () => {
    const calls = serveTour(DUE);
    const router = renderTourInLayout();

    const first = await screen.findByRole('dialog', { name: /Step 1 of 15 One workspace per brand/ });
    expect(first.getAttribute('aria-describedby')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getByTestId('tour-spotlight')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: step(2) })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/inspirations/ws-1');

    // Board asset and comments need a saved ad: nobody saved one, so the tour goes on to custom fields.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: step(5) })).toBeTruthy();
    expect(router.state.location.search).toBe('?TAB=workspace-fields');

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: step(6) })).toBeTruthy();
    // Discover's menu entry is in the app's sidebar, which this stand-in has not: skipped.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: step(8) })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/library/discover');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: step(9) })).toBeTruthy();

    // No tracked brand on Detective: both of its steps are skipped after a short wait.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: step(12) })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/drive/ws-1');
    expect(tourPuts(calls)).toEqual([]);

    // Versions, annotation and share link need a file: none, so Next ends the tour.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(tourPuts(calls)).toEqual([{ completed: true }]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('tour-spotlight')).toBeNull();
  });

  it('goes back to the previous step shown with Back and the left arrow', async () => {
    serveTour(DUE);
    const router = renderTourInLayout();
    await screen.findByRole('dialog', { name: step(1) });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: step(2) });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByRole('dialog', { name: step(5) });

    // Back skips the steps that had no target on the way.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: step(2) })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/inspirations/ws-1');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await screen.findByRole('dialog', { name: step(1) })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
  });

  it('is skipped with Esc, and the server is told', async () => {
    const calls = serveTour(DUE);
    renderTourInLayout();
    await screen.findByRole('dialog', { name: step(1) });
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(tourPuts(calls)).toEqual([{ skipped: true }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is skipped with its Skip tour button', async () => {
    const calls = serveTour(DUE);
    renderTourInLayout();
    await screen.findByRole('dialog', { name: step(1) });
    fireEvent.click(screen.getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(tourPuts(calls)).toEqual([{ skipped: true }]));
  });

  it('leaves arrows typed into a field alone', async () => {
    serveTour(DUE);
    renderTourInLayout();
    await screen.findByRole('dialog', { name: step(1) });
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'ArrowRight' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.getByRole('dialog', { name: step(1) })).toBeTruthy();
    field.remove();
  });

  it.each([
    ['completed', { init: true, completed: true, skipped: false }],
    ['skipped', { init: true, completed: false, skipped: true }],
    ['not started for this account', { init: false, completed: false, skipped: false }],
  ])('is not shown when %s', async (_, tour) => {
    const calls = serveTour(tour);
    renderTourInLayout();
    await waitFor(() => expect(calls.some((call) => call.path === 'userinfo')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the card away when the user leaves the step’s page on their own', async () => {
    serveTour(DUE);
    const router = renderTourInLayout();
    await screen.findByRole('dialog', { name: step(1) });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: step(2) });
    await act(() => router.navigate('/app/library/discover'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back on Home, the tour starts again from the first step.
    await act(() => router.navigate('/app'));
    expect(await screen.findByRole('dialog', { name: step(1) })).toBeTruthy();
  });
});
