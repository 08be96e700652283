import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../../test/fake-api.ts';
import { renderDashboard } from '../render-dashboard.tsx';
import { answer, someCopy } from '../test-fixtures.ts';

configure({ asyncUtilTimeout: 8000 });
beforeEach(() => serveApi({}));
afterEach(stopServingApi);

describe('the copy menu', { timeout: 20_000 }, () => {
  it('quotes the opening lines verbatim with their ads', async () => {
    renderDashboard('copy', { answer: answer({ menu: 'copy', analytics: someCopy() }) });
    const lines = await screen.findByRole('list', { name: 'Opening lines' });
    expect(within(lines).getByText('“Stop wasting money on shoes that fall apart.”')).toBeTruthy();
    await userEvent.click(within(lines).getByRole('button', { name: /^5 ads,/ }));
    expect(
      await screen.findByRole('dialog', { name: '“Stop wasting money on shoes that fall apart.”' }),
    ).toBeTruthy();
  });

  it('opens a hook of one ad straight in the drawer', async () => {
    renderDashboard('copy', { answer: answer({ menu: 'copy', analytics: someCopy() }) });
    const lines = await screen.findByRole('list', { name: 'Opening lines' });
    await userEvent.click(within(lines).getByRole('button', { name: /^1 ad,/ }));
    expect(await screen.findByText('Drawer of hook-b-1')).toBeTruthy();
  });

  it('shows phrases, offers with their examples, and calls to action', async () => {
    renderDashboard('copy', { answer: answer({ menu: 'copy', analytics: someCopy() }) });
    await userEvent.click(await screen.findByRole('button', { name: 'trail shoes · 7' }));
    expect(await screen.findByRole('dialog', { name: '“trail shoes”' })).toBeTruthy();
    expect(screen.getByText('Percentage off')).toBeTruthy();
    expect(screen.getByText('“20% off”, “30% off”')).toBeTruthy();
    expect(screen.getByText('Shop Now')).toBeTruthy();
  });

  it('says when the period holds no copy', async () => {
    const silent = someCopy({ openingLines: [], phrases: [], offers: [], ctas: [] });
    renderDashboard('copy', { answer: answer({ menu: 'copy', analytics: silent }) });
    expect(await screen.findByText('No ad copy of this brand in the last 7 days.')).toBeTruthy();
  });
});
