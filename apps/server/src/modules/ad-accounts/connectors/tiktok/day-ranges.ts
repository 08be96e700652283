import { resolveTimezone } from '@hookline/domain';
import type { DayRange } from '../connector.ts';

/** The longest range one daily report request may cover. */
export const MAX_REPORT_DAYS = 30;
const DAY_MS = 86_400_000;

function dayNumber(day: string, label: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || new Date(time).toISOString().slice(0, 10) !== day) {
    throw new Error(`The ${label} date must be a real date written YYYY-MM-DD, not "${day}"`);
  }
  return time / DAY_MS;
}

const dayText = (number: number): string => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** Checks a range and returns its first and last day as day numbers. */
function rangeDays(range: DayRange): { first: number; last: number } {
  const first = dayNumber(range.since, 'start');
  const last = dayNumber(range.until, 'end');
  if (first > last) throw new Error(`The range starts (${range.since}) after it ends (${range.until})`);
  return { first, last };
}

/** Checks that a range is two real dates in order; throws a plain-words error otherwise. */
export function assertDayRange(range: DayRange): void {
  rangeDays(range);
}

/** Splits an inclusive range into consecutive ranges of at most `maxDays` days. */
export function splitDayRange(range: DayRange, maxDays: number = MAX_REPORT_DAYS): DayRange[] {
  const { first, last } = rangeDays(range);
  const chunks: DayRange[] = [];
  for (let start = first; start <= last; start += maxDays) {
    chunks.push({ since: dayText(start), until: dayText(Math.min(start + maxDays - 1, last)) });
  }
  return chunks;
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export function dayInZone(instant: Date, timezoneName: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: resolveTimezone(timezoneName),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** Reads TikTok's "YYYY-MM-DD HH:mm:ss" UTC timestamps; null for anything else. */
export function parseUtcTimestamp(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const part = (index: number): number => Number(match[index]);
  const instant = new Date(Date.UTC(part(1), part(2) - 1, part(3), part(4), part(5), part(6)));
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The day of a report's `stat_time_day` ("2026-01-05 00:00:00"). */
export function reportDay(statTimeDay: string): string {
  const day = statTimeDay.slice(0, 10);
  dayNumber(day, 'report');
  return day;
}
