import { describe, expect, it } from 'vitest';
import { sortedPage, sortRows, type SortDirection } from './sorting.ts';

const rows = [
  { name: 'b', spend: 20 },
  { name: 'a', spend: null },
  { name: 'c', spend: 5 },
  { name: 'd', spend: undefined },
  { name: 'e', spend: 100 },
];

describe('sortRows', () => {
  it('puts nulls first when ascending', () => {
    expect(sortRows(rows, 'spend', 'asc').map((row) => row.name)).toEqual(['a', 'd', 'c', 'b', 'e']);
  });

  it('puts nulls last when descending', () => {
    expect(sortRows(rows, 'spend', 'desc').map((row) => row.name)).toEqual(['e', 'b', 'c', 'a', 'd']);
  });

  it('sorts text naturally and leaves the input untouched', () => {
    const named = [{ name: 'Ad 10' }, { name: 'ad 2' }, { name: 'Ad 1' }];
    expect(sortRows(named, 'name', 'asc').map((row) => row.name)).toEqual(['Ad 1', 'ad 2', 'Ad 10']);
    expect(named[0]?.name).toBe('Ad 10');
  });

  it("raises 'Invalid arguments' for a bad list, key or direction", () => {
    expect(() => sortRows(null as unknown as [], 'spend', 'asc')).toThrow('Invalid arguments');
    expect(() => sortRows(rows, '', 'asc')).toThrow('Invalid arguments');
    expect(() => sortRows(rows, 'spend', 'up' as SortDirection)).toThrow('Invalid arguments');
  });
});

describe('sortedPage', () => {
  /** Rows with many ties and missing values, in a fixed pseudo-random order. */
  const many = Array.from({ length: 500 }, (_, index) => {
    const roll = (index * 7919) % 23;
    return {
      id: index,
      value: roll === 0 ? null : roll === 1 ? Number.NaN : roll % 9,
      name: `Ad ${roll % 5}`,
    };
  });

  it('answers the same rows in the same order as sortRows sliced, ties and missing values included', () => {
    for (const direction of ['asc', 'desc'] as const) {
      for (const key of ['value', 'name']) {
        for (const [start, limit] of [
          [0, 20],
          [20, 20],
          [0, 1],
          [40, 10],
          [480, 50],
          [0, 500],
        ] as const) {
          const expected = sortRows(many, key, direction).slice(start, start + limit);
          expect(sortedPage(many, key, direction, { start, limit }), `${key} ${direction} ${start}`).toEqual(
            expected,
          );
        }
      }
    }
  });

  it('answers nothing past the last row, and refuses what sortRows refuses', () => {
    expect(sortedPage(rows, 'spend', 'desc', { start: 10, limit: 5 })).toEqual([]);
    expect(() => sortedPage(rows, '', 'asc', { start: 0, limit: 5 })).toThrow('Invalid arguments');
  });
});
