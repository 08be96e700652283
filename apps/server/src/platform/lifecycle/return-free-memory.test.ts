import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { loadMallocTrim, returnFreeMemoryRegularly } from './return-free-memory.ts';

const log = createLogger('silent');

describe('handing free memory back', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reaches glibc malloc_trim on this machine, and gives back what freed Buffers left resident', () => {
    expect(loadMallocTrim()).toBeTypeOf('function');
    const probe = path.join(import.meta.dirname, 'malloc-fill-probe.ts');
    const printed = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', probe], {
      encoding: 'utf8',
    });
    const { before, after } = JSON.parse(printed) as { before: number; after: number };
    // About 200 MB of Buffers were made and nine in ten freed; malloc kept their pages until the trim.
    expect(before - after).toBeGreaterThan(50);
  });

  it('is simply off where the C library has no malloc_trim', () => {
    expect(loadMallocTrim('libc-that-does-not-exist.so.6')).toBeUndefined();
    const regularly = returnFreeMemoryRegularly({ log, trim: undefined });
    expect(regularly.running).toBe(false);
  });

  it('trims every interval until stopped, and a failing trim does not stop the next', () => {
    vi.useFakeTimers();
    const trim = vi.fn(() => {
      if (trim.mock.calls.length === 1) throw new Error('refused');
    });
    const regularly = returnFreeMemoryRegularly({ log, trim, everyMs: 1000 });
    expect(regularly.running).toBe(true);
    vi.advanceTimersByTime(3500);
    expect(trim).toHaveBeenCalledTimes(3);
    regularly.stop();
    vi.advanceTimersByTime(5000);
    expect(trim).toHaveBeenCalledTimes(3);
  });
});
