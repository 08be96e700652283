import { describe, expect, it } from 'vitest';
import { aTrend } from '../detective-fixtures.ts';
import { momentumLabel, momentumOf, trendSummary } from './tracker-list.ts';

describe("a tracked brand's momentum", () => {
  it('calls a move of at least 3 ads and a fifth of the start scaling up or pulling back', () => {
    expect(momentumOf(aTrend(12, 31))).toMatchObject({ change: 19, percent: 158, direction: 'up' });
    expect(momentumOf(aTrend(52, 40))?.direction).toBe('down');
    // 2 ads more is noise, and so is 9 more on a brand running 50.
    expect(momentumOf(aTrend(10, 12))?.direction).toBe('steady');
    expect(momentumOf(aTrend(50, 59))?.direction).toBe('steady');
    // From none, the growth has no percentage.
    expect(momentumOf(aTrend(0, 5))).toMatchObject({ percent: null, direction: 'up' });
  });

  it('says the trend in words, and why there is none before two snapshots', () => {
    expect(trendSummary(aTrend(12, 31))).toBe('Active ads over 30 days: 12 → 31');
    expect(momentumOf([])).toBeNull();
    expect(trendSummary([])).toMatch(/^No trend yet/);
    const down = momentumOf(aTrend(52, 40));
    expect(down && momentumLabel(down)).toBe('Pulling back −12 (23%) in 30 days');
    const steady = momentumOf(aTrend(10, 12));
    expect(steady && momentumLabel(steady)).toBe('Steady over 30 days');
  });
});
