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
  const isList: boolean = Array.isArray(rows);
  if (!isList || typeof key !== 'string' || key.trim() === '' || !SORT_DIRECTIONS.includes(direction)) {
    throw new Error(INVALID_SORT_ARGUMENTS);
  }
  const sign = direction === 'asc' ? 1 : -1;
  const read = (row: Row): unknown => (row as Record<string, unknown>)[key];
  return [...rows].sort((left, right) => {
    const a = read(left);
    const b = read(right);
    const aMissing = isMissing(a);
    const bMissing = isMissing(b);
    if (aMissing || bMissing) {
      if (aMissing && bMissing) return 0;
      // Nulls sort first ascending and last descending.
      return (aMissing ? -1 : 1) * sign;
    }
    return sign * compareValues(a, b);
  });
}
