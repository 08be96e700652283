export type SortDirection = 'asc' | 'desc';
export const SORT_DIRECTIONS: readonly SortDirection[] = ['asc', 'desc'];
export const INVALID_SORT_ARGUMENTS = 'Invalid arguments';

const isMissing = (value: unknown): value is null | undefined =>
  value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

function assertSortArguments(rows: unknown, key: unknown, direction: unknown): void {
  const isList: boolean = Array.isArray(rows);
  if (
    !isList ||
    typeof key !== 'string' ||
    key.trim() === '' ||
    !SORT_DIRECTIONS.includes(direction as SortDirection)
  ) {
    throw new Error(INVALID_SORT_ARGUMENTS);
  }
}

/** The order of two rows by `key`: null values first when ascending and last when descending. */
function rowComparator<Row extends object>(key: string, direction: SortDirection) {
  const sign = direction === 'asc' ? 1 : -1;
  return (left: Row, right: Row): number => {
    const a = (left as Record<string, unknown>)[key];
    const b = (right as Record<string, unknown>)[key];
    const aMissing = isMissing(a);
    const bMissing = isMissing(b);
    if (aMissing || bMissing) {
      if (aMissing && bMissing) return 0;
      return (aMissing ? -1 : 1) * sign;
    }
    return sign * compareValues(a, b);
  };
}

/**
 * A sorted copy of `rows` by `key` (platform spec section 9): null values first when ascending
 * and last when descending; ties keep their order. A list that is not an array, an empty key or
 * a direction other than asc/desc raises 'Invalid arguments'.
 */
export function sortRows<Row extends object>(
  rows: readonly Row[],
  key: string,
  direction: SortDirection,
): Row[] {
  assertSortArguments(rows, key, direction);
  return [...rows].sort(rowComparator(key, direction));
}

/**
 * The rows `start` to `start + limit` of `rows` sorted as `sortRows` sorts them, without sorting the rest
 * when the page is near the top: a report sorts thousands of lines to show twenty. The rows that would come
 * first are kept in order as they are met, a row after its equals, so ties keep their order as in
 * `sortRows`; most rows are turned away by one comparison with the last one kept.
 */
export function sortedPage<Row extends object>(
  rows: readonly Row[],
  key: string,
  direction: SortDirection,
  page: { start: number; limit: number },
): Row[] {
  assertSortArguments(rows, key, direction);
  const end = page.start + page.limit;
  // Deep pages gain nothing from keeping the first rows apart.
  if (end * 8 > rows.length) return sortRows(rows, key, direction).slice(page.start, end);
  const compare = rowComparator<Row>(key, direction);
  const first: Row[] = [];
  for (const row of rows) {
    if (first.length === end && compare(row, first[end - 1]!) >= 0) continue;
    // After every kept row that sorts before it or equal to it.
    let low = 0;
    let high = first.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(first[middle]!, row) <= 0) low = middle + 1;
      else high = middle;
    }
    first.splice(low, 0, row);
    if (first.length > end) first.pop();
  }
  return first.slice(page.start, end);
}
