import { describe, expect, it } from 'vitest';
import { DETECTIVE_ANALYTICS_MESSAGES, detectiveAnalyticsQuery } from './detective-analytics.ts';

describe('the dashboard duration', () => {
  it('defaults to a year and accepts the listed durations', () => {
    expect(detectiveAnalyticsQuery.parse({})).toEqual({ duration: 365 });
    expect(detectiveAnalyticsQuery.parse({ duration: '7' })).toEqual({ duration: 7 });
    expect(detectiveAnalyticsQuery.parse({ duration: 180 })).toEqual({ duration: 180 });
  });

  it('refuses any other number of days with the message of the table', () => {
    for (const duration of ['31', '0', 'week', '-7']) {
      const result = detectiveAnalyticsQuery.safeParse({ duration });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(DETECTIVE_ANALYTICS_MESSAGES.durationInvalid);
    }
  });
});
