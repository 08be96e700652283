import type { MetricDefinition } from './types.ts';

export interface FormatOptions {
  /** ISO 4217 code of the ad account's currency. */
  currency?: string;
  /** Short form: k above 1,000 and M above 1,000,000. */
  short?: boolean;
  locale?: string;
}

const DEFAULT_LOCALE = 'en-US';
const DEFAULT_CURRENCY = 'USD';
/** Shown where a metric has no value (for example a ratio over zero). */
export const EMPTY_METRIC_VALUE = '-';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The formatter for a locale and options, made once: making one costs far more than formatting with it, and a
 * report's table, cards and charts format hundreds of values at a time.
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A whole number with thousands separators: 1234567 -> "1,234,567". */
export function formatInteger(value: number, locale = DEFAULT_LOCALE): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A floating value rounded to 2 decimals, with thousands separators: 1234.5 -> "1,234.50". */
export function formatFloat(value: number, locale = DEFAULT_LOCALE): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

function shortParts(value: number): { scaled: number; unit: '' | 'k' | 'M' } {
  const size = Math.abs(value);
  if (size > 1_000_000) return { scaled: value / 1_000_000, unit: 'M' };
  if (size > 1_000) return { scaled: value / 1_000, unit: 'k' };
  return { scaled: value, unit: '' };
}

/**
 * Currency with two decimals, and none for zero: 1234.5 -> "$1,234.50", 0 -> "$0".
 * Short: k above 1,000 and M above 1,000,000, up to 2 decimals: 1500 -> "$1.5k".
 */
export function formatCurrency(value: number, options: FormatOptions = {}): string {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const currency = options.currency ?? DEFAULT_CURRENCY;
  const { scaled, unit } = options.short ? shortParts(value) : { scaled: value, unit: '' as const };
  const isZero = scaled === 0;
  const formatter = numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: isZero || unit !== '' ? 0 : 2,
    maximumFractionDigits: isZero ? 0 : 2,
  });
  if (unit === '') return formatter.format(scaled);
  // The unit goes right after the last digit, wherever the locale puts the symbol.
  return formatter.format(scaled).replace(/(\d)(?!.*\d)/, `$1${unit}`);
}

/** A number with the short k/M form: 1500 -> "1.5k", 2500000 -> "2.5M". */
export function formatShortNumber(value: number, locale = DEFAULT_LOCALE): string {
  const { scaled, unit } = shortParts(value);
  return `${numberFormat(locale, { maximumFractionDigits: 2 }).format(scaled)}${unit}`;
}

/**
 * A metric value as shown in tables, charts and cards: currency for currency-based metrics,
 * 2 decimals for floating-point ones, whole numbers otherwise, then the suffix (%, s).
 */
export function formatMetricValue(
  definition: MetricDefinition,
  value: number | null | undefined,
  options: FormatOptions = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_METRIC_VALUE;
  const locale = options.locale ?? DEFAULT_LOCALE;
  if (definition.isCurrencyBased) return formatCurrency(value, options);
  let text: string;
  if (options.short && !definition.isFloatingPoint) text = formatShortNumber(value, locale);
  else text = definition.isFloatingPoint ? formatFloat(value, locale) : formatInteger(value, locale);
  return `${text}${definition.suffix}`;
}
