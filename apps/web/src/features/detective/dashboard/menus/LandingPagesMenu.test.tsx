import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../../test/fake-api.ts';
import { renderDashboard } from '../render-dashboard.tsx';
import { answer, someLandingPages } from '../test-fixtures.ts';

configure({ asyncUtilTimeout: 8000 });
beforeEach(() => serveApi({}));
afterEach(stopServingApi);

describe('the landing pages menu', { timeout: 20_000 }, () => {
  it('lists each page with its ads, first and last day and days live', async () => {
    renderDashboard('landing-pages', {
      answer: answer({ menu: 'landing-pages', analytics: someLandingPages() }),
    });
    const table = await screen.findByRole('table', { name: 'Landing pages' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getByRole('link', { name: /northwind\.example\/trail/ })
        .getAttribute('href'),
    ).toBe('https://northwind.example/trail');
    expect(row.textContent).toContain('Jan 2, 2026');
    expect(row.textContent).toContain('Mar 10, 2026');
    expect(row.textContent).toContain('68 days');
    await userEvent.click(within(row).getByRole('button', { name: /^6 ads,/ }));
    expect(await screen.findByRole('dialog', { name: 'northwind.example/trail' })).toBeTruthy();
  });

  it('says when no ad links anywhere', async () => {
    renderDashboard('landing-pages', {
      answer: answer({ menu: 'landing-pages', analytics: someLandingPages({ pages: [] }) }),
    });
    expect(await screen.findByText('No landing page in the ads of the last 7 days.')).toBeTruthy();
  });
});
