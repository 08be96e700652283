import { BYTES_PER_GB, DATE_FORMAT, formatStorageGB } from '@hookline/domain';
import dayjs from 'dayjs';
import { formatFileSize } from '../../../ui/file-size.ts';

export { formatFileSize };

/** Trims a decimal's trailing zeros: 1.50 → 1.5, 2.0 → 2. */
const trimmed = (value: number, digits: number) => String(Number(value.toFixed(digits)));

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
