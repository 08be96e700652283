import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { resolveFfmpegPath } from '../../../platform/media/ffmpeg-binary.ts';
import { probeMedia } from '../../../platform/media/media-probe.ts';
import { driveFileVersions } from '../tables.ts';
import { localStoredFile } from './stored-file.ts';

/** Versions read in one run: header reads only, so a run stays short. */
export const FRAME_RATE_BATCH = 100;

/**
 * Reads the frame rate of videos made before the media job read it, from their preview (made here, so
 * always readable, at the original's rate), in batches in id order. Answers how many it read; a video whose
 * preview can't be read or says no rate is passed over, and tried again on the next run.
 */
export async function backfillFrameRates(context: AppContext, batch = FRAME_RATE_BATCH): Promise<number> {
  const ffmpegPath = resolveFfmpegPath();
  if (!ffmpegPath) return 0;
  let read = 0;
  let after: string | undefined;
  do {
    const done = await readBatch(context, { ffmpegPath, after, limit: batch });
    read += done.read;
    after = done.lastId;
  } while (after !== undefined);
  return read;
}

async function readBatch(
  context: AppContext,
  input: { ffmpegPath: string; after: string | undefined; limit: number },
): Promise<{ read: number; lastId: string | undefined }> {
  const { ffmpegPath } = input;
  const { db } = context.database;
  const versions = await db
    .select({
      id: driveFileVersions.id,
      orgId: driveFileVersions.orgId,
      previewKey: driveFileVersions.previewKey,
    })
    .from(driveFileVersions)
    .where(
      and(
        eq(driveFileVersions.kind, 'video'),
        eq(driveFileVersions.processing, false),
        isNull(driveFileVersions.frameRate),
        isNotNull(driveFileVersions.previewKey),
        input.after ? gt(driveFileVersions.id, input.after) : undefined,
      ),
    )
    .orderBy(asc(driveFileVersions.id))
    .limit(input.limit);
  let read = 0;
  for (const version of versions) {
    const workDir = path.join(context.config.dataDir, 'tmp', `frame-rate-${randomBytes(8).toString('hex')}`);
    await mkdir(workDir, { recursive: true });
    try {
      const preview = await localStoredFile(context, { key: version.previewKey!, workDir, name: 'preview' });
      if (!preview) continue;
      const { frameRate } = await probeMedia(ffmpegPath, preview, { owner: version.orgId });
      if (frameRate === null) continue;
      await db
        .update(driveFileVersions)
        .set({ frameRate })
        .where(and(eq(driveFileVersions.id, version.id), isNull(driveFileVersions.frameRate)));
      read += 1;
    } catch (error) {
      context.log.warn({ err: error, versionId: version.id }, 'a video’s frame rate could not be read');
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
  return { read, lastId: versions.length < input.limit ? undefined : versions.at(-1)?.id };
}
