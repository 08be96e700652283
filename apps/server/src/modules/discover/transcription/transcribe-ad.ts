import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { TRANSCRIPTION_API_MESSAGES } from '@hookline/domain';
import { and, eq, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { TranscriptionError, type Transcript } from '../../../platform/transcription/transcription.ts';
import { renderMissingMedia } from '../media/missing-media.ts';
import { discoverAds, discoverAdTranscriptions } from '../tables.ts';
import { firstVideo, STALE_TRANSCRIPTION_MS } from './ad-transcription-state.ts';

/** Takes the ad's queued transcription (or one lost with its worker); false when another worker has it. */
async function claim(db: Executor, adId: string): Promise<boolean> {
  const claimed = await db
    .update(discoverAdTranscriptions)
    .set({ status: 'processing', updatedAt: new Date() })
    .where(
      and(
        eq(discoverAdTranscriptions.adId, adId),
        or(
          eq(discoverAdTranscriptions.status, 'queued'),
          and(
            eq(discoverAdTranscriptions.status, 'processing'),
            lt(discoverAdTranscriptions.updatedAt, new Date(Date.now() - STALE_TRANSCRIPTION_MS)),
          ),
        ),
      ),
    )
    .returning({ adId: discoverAdTranscriptions.adId });
  return claimed.length > 0;
}

async function fail(db: Executor, adId: string, message: string): Promise<void> {
  await db
    .update(discoverAdTranscriptions)
    .set({ status: 'failed', message, updatedAt: new Date() })
    .where(eq(discoverAdTranscriptions.adId, adId));
}

/** The text goes on the ad, where the search finds it, and the segments beside it; both in one step. */
async function store(db: Executor, adId: string, transcript: Transcript): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(discoverAds).set({ transcript: transcript.text }).where(eq(discoverAds.id, adId));
    await tx
      .update(discoverAdTranscriptions)
      .set({
        status: 'done',
        segments: transcript.segments,
        engine: transcript.engine,
        message: null,
        updatedAt: new Date(),
      })
      .where(eq(discoverAdTranscriptions.adId, adId));
  });
}

/** The stored video as a file here: in place for the local driver, else copied into `workDir`. */
async function localVideo(context: AppContext, key: string, workDir: string): Promise<string | undefined> {
  const inPlace = context.storage.localPath(key);
  if (inPlace && (await stat(inPlace).catch(() => undefined))?.isFile()) return inPlace;
  // The generated library may not have rendered this video yet: it is made now, as a page asking for it would.
  const stored =
    (await context.storage.get(key)) ??
    ((await renderMissingMedia(key)) ? await context.storage.get(key) : undefined);
  if (!stored) return undefined;
  const copy = path.join(workDir, 'video');
  await pipeline(stored.body, createWriteStream(copy));
  return copy;
}

/**
 * Transcribes the ad's first video with the configured engine, unless another worker already is. Whatever
 * goes wrong ends as a failed transcription whose message says why; nothing fails silently.
 */
export async function transcribeDiscoverAd(context: AppContext, adId: string): Promise<void> {
  const { db } = context.database;
  if (!(await claim(db, adId))) return;
  const [ad] = await db
    .select({ assets: discoverAds.assets, languages: discoverAds.languages })
    .from(discoverAds)
    .where(eq(discoverAds.id, adId))
    .limit(1);
  const video = ad ? firstVideo(ad) : undefined;
  if (!ad || !video) return fail(db, adId, TRANSCRIPTION_API_MESSAGES.noVideo);

  const workDir = await mkdtemp(path.join(tmpdir(), 'hookline-discover-transcription-'));
  try {
    const file = await localVideo(context, video.key, workDir);
    if (!file) return await fail(db, adId, 'This ad’s video is missing from storage');
    const transcript = await context.transcription.transcribeFile({ path: file, languages: ad.languages });
    await store(db, adId, transcript);
    context.log.info(
      { adId, engine: transcript.engine, segments: transcript.segments.length },
      'discover ad transcribed',
    );
  } catch (error) {
    if (error instanceof TranscriptionError) {
      context.log.warn({ adId, err: error }, 'discover ad transcription failed');
      return await fail(db, adId, error.message);
    }
    context.log.error({ adId, err: error }, 'discover ad transcription failed unexpectedly');
    await fail(db, adId, 'The transcription failed unexpectedly; please try again');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
