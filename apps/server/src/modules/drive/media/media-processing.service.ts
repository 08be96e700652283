import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { driveFileVersions, type DriveFileVersionRow } from '../tables.ts';
import { resolveFfmpegPath } from '../../../platform/media/ffmpeg-binary.ts';
import { FfmpegError } from '../../../platform/media/ffmpeg-run.ts';
import { makeImageThumbnail } from './image-media.ts';
import { versionStorageKey } from './media-keys.ts';
import { localStoredFile } from './stored-file.ts';
import { makeVideoMedia } from './video-media.ts';

/** Tries of one job before a version is marked failed; media that can't be read fails at once. */
export const MEDIA_ATTEMPTS = 3;
const RETRY_DELAYS_MS = [1_000, 5_000];
/** A version still processing this long after its upload was abandoned by a crashed worker. */
export const STALE_PROCESSING_MS = 6 * 60 * 60 * 1000;

/** Media that will never be read however often it is tried: a broken or unsupported file. */
class UnreadableMedia extends Error {}

interface MadeMedia {
  thumbnailKey: string | null;
  posterKey: string | null;
  previewKey: string | null;
  resolution: string | null;
  durationMs: number | null;
  frameRate: number | null;
}

/** The original as a file on this machine: in place for the local driver, else copied to `workDir`. */
async function localOriginal(context: AppContext, version: DriveFileVersionRow, workDir: string) {
  const local = await localStoredFile(context, { key: version.storageKey, workDir, name: 'original' });
  if (!local) throw new UnreadableMedia('The original file is missing from storage');
  return local;
}

async function makeMedia(
  context: AppContext,
  version: DriveFileVersionRow,
  workDir: string,
): Promise<MadeMedia> {
  const source = await localOriginal(context, version, workDir);
  const key = (name: string) =>
    versionStorageKey({
      orgId: version.orgId,
      workspaceId: version.workspaceId,
      versionId: version.id,
      name,
    });
  const thumbnailPath = path.join(workDir, 'thumbnail.webp');

  if (version.kind === 'image') {
    const size = await makeImageThumbnail({ source, output: thumbnailPath }).catch((error: unknown) => {
      throw new UnreadableMedia(`The image could not be read: ${(error as Error).message}`);
    });
    await context.storage.putFile(key('thumbnail.webp'), thumbnailPath, 'image/webp', { move: true });
    return {
      thumbnailKey: key('thumbnail.webp'),
      posterKey: null,
      previewKey: null,
      resolution: `${size.width}x${size.height}`,
      durationMs: null,
      frameRate: null,
    };
  }

  const ffmpegPath = resolveFfmpegPath();
  if (!ffmpegPath) throw new Error('ffmpeg is not installed');
  const made = await makeVideoMedia({ ffmpegPath, source, workDir, owner: version.orgId }).catch(
    (error: unknown) => {
      throw error instanceof FfmpegError ? new UnreadableMedia(error.message) : error;
    },
  );
  await makeImageThumbnail({ source: made.posterPath, output: thumbnailPath });
  await context.storage.putFile(key('thumbnail.webp'), thumbnailPath, 'image/webp', { move: true });
  await context.storage.putFile(key('poster.jpg'), made.posterPath, 'image/jpeg', { move: true });
  await context.storage.putFile(key('preview.mp4'), made.previewPath, 'video/mp4', { move: true });
  const { width, height, durationMs, frameRate } = made.facts;
  return {
    thumbnailKey: key('thumbnail.webp'),
    posterKey: key('poster.jpg'),
    previewKey: key('preview.mp4'),
    resolution: width !== null && height !== null ? `${width}x${height}` : null,
    durationMs,
    frameRate,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes a version's thumbnail (and, for a video, its poster, preview, duration and size). Idempotent: a
 * version no longer processing is left alone. A file that can't be read fails at once; other failures
 * (storage, database) are tried again, and after the last try the version stops processing with its error.
 */
export async function processVersionMedia(
  context: AppContext,
  input: { orgId: string; versionId: string },
): Promise<void> {
  const { db } = context.database;
  const scope = and(eq(driveFileVersions.id, input.versionId), eq(driveFileVersions.orgId, input.orgId));
  const [version] = await db.select().from(driveFileVersions).where(scope).limit(1);
  if (!version?.processing) return;

  let lastError: unknown;
  for (let attempt = 1; attempt <= MEDIA_ATTEMPTS; attempt += 1) {
    const workDir = path.join(context.config.dataDir, 'tmp', `media-${randomBytes(8).toString('hex')}`);
    await mkdir(workDir, { recursive: true });
    try {
      const made = await makeMedia(context, version, workDir);
      await db
        .update(driveFileVersions)
        .set({
          thumbnailKey: made.thumbnailKey,
          posterKey: made.posterKey,
          previewKey: made.previewKey,
          // The browser's reading wins when it sent one; the media's fills the gap.
          resolution: version.resolution ?? made.resolution,
          durationMs: made.durationMs,
          frameRate: made.frameRate,
          processing: false,
          processingError: null,
        })
        .where(scope);
      return;
    } catch (error) {
      lastError = error;
      context.log.warn({ err: error, versionId: version.id, attempt }, 'drive media processing failed');
      if (error instanceof UnreadableMedia) break;
      const delay = RETRY_DELAYS_MS[attempt - 1];
      if (delay !== undefined && attempt < MEDIA_ATTEMPTS) await pause(delay);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
  const message = lastError instanceof Error ? lastError.message : String(lastError);
  const key = (name: string) =>
    versionStorageKey({
      orgId: version.orgId,
      workspaceId: version.workspaceId,
      versionId: version.id,
      name,
    });
  // Whatever a failed try stored before it stopped.
  await context.storage.deleteMany(['thumbnail.webp', 'poster.jpg', 'preview.mp4'].map(key));
  await db
    .update(driveFileVersions)
    .set({ processing: false, processingError: message.slice(0, 500) })
    .where(scope);
}

/** Versions whose processing was abandoned (a worker that died mid-job): stopped, with an error to show. */
export async function stopStaleProcessing(context: AppContext, now = new Date()): Promise<number> {
  const stopped = await context.database.db
    .update(driveFileVersions)
    .set({ processing: false, processingError: 'Processing did not finish' })
    .where(
      and(
        eq(driveFileVersions.processing, true),
        lt(driveFileVersions.createdAt, new Date(now.getTime() - STALE_PROCESSING_MS)),
      ),
    )
    .returning({ id: driveFileVersions.id });
  return stopped.length;
}
