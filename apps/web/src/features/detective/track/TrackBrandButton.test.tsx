import { DETECTIVE_MESSAGES, type DetectiveTracker } from '@hookline/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { anOrganisation, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aTracker } from '../detective-fixtures.ts';
import { TrackBrandButton } from './TrackBrandButton.tsx';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(stopServingApi);

const BRAND = { _id: 'brand-1', name: 'Northwind Outdoor' };

function serve(
  options: {
    role?: 'admin' | 'guest';
    tracked?: boolean;
    track?: (call: FakeCall) => { status?: number; body: unknown };
  } = {},
) {
  let tracked: DetectiveTracker[] = options.tracked ? [aTracker()] : [];
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation({ role: 'org_member' })] } }),
    'GET workspace': () => ({ body: { data: [aWorkspace({ role: options.role ?? 'admin' })] } }),
    'GET detective': () => ({ body: { data: tracked } }),
    'GET organisation/org-1/detective-count': () => ({ body: { count: tracked.length } }),
    'POST detective':
      options.track ??
      (() => {
        tracked = [aTracker()];
        return { body: { ...aTracker(), created: true, message: DETECTIVE_MESSAGES.tracked(BRAND.name) } };
      }),
  });
}

const renderButton = () =>
  renderInApp(<TrackBrandButton brand={BRAND} />, {
    path: '/app/library/brands',
    route: '/app/library/brands?brandId=brand-1',
  });

describe('Track on a brand’s page', () => {
  it('tracks the brand in the active workspace, then leads to its dashboard', async () => {
    const calls = serve();
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Northwind Outdoor is now tracked')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      workspaceId: 'ws-1',
      brandId: 'brand-1',
    });
    const tracked = await screen.findByRole('link', { name: /^Tracked/ });
    expect(tracked.getAttribute('href')).toBe('/app/library/detective/analytics/brand-1/overview');
  });

  it('says "Tracked" for a brand the workspace already tracks', async () => {
    serve({ tracked: true });
    renderButton();
    expect(
      await screen.findByRole('link', { name: 'Tracked: open Northwind Outdoor’s Detective dashboard' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Track' })).toBeNull();
  });

  it('shows a guest why it can’t track, and sends nothing', async () => {
    const calls = serve({ role: 'guest' });
    renderButton();
    const button = await screen.findByRole('button', { name: /^Track/ });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Guests can read Detective but not track brands',
    );
    await userEvent.click(button);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('opens the limit dialog when the plan refuses', async () => {
    serve({
      track: () => ({
        status: 403,
        body: { message: DETECTIVE_MESSAGES.limitReached(3), code: 'PLAN_LIMIT_REACHED' },
      }),
    });
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Track' }));
    const limit = await screen.findByRole('dialog', { name: 'You have reached the limit' });
    expect(limit.textContent).toContain(DETECTIVE_MESSAGES.limitReached(3));
  });
});
