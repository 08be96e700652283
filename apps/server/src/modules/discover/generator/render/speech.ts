import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { spawnAtLowPriority } from '../../../../platform/media/low-priority.ts';
import { withoutEmoji } from '../copy-text.ts';

/*
 * Voice-overs from espeak-ng, when the machine has it (Debian's `espeak-ng` package); without it the videos are
 * silent.
 */

/** The espeak-ng on PATH, or undefined. */
export function resolveEspeakPath(pathEnv: string = process.env['PATH'] ?? ''): string | undefined {
  for (const dir of pathEnv.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'espeak-ng');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder; try the next.
    }
  }
  return undefined;
}

/** The words as a voice should read them: no emoji, abbreviations spelt out. */
export function speakableText(text: string): string {
  return withoutEmoji(text)
    .replace(/\bPOV\b/g, 'P.O.V.')
    .replace(/[“”"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Speaks `text` into a WAV file at `file`; false when espeak-ng failed (the video is then silent). */
export function synthesizeSpeech(input: {
  espeakPath: string;
  text: string;
  voice: string;
  wordsPerMinute: number;
  file: string;
  timeoutMs?: number;
}): Promise<boolean> {
  return new Promise((resolve) => {
    // Below the server's priority, as ffmpeg runs: a voice-over is background work.
    const child = spawnAtLowPriority(
      input.espeakPath,
      [
        '-v',
        input.voice,
        '-s',
        String(Math.round(input.wordsPerMinute)),
        '-w',
        input.file,
        '--',
        speakableText(input.text),
      ],
      'ignore',
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), input.timeoutMs ?? 20_000);
    child.on('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}
