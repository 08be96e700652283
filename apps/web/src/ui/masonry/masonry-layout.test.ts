import { describe, expect, it } from 'vitest';
import { columnCount, columnWidth, positionItems } from './masonry-layout.ts';

/** The grid's width at a window width: the sidebar (280 px, or 76 collapsed) and the page's 32 px sides. */
const gridAt = (windowWidth: number, sidebar = 280) => Math.min(1600, windowWidth - sidebar) - 64;

describe('how many columns the masonry grid holds', () => {
  it('gives every width from 821 to 2560 px a grid of readable cards', () => {
    expect(columnCount(gridAt(821))).toBe(2);
    // A browser whose scrollbar takes 17 px still shows two.
    expect(columnCount(gridAt(821) - 17)).toBe(2);
    expect(columnCount(gridAt(821, 76))).toBe(2);
    expect(columnCount(gridAt(1024))).toBe(2);
    expect(columnCount(gridAt(1280))).toBe(3);
    expect(columnCount(gridAt(1440))).toBe(4);
    expect(columnCount(gridAt(1920))).toBe(5);
    expect(columnCount(gridAt(2560))).toBe(5);
    expect(columnCount(gridAt(2560, 76))).toBe(5);
    for (let width = 821; width <= 2560; width += 1) {
      const grid = gridAt(width);
      const columns = columnCount(grid);
      expect(columnWidth(grid, columns), `cards at ${width} px`).toBeGreaterThanOrEqual(220);
    }
  });

  it('takes a column more exactly when one more card of the ideal width fits, and never more than six', () => {
    expect(columnCount(455)).toBe(1);
    expect(columnCount(456)).toBe(2);
    expect(columnCount(781)).toBe(2);
    expect(columnCount(782)).toBe(3);
    expect(columnCount(1048)).toBe(4);
    expect(columnCount(10_000)).toBe(6);
  });

  it('shows one column before the width is known', () => {
    expect(columnCount(0)).toBe(1);
    expect(columnCount(Number.NaN)).toBe(1);
  });
});

describe('where each card goes', () => {
  it('puts each card under the shortest column, in order, ties to the left', () => {
    const layout = positionItems([300, 100, 200, 150, 120], 3, 3 * 200 + 2 * 16);
    expect(layout.positions.map((position) => position.column)).toEqual([0, 1, 2, 1, 2]);
    expect(layout.positions[3]).toEqual({ x: 216, y: 116, column: 1 });
    expect(layout.positions[4]).toEqual({ x: 432, y: 216, column: 2 });
    expect(layout.height).toBe(336);
  });

  it('never moves the cards already placed when more arrive', () => {
    const first = positionItems([300, 100, 200], 3, 632);
    const more = positionItems([300, 100, 200, 150, 120, 400], 3, 632);
    expect(more.positions.slice(0, 3)).toEqual(first.positions);
  });

  it('is empty without cards', () => {
    expect(positionItems([], 4, 900)).toEqual({ positions: [], height: 0 });
  });
});
