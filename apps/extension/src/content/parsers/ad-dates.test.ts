import { describe, expect, it } from 'vitest';
import { parseAdDate } from './ad-dates.ts';

describe('dates as the ad libraries print them', () => {
  it.each([
    ['Mar 3, 2025', '2025-03-03'],
    ['March 3, 2025', '2025-03-03'],
    ['Sept. 30, 2024', '2024-09-30'],
    ['3 Mar 2025', '2025-03-03'],
    ['2025-03-03', '2025-03-03'],
  ])('reads %s', (text, day) => {
    expect(parseAdDate(text)).toBe(day);
  });

  it.each(['Feb 30, 2025', 'Someday 3, 2025', '2025-02-30', 'yesterday', ''])('refuses %j', (text) => {
    expect(parseAdDate(text)).toBeNull();
  });
});
