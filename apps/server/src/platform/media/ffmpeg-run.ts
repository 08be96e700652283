import { createSemaphore } from '../concurrency/semaphore.ts';
import { spawnAtLowPriority } from './low-priority.ts';

/**
 * ffmpeg processes this process runs at once. A transcode takes both slots (it uses every core it gets);
 * reading a file's header or one frame takes one. Organisations take turns at the slots.
 */
export const FFMPEG_SLOTS = 2;
const slots = createSemaphore(FFMPEG_SLOTS);

/** The last part of ffmpeg's log kept: enough for its header and its error. */
const STDERR_KEEP_BYTES = 64 * 1024;

export class FfmpegError extends Error {}

/** One finished run: a transcode (`heavy`) or a header or frame read (`light`), how it ended and how long it took. */
export interface FfmpegRun {
  kind: 'heavy' | 'light';
  outcome: 'exited' | 'timed out' | 'failed to start';
  seconds: number;
}
const runListeners = new Set<(run: FfmpegRun) => void>();

/** Calls `listener` after each run of this process (the metrics count them); answers how to stop. */
export function observeFfmpegRuns(listener: (run: FfmpegRun) => void): () => void {
  runListeners.add(listener);
  return () => runListeners.delete(listener);
}

/** ffmpeg runs going on in this process and those waiting for a slot. */
export function ffmpegLoad(): { running: number; waiting: number } {
  return slots.load;
}

/**
 * Runs ffmpeg with `args` (never reading stdin) below the server's priority, killed when it runs past
 * `timeoutMs`. It waits for a slot in the turn of `owner` (the organisation whose media it is), so one
 * organisation's queue of videos can't hold back another's. Answers its exit code and the end of its log;
 * `ffmpeg -i file` alone exits 1 after printing what it read, so the caller decides what a code means.
 */
export function runFfmpeg(
  ffmpegPath: string,
  args: readonly string[],
  options: { timeoutMs: number; heavy?: boolean; owner?: string },
): Promise<{ code: number | null; stderr: string }> {
  return slots.run(
    () =>
      new Promise((resolve, reject) => {
        const started = performance.now();
        const finished = (outcome: FfmpegRun['outcome']) => {
          const run = {
            kind: options.heavy ? 'heavy' : 'light',
            outcome,
            seconds: (performance.now() - started) / 1000,
          } as const;
          for (const listener of runListeners) listener(run);
        };
        const child = spawnAtLowPriority(
          ffmpegPath,
          ['-hide_banner', '-nostdin', ...args],
          ['ignore', 'ignore', 'pipe'],
        );
        let stderr = Buffer.alloc(0);
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, options.timeoutMs);
        child.stderr?.on('data', (chunk: Buffer) => {
          stderr = Buffer.concat([stderr, chunk]);
          if (stderr.length > STDERR_KEEP_BYTES * 2) stderr = stderr.subarray(-STDERR_KEEP_BYTES);
        });
        child.on('error', (error) => {
          clearTimeout(timer);
          finished('failed to start');
          reject(new FfmpegError(`ffmpeg could not start: ${error.message}`));
        });
        child.on('close', (code) => {
          clearTimeout(timer);
          finished(timedOut ? 'timed out' : 'exited');
          if (timedOut) {
            reject(new FfmpegError(`ffmpeg ran past ${options.timeoutMs / 1000} s and was stopped`));
          } else resolve({ code, stderr: stderr.toString('utf8') });
        });
      }),
    options.heavy ? FFMPEG_SLOTS : 1,
    options.owner,
  );
}

/** The last line of ffmpeg's log that says something, for an error message. */
export function lastLogLine(stderr: string): string {
  const lines = stderr.split('\n').map((line) => line.trim());
  return lines.filter(Boolean).at(-1)?.slice(0, 300) ?? 'ffmpeg failed';
}
