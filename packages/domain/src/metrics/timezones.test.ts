import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE, TIMEZONE_IDS, resolveTimezone } from './timezones.ts';

describe('timezone ids', () => {
  it('maps every numeric id to a zone this runtime knows', () => {
    for (const zone of Object.values(TIMEZONE_IDS)) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
    expect(Object.keys(TIMEZONE_IDS)).toHaveLength(142);
  });

  it("follows Meta's numbering", () => {
    expect(TIMEZONE_IDS[1]).toBe('America/Los_Angeles');
    expect(TIMEZONE_IDS[7]).toBe('America/New_York');
    expect(TIMEZONE_IDS[58]).toBe('Europe/London');
    expect(TIMEZONE_IDS[71]).toBe('Asia/Kolkata');
    expect(TIMEZONE_IDS[142]).toBe('Africa/Lusaka');
  });

  it('resolves ids, numeric strings and IANA names, defaulting to Los Angeles', () => {
    expect(resolveTimezone(47)).toBe('Europe/Berlin');
    expect(resolveTimezone('47')).toBe('Europe/Berlin');
    expect(resolveTimezone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(DEFAULT_TIMEZONE).toBe('America/Los_Angeles');
    for (const unknown of [0, 999, '', 'Mars/Base', null, undefined]) {
      expect(resolveTimezone(unknown)).toBe('America/Los_Angeles');
    }
  });
});
