import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { createSemaphore } from '../concurrency/semaphore.ts';
import { spawnAtLowPriority } from '../media/low-priority.ts';
import { parseContinuousOutput, parseLiveOutput } from './pocketsphinx-output.ts';
import { TRANSCRIPTION_MESSAGES, TranscriptionError, transcriptOf, type Transcript } from './transcript.ts';

/** An installed pocketsphinx and its US English model. */
export interface PocketsphinxInstall {
  /** `continuous`: 0.8's `pocketsphinx_continuous` (Debian 12); `live`: 5.x's `pocketsphinx live`. */
  kind: 'continuous' | 'live';
  binary: string;
  /** The folder of the acoustic model (`en-us/`), the language model and the dictionary. */
  modelDir: string;
}

/** What the probe found: an install, or which Debian package is missing. */
export type PocketsphinxProbe =
  | { found: true; install: PocketsphinxInstall }
  | { found: false; missing: 'pocketsphinx' | 'pocketsphinx-en-us' };

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function exists(file: string): boolean {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
}

/** The files pocketsphinx is given, inside the English model's folder. */
const modelFiles = (modelDir: string) => ({
  hmm: path.join(modelDir, 'en-us'),
  lm: path.join(modelDir, 'en-us.lm.bin'),
  dict: path.join(modelDir, 'cmudict-en-us.dict'),
});

/**
 * Looks for pocketsphinx on PATH (5.x's `pocketsphinx` first, then 0.8's `pocketsphinx_continuous`) and for
 * the English model where its package puts it, beside the binary's prefix (`/usr/bin` → `/usr/share/...`).
 */
export function findPocketsphinx(pathEnv: string = process.env['PATH'] ?? ''): PocketsphinxProbe {
  const dirs = pathEnv.split(path.delimiter).filter(Boolean);
  const candidates = (['pocketsphinx', 'pocketsphinx_continuous'] as const).flatMap((name) =>
    dirs.map((dir) => ({ name, binary: path.join(dir, name) })),
  );
  const found = candidates.find((candidate) => isExecutable(candidate.binary));
  if (!found) return { found: false, missing: 'pocketsphinx' };
  const modelDir = path.resolve(path.dirname(found.binary), '../share/pocketsphinx/model/en-us');
  if (!Object.values(modelFiles(modelDir)).every(exists)) {
    return { found: false, missing: 'pocketsphinx-en-us' };
  }
  return {
    found: true,
    install: { kind: found.name === 'pocketsphinx' ? 'live' : 'continuous', binary: found.binary, modelDir },
  };
}

/**
 * The decoder's settings beyond the model, as measured on spoken ad clips (`bench/transcription/`, WER
 * table in docs/operations.md): Debian's defaults unless a setting measured better.
 */
export const DECODER_SETTINGS: readonly string[] = [];

/** Decoding takes one core; more at once would only slow every request and the server with them. */
const decoders = createSemaphore(1);
const STDERR_KEEP_CHARS = 4_000;

function run(binary: string, args: readonly string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnAtLowPriority(binary, args, ['ignore', 'pipe', 'pipe']);
    const stdout: Buffer[] = [];
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEEP_CHARS);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new TranscriptionError(`pocketsphinx could not start: ${error.message}`, { cause: error }));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) {
        reject(new TranscriptionError(`pocketsphinx ran past ${timeoutMs / 1000} s and was stopped`));
      } else if (code !== 0) {
        const last = stderr
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .at(-1);
        reject(new TranscriptionError(`pocketsphinx failed (exit code ${code})${last ? `: ${last}` : ''}`));
      } else resolve(Buffer.concat(stdout).toString('utf8'));
    });
  });
}

/**
 * Transcribes a 16 kHz mono 16-bit WAV with pocketsphinx's US English model, one decoder at a time in this
 * process. The model is English only: callers check the language first.
 */
export async function transcribeWithPocketsphinx(
  install: PocketsphinxInstall,
  input: { audioPath: string; timeoutMs?: number; settings?: readonly string[] },
): Promise<Transcript> {
  if (!exists(input.audioPath)) throw new TranscriptionError(TRANSCRIPTION_MESSAGES.unreadable);
  const model = modelFiles(install.modelDir);
  const modelArgs = ['-hmm', model.hmm, '-lm', model.lm, '-dict', model.dict];
  const settings = input.settings ?? DECODER_SETTINGS;
  const timeoutMs = input.timeoutMs ?? 10 * 60_000;
  const stdout = await decoders.run(() =>
    install.kind === 'live'
      ? run(install.binary, [...modelArgs, ...settings, 'live', input.audioPath], timeoutMs)
      : run(
          install.binary,
          [...modelArgs, ...settings, '-infile', input.audioPath, '-time', 'yes', '-logfn', '/dev/null'],
          timeoutMs,
        ),
  );
  const heard = install.kind === 'live' ? parseLiveOutput(stdout) : parseContinuousOutput(stdout);
  return transcriptOf('pocketsphinx', heard.segments, heard.confidence);
}
