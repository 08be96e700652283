import { type Product } from '@hookline/domain';
import { AppShell } from '@mantine/core';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { aBillingAccess, aUser, aWorkspace, anOrganisation } from '../../../test/fixtures.ts';
import { beforeTemplates } from '../../../test/released-modules.tsx';
import { renderInApp } from '../../../test/render.tsx';
import { Sidebar } from './Sidebar.tsx';

afterEach(stopServingApi);

function renderSidebar(
  blockedModules: Product[],
  products?: Product[],
  asReleased: (ui: ReactNode) => ReactNode = (ui) => ui,
) {
  const workspace = aWorkspace({ _id: 'ws-1', name: 'Spring campaign', ...(products && { products }) });
  serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [workspace] } }),
    'GET subscriptions/access': () => ({ body: aBillingAccess({ blockedModules }) }),
  });
  renderInApp(
    asReleased(
      <AppShell navbar={{ width: 280, breakpoint: 0 }}>
        <Sidebar user={aUser()} collapsed={false} onToggle={() => undefined} />
      </AppShell>,
    ),
    { path: '/app/x' },
  );
}

describe('the modules in the sidebar', () => {
  it('marks the modules billing has blocked with a lock, and they still open to say why', async () => {
    renderSidebar(['inspiration', 'analytics']);
    const analytics = await screen.findByRole('link', { name: 'Analytics (blocked)' });
    expect(analytics.getAttribute('href')).toBe('/app/analytics/ws-1');
    expect(screen.getByRole('button', { name: /^Inspiration\s*\(blocked\)$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Creative Hub' })).toBeTruthy();
  });

  it('marks nothing while every module is open', async () => {
    renderSidebar([]);
    expect(await screen.findByRole('link', { name: 'Analytics' })).toBeTruthy();
    expect(screen.queryByText('(blocked)')).toBeNull();
  });

  it("opens Detective's pages, which are the active workspace's, under the module", async () => {
    renderSidebar([], ['inspiration', 'detective', 'analytics']);
    const tracked = await screen.findByRole('link', { name: 'Tracked brands' });
    expect(tracked.getAttribute('href')).toBe('/app/library/detective');
    expect(screen.getByRole('link', { name: 'AI analysis' }).getAttribute('href')).toBe(
      '/app/library/ai/detective',
    );
    expect(screen.queryByRole('button', { name: 'Detective Soon' })).toBeNull();
  });

  it("says Detective's pages aren't part of a grant without it", async () => {
    renderSidebar([], ['inspiration', 'analytics']);
    await screen.findByRole('link', { name: 'Analytics' });
    expect(
      screen.getByRole('button', {
        name: "Tracked brands (Tracked brands isn't part of your access in this workspace)",
      }),
    ).toBeTruthy();
  });

  it('shows a module the released list marks as not released as Soon, never as a link', async () => {
    renderSidebar([], undefined, beforeTemplates);
    await screen.findByRole('link', { name: 'Analytics' });
    const entry = screen.getByRole('button', { name: 'Ad Templates Soon' });
    expect(entry.hasAttribute('disabled') || entry.getAttribute('data-disabled') === 'true').toBe(true);
    expect(screen.queryByRole('link', { name: 'All templates' })).toBeNull();
  });

  it('shows every module of today as released, Tools with its hook generator', async () => {
    renderSidebar([]);
    expect((await screen.findByRole('link', { name: 'Hook generator' })).getAttribute('href')).toBe(
      '/app/tools/hook-generator',
    );
    expect(screen.queryByText('Soon')).toBeNull();
  });
});
