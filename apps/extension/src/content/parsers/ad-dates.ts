const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function day(year: number, monthName: string, date: number): string | null {
  const month = MONTHS.indexOf(monthName.slice(0, 3).toLowerCase());
  if (month < 0 || date < 1 || date > 31) return null;
  const value = new Date(Date.UTC(year, month, date));
  if (value.getUTCMonth() !== month) return null;
  return value.toISOString().slice(0, 10);
}

/**
 * A date as the ad libraries print it in English ("Mar 3, 2025", "March 3, 2025", "3 Mar 2025", "2025-03-03")
 * as `YYYY-MM-DD`, or null.
 */
export function parseAdDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(trimmed);
  if (iso) {
    const value = new Date(`${iso[1]}-${iso[2]}-${iso[3]}T00:00:00Z`);
    return Number.isNaN(value.getTime()) || value.toISOString().slice(0, 10) !== iso[0] ? null : iso[0];
  }
  const monthFirst = /^([A-Za-z]{3,})\.?\s+(\d{1,2}),?\s+(\d{4})/.exec(trimmed);
  if (monthFirst) return day(Number(monthFirst[3]), monthFirst[1]!, Number(monthFirst[2]));
  const dayFirst = /^(\d{1,2})\s+([A-Za-z]{3,})\.?,?\s+(\d{4})/.exec(trimmed);
  if (dayFirst) return day(Number(dayFirst[3]), dayFirst[2]!, Number(dayFirst[1]));
  return null;
}
