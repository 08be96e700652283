import { describe, expect, it } from 'vitest';
import { formatPlanStorageGB, formatStorageGB } from './add-on-rules.ts';

describe('storage as billing shows it', () => {
  it('in use: GB with 2 decimals, TB (1024 GB) from 1000 GB', () => {
    expect(formatStorageGB(30)).toBe('30.00 GB');
    expect(formatStorageGB(999.5)).toBe('999.50 GB');
    expect(formatStorageGB(1024)).toBe('1.00 TB');
  });

  it('under 1 GB: MB with 2 decimals, never "0.00 GB" while files are stored', () => {
    expect(formatStorageGB(0)).toBe('0 MB');
    expect(formatStorageGB(0.5)).toBe('512.00 MB');
    expect(formatStorageGB(3 / 1024)).toBe('3.00 MB');
    expect(formatStorageGB(1 / 1024 ** 3)).toBe('0.01 MB');
    expect(formatStorageGB(1)).toBe('1.00 GB');
  });

  it("on a plan's card: whole TB when it is a whole number of them, else GB", () => {
    expect(formatPlanStorageGB(1024)).toBe('1 TB');
    expect(formatPlanStorageGB(2048)).toBe('2 TB');
    expect(formatPlanStorageGB(100)).toBe('100 GB');
    expect(formatPlanStorageGB(1500)).toBe('1,500 GB');
  });
});
