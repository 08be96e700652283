import { CHART_PALETTE, selectionColours, seriesColour } from '../selection-colours.ts';
import type { ReportRow, TimeIncrement } from '@hookline/domain';
import dayjs from 'dayjs';

/** Without a selection, the line chart draws the first lines of the page, one per chart colour. */
export const UNSELECTED_LINE_COUNT = CHART_PALETTE.length;

/** At most this many buckets are filled in, whatever the dates: a guard against a malformed date far away. */
const MAX_POINTS = 2000;

export interface LineSeries {
  /** The series' key in the chart's points: group ids may hold dots, which charts read as paths. */
  key: string;
  row: ReportRow;
  colour: string;
}

export interface ChartedLines {
  lines: LineSeries[];
  /** Why fewer lines than selected are drawn, or null. */
  note: string | null;
}

/**
 * The lines the chart draws: the selected rows in their selection colours; when more than 8 are selected
 * (so none carries a colour), the first selected rows of the page in the chart palette; with no
 * selection, the first rows of the page in the chart palette.
 */
export function chartedLines(rows: readonly ReportRow[], selectedIds: readonly string[]): ChartedLines {
  const toLines = (picked: readonly ReportRow[], colourOf: (row: ReportRow, index: number) => string) =>
    picked.map((row, index) => ({ key: `line${index}`, row, colour: colourOf(row, index) }));

  if (selectedIds.length === 0) {
    return {
      lines: toLines(rows.slice(0, UNSELECTED_LINE_COUNT), (_, index) => seriesColour(index)),
      note: null,
    };
  }
  const colours = selectionColours(selectedIds);
  if (colours.size > 0) {
    const byId = new Map(rows.map((row) => [row.groupId, row]));
    const picked = selectedIds.flatMap((id) => byId.get(id) ?? []);
    return { lines: toLines(picked, (row) => colours.get(row.groupId)!), note: null };
  }
  const selected = new Set(selectedIds);
  const picked = rows.filter((row) => selected.has(row.groupId));
  const lines = toLines(picked.slice(0, UNSELECTED_LINE_COUNT), (_, index) => seriesColour(index));
  const note =
    picked.length > lines.length
      ? `Showing the first ${lines.length} of ${picked.length} selected lines.`
      : null;
  return { lines, note };
}

const UNIT: Readonly<Record<TimeIncrement, 'day' | 'week' | 'month'>> = {
  day: 'day',
  week: 'week',
  month: 'month',
};

/**
 * Every bucket from the first date to the last, one increment apart, so the x axis keeps time evenly
 * and a day with no figures shows as a gap rather than disappearing. Dates are `YYYY-MM-DD`, the start
 * of each bucket (Mondays for weeks, the 1st for months), as the server writes them.
 */
export function bucketDates(dates: Iterable<string>, increment: TimeIncrement): string[] {
  const known = new Set(dates);
  const sorted = [...known].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return [];
  let cursor = dayjs(first);
  for (let count = 0; count < MAX_POINTS; count++) {
    const date = cursor.format('YYYY-MM-DD');
    if (date >= last) break;
    known.add(date);
    cursor = cursor.add(1, UNIT[increment]);
  }
  return [...known].sort();
}

/** One chart point: the bucket's date, then each line's value by its key, null where it has none. */
export type LinePoint = { date: string } & Record<string, string | number | null>;

/** The chart's points for one metric: every line's values aligned on the same dates. */
export function linePoints(
  lines: readonly LineSeries[],
  metric: string,
  increment: TimeIncrement,
): LinePoint[] {
  const valuesByLine = lines.map((line) => {
    const byDate = new Map<string, number | null>();
    for (const point of line.row.timeSeries) {
      const value = point.insights[metric];
      byDate.set(point.date, typeof value === 'number' && Number.isFinite(value) ? value : null);
    }
    return byDate;
  });
  const dates = bucketDates(
    lines.flatMap((line) => line.row.timeSeries.map((point) => point.date)),
    increment,
  );
  return dates.map((date) => {
    const point: LinePoint = { date };
    lines.forEach((line, index) => {
      point[line.key] = valuesByLine[index]?.get(date) ?? null;
    });
    return point;
  });
}
