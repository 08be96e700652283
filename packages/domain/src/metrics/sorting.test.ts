import { describe, expect, it } from 'vitest';
import { sortRows, type SortDirection } from './sorting.ts';

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
