import type { ReportRow } from '@hookline/domain';
import { selectionColours, seriesColour } from '../selection-colours.ts';

/** The bars of unselected lines while others are selected: grey (gray-6) keeps 3:1 against white. */
export const NEUTRAL_COLOUR = '#868e96';

/** The bar charts show this many lines until the user asks for all of them. */
export const TOP_BAR_COUNT = 10;

/**
 * The colour of each line, in the rows' order: its selection colour when it has one; grey when rows are
 * selected but this one carries no colour (not selected, or more than 8 selected); the chart palette in
 * turn when nothing is selected.
 */
export function rowColours(rows: readonly ReportRow[], selectedIds: readonly string[]): string[] {
  const selected = selectionColours(selectedIds);
  return rows.map((row, index) => {
    if (selectedIds.length === 0) return seriesColour(index);
    return selected.get(row.groupId) ?? NEUTRAL_COLOUR;
  });
}

export interface BarDatum {
  row: ReportRow;
  value: number | null;
  colour: string;
  /** The bar's length, 0 to 1, against the largest value of the chart; a missing or negative value has none. */
  share: number;
}

/** One metric's bars, in the rows' order, with the colours of `rowColours`. */
export function barData(rows: readonly ReportRow[], metric: string, colours: readonly string[]): BarDatum[] {
  const values = rows.map((row) => {
    const value = row.insights[metric];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  });
  const largest = Math.max(0, ...values.map((value) => value ?? 0));
  return rows.map((row, index) => {
    const value = values[index] ?? null;
    const share = value !== null && value > 0 && largest > 0 ? value / largest : 0;
    return { row, value, colour: colours[index] ?? NEUTRAL_COLOUR, share };
  });
}
