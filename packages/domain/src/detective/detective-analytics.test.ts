import { describe, expect, it } from 'vitest';
import { DETECTIVE_MESSAGES } from './detective-api.ts';
import { detectiveAnalyticsQuery } from './detective-analytics.ts';

describe("the dashboard's duration and menu", () => {
  it('defaults to a year of the overview and accepts the listed durations and menus', () => {
    expect(detectiveAnalyticsQuery.parse({})).toEqual({ duration: 365, menu: 'overview' });
    expect(detectiveAnalyticsQuery.parse({ duration: '7', menu: 'cadence' })).toEqual({
      duration: 7,
      menu: 'cadence',
    });
    expect(detectiveAnalyticsQuery.parse({ duration: 180, menu: 'landing-pages' })).toEqual({
      duration: 180,
      menu: 'landing-pages',
    });
  });

  it('refuses any other number of days or menu with the message of the table', () => {
    for (const duration of ['31', '0', 'week', '-7']) {
      const result = detectiveAnalyticsQuery.safeParse({ duration });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(DETECTIVE_MESSAGES.durationInvalid);
    }
    const menu = detectiveAnalyticsQuery.safeParse({ menu: 'hooks' });
    expect(menu.error?.issues[0]?.message).toBe(DETECTIVE_MESSAGES.menuInvalid);
  });
});
