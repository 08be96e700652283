import type { DayRange } from '../connector.ts';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a YYYY-MM-DD date; throws on anything else. */
export function dayNumber(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`"${day}" is not a date in the form YYYY-MM-DD`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const check = new Date(ms);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    throw new Error(`"${day}" is not a real calendar date`);
  }
  return Math.round(ms / DAY_MS);
}

/** The YYYY-MM-DD date of a day number. */
export function dayString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** An inclusive range of day numbers, checked: both ends real dates, the start not after the end. */
export function parseRange(range: DayRange): { first: number; last: number } {
  const first = dayNumber(range.since);
  const last = dayNumber(range.until);
  if (first > last) throw new Error(`The date range starts (${range.since}) after it ends (${range.until})`);
  return { first, last };
}

/** Month (1-12) and day of month of a day number. */
export function monthAndDate(day: number): { year: number; month: number; date: number } {
  const value = new Date(day * DAY_MS);
  return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, date: value.getUTCDate() };
}

export interface SeasonFactors {
  /** Multiplies the cost of a thousand impressions. */
  cpm: number;
  /** Multiplies budgets. */
  spend: number;
  /** Multiplies conversion rates. */
  conversion: number;
}

const NEUTRAL: SeasonFactors = { cpm: 1, spend: 1, conversion: 1 };

/**
 * The retail calendar of an apparel shop: cheap, slow January; Black Friday week and the gifting
 * season dearer but converting better; summer a little quieter.
 */
export function seasonFactors(day: number): SeasonFactors {
  const { month, date } = monthAndDate(day);
  if (month === 11 && date >= 20) return { cpm: 1.45, spend: 1.5, conversion: 1.35 };
  if (month === 12 && date <= 2) return { cpm: 1.4, spend: 1.4, conversion: 1.3 };
  if (month === 12 && date <= 20) return { cpm: 1.25, spend: 1.25, conversion: 1.18 };
  if (month === 12) return { cpm: 1.05, spend: 0.85, conversion: 0.9 };
  if (month === 11) return { cpm: 1.15, spend: 1.1, conversion: 1.05 };
  if (month === 1) return { cpm: 0.8, spend: 0.85, conversion: 0.92 };
  if (month === 7 || month === 8) return { cpm: 0.92, spend: 0.95, conversion: 0.95 };
  if (month === 10) return { cpm: 1.05, spend: 1.05, conversion: 1 };
  return NEUTRAL;
}

/** Daily multipliers by weekday (Sunday first): spend, click-through and conversion rhythms. */
export const WEEKLY_SPEND = [1.06, 1.04, 1.0, 0.97, 0.95, 0.96, 1.02] as const;
export const WEEKLY_CTR = [1.06, 1.0, 0.98, 0.97, 0.98, 0.99, 1.04] as const;
export const WEEKLY_CONVERSION = [1.12, 1.08, 1.02, 0.97, 0.94, 0.88, 0.96] as const;
