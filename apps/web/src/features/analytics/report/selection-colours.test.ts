import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, ROW_PALETTE, selectionColours } from './selection-colours.ts';

describe('selection colours', () => {
  it('gives each of up to 8 selected rows its own colour, in the order of selection', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const colours = selectionColours(ids);
    expect([...colours.values()]).toEqual([...ROW_PALETTE]);
    expect(new Set(colours.values()).size).toBe(8);
  });

  it('gives no colours once more than 8 rows are selected', () => {
    expect(selectionColours(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']).size).toBe(0);
  });

  it('starts the row palette with the 6 chart colours, so a row keeps its colour in the charts', () => {
    expect(CHART_PALETTE).toHaveLength(6);
    expect(ROW_PALETTE).toHaveLength(8);
    expect(ROW_PALETTE.slice(0, 6)).toEqual([...CHART_PALETTE]);
  });
});
