import { createRequire } from 'node:module';
import type * as Koffi from 'koffi';
import type { Logger } from 'pino';

/*
 * Handing the memory malloc keeps free back to the system. glibc returns freed memory by itself only from the
 * top of its heaps; what start-up, the demo's seeding and the background renders freed in the middle stays
 * resident for good. `malloc_trim(0)` gives it back: called once on servers that had run a while, it took one
 * on PostgreSQL from 214 to 165 MB and one on the embedded database from 392 to 290 MB (docs/scale.md, "Idle
 * memory"). Node offers no call to it, so it is reached through koffi's foreign-function calls.
 */

/**
 * How often the server hands free memory back. A call holds the event loop while it walks malloc's heaps: in a
 * process with 200 MB resident and about 100 MB freed in the middle, 57 ms the first time (giving 50 MB back),
 * then 6-16 ms with nothing left to give; once a minute that is under 0.03% of the time.
 */
export const RETURN_FREE_MEMORY_EVERY_MS = 60_000;

type Trim = () => void;

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
 * Hands malloc's free memory back every `everyMs`, from a timer that keeps no process alive. Returns the
 * function that stops it, and whether it runs at all on this system.
 */
export function returnFreeMemoryRegularly(options: {
  log: Logger;
  everyMs?: number;
  trim?: Trim | undefined;
}): { running: boolean; stop(): void } {
  const trim = 'trim' in options ? options.trim : loadMallocTrim();
  if (!trim) {
    options.log.debug('malloc_trim is not available here: free memory stays with malloc');
    return { running: false, stop() {} };
  }
  const timer = setInterval(() => {
    try {
      trim();
    } catch (error) {
      options.log.warn({ err: error }, 'free memory could not be handed back');
    }
  }, options.everyMs ?? RETURN_FREE_MEMORY_EVERY_MS);
  timer.unref();
  return { running: true, stop: () => clearInterval(timer) };
}
