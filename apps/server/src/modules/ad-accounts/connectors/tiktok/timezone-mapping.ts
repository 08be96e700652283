import { DEFAULT_TIMEZONE_ID, resolveTimezone, TIMEZONE_IDS } from '@hookline/domain';

export interface MappedTimezone {
  /** The id of TIMEZONE_IDS standing for the zone. */
  timezoneId: number;
  /** The IANA zone the account reports in. */
  timezoneName: string;
}

const ENTRIES = Object.entries(TIMEZONE_IDS)
  .map(([id, zone]) => ({ id: Number(id), zone }))
  .sort((a, b) => a.id - b.id);

/** Whether a name is a zone the runtime knows (`America/Los_Angeles`, `Etc/GMT+8`). */
export function isIanaZone(name: string | null | undefined): name is string {
  if (!name) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Minutes east of UTC of `zone` at `at` (Los Angeles in winter: -480). */
export function utcOffsetMinutes(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const instant = Math.floor(at.getTime() / 1_000) * 1_000;
  return Math.round((wallClock - instant) / 60_000);
}

/**
 * Places a TikTok advertiser's IANA zone in the TIMEZONE_IDS table: the id of the same zone, else
 * the lowest id of a zone with the same UTC offset at `now`, else the default id. A name that is
 * not a real zone falls back to the default zone.
 */
export function mapTikTokTimezone(name: string | null | undefined, now: Date = new Date()): MappedTimezone {
  const timezoneName = resolveTimezone(name ?? null);
  const exact = ENTRIES.find((entry) => entry.zone === timezoneName);
  if (exact) return { timezoneId: exact.id, timezoneName };
  const offset = utcOffsetMinutes(timezoneName, now);
  const sameOffset = ENTRIES.find((entry) => utcOffsetMinutes(entry.zone, now) === offset);
  return { timezoneId: sameOffset?.id ?? DEFAULT_TIMEZONE_ID, timezoneName };
}
