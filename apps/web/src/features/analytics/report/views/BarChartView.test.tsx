import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render.tsx';
import { CHART_PALETTE, ROW_PALETTE } from '../selection-colours.ts';
import { NEUTRAL_COLOUR } from './bar-data.ts';
import { BarChartView } from './BarChartView.tsx';
import { metaCatalogue, reportRows } from './report-row-fixture.ts';

const catalogue = metaCatalogue(['spend', 'purchase_roas']);

function renderBars(rows = reportRows(12), selectedIds: string[] = []) {
  const onOpenRow = vi.fn();
  renderInApp(
    <BarChartView
      rows={rows}
      metrics={['spend', 'purchase_roas']}
      catalogue={catalogue}
      currency="USD"
      selectedIds={selectedIds}
      onOpenRow={onOpenRow}
    />,
  );
  return { onOpenRow };
}

const chart = (name: string) => screen.getByRole('figure', { name });
const barColour = (bar: HTMLElement) => (bar.querySelector('[aria-hidden]') as HTMLElement).style.background;

describe('bar chart view', () => {
  it('draws a chart per metric, titled by its long name, with its description a keyboard focus away', async () => {
    renderBars();
    expect(chart('Amount Spent')).toBeTruthy();
    expect(chart('Purchase ROAS (Return on Ad Spend)')).toBeTruthy();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'About Amount Spent' }));
    expect(await screen.findByText(/The total amount of money spent on your ads/)).toBeTruthy();
  });

  it('shows the top 10 lines in the rows order with formatted values, then all of them', async () => {
    renderBars();
    const bars = within(chart('Amount Spent')).getAllByRole('button', { name: /^Line/ });
    expect(bars.map((bar) => bar.textContent)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Line ${index + 1}: $${100 - index * 10}.00`),
    );
    expect(bars[0]?.querySelector('[title="Line 1"]')).toBeTruthy();
    expect(
      within(chart('Purchase ROAS (Return on Ad Spend)')).getByRole('button', { name: 'Line 3: 1.50' }),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Show all 12' }));
    expect(within(chart('Amount Spent')).getAllByRole('button', { name: /^Line/ })).toHaveLength(12);
    expect(within(chart('Amount Spent')).getByRole('button', { name: 'Line 12: -$10.00' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show top 10' }));
    expect(within(chart('Amount Spent')).getAllByRole('button', { name: /^Line/ })).toHaveLength(10);
  });

  it('opens a line when its bar is clicked', async () => {
    const rows = reportRows(3);
    const { onOpenRow } = renderBars(rows);
    await userEvent.click(within(chart('Amount Spent')).getByRole('button', { name: 'Line 2: $90.00' }));
    expect(onOpenRow).toHaveBeenCalledWith(rows[1]);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('colours bars with the chart palette, then with the selection in every chart', () => {
    const rows = reportRows(3);
    const { unmount } = renderInApp(
      <BarChartView
        rows={rows}
        metrics={['spend']}
        catalogue={catalogue}
        currency="USD"
        selectedIds={[]}
        onOpenRow={() => undefined}
      />,
    );
    const toRgb = (hex: string) => {
      const probe = document.createElement('span');
      probe.style.background = hex;
      return probe.style.background;
    };
    expect(within(chart('Amount Spent')).getAllByRole('button').slice(1).map(barColour)).toEqual(
      CHART_PALETTE.slice(0, 3).map(toRgb),
    );
    unmount();

    renderBars(rows, ['g3']);
    for (const name of ['Amount Spent', 'Purchase ROAS (Return on Ad Spend)']) {
      expect(within(chart(name)).getAllByRole('button', { name: /^Line/ }).map(barColour)).toEqual(
        [NEUTRAL_COLOUR, NEUTRAL_COLOUR, ROW_PALETTE[0]].map(toRgb),
      );
    }
  });

  it('says why when there are no lines', () => {
    renderBars([]);
    expect(screen.getByText(/No ads match this report for these dates/)).toBeTruthy();
  });
});
