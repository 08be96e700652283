import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../log/logger.ts';
import {
  HEAP_SLACK_TO_COLLECT_BYTES,
  loadCollectGarbage,
  loadMallocTrim,
  returnFreeMemoryRegularly,
} from './return-free-memory.ts';

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
    const regularly = returnFreeMemoryRegularly({ log, trim: undefined, collectGarbage: undefined });
    expect(regularly.running).toBe(false);
  });

  it('trims every interval until stopped, and a failing trim does not stop the next', () => {
    vi.useFakeTimers();
    const trim = vi.fn(() => {
      if (trim.mock.calls.length === 1) throw new Error('refused');
    });
    const regularly = returnFreeMemoryRegularly({ log, trim, collectGarbage: undefined, everyMs: 1000 });
    expect(regularly.running).toBe(true);
    vi.advanceTimersByTime(3500);
    expect(trim).toHaveBeenCalledTimes(3);
    regularly.stop();
    vi.advanceTimersByTime(5000);
    expect(trim).toHaveBeenCalledTimes(3);
  });

  it('reaches V8’s full collection, which gives back the heap a burst of objects left', () => {
    const collect = loadCollectGarbage();
    expect(collect).toBeTypeOf('function');
    let burst: { id: number; name: string }[] | null = Array.from({ length: 600_000 }, (_, id) => ({
      id,
      name: `object ${id}`,
    }));
    expect(burst.length).toBe(600_000);
    const held = process.memoryUsage().heapTotal;
    burst = null;
    collect!();
    // Some 40 MB of objects; the heap gives back most of the pages they took.
    expect(held - process.memoryUsage().heapTotal).toBeGreaterThan(20 * 1024 * 1024);
  });

  it('collects only when the heap holds much more than it uses, then trims', () => {
    vi.useFakeTimers();
    const order: string[] = [];
    let slack = HEAP_SLACK_TO_COLLECT_BYTES + 1;
    const regularly = returnFreeMemoryRegularly({
      log,
      everyMs: 1000,
      trim: () => order.push('trim'),
      collectGarbage: () => order.push('collect'),
      heapSlack: () => slack,
    });
    vi.advanceTimersByTime(1000);
    slack = HEAP_SLACK_TO_COLLECT_BYTES;
    vi.advanceTimersByTime(1000);
    regularly.stop();
    expect(order).toEqual(['collect', 'trim', 'trim']);
  });

  it('still collects where there is no malloc_trim', () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const regularly = returnFreeMemoryRegularly({
      log,
      everyMs: 1000,
      trim: undefined,
      collectGarbage: collect,
      heapSlack: () => HEAP_SLACK_TO_COLLECT_BYTES * 2,
    });
    expect(regularly.running).toBe(true);
    vi.advanceTimersByTime(1000);
    regularly.stop();
    expect(collect).toHaveBeenCalledTimes(1);
  });
});
