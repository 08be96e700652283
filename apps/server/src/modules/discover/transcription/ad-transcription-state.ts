import { DISCOVER_MESSAGES, TRANSCRIPTION_API_MESSAGES, type TranscriptionResponse } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import type { Transcription } from '../../../platform/transcription/transcription.ts';
import { isUuid } from '../../../platform/uuid.ts';
import {
  discoverAds,
  discoverAdTranscriptions,
  type DiscoverAdRow,
  type DiscoverAdTranscriptionRow,
  type StoredDiscoverAsset,
} from '../tables.ts';

/** An attempt still `processing` this long after it started was lost with its worker, and may start again. */
export const STALE_TRANSCRIPTION_MS = 30 * 60 * 1000;

export type TranscribedAd = Pick<DiscoverAdRow, 'id' | 'assets' | 'languages' | 'transcript'>;

export interface AdWithTranscription {
  ad: TranscribedAd;
  transcription: DiscoverAdTranscriptionRow | null;
}

/** What is transcribed: the ad's first video. */
export const firstVideo = (ad: Pick<DiscoverAdRow, 'assets'>): StoredDiscoverAsset | undefined =>
  ad.assets.find((asset) => asset.type === 'video');

/** The ad and its transcription's state; 404 for an id that is no ad. */
export async function findAdWithTranscription(db: Executor, adId: string): Promise<AdWithTranscription> {
  if (!isUuid(adId)) throw notFound(DISCOVER_MESSAGES.adNotFound);
  const [row] = await db
    .select({
      ad: {
        id: discoverAds.id,
        assets: discoverAds.assets,
        languages: discoverAds.languages,
        transcript: discoverAds.transcript,
      },
      transcription: discoverAdTranscriptions,
    })
    .from(discoverAds)
    .leftJoin(discoverAdTranscriptions, eq(discoverAdTranscriptions.adId, discoverAds.id))
    .where(eq(discoverAds.id, adId))
    .limit(1);
  if (!row) throw notFound(DISCOVER_MESSAGES.adNotFound);
  return row;
}

/** Whether an attempt is under way: queued, or processing and not yet given up for lost. */
export function inFlight(transcription: DiscoverAdTranscriptionRow | null, now = Date.now()): boolean {
  if (!transcription) return false;
  if (transcription.status === 'queued') return true;
  return (
    transcription.status === 'processing' && now - transcription.updatedAt.getTime() < STALE_TRANSCRIPTION_MS
  );
}

/** Done: transcribed here, or the ad came with its transcript (from the library it was read from). */
export const isDone = ({ ad, transcription }: AdWithTranscription) =>
  transcription?.status === 'done' || ad.transcript !== null;

/** `GET discover/ads/{adId}/transcription`: the shared state, and why it can't run here when it can't. */
export function transcriptionStateOf(
  found: AdWithTranscription,
  transcription: Transcription,
): TranscriptionResponse {
  const { ad } = found;
  const row = found.transcription;
  const video = firstVideo(ad);
  if (isDone(found)) {
    const text = ad.transcript ?? '';
    const whole = video?.durationMs ? [{ start: 0, end: video.durationMs / 1000, text }] : [];
    return { status: 'done', text, segments: row?.status === 'done' ? row.segments : text ? whole : [] };
  }
  if (row && inFlight(row)) return { status: row.status, text: '', segments: [] };
  if (row?.status === 'failed') {
    return { status: 'failed', text: '', segments: [], ...(row.message ? { message: row.message } : {}) };
  }
  if (!video) {
    return { status: 'unavailable', text: '', segments: [], message: TRANSCRIPTION_API_MESSAGES.noVideo };
  }
  const available = transcription.availability(ad.languages);
  if (!available.available) {
    return { status: 'unavailable', text: '', segments: [], message: available.message };
  }
  // Never asked for, or an attempt lost with its worker: either way, asking starts one.
  return { status: 'none', text: '', segments: [] };
}
