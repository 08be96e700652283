import { BYTES_PER_GB, DATE_FORMAT, formatStorageGB } from '@hookline/domain';
import dayjs from 'dayjs';

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

/** Storage as the spec shows it (section 9): GB with 2 decimals, TB from 1000 GB. */
export const formatStorage = (bytes: number): string => formatStorageGB(Math.max(0, bytes) / BYTES_PER_GB);

/** A plan's storage limit, given in GB: whole GB, or TB from 1000 GB. */
export function formatStorageLimit(gb: number): string {
  if (gb >= 1000) return `${trimmed(gb / 1024, 2)} TB`;
  return `${trimmed(gb, 2)} GB`;
}

/** The spec's date format, `MMM D, YYYY`, in the browser's timezone. */
export function formatDriveDate(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

/** A video's length: `m:ss`, or `h:mm:ss` from an hour. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** "1 item", "12 items". */
export const itemCount = (count: number, one = 'item', many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
