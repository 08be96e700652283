import { DEFAULT_PAGE_SIZE, newReportDefaults } from '@hookline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { ReportTableSection } from './ReportTableSection.tsx';
import { aReportResult, aReportRow, metaCatalogue } from './table/report-row-fixtures.ts';

const COLUMNS = ['spend'];

function renderSection(total: number, limit = DEFAULT_PAGE_SIZE) {
  const onLimitChange = vi.fn();
  const rows = Array.from({ length: Math.min(total, limit) }, (_, index) =>
    aReportRow({ groupId: `g${index}`, groupLabel: `Line ${index + 1}`, insights: { spend: index } }),
  );
  renderInApp(
    <ReportTableSection
      draft={{ ...newReportDefaults('meta'), tableMetrics: COLUMNS, adAccountId: 'acc-1', folderId: null }}
      result={aReportResult(rows, { total, limit })}
      loading={false}
      catalogue={metaCatalogue(COLUMNS)}
      currency="USD"
      groupLabel="Ad name"
      page={1}
      limit={limit}
      onPageChange={vi.fn()}
      onLimitChange={onLimitChange}
      onChange={vi.fn()}
      onOpenRow={vi.fn()}
    />,
  );
  return { onLimitChange };
}

describe('the report table’s pages (spec section 9)', () => {
  it('opens on 20 lines a page and offers 20, 40, 80 and 100', async () => {
    const { onLimitChange } = renderSection(45);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(screen.getByText('Lines 1–20 of 45')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Lines per page' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['20 per page', '40 per page', '80 per page', '100 per page']);
    await userEvent.click(screen.getByRole('option', { name: '80 per page' }));
    expect(onLimitChange).toHaveBeenCalledWith(80);
  });

  it('shows no pages when every line fits on one', () => {
    renderSection(20);
    expect(screen.getByText('Lines 1–20 of 20')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of the report' })).toBeNull();
  });
});
