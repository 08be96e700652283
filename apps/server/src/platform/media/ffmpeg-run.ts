import { spawn } from 'node:child_process';
import { createSemaphore } from '../concurrency/semaphore.ts';

/**
 * ffmpeg processes this process runs at once. A transcode takes both slots (it uses every core it gets);
 * reading a file's header or one frame takes one.
 */
export const FFMPEG_SLOTS = 2;
const slots = createSemaphore(FFMPEG_SLOTS);

/** The last part of ffmpeg's log kept: enough for its header and its error. */
const STDERR_KEEP_BYTES = 64 * 1024;

export class FfmpegError extends Error {}

/**
 * Runs ffmpeg with `args` (never reading stdin), killed when it runs past `timeoutMs`. Answers its exit
 * code and the end of its log; `ffmpeg -i file` alone exits 1 after printing what it read, so the caller
 * decides what a code means.
 */
export function runFfmpeg(
  ffmpegPath: string,
  args: readonly string[],
  options: { timeoutMs: number; heavy?: boolean },
): Promise<{ code: number | null; stderr: string }> {
  return slots.run(
    () =>
      new Promise((resolve, reject) => {
        const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', ...args], {
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = Buffer.alloc(0);
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, options.timeoutMs);
        child.stderr.on('data', (chunk: Buffer) => {
          stderr = Buffer.concat([stderr, chunk]);
          if (stderr.length > STDERR_KEEP_BYTES * 2) stderr = stderr.subarray(-STDERR_KEEP_BYTES);
        });
        child.on('error', (error) => {
          clearTimeout(timer);
          reject(new FfmpegError(`ffmpeg could not start: ${error.message}`));
        });
        child.on('close', (code) => {
          clearTimeout(timer);
          if (timedOut) {
            reject(new FfmpegError(`ffmpeg ran past ${options.timeoutMs / 1000} s and was stopped`));
          } else resolve({ code, stderr: stderr.toString('utf8') });
        });
      }),
    options.heavy ? FFMPEG_SLOTS : 1,
  );
}

/** The last line of ffmpeg's log that says something, for an error message. */
export function lastLogLine(stderr: string): string {
  const lines = stderr.split('\n').map((line) => line.trim());
  return lines.filter(Boolean).at(-1)?.slice(0, 300) ?? 'ffmpeg failed';
}
