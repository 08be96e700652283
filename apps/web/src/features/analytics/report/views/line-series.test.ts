import type { ReportRow } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, ROW_PALETTE } from '../selection-colours.ts';
import { bucketDates, chartedLines, linePoints } from './line-series.ts';
import { reportRows } from './report-row-fixture.ts';

const withSeries = (row: ReportRow, points: Array<[string, number | null]>): ReportRow => ({
  ...row,
  timeSeries: points.map(([date, spend]) => ({ date, insights: { spend } })),
});

describe('the lines drawn', () => {
  it('draws the first 6 lines in the chart palette when nothing is selected', () => {
    const { lines, note } = chartedLines(reportRows(9), []);
    expect(lines.map((line) => [line.row.groupId, line.colour])).toEqual(
      CHART_PALETTE.map((colour, index) => [`g${index + 1}`, colour]),
    );
    expect(note).toBeNull();
  });

  it('draws the selected lines in selection order, each in its selection colour', () => {
    const { lines } = chartedLines(reportRows(9), ['g7', 'g2', 'g9']);
    expect(lines.map((line) => [line.row.groupId, line.colour])).toEqual([
      ['g7', ROW_PALETTE[0]],
      ['g2', ROW_PALETTE[1]],
      ['g9', ROW_PALETTE[2]],
    ]);
  });

  it('falls back to the chart palette for the first selected lines when more than 8 are selected', () => {
    const rows = reportRows(12);
    const { lines, note } = chartedLines(
      rows,
      rows
        .slice(0, 10)
        .map((row) => row.groupId)
        .reverse(),
    );
    expect(lines.map((line) => line.row.groupId)).toEqual(['g1', 'g2', 'g3', 'g4', 'g5', 'g6']);
    expect(lines.map((line) => line.colour)).toEqual([...CHART_PALETTE]);
    expect(note).toBe('Showing the first 6 of 10 selected lines.');
  });

  it('keys series by position, whatever the group ids hold', () => {
    const [row] = reportRows(1);
    const { lines } = chartedLines([{ ...row!, groupId: 'https://shop.example/a.b' }], []);
    expect(lines[0]?.key).toBe('line0');
  });
});

describe('bucket dates', () => {
  it('fills every missing day between the first and the last', () => {
    expect(bucketDates(['2024-03-04', '2024-03-01', '2024-03-02'], 'day')).toEqual([
      '2024-03-01',
      '2024-03-02',
      '2024-03-03',
      '2024-03-04',
    ]);
  });

  it('steps weeks and months from their first bucket', () => {
    expect(bucketDates(['2024-03-04', '2024-03-25'], 'week')).toEqual([
      '2024-03-04',
      '2024-03-11',
      '2024-03-18',
      '2024-03-25',
    ]);
    expect(bucketDates(['2024-01-01', '2024-04-01'], 'month')).toEqual([
      '2024-01-01',
      '2024-02-01',
      '2024-03-01',
      '2024-04-01',
    ]);
  });

  it('has no dates without points', () => {
    expect(bucketDates([], 'day')).toEqual([]);
  });
});

describe('line points', () => {
  it('aligns every line on the same dates, with null where a line has no value', () => {
    const [first, second] = reportRows(2);
    const rows = [
      withSeries(first!, [
        ['2024-03-01', 10],
        ['2024-03-03', 30],
      ]),
      withSeries(second!, [
        ['2024-03-02', 5],
        ['2024-03-03', null],
      ]),
    ];
    const { lines } = chartedLines(rows, []);
    expect(linePoints(lines, 'spend', 'day')).toEqual([
      { date: '2024-03-01', line0: 10, line1: null },
      { date: '2024-03-02', line0: null, line1: 5 },
      { date: '2024-03-03', line0: 30, line1: null },
    ]);
  });

  it('shapes a year of 8 lines into 366 points', () => {
    const rows = reportRows(8).map((row, index) => ({
      ...row,
      timeSeries: Array.from({ length: 366 }, (_, day) => ({
        date: new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10),
        insights: { spend: day + index },
      })),
    }));
    const { lines } = chartedLines(
      rows,
      rows.map((row) => row.groupId),
    );
    const points = linePoints(lines, 'spend', 'day');
    expect(points).toHaveLength(366);
    expect(points[365]).toMatchObject({ date: '2024-12-31', line0: 365, line7: 372 });
  });
});
