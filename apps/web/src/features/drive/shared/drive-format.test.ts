import { describe, expect, it } from 'vitest';
import {
  formatDriveDate,
  formatDuration,
  formatFileSize,
  formatStorage,
  formatStorageLimit,
  itemCount,
} from './drive-format.ts';

describe('file sizes, in powers of 1024', () => {
  it('names each unit', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(512 * 1024)).toBe('512 KB');
    expect(formatFileSize(5 * 1024 ** 2 + 300 * 1024)).toBe('5.3 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2 TB');
  });

  it('moves up a unit rather than show 1024 of one', () => {
    expect(formatFileSize(1024 * 1024 - 20)).toBe('1 MB');
  });

  it('shows nothing strange for a missing size', () => {
    expect(formatFileSize(Number.NaN)).toBe('0 B');
    expect(formatFileSize(-5)).toBe('0 B');
  });
});

describe('storage', () => {
  it('is in GB with 2 decimals, MB under 1 GB, and TB from 1000 GB', () => {
    expect(formatStorage(0)).toBe('0 MB');
    expect(formatStorage(12.5 * 1024 ** 2)).toBe('12.50 MB');
    expect(formatStorage(1.5 * 1024 ** 3)).toBe('1.50 GB');
    expect(formatStorage(999 * 1024 ** 3)).toBe('999.00 GB');
    expect(formatStorage(1024 * 1024 ** 3)).toBe('1.00 TB');
    expect(formatStorageLimit(30)).toBe('30 GB');
    expect(formatStorageLimit(1000)).toBe('0.98 TB');
    expect(formatStorageLimit(1024)).toBe('1 TB');
  });
});

describe('dates and durations', () => {
  it('formats dates as MMM D, YYYY', () => {
    expect(formatDriveDate('2026-03-04T12:00:00.000Z')).toBe('Mar 4, 2026');
    expect(formatDriveDate('not a date')).toBe('');
  });

  it('formats a video length', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(9_400)).toBe('0:09');
    expect(formatDuration(75_000)).toBe('1:15');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });

  it('counts items', () => {
    expect(itemCount(1)).toBe('1 item');
    expect(itemCount(12_000)).toBe('12,000 items');
    expect(itemCount(2, 'file')).toBe('2 files');
  });
});
