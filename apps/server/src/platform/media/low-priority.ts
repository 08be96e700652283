import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { setPriority } from 'node:os';

/**
 * How much lower than the server a media program runs (Unix niceness, 0 to 19): the web server answers
 * first, and a transcode takes the cores only while nothing else wants them.
 */
export const BACKGROUND_NICENESS = 10;

/** Starts `binary` at BACKGROUND_NICENESS, below the server's own priority. */
export function spawnAtLowPriority(
  binary: string,
  args: readonly string[],
  stdio: StdioOptions,
): ChildProcess {
  const child = spawn(binary, args, { stdio });
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, BACKGROUND_NICENESS);
    } catch {
      // Gone already (it failed at once), or a system that has no priorities: it runs as it is.
    }
  }
  return child;
}
