import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../../test/fake-api.ts';
import { renderDashboard } from '../render-dashboard.tsx';
import { answer, anOverview, refs } from '../test-fixtures.ts';

configure({ asyncUtilTimeout: 8000 });
beforeEach(() => serveApi({}));
afterEach(stopServingApi);

describe('the overview menu', { timeout: 20_000 }, () => {
  it('shows today’s active ads, the launches, the median and the mixes', async () => {
    renderDashboard('overview', { answer: answer({ menu: 'overview', analytics: anOverview() }) });
    const today = await screen.findByRole('button', { name: /Running today/ });
    expect(today.textContent).toContain('16');
    expect(screen.getByRole('button', { name: /Launched in the period/ }).textContent).toContain('4');
    expect(screen.getByText('23 days')).toBeTruthy();
    expect(screen.getByText('Video')).toBeTruthy();
    expect(screen.getByText('Instagram')).toBeTruthy();
  });

  it('opens a day of the chart from its table', async () => {
    renderDashboard('overview', { answer: answer({ menu: 'overview', analytics: anOverview() }) });
    const panel = (await screen.findByRole('heading', { name: 'Active ads per day' })).closest('section');
    await userEvent.click(within(panel!).getByText('Table'));
    await userEvent.click(within(panel!).getByRole('button', { name: /^10 ads,/ }));
    expect(await screen.findByRole('dialog', { name: 'Active on Mar 4, 2026' })).toBeTruthy();
  });

  it('opens a platform’s ads', async () => {
    renderDashboard('overview', { answer: answer({ menu: 'overview', analytics: anOverview() }) });
    await userEvent.click(await screen.findByRole('button', { name: /^9 ads,/ }));
    expect(await screen.findByRole('dialog', { name: 'Platform: Instagram' })).toBeTruthy();
  });

  it('says when the brand ran nothing in the period', async () => {
    const quiet = anOverview({
      activePerDay: [{ day: '2026-03-10', ads: refs(0) }],
      newPerWeek: [],
      formatMix: [],
      platformMix: [],
      medianRunningDays: 0,
      liveAds: refs(0),
    });
    renderDashboard('overview', { answer: answer({ menu: 'overview', analytics: quiet }) });
    expect(await screen.findByText('No ads of this brand ran in the last 7 days.')).toBeTruthy();
  });
});
