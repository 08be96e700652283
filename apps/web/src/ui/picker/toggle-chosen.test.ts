import { describe, expect, it } from 'vitest';
import { toggleChosen } from './toggle-chosen.ts';

describe('choosing the boards to save an ad into', () => {
  it('chooses and un-chooses boards, keeping the order they were chosen in, within the limit', () => {
    let chosen: ReadonlySet<string> = new Set();
    chosen = toggleChosen(chosen, 'b3', 2);
    chosen = toggleChosen(chosen, 'b1', 2);
    expect([...chosen]).toEqual(['b3', 'b1']);
    const full = chosen;
    expect(toggleChosen(full, 'b2', 2)).toBe(full);
    expect([...toggleChosen(full, 'b3', 2)]).toEqual(['b1']);
  });
});
