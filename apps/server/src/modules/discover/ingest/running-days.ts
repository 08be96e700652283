const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day (`YYYY-MM-DD`) of a moment. */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/** Days from `startDate` to `endDate` (`YYYY-MM-DD`), counting both; at least 1. */
export function runningDays(startDate: string, endDate: string): number {
  const days = Math.round(
    (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS,
  );
  return Math.max(1, days + 1);
}
