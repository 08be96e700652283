import { createRequire } from 'node:module';
import v8 from 'node:v8';
import vm from 'node:vm';
import type * as Koffi from 'koffi';
import type { Logger } from 'pino';

/*
 * Handing free memory back to the system: the V8 heap's after a burst (below), and malloc's. glibc returns
 * freed memory by itself only from the top of its heaps; what start-up, the demo's seeding and the background
 * renders freed in the middle stays resident for good. `malloc_trim(0)` gives it back: called once on servers
 * that had run a while, it took one on PostgreSQL from 214 to 165 MB and one on the embedded database from
 * 392 to 290 MB (docs/scale.md, "Idle memory"). Node offers no call to it, so it is reached through koffi's
 * foreign-function calls.
 */

/**
 * How often the server hands free memory back. A call holds the event loop while it walks malloc's heaps: in a
 * process with 200 MB resident and about 100 MB freed in the middle, 57 ms the first time (giving 50 MB back),
 * then 6-16 ms with nothing left to give; once a minute that is under 0.03% of the time.
 */
export const RETURN_FREE_MEMORY_EVERY_MS = 60_000;

type Trim = () => void;
type CollectGarbage = () => void;

/**
 * How much more the V8 heap may hold than it uses before a full collection is asked for. After a burst (the
 * library's generation, the demo's seeding, a large report) V8 keeps the pages it grew to until its own
 * memory reducer sees the process idle, which a server whose background work goes on may not be for minutes:
 * on the embedded database the heap held 179 MB for 85-115 MB of objects from 30 to 105 s after start. In
 * steady use the difference stays a few megabytes, so a collection is asked for after bursts only.
 */
export const HEAP_SLACK_TO_COLLECT_BYTES = 32 * 1024 * 1024;

/** V8's full collection, reached without `--expose-gc` on the command line or a global `gc`. */
export function loadCollectGarbage(): CollectGarbage | undefined {
  try {
    v8.setFlagsFromString('--expose-gc');
    // The context's `gc` global, which the flag just made: a function that takes no argument.
    const collect = vm.runInNewContext('typeof gc === "function" ? gc : undefined') as
      (() => void) | undefined;
    return collect;
  } catch {
    return undefined;
  }
}

/** What the V8 heap holds beyond what it uses, in bytes. */
function heapSlack(): number {
  const { heapTotal, heapUsed } = process.memoryUsage();
  return heapTotal - heapUsed;
}

/**
 * glibc's `malloc_trim`, or undefined where there is none (macOS, musl) or koffi could not load: there the
 * server simply keeps what malloc keeps.
 */
export function loadMallocTrim(library = 'libc.so.6'): Trim | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    const require = createRequire(import.meta.url);
    const koffi = require('koffi') as typeof Koffi;
    const mallocTrim = koffi.load(library).func('int malloc_trim(size_t pad)');
    return () => {
      mallocTrim(0);
    };
  } catch {
    return undefined;
  }
}

/**
 * Hands free memory back every `everyMs`, from a timer that keeps no process alive: the V8 heap's, by a full
 * collection when it holds more than HEAP_SLACK_TO_COLLECT_BYTES it does not use (what the collection frees
 * of malloc's goes with the trim that follows), then malloc's. Returns the function that stops it, and
 * whether it runs at all on this system.
 */
export function returnFreeMemoryRegularly(options: {
  log: Logger;
  everyMs?: number;
  trim?: Trim | undefined;
  collectGarbage?: CollectGarbage | undefined;
  heapSlack?: () => number;
}): { running: boolean; stop(): void } {
  const trim = 'trim' in options ? options.trim : loadMallocTrim();
  const collectGarbage = 'collectGarbage' in options ? options.collectGarbage : loadCollectGarbage();
  if (!trim) options.log.debug('malloc_trim is not available here: free memory stays with malloc');
  if (!trim && !collectGarbage) return { running: false, stop() {} };
  const slack = options.heapSlack ?? heapSlack;
  const timer = setInterval(() => {
    try {
      if (collectGarbage && slack() > HEAP_SLACK_TO_COLLECT_BYTES) collectGarbage();
      trim?.();
    } catch (error) {
      options.log.warn({ err: error }, 'free memory could not be handed back');
    }
  }, options.everyMs ?? RETURN_FREE_MEMORY_EVERY_MS);
  timer.unref();
  return { running: true, stop: () => clearInterval(timer) };
}
