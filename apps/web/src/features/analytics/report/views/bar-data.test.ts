import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, ROW_PALETTE } from '../selection-colours.ts';
import { NEUTRAL_COLOUR, barData, rowColours } from './bar-data.ts';
import { aReportRow, reportRows } from './report-row-fixture.ts';

describe('bar colours', () => {
  it('takes the chart palette in turn when nothing is selected', () => {
    const colours = rowColours(reportRows(8), []);
    expect(colours).toEqual([...CHART_PALETTE, CHART_PALETTE[0], CHART_PALETTE[1]]);
  });

  it('keeps each selected line its selection colour and greys the others', () => {
    const rows = reportRows(4);
    expect(rowColours(rows, ['g3', 'g1'])).toEqual([
      ROW_PALETTE[1],
      NEUTRAL_COLOUR,
      ROW_PALETTE[0],
      NEUTRAL_COLOUR,
    ]);
  });

  it('gives no line a colour when more than 8 are selected', () => {
    const rows = reportRows(10);
    const colours = rowColours(
      rows,
      rows.slice(0, 9).map((row) => row.groupId),
    );
    expect(new Set(colours)).toEqual(new Set([NEUTRAL_COLOUR]));
  });
});

describe('bar data', () => {
  it('keeps the rows order and measures each bar against the largest value', () => {
    const rows = reportRows(3);
    const bars = barData(rows, 'spend', rowColours(rows, []));
    expect(bars.map((bar) => [bar.row.groupLabel, bar.value, bar.share])).toEqual([
      ['Line 1', 100, 1],
      ['Line 2', 90, 0.9],
      ['Line 3', 80, 0.8],
    ]);
  });

  it('draws no bar for a missing or negative value', () => {
    const rows = [
      aReportRow({ groupId: 'a', insights: { profit: 50 } }),
      aReportRow({ groupId: 'b', insights: { profit: null } }),
      aReportRow({ groupId: 'c', insights: { profit: -20 } }),
      aReportRow({ groupId: 'd', insights: {} }),
    ];
    const bars = barData(rows, 'profit', rowColours(rows, []));
    expect(bars.map((bar) => [bar.value, bar.share])).toEqual([
      [50, 1],
      [null, 0],
      [-20, 0],
      [null, 0],
    ]);
  });
});
