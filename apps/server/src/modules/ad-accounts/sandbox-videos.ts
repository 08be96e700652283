import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Storage } from '../../platform/storage/storage.ts';
import { thumbnailSvg } from './connectors/sandbox/thumbnail-svg.ts';

const run = promisify(execFile);

/** Seconds of the clip: long enough to play, short enough to render in well under a second. */
const CLIP_SECONDS = 3;
const RENDER_TIMEOUT_MS = 30_000;

const storageKey = (hash: string): string => `sandbox/videos/${hash}.mp4`;

/** An MP4 of a still picture, made with the system's ffmpeg. */
async function renderClip(png: Buffer): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hookline-sandbox-video-'));
  try {
    const input = path.join(dir, 'frame.png');
    const output = path.join(dir, 'clip.mp4');
    await writeFile(input, png);
    await run(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-loop', '1', '-i', input],
        ...['-t', String(CLIP_SECONDS), '-r', '24', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
        ...['-movflags', '+faststart', output],
      ],
      { timeout: RENDER_TIMEOUT_MS },
    );
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Renders at once, across every clip: the route is public, and ffmpeg is the costliest thing it starts. */
const MAX_RENDERS = 2;
let rendersRunning = 0;
const waitingForRender: Array<() => void> = [];

async function withRenderSlot<T>(work: () => Promise<T>): Promise<T> {
  if (rendersRunning >= MAX_RENDERS) await new Promise<void>((resolve) => waitingForRender.push(resolve));
  rendersRunning += 1;
  try {
    return await work();
  } finally {
    rendersRunning -= 1;
    waitingForRender.shift()?.();
  }
}

/** Clips being made now, by hash: a second request for one waits for the first render instead of starting its own. */
const inFlight = new Map<string, Promise<Buffer | undefined>>();

/**
 * The clip behind a sandbox video creative's `videoUrl`: its generated picture as a short MP4, rendered
 * once and kept in the storage driver. Undefined when ffmpeg is not installed (the preview then shows
 * the picture alone). The caller has checked that `hash` is a sandbox video creative.
 */
export function sandboxVideo(storage: Storage, hash: string): Promise<Buffer | undefined> {
  const running = inFlight.get(hash);
  if (running) return running;
  const made = storedOrRendered(storage, hash).finally(() => inFlight.delete(hash));
  inFlight.set(hash, made);
  return made;
}

async function storedOrRendered(storage: Storage, hash: string): Promise<Buffer | undefined> {
  const stored = await storage.get(storageKey(hash));
  if (stored) {
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  const png = await sharp(Buffer.from(thumbnailSvg(hash)))
    .png()
    .toBuffer();
  let clip: Buffer;
  try {
    clip = await withRenderSlot(() => renderClip(png));
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
  await storage.put(storageKey(hash), clip, 'video/mp4');
  return clip;
}
