/** Keys that move the focus inside the emoji grid. */
export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export const GRID_KEYS: ReadonlySet<string> = new Set<GridKey>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/**
 * Where `key` moves the focus from `index` (flat, over every shown emoji), in a grid of `columns` columns
 * split into sections of `sectionSizes` (one per category, each starting on a new row). Up and down keep
 * the column, across sections too, landing on a shorter row's last item; the ends stay put.
 */
export function nextGridIndex(
  sectionSizes: readonly number[],
  columns: number,
  index: number,
  key: GridKey,
): number {
  const total = sectionSizes.reduce((sum, size) => sum + size, 0);
  if (total === 0) return 0;
  if (key === 'Home') return 0;
  if (key === 'End') return total - 1;
  if (key === 'ArrowLeft') return Math.max(0, index - 1);
  if (key === 'ArrowRight') return Math.min(total - 1, index + 1);

  const starts = sectionSizes.map((_, at) => sectionSizes.slice(0, at).reduce((sum, size) => sum + size, 0));
  let section = starts.findLastIndex((start, at) => start <= index && (sectionSizes[at] ?? 0) > 0);
  if (section < 0) section = 0;
  const start = starts[section] ?? 0;
  const size = sectionSizes[section] ?? 0;
  const offset = index - start;
  const row = Math.floor(offset / columns);
  const column = offset % columns;

  if (key === 'ArrowDown') {
    if ((row + 1) * columns < size) return start + Math.min((row + 1) * columns + column, size - 1);
    const next = sectionSizes.findIndex((nextSize, at) => at > section && nextSize > 0);
    if (next < 0) return index;
    return (starts[next] ?? 0) + Math.min(column, (sectionSizes[next] ?? 1) - 1);
  }
  if (row > 0) return start + (row - 1) * columns + column;
  const previous = sectionSizes.findLastIndex((previousSize, at) => at < section && previousSize > 0);
  if (previous < 0) return index;
  const previousSize = sectionSizes[previous] ?? 1;
  const lastRowStart = Math.floor((previousSize - 1) / columns) * columns;
  return (starts[previous] ?? 0) + Math.min(lastRowStart + column, previousSize - 1);
}
