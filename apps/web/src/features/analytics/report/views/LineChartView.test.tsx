import type { ReportRow, TimeIncrement } from '@hookline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render.tsx';
import { LineChartView } from './LineChartView.tsx';
import { metaCatalogue, reportRows } from './report-row-fixture.ts';

const catalogue = metaCatalogue(['spend', 'purchase_roas', 'impressions', 'cost_per_purchase']);

const withDays = (rows: ReportRow[]) =>
  rows.map((row) => ({
    ...row,
    timeSeries: ['2024-03-01', '2024-03-02', '2024-03-03'].map((date) => ({
      date,
      insights: { spend: 10, purchase_roas: 2 },
    })),
  }));

function renderLines(
  options: {
    rows?: ReportRow[];
    metrics?: string[];
    selectedIds?: string[];
    timeIncrement?: TimeIncrement;
  } = {},
) {
  const onTimeIncrementChange = vi.fn();
  const onOpenRow = vi.fn();
  renderInApp(
    <LineChartView
      rows={options.rows ?? withDays(reportRows(8))}
      metrics={options.metrics ?? ['spend', 'purchase_roas']}
      catalogue={catalogue}
      currency="USD"
      selectedIds={options.selectedIds ?? []}
      onOpenRow={onOpenRow}
      timeIncrement={options.timeIncrement ?? 'day'}
      onTimeIncrementChange={onTimeIncrementChange}
    />,
  );
  return { onTimeIncrementChange, onOpenRow };
}

const legend = () =>
  within(screen.getByRole('list', { name: 'Lines' }))
    .getAllByRole('button')
    .map((item) => item.textContent);

describe('line chart view', () => {
  it('asks for another increment when Weekly or Monthly is chosen', async () => {
    const { onTimeIncrementChange } = renderLines();
    const interval = screen.getByRole('radiogroup', { name: 'Interval' });
    expect(within(interval).getByRole('radio', { name: 'Daily' })).toHaveProperty('checked', true);
    await userEvent.click(within(interval).getByRole('radio', { name: 'Weekly' }));
    expect(onTimeIncrementChange).toHaveBeenLastCalledWith('week');
    await userEvent.click(within(interval).getByRole('radio', { name: 'Monthly' }));
    expect(onTimeIncrementChange).toHaveBeenLastCalledWith('month');
  });

  it('switches the metric it draws and describes the chart for screen readers', async () => {
    renderLines();
    expect(screen.getByRole('figure', { name: 'Amount Spent' })).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: /^Amount Spent by day from Mar 1, 2024 to Mar 3, 2024, 6 lines: Line 1, Line 2/,
      }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'ROAS' }));
    expect(screen.getByRole('figure', { name: 'Purchase ROAS (Return on Ad Spend)' })).toBeTruthy();
  });

  it('offers a select when there are more metrics than a segmented control holds', () => {
    renderLines({ metrics: ['spend', 'purchase_roas', 'impressions', 'cost_per_purchase'] });
    expect(screen.getByLabelText('Metric', { selector: 'input' })).toHaveProperty('value', 'Spend');
  });

  it('draws the first 6 lines when nothing is selected', () => {
    renderLines();
    expect(legend()).toEqual(['Line 1', 'Line 2', 'Line 3', 'Line 4', 'Line 5', 'Line 6']);
  });

  it('legends the selected lines in selection order and opens one from its legend', async () => {
    const rows = withDays(reportRows(8));
    const { onOpenRow } = renderLines({ rows, selectedIds: ['g8', 'g2'] });
    expect(legend()).toEqual(['Line 8', 'Line 2']);
    await userEvent.click(screen.getByRole('button', { name: 'Line 8' }));
    expect(onOpenRow).toHaveBeenCalledWith(rows[7]);
  });

  it('says so when the lines have no figures over time', () => {
    renderLines({ rows: reportRows(3) });
    expect(
      screen.getByText('There are no figures over time for these lines in this date range.'),
    ).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Interval' })).toBeTruthy();
  });

  it('says so when none of the selected lines is on this page', () => {
    renderLines({ selectedIds: ['elsewhere'] });
    expect(screen.getByText(/None of the selected lines is on this page/)).toBeTruthy();
  });
});
