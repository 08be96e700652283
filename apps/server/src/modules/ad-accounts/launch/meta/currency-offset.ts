/*
 * Meta counts budgets in the currency's minor unit ("offset"): 100 for most currencies (cents), 1 for those
 * without one (https://developers.facebook.com/docs/marketing-api/currencies).
 */
const OFFSET_ONE = new Set(['CLP', 'COP', 'CRC', 'HUF', 'ISK', 'IDR', 'JPY', 'KRW', 'PYG', 'TWD', 'VND']);

export const currencyOffset = (currency: string): number =>
  OFFSET_ONE.has(currency.toUpperCase()) ? 1 : 100;

/** Whole units of the account's currency to what Meta's `daily_budget` takes. */
export const toMinorUnits = (amount: number, currency: string): number =>
  Math.round(amount * currencyOffset(currency));

export const fromMinorUnits = (amount: number, currency: string): number => amount / currencyOffset(currency);
