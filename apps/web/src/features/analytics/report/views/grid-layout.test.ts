import { describe, expect, it } from 'vitest';
import { columnCount, rowItems } from './grid-layout.ts';

describe('grid layout', () => {
  it('fits as many cards of at least 220 px as the width allows', () => {
    expect(columnCount(540)).toBe(2);
    expect(columnCount(219)).toBe(1);
    expect(columnCount(456)).toBe(2);
    expect(columnCount(1600)).toBe(6);
    expect(columnCount(2480)).toBe(10);
  });

  it('shows one column until the container is measured', () => {
    expect(columnCount(0)).toBe(1);
  });

  it('cuts the cards into grid rows', () => {
    const cards = ['a', 'b', 'c', 'd', 'e'];
    expect(rowItems(cards, 0, 2)).toEqual(['a', 'b']);
    expect(rowItems(cards, 2, 2)).toEqual(['e']);
  });
});
