import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../../test/fake-api.ts';
import { renderDashboard } from '../render-dashboard.tsx';
import { answer, refs, someCreatives } from '../test-fixtures.ts';

configure({ asyncUtilTimeout: 8000 });
beforeEach(() => serveApi({}));
afterEach(stopServingApi);

describe('the creatives menu', { timeout: 20_000 }, () => {
  it('lists the longest running ads and opens one in the drawer', async () => {
    renderDashboard('creatives', { answer: answer({ menu: 'creatives', analytics: someCreatives() }) });
    const list = await screen.findByRole('list', { name: 'Longest running ads' });
    expect(within(list).getByText(/130 days · since Nov 1, 2025, running/)).toBeTruthy();
    await userEvent.click(within(list).getAllByRole('button')[0]!);
    expect(await screen.findByText('Drawer of long-1')).toBeTruthy();
  });

  it('shows the cohorts of the ads running today', async () => {
    renderDashboard('creatives', { answer: answer({ menu: 'creatives', analytics: someCreatives() }) });
    expect(await screen.findByText('60 days or more')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^5 ads,/ }));
    expect(await screen.findByRole('dialog', { name: 'Running today for 15 to 59 days' })).toBeTruthy();
  });

  it('explains each survival rate by the ads old enough to reach it, and that it shows bets', async () => {
    renderDashboard('creatives', { answer: answer({ menu: 'creatives', analytics: someCreatives() }) });
    const table = await screen.findByRole('table', { name: 'Survival rates' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('50%');
    expect(rows[1]!.textContent).toContain('4 ads launched 7 days ago or more');
    expect(rows[2]!.textContent).toContain('None launched long enough ago');
    expect(screen.getByText(/"ran at least N days" among the ads launched at least N days ago/)).toBeTruthy();
    expect(screen.getByText(/its bets, not how the ads performed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Still running/ }).textContent).toContain('75%');
  });

  it('says when nothing ran in the period', async () => {
    const quiet = someCreatives({
      longestRunning: [],
      newInPeriod: refs(0),
      cohorts: someCreatives().cohorts.map((cohort) => ({ ...cohort, ads: refs(0) })),
    });
    renderDashboard('creatives', { answer: answer({ menu: 'creatives', analytics: quiet }) });
    expect(await screen.findByText('No ads of this brand ran in the last 7 days.')).toBeTruthy();
  });
});
