import type { ReportRow } from '@hookline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render.tsx';
import { ROW_PALETTE } from '../selection-colours.ts';
import { aReportAd, aReportRow, metaCatalogue } from './report-row-fixtures.ts';
import { ReportTable, type ReportTableProps } from './ReportTable.tsx';

const COLUMNS = ['spend', 'inline_link_click_ctr', 'purchase_roas', 'purchases'];
const CATALOGUE = metaCatalogue(COLUMNS);

const ROWS: ReportRow[] = [
  aReportRow({
    groupId: 'g1',
    groupLabel: 'UGC unboxing',
    adCount: 3,
    insights: { spend: 1234.5, inline_link_click_ctr: 2.345, purchase_roas: 3.1, purchases: 12045 },
    colors: {
      purchase_roas: { tone: 'better', lightness: 82, css: 'hsl(120, 70%, 82%)' },
      spend: null,
    },
  }),
  aReportRow({
    groupId: 'g2',
    groupLabel: 'Founder story',
    insights: { spend: 0, inline_link_click_ctr: null, purchase_roas: 0.5, purchases: 3 },
  }),
];

function renderTable(props: Partial<ReportTableProps> = {}) {
  return renderInApp(
    <ReportTable
      rows={ROWS}
      columns={COLUMNS}
      catalogue={CATALOGUE}
      currency="USD"
      groupLabel="Ad name"
      {...props}
    />,
  );
}

const rowOf = (label: string) => {
  const row = screen.getByText(label).closest('tr');
  if (!row) throw new Error(`no row for ${label}`);
  return row;
};
const cellsOf = (label: string) =>
  within(rowOf(label))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ReportTable', () => {
  it('shows the metrics by short name, their values formatted in the currency, and the totals', () => {
    renderTable({
      totals: { spend: 1234.5, inline_link_click_ctr: 2.1, purchase_roas: 2.9, purchases: 12048 },
    });

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Ad name', 'Spend', 'CTR', 'ROAS', 'Purchases']);
    expect(cellsOf('UGC unboxing')).toEqual(['UGC unboxing3 ads', '$1,234.50', '2.35%', '3.10', '12,045']);
    // Currency drops its decimals at zero; a missing value shows the empty dash.
    expect(cellsOf('Founder story')).toEqual(['Founder story', '$0', '-', '0.50', '3']);
    expect(cellsOf('Total')).toEqual(['Total', '$1,234.50', '2.10%', '2.90', '12,048']);
  });

  it('formats in the account currency', () => {
    renderTable({ currency: 'EUR' });
    expect(cellsOf('UGC unboxing')[1]).toBe('€1,234.50');
  });

  it("paints a cell with the server's colour and keeps its text dark enough to read", () => {
    renderTable();
    const roas = within(rowOf('UGC unboxing')).getByText('3.10');
    expect(roas.style.getPropertyValue('--cell-bg')).toBe('hsl(120, 70%, 82%)');
    expect(roas.style.getPropertyValue('--cell-fg')).toBe('#1a1b1e');
    expect(within(rowOf('UGC unboxing')).getByText('$1,234.50').style.getPropertyValue('--cell-bg')).toBe('');
  });

  it('explains a metric in the tooltip of its header', async () => {
    renderTable({ onSortChange: vi.fn() });
    await userEvent.hover(screen.getByRole('button', { name: 'Spend' }));
    expect(await screen.findByText('Amount Spent')).toBeTruthy();
    expect(screen.getByText(/total amount of money spent/)).toBeTruthy();
  });

  it('asks for ascending order after descending on the sorted column, and descending on another', async () => {
    const onSortChange = vi.fn();
    renderTable({ sort: { field: 'spend', order: 'desc' }, onSortChange });

    const spend = screen.getByRole('columnheader', { name: /Spend/ });
    expect(spend.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /CTR/ }).hasAttribute('aria-sort')).toBe(false);

    await userEvent.click(within(spend).getByRole('button', { name: 'Spend' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'spend', order: 'asc' });

    await userEvent.click(screen.getByRole('button', { name: 'CTR' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'inline_link_click_ctr', order: 'desc' });
  });

  it('marks an ascending sort for assistive technology', () => {
    renderTable({ sort: { field: 'purchase_roas', order: 'asc' }, onSortChange: vi.fn() });
    expect(screen.getByRole('columnheader', { name: /ROAS/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('gives selected rows their colours in the order they were selected', async () => {
    const onSelectionChange = vi.fn();
    renderTable({ selectedIds: ['g2', 'g1'], onSelectionChange });

    expect(rowOf('Founder story').dataset.colour).toBe(ROW_PALETTE[0]);
    expect(rowOf('UGC unboxing').dataset.colour).toBe(ROW_PALETTE[1]);
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveProperty(
      'checked',
      true,
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select UGC unboxing' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['g2']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('adds a row to the end of the selection, and the header checkbox selects the page', async () => {
    const onSelectionChange = vi.fn();
    renderTable({ selectedIds: ['elsewhere'], onSelectionChange });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Founder story' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['elsewhere', 'g2']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['elsewhere', 'g1', 'g2']);
  });

  it('shows no colours once more than 8 rows are selected', () => {
    const many = Array.from({ length: 9 }, (_, index) =>
      aReportRow({ groupId: `r${index}`, groupLabel: `Line ${index}` }),
    );
    const { unmount } = renderTable({
      rows: many,
      selectedIds: many.slice(0, 8).map((row) => row.groupId),
      onSelectionChange: vi.fn(),
    });
    expect(rowOf('Line 7').dataset.colour).toBe(ROW_PALETTE[7]);
    unmount();

    renderTable({ rows: many, selectedIds: many.map((row) => row.groupId), onSelectionChange: vi.fn() });
    for (const row of many) expect(rowOf(row.groupLabel).dataset.colour).toBeUndefined();
    expect(rowOf('Line 0').hasAttribute('data-selected')).toBe(true);
  });

  it('is read-only without callbacks: no checkboxes, sort buttons, move handles or row buttons', () => {
    renderTable({ sort: { field: 'spend', order: 'desc' } });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    // The sorted column still says so.
    expect(screen.getByRole('columnheader', { name: /Spend/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('lets a header be moved by a named handle when columns can be reordered', () => {
    renderTable({ onColumnsReorder: vi.fn() });
    expect(screen.getByRole('button', { name: 'Move column Spend' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Move column/ })).toHaveLength(COLUMNS.length);
  });

  it('opens a row from its name, and shows row actions at its end', async () => {
    const onOpenRow = vi.fn();
    renderTable({ onOpenRow, rowActions: (row) => <button type="button">Tags of {row.groupLabel}</button> });
    await userEvent.click(screen.getByRole('button', { name: 'Founder story' }));
    expect(onOpenRow).toHaveBeenCalledWith(ROWS[1]);
    expect(within(rowOf('UGC unboxing')).getByRole('button', { name: 'Tags of UGC unboxing' })).toBeTruthy();
  });

  it('shows the status, tags and launch date columns when asked', () => {
    const rows = [
      aReportRow({
        groupId: 'a',
        groupLabel: 'Running',
        ad: aReportAd({
          status: 'ENABLE',
          launchedAt: '2026-03-02',
          creativeTags: [
            { _id: 't1', name: 'Hook test', color: '#1864ab' },
            { _id: 't2', name: 'UGC', color: '#ffd43b' },
          ],
        }),
      }),
      aReportRow({
        groupId: 'b',
        groupLabel: 'Stopped',
        ad: aReportAd({ status: 'CAMPAIGN_PAUSED', launchedAt: null }),
      }),
    ];
    renderTable({ rows, showStatus: true, showTags: true, showLaunchDate: true });

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(0, 4)).toEqual(['Ad name', 'Status', 'Tags', 'Launch date']);
    expect(cellsOf('Running').slice(1, 4)).toEqual(['Active', 'Hook testUGC', 'Mar 2, 2026']);
    expect(cellsOf('Stopped').slice(1, 4)).toEqual(['Campaign paused', '', '-']);
    // Each tag badge takes its colour, with text that reads on it.
    expect(screen.getByText('UGC').closest('.mantine-Badge-root')?.getAttribute('style')).toMatch(
      /color: rgb\(26, 27, 30\)/,
    );
  });

  it('hides those columns by default', () => {
    renderTable();
    expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Tags' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Launch date' })).toBeNull();
  });

  it('says what to do when no ad spent in the range', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No ads spent in this date range')).toBeTruthy();
    expect(screen.getByText(/wider date range, or clear the filters/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows skeleton rows while the first page loads', () => {
    renderTable({ rows: [], loading: true, totals: { spend: 1 } });
    expect(screen.queryByText('No ads spent in this date range')).toBeNull();
    expect(screen.getByRole('region', { name: 'Loading the report lines' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(screen.getAllByRole('columnheader')).toHaveLength(COLUMNS.length + 1);
    expect(screen.queryByText('Total')).toBeNull();
  });

  it('mounts only the rows in view of a long report', () => {
    const rows = Array.from({ length: 200 }, (_, index) =>
      aReportRow({ groupId: `r${index}`, groupLabel: `Line ${index}`, insights: { spend: index } }),
    );
    renderTable({ rows, columns: COLUMNS });
    const mounted = screen.getAllByText(/^Line \d+$/);
    expect(mounted.length).toBeGreaterThan(5);
    expect(mounted.length).toBeLessThan(60);
    expect(screen.getByText('Line 0')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('201');
  });
});
