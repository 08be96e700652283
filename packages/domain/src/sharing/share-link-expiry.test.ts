import { describe, expect, it } from 'vitest';
import {
  calendarDayOf,
  endOfDayIn,
  isKnownTimezone,
  isShareLinkExpiringSoon,
  parseCalendarDay,
} from './share-link-expiry.ts';

describe('share link expiry: the end of the chosen day', () => {
  it('ends a UTC day at its last millisecond', () => {
    expect(endOfDayIn('2026-03-03', 'UTC')?.toISOString()).toBe('2026-03-03T23:59:59.999Z');
  });

  it('ends the day at midnight on the caller’s own clock', () => {
    // Sydney is UTC+11 in March (daylight time), Los Angeles UTC-8 in January.
    expect(endOfDayIn('2026-03-03', 'Australia/Sydney')?.toISOString()).toBe('2026-03-03T12:59:59.999Z');
    expect(endOfDayIn('2026-01-15', 'America/Los_Angeles')?.toISOString()).toBe('2026-01-16T07:59:59.999Z');
    expect(endOfDayIn('2026-07-01', 'Asia/Kolkata')?.toISOString()).toBe('2026-07-01T18:29:59.999Z');
  });

  it('takes the clock change into account on the day it happens', () => {
    // Europe/Paris moves from UTC+1 to UTC+2 on 29 March 2026 and back on 25 October 2026.
    expect(endOfDayIn('2026-03-29', 'Europe/Paris')?.toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect(endOfDayIn('2026-10-25', 'Europe/Paris')?.toISOString()).toBe('2026-10-25T22:59:59.999Z');
  });

  it('reads an instant back as the day it falls on in a zone', () => {
    const end = endOfDayIn('2026-03-03', 'Australia/Sydney')!;
    expect(calendarDayOf(end, 'Australia/Sydney')).toBe('2026-03-03');
    expect(calendarDayOf(end, 'UTC')).toBe('2026-03-03');
    expect(calendarDayOf(new Date('2026-03-03T14:00:00Z'), 'Australia/Sydney')).toBe('2026-03-04');
  });

  it('refuses what is not a calendar day or a timezone', () => {
    expect(parseCalendarDay('2026-02-30')).toBeUndefined();
    expect(parseCalendarDay('03/03/2026')).toBeUndefined();
    expect(endOfDayIn('2026-13-01', 'UTC')).toBeUndefined();
    expect(parseCalendarDay('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(isKnownTimezone('Europe/Paris')).toBe(true);
    expect(isKnownTimezone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('a link expiring soon', () => {
  const now = new Date('2026-03-03T12:00:00Z');
  it('is one that stops working within the next 24 hours', () => {
    expect(isShareLinkExpiringSoon('2026-03-03T23:59:59.999Z', now)).toBe(true);
    expect(isShareLinkExpiringSoon('2026-03-04T11:59:59.999Z', now)).toBe(true);
  });

  it('is not one that never expires, expires later, or has expired', () => {
    expect(isShareLinkExpiringSoon(null, now)).toBe(false);
    expect(isShareLinkExpiringSoon('2026-03-04T12:00:00.000Z', now)).toBe(false);
    expect(isShareLinkExpiringSoon('2026-03-03T11:59:59.999Z', now)).toBe(false);
  });
});
