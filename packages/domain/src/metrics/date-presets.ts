import { z } from 'zod';
import { resolveTimezone } from './timezones.ts';

/** The analytics date-range picker's presets (spec section 2), in the picker's order. */
export const DATE_PRESETS = [
  'today',
  'yesterday',
  'this_week',
  'this_month',
  'last_week',
  'last_month',
  'last_7d',
  'last_14d',
  'last_30d',
  'last_90d',
  'last_365d',
] as const;
export const datePresetSchema = z.enum(DATE_PRESETS);
export type DatePreset = z.infer<typeof datePresetSchema>;

export const DATE_PRESET_LABELS: Readonly<Record<DatePreset, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  this_week: 'This week',
  this_month: 'This month',
  last_week: 'Last week',
  last_month: 'Last month',
  last_7d: 'Last 7 days',
  last_14d: 'Last 14 days',
  last_30d: 'Last 30 days',
  last_90d: 'Last 90 days',
  last_365d: 'Last 365 days',
};

/** Spec section 4: a new report covers the last 14 days. */
export const DEFAULT_DATE_PRESET: DatePreset = 'last_14d';

export interface DateRange {
  /** YYYY-MM-DD, inclusive. */
  startDate: string;
  /** YYYY-MM-DD, inclusive. */
  endDate: string;
}

export interface DatePresetOptions {
  /** 1 = Monday (default, ISO weeks), 0 = Sunday. */
  weekStartsOn?: 0 | 1;
}

/** A calendar day without a time or zone; months are 1-12. */
interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

/** Today's calendar date in a timezone (Meta numeric id or IANA name). */
export function todayInTimezone(
  timezone: number | string | null | undefined,
  now: Date = new Date(),
): string {
  return formatDay(calendarDayIn(resolveTimezone(timezone), now));
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of calendar days in a zone; building one costs far more than using it. */
function dayFormatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormatters.set(zone, formatter);
  }
  return formatter;
}

function calendarDayIn(zone: string, now: Date): CalendarDay {
  const parts = dayFormatterOf(zone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

// Calendar arithmetic runs on UTC midnights so no daylight-saving shift can move a day.
const toUtc = (day: CalendarDay): number => Date.UTC(day.year, day.month - 1, day.day);
function fromUtc(ms: number): CalendarDay {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
const addDays = (day: CalendarDay, days: number): CalendarDay => fromUtc(toUtc(day) + days * DAY_MS);
const pad = (value: number, length = 2): string => String(value).padStart(length, '0');
const formatDay = (day: CalendarDay): string => `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;
const range = (start: CalendarDay, end: CalendarDay): DateRange => ({
  startDate: formatDay(start),
  endDate: formatDay(end),
});

function lastDays(today: CalendarDay, days: number): DateRange {
  // Like the platforms' last_Nd presets: N complete days ending yesterday.
  return range(addDays(today, -days), addDays(today, -1));
}

/**
 * The date range of a preset, as calendar dates in the ad account's timezone at `now`.
 * `last_Nd` covers the N complete days before today; `this_*` runs up to today.
 */
export function resolveDatePreset(
  preset: DatePreset,
  timezone: number | string | null | undefined,
  now: Date = new Date(),
  options: DatePresetOptions = {},
): DateRange {
  const today = calendarDayIn(resolveTimezone(timezone), now);
  const weekStartsOn = options.weekStartsOn ?? 1;
  const weekday = new Date(toUtc(today)).getUTCDay();
  const weekStart = addDays(today, -((weekday - weekStartsOn + 7) % 7));
  const monthStart: CalendarDay = { ...today, day: 1 };
  switch (preset) {
    case 'today':
      return range(today, today);
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return range(yesterday, yesterday);
    }
    case 'this_week':
      return range(weekStart, today);
    case 'this_month':
      return range(monthStart, today);
    case 'last_week':
      return range(addDays(weekStart, -7), addDays(weekStart, -1));
    case 'last_month': {
      const lastMonthEnd = addDays(monthStart, -1);
      return range({ ...lastMonthEnd, day: 1 }, lastMonthEnd);
    }
    case 'last_7d':
      return lastDays(today, 7);
    case 'last_14d':
      return lastDays(today, 14);
    case 'last_30d':
      return lastDays(today, 30);
    case 'last_90d':
      return lastDays(today, 90);
    case 'last_365d':
      return lastDays(today, 365);
  }
}

/** Spec section 2: the picker allows no date after today in the analytics timezone. */
export function isFutureDate(
  date: string,
  timezone: number | string | null | undefined,
  now: Date = new Date(),
): boolean {
  return date > todayInTimezone(timezone, now);
}
