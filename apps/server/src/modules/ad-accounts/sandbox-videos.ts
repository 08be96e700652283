import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveFfmpegPath } from '../../platform/media/ffmpeg-binary.ts';
import { lastLogLine, runFfmpeg } from '../../platform/media/ffmpeg-run.ts';
import { renderImage } from '../../platform/media/render-child/render-images.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { thumbnailSvg } from './connectors/sandbox/thumbnail-svg.ts';

/** Seconds of the clip: long enough to play, short enough to render in well under a second. */
const CLIP_SECONDS = 3;
const RENDER_TIMEOUT_MS = 30_000;

const storageKey = (hash: string): string => `sandbox/videos/${hash}.mp4`;

/**
 * An MP4 of a still picture, made by ffmpeg below the server's priority. The route is public and ffmpeg the
 * costliest thing it starts: clips wait for ffmpeg's slots like every other run of this process.
 */
async function renderClip(ffmpegPath: string, png: Buffer): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hookline-sandbox-video-'));
  try {
    const input = path.join(dir, 'frame.png');
    const output = path.join(dir, 'clip.mp4');
    await writeFile(input, png);
    const { code, stderr } = await runFfmpeg(
      ffmpegPath,
      [
        ...['-loglevel', 'error', '-y', '-loop', '1', '-i', input],
        ...['-t', String(CLIP_SECONDS), '-r', '24', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
        ...['-movflags', '+faststart', output],
      ],
      { timeoutMs: RENDER_TIMEOUT_MS },
    );
    if (code !== 0) throw new Error(`ffmpeg could not make a sandbox clip: ${lastLogLine(stderr)}`);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
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
  const ffmpegPath = resolveFfmpegPath();
  if (!ffmpegPath) return undefined;
  const png = await renderImage({ svg: thumbnailSvg(hash) }, { format: 'png' });
  const clip = await renderClip(ffmpegPath, png);
  await storage.put(storageKey(hash), clip, 'video/mp4');
  return clip;
}
