/** The masonry grid's geometry: how many columns a width holds, and which card goes in which column. */

export const MASONRY_GAP = 16;
/** The card width the grid aims for: room for a brand, its platforms and three lines of copy. */
export const IDEAL_COLUMN_WIDTH = 250;
/** Narrower than this, a card's copy and media get cramped; the narrowest pages still get two columns. */
export const MIN_COLUMN_WIDTH = 220;
/** Wider screens get wider cards rather than more than this many columns. */
export const MAX_COLUMNS = 6;

const fitting = (width: number, columnWidth: number) =>
  Math.floor((width + MASONRY_GAP) / (columnWidth + MASONRY_GAP));

/**
 * The columns a grid `width` px wide holds: as many cards of the ideal width as fit, at most
 * `MAX_COLUMNS`; a grid too narrow for two of them still gets two when two of the narrowest fit.
 */
export function columnCount(width: number): number {
  if (!(width > 0)) return 1;
  const ideal = fitting(width, IDEAL_COLUMN_WIDTH);
  const narrowest = fitting(width, MIN_COLUMN_WIDTH) >= 2 ? 2 : 1;
  return Math.min(MAX_COLUMNS, Math.max(ideal, narrowest));
}

/** The width of each of `columns` columns across `width` px. */
export function columnWidth(width: number, columns: number, gap = MASONRY_GAP): number {
  return Math.max(0, (width - gap * (columns - 1)) / columns);
}

export interface MasonryLayout {
  /** Where each item's top-left corner sits, in the order given. */
  positions: { x: number; y: number; column: number }[];
  /** The height of the tallest column. */
  height: number;
}

/**
 * Each item in turn goes under the column that is shortest so far; ties go left. The items keep their order
 * in the page (the keyboard and screen readers meet them as sorted), and items loaded later never move the
 * earlier ones, so the grid stays put as pages arrive.
 */
export function positionItems(
  heights: readonly number[],
  columns: number,
  width: number,
  gap = MASONRY_GAP,
): MasonryLayout {
  const count = Math.max(1, Math.floor(columns));
  const step = columnWidth(width, count, gap) + gap;
  const bottoms = new Array<number>(count).fill(0);
  const positions = heights.map((height) => {
    let column = 0;
    for (let candidate = 1; candidate < count; candidate += 1) {
      if (bottoms[candidate]! < bottoms[column]!) column = candidate;
    }
    const y = bottoms[column]!;
    bottoms[column] = y + height + gap;
    return { x: column * step, y, column };
  });
  return { positions, height: heights.length > 0 ? Math.max(...bottoms) - gap : 0 };
}
