/*
 * A share link expires at the end of the day its creator picks (spec section 5), in the creator's
 * timezone: a link set to expire on 3 March in Sydney works until midnight in Sydney. Without a timezone
 * the day is a UTC day. The server and the share dialog use the same arithmetic.
 */

/** The timezone a share link's expiry day is read in when the caller names none. */
export const SHARE_EXPIRY_DEFAULT_TIMEZONE = 'UTC';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `zone` is an IANA timezone this runtime knows (`Europe/Paris`, `UTC`). */
export function isKnownTimezone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A calendar day `YYYY-MM-DD`, or undefined when the text is not one (30 February included). */
export function parseCalendarDay(text: string): { year: number; month: number; day: number } | undefined {
  const match = DAY_PATTERN.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? { year, month, day } : undefined;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(zone: string, instant: number): number {
  let formatter = offsetFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(zone, formatter);
  }
  const parts = formatter.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time in `zone` happens (the later reading when a clock change repeats it). */
function zonedInstant(zone: string, wallClockAsUtc: number): number {
  // Two passes settle the offset even when the day itself crosses a daylight-saving change.
  const first = wallClockAsUtc - zoneOffsetMs(zone, wallClockAsUtc);
  return wallClockAsUtc - zoneOffsetMs(zone, first);
}

/**
 * The last millisecond of calendar day `day` (`YYYY-MM-DD`) in `zone`: the instant a link chosen to expire
 * that day stops working. Undefined when `day` is not a calendar day.
 */
export function endOfDayIn(day: string, zone: string): Date | undefined {
  const parsed = parseCalendarDay(day);
  if (!parsed) return undefined;
  const nextMidnight = Date.UTC(parsed.year, parsed.month - 1, parsed.day + 1);
  return new Date(zonedInstant(zone, nextMidnight) - 1);
}

/** The calendar day (`YYYY-MM-DD`) that `instant` falls on in `zone`. */
export function calendarDayOf(instant: Date, zone: string): string {
  const local = new Date(instant.getTime() + zoneOffsetMs(zone, instant.getTime()));
  return local.toISOString().slice(0, 10);
}

/** How long before its expiry a link that still opens says it is expiring soon. */
export const SHARE_LINK_EXPIRING_SOON_MS = 24 * 60 * 60 * 1000;

/** Whether a link that still opens stops working within the next 24 hours. */
export function isShareLinkExpiringSoon(expireAt: string | null, now: Date = new Date()): boolean {
  if (!expireAt) return false;
  const left = new Date(expireAt).getTime() - now.getTime();
  return left > 0 && left < SHARE_LINK_EXPIRING_SOON_MS;
}
