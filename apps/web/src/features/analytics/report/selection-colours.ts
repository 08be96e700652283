import { MAX_COLOURED_ROWS } from '@hookline/domain';

/**
 * Spec section 9: the chart palette has 6 colours and the row palette 8; the row palette starts with the
 * chart's, so a row keeps its colour from the table into every chart. Each colour keeps 4.5:1 contrast
 * against white where it is used as text or a thin line.
 */
export const CHART_PALETTE = ['#4c6ef5', '#e8590c', '#0c8599', '#c2255c', '#5c940d', '#7048e8'] as const;
export const ROW_PALETTE = [...CHART_PALETTE, '#b35900', '#1864ab'] as const;

/**
 * The colour of each selected row, by group id, in the order they were selected. Spec section 4: rows
 * carry colours only while at most 8 are selected; above that, none does.
 */
export function selectionColours(selectedIds: readonly string[]): Map<string, string> {
  const colours = new Map<string, string>();
  if (selectedIds.length > MAX_COLOURED_ROWS) return colours;
  selectedIds.forEach((id, index) => colours.set(id, ROW_PALETTE[index % ROW_PALETTE.length]!));
  return colours;
}

/** The colours of chart series when nothing is selected: the chart palette, in turn. */
export const seriesColour = (index: number): string => CHART_PALETTE[index % CHART_PALETTE.length]!;
