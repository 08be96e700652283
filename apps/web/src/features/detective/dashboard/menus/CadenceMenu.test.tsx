import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../../test/fake-api.ts';
import { renderDashboard } from '../render-dashboard.tsx';
import { aCadence, answer, refs } from '../test-fixtures.ts';

configure({ asyncUtilTimeout: 8000 });
beforeEach(() => serveApi({}));
afterEach(stopServingApi);

describe('the cadence menu', { timeout: 20_000 }, () => {
  it('totals the launches and the burst days', async () => {
    renderDashboard('cadence', { answer: answer({ menu: 'cadence', analytics: aCadence() }) });
    expect((await screen.findByText('Launches')).parentElement?.textContent).toContain('8');
    expect(screen.getByText('Burst days').parentElement?.textContent).toContain('1');
    expect(screen.getByRole('button', { name: /Busiest day/ }).textContent).toContain('Mar 6, 2026');
  });

  it('marks the burst days in the table and opens a day’s launches', async () => {
    renderDashboard('cadence', { answer: answer({ menu: 'cadence', analytics: aCadence() }) });
    await userEvent.click(await screen.findByText('Table'));
    const table = screen.getByRole('table', { name: 'Launches' });
    const burst = within(table).getByText('Burst').closest('tr')!;
    expect(burst.textContent).toContain('Launched on Mar 6, 2026');
    await userEvent.click(within(burst).getByRole('button', { name: /^5 ads,/ }));
    expect(await screen.findByRole('dialog', { name: 'Launched on Mar 6, 2026' })).toBeTruthy();
  });

  it('says when the brand launched nothing', async () => {
    const quiet = aCadence({
      launchesPerDay: aCadence().launchesPerDay.map((day) => ({ ...day, burst: false, ads: refs(0) })),
      launches: 0,
      burstDays: 0,
    });
    renderDashboard('cadence', { answer: answer({ menu: 'cadence', analytics: quiet }) });
    expect(await screen.findByText('This brand launched no ad in the last 7 days.')).toBeTruthy();
  });
});
