import { newReportDefaults } from '@hookline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/index.ts';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aReportAd, aReportResult, aReportRow } from '../report/table/report-row-fixtures.ts';
import { aSnapshot } from '../snapshots/snapshot-fixtures.ts';
import { PublicSnapshotPage } from './PublicSnapshotPage.tsx';

afterEach(stopServingApi);

const SNAPSHOT = aSnapshot({
  _id: 'snap-1',
  name: 'Spring winners',
  createdAt: '2026-03-15T10:00:00.000Z',
  createdBy: null,
  report: {
    ...newReportDefaults('meta'),
    tableMetrics: ['spend', 'purchase_roas'],
    groupAdsBy: 'landing_page',
    adStatusColumnEnabled: true,
  },
  result: aReportResult(
    [
      aReportRow({
        groupId: 'https://shop.example/a',
        groupLabel: 'https://shop.example/a',
        adCount: 2,
        ad: aReportAd({ status: 'PAUSED' }),
        insights: { spend: 1234.5, purchase_roas: 3.1 },
      }),
    ],
    {
      currency: 'EUR',
      startDate: '2026-03-01',
      endDate: '2026-03-14',
      totals: { spend: 1234.5, purchase_roas: 3.1 },
    },
  ),
});

/** A fresh browser: no session at all. */
function serveSignedOut(answer: () => { status?: number; body: unknown }) {
  const calls = serveApi({ 'GET public/snapshots/snap-1': answer });
  tokenStore.clear();
  return calls;
}

function renderPage() {
  return renderInApp(<PublicSnapshotPage />, {
    path: '/share/snapshots/:snapshotId',
    route: '/share/snapshots/snap-1',
  });
}

describe('public snapshot page', () => {
  it('shows the frozen report, read-only, to a visitor without an account', async () => {
    serveSignedOut(() => ({ body: SNAPSHOT }));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Spring winners' })).toBeTruthy();
    expect(screen.getByLabelText('Hookline')).toBeTruthy();
    expect(screen.getByText('Mar 1, 2026 – Mar 14, 2026')).toBeTruthy();
    expect(screen.getByText('EUR')).toBeTruthy();
    expect(screen.getByText('Frozen on Mar 15, 2026')).toBeTruthy();

    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Landing page', 'Status', 'Spend', 'ROAS']);
    const row = within(table).getByText('https://shop.example/a').closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['https://shop.example/a2 ads', 'Paused', '€1,234.50', '3.10']);
    const total = within(table).getByText('Total').closest('tr')!;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '', '€1,234.50', '3.10']);
    // Read-only: nothing to select, sort, move or open; the frozen sort is still announced.
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(within(table).getByRole('columnheader', { name: 'Spend' }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    // The call went out without any account.
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('reads TikTok reports with the TikTok catalogue', async () => {
    serveSignedOut(() => ({
      body: {
        ...SNAPSHOT,
        report: { ...newReportDefaults('tiktok'), tableMetrics: ['spend', 'ctr'] },
        result: aReportResult([
          aReportRow({ groupId: 'g', groupLabel: 'Clip', insights: { spend: 10, ctr: 1.5 } }),
        ]),
      },
    }));
    renderPage();

    const row = within(await screen.findByRole('table'))
      .getByText('Clip')
      .closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Clip', '$10.00', '1.50%']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Ad name',
      'Spend',
      'CTR',
    ]);
  });

  it('says a deleted or unknown snapshot does not exist, without an error toast', async () => {
    serveSignedOut(() => ({ status: 404, body: { message: 'Not Found', code: 'NOT_FOUND' } }));
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'This snapshot doesn’t exist or was deleted' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Not Found')).toBeNull();
  });

  it('offers Retry when the snapshot could not be read', async () => {
    let failing = true;
    serveSignedOut(() =>
      failing
        ? { status: 500, body: { message: 'Internal Server Error', code: 'INTERNAL_ERROR' } }
        : { body: SNAPSHOT },
    );
    renderPage();

    const failed = await screen.findByText('We couldn’t load this snapshot');
    failing = false;
    const alert = failed.closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Spring winners' })).toBeTruthy();
  });
});
