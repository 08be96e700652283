const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Trims a decimal's trailing zeros: 1.50 → 1.5, 2.0 → 2. */
const trimmed = (value: number, digits: number) => String(Number(value.toFixed(digits)));

/**
 * A file's size in B, KB, MB, GB or TB, each 1024 of the one before: one decimal under 10 of a unit
 * (1.5 MB), whole numbers above (512 KB).
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KB rounds to "1024 KB": show it as the next unit instead.
  if (unit < UNITS.length - 1 && Math.round(value) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  return `${value < 10 ? trimmed(value, 1) : Math.round(value)} ${UNITS[unit]}`;
}
