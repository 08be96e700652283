import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { renderDashboard } from './render-dashboard.tsx';
import { answer, anOverview, aCadence, refs } from './test-fixtures.ts';

configure({ asyncUtilTimeout: 8000 });
// The ads' lists read each ad from the library; unknown here, they show by their ids.
beforeEach(() => serveApi({}));
afterEach(stopServingApi);

describe('DetectiveDashboard', { timeout: 20_000 }, () => {
  it('asks its source for the menu and duration it shows', async () => {
    const { load } = renderDashboard('overview', {
      answer: answer({ menu: 'overview', analytics: anOverview() }),
    });
    expect(await screen.findByText('Running today')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('overview', 30, expect.any(AbortSignal));
  });

  it('shows a skeleton while the menu loads, never an empty state', () => {
    renderDashboard('cadence', { load: () => new Promise(() => undefined) });
    expect(screen.getByTestId('detective-menu-skeleton')).toBeTruthy();
    expect(screen.queryByText(/launched no ad/)).toBeNull();
  });

  it('says what failed to load and loads it again on Retry', async () => {
    let calls = 0;
    renderDashboard('cadence', {
      load: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new Error('down'))
          : Promise.resolve(answer({ menu: 'cadence', analytics: aCadence() }));
      },
    });
    expect(await screen.findByText('We couldn’t load the cadence')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Launches per day')).toBeTruthy();
  });

  it('opens a figure of many ads as their list, says when only the newest are listed, and opens one in the drawer', async () => {
    renderDashboard('overview', { answer: answer({ menu: 'overview', analytics: anOverview() }) });
    await userEvent.click(await screen.findByRole('button', { name: /Live in the period/ }));
    const list = await screen.findByRole('dialog', { name: 'Live in the period' });
    expect(within(list).getByText('120 ads: the 50 newest are listed here.')).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(50);
    await userEvent.click(within(items[0]!).getByRole('button'));
    expect(await screen.findByText('Drawer of live-1')).toBeTruthy();
    // Closing the drawer goes back to the list it was opened from.
    await userEvent.click(screen.getByRole('button', { name: 'Close drawer' }));
    expect(await screen.findByRole('dialog', { name: 'Live in the period' })).toBeTruthy();
  }, 20_000);

  it('opens a figure of one ad straight in the drawer', async () => {
    renderDashboard('overview', {
      answer: answer({ menu: 'overview', analytics: anOverview({ liveAds: refs(1, 'only') }) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Live in the period/ }));
    expect(await screen.findByText('Drawer of only-1')).toBeTruthy();
  });

  it('on a public page lists a figure’s ads without opening the library', async () => {
    renderDashboard(
      'overview',
      { answer: answer({ menu: 'overview', analytics: anOverview({ liveAds: refs(1, 'only') }) }) },
      { readOnly: true },
    );
    await userEvent.click(await screen.findByRole('button', { name: /Live in the period/ }));
    const list = await screen.findByRole('dialog', { name: 'Live in the period' });
    expect(within(list).queryByRole('button', { name: /only-1/ })).toBeNull();
    expect(within(list).getAllByText('Ad only-1').length).toBeGreaterThan(0);
    expect(screen.queryByText('Drawer of only-1')).toBeNull();
  });
});
