import { describe, expect, it } from 'vitest';
import {
  DATE_PRESETS,
  DEFAULT_DATE_PRESET,
  isFutureDate,
  resolveDatePreset,
  todayInTimezone,
} from './date-presets.ts';

// Wednesday 2026-03-04 at 05:30 UTC: still Tuesday 3 March in Los Angeles.
const now = new Date('2026-03-04T05:30:00Z');

describe('resolveDatePreset', () => {
  it('computes every preset in the ad account timezone', () => {
    const la = Object.fromEntries(DATE_PRESETS.map((preset) => [preset, resolveDatePreset(preset, 1, now)]));
    expect(la).toEqual({
      today: { startDate: '2026-03-03', endDate: '2026-03-03' },
      yesterday: { startDate: '2026-03-02', endDate: '2026-03-02' },
      this_week: { startDate: '2026-03-02', endDate: '2026-03-03' },
      this_month: { startDate: '2026-03-01', endDate: '2026-03-03' },
      last_week: { startDate: '2026-02-23', endDate: '2026-03-01' },
      last_month: { startDate: '2026-02-01', endDate: '2026-02-28' },
      last_7d: { startDate: '2026-02-24', endDate: '2026-03-02' },
      last_14d: { startDate: '2026-02-17', endDate: '2026-03-02' },
      last_30d: { startDate: '2026-02-01', endDate: '2026-03-02' },
      last_90d: { startDate: '2025-12-03', endDate: '2026-03-02' },
      last_365d: { startDate: '2025-03-03', endDate: '2026-03-02' },
    });
  });

  it('moves with the timezone', () => {
    expect(resolveDatePreset('today', 'Asia/Tokyo', now)).toEqual({
      startDate: '2026-03-04',
      endDate: '2026-03-04',
    });
    expect(resolveDatePreset('today', 77, now)).toEqual({ startDate: '2026-03-04', endDate: '2026-03-04' });
    expect(resolveDatePreset('today', null, now)).toEqual({ startDate: '2026-03-03', endDate: '2026-03-03' });
  });

  it('supports Sunday weeks', () => {
    expect(resolveDatePreset('this_week', 1, now, { weekStartsOn: 0 })).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-03',
    });
    expect(resolveDatePreset('last_week', 1, now, { weekStartsOn: 0 })).toEqual({
      startDate: '2026-02-22',
      endDate: '2026-02-28',
    });
  });

  it('handles month and year boundaries and daylight saving', () => {
    expect(resolveDatePreset('last_month', 1, new Date('2026-01-15T20:00:00Z'))).toEqual({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
    });
    expect(resolveDatePreset('last_month', 1, new Date('2024-03-10T20:00:00Z'))).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
    });
    // 8 March 2026 is the US switch to summer time.
    expect(resolveDatePreset('last_7d', 1, new Date('2026-03-09T12:00:00Z'))).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-08',
    });
    expect(resolveDatePreset('this_week', 1, new Date('2026-03-08T12:00:00Z'))).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-08',
    });
  });

  it('defaults reports to the last 14 days', () => {
    expect(DEFAULT_DATE_PRESET).toBe('last_14d');
  });
});

describe('future dates', () => {
  it('refuses dates after today in the analytics timezone', () => {
    expect(todayInTimezone(1, now)).toBe('2026-03-03');
    expect(isFutureDate('2026-03-04', 1, now)).toBe(true);
    expect(isFutureDate('2026-03-04', 'Asia/Tokyo', now)).toBe(false);
    expect(isFutureDate('2026-03-03', 1, now)).toBe(false);
  });
});
