/** Spec of the grid view: a card is never narrower than this. */
export const MIN_CARD_WIDTH = 220;
export const CARD_GAP = 16;

/** How many cards fit side by side in `width` px; one until the container has been measured. */
export function columnCount(width: number, minCard = MIN_CARD_WIDTH, gap = CARD_GAP): number {
  if (!(width > 0)) return 1;
  return Math.max(1, Math.floor((width + gap) / (minCard + gap)));
}

/** The cards of grid row `rowIndex`. */
export function rowItems<T>(items: readonly T[], rowIndex: number, columns: number): T[] {
  return items.slice(rowIndex * columns, (rowIndex + 1) * columns);
}

/**
 * A first guess at a grid row's height, before it is measured: the square thumbnail at the card's width,
 * its text, and a line per metric chip pair.
 */
export function estimatedRowHeight(width: number, columns: number, metricCount: number): number {
  const cardWidth = width > 0 ? (width - (columns - 1) * CARD_GAP) / columns : MIN_CARD_WIDTH;
  return Math.round(cardWidth + 110 + Math.ceil(metricCount / 2) * 30 + CARD_GAP);
}
