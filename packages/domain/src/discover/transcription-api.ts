import { z } from 'zod';
import { formatLimit, type Plan } from '../tenancy/plan-limits.ts';
import { UNLIMITED } from '../constants.ts';
import { transcriptSegmentSchema } from './discover-api.ts';
import { requiredString } from '../validation/required-string.ts';

/*
 * Transcription of a Discover video ad (API.md, "Discover library" and "Inspiration"): an ad is transcribed
 * once and its transcript is everyone's, like the ad; each organisation that asks for it counts one
 * transcription toward its plan's `videoTranscriptionCount`.
 */

/**
 * Where an ad's transcription stands: `none` (never asked for), `queued`, `processing`, `done`, `failed`
 * (with the reason), or `unavailable` (this server can't transcribe it: the message says what to install).
 */
export const TRANSCRIPTION_STATUSES = [
  'none',
  'queued',
  'processing',
  'done',
  'failed',
  'unavailable',
] as const;
export type TranscriptionStatus = (typeof TRANSCRIPTION_STATUSES)[number];

/** Video transcriptions each plan includes (pricing plan `usage_limit.videoTranscriptionCount`). */
export const PLAN_TRANSCRIPTION_LIMITS: Readonly<Record<Plan, { videoTranscriptionCount: number }>> = {
  free: { videoTranscriptionCount: 10 },
  basic: { videoTranscriptionCount: 100 },
  starter: { videoTranscriptionCount: UNLIMITED },
};

export const TRANSCRIPTION_API_MESSAGES = {
  orgRequired: 'Please choose an organisation',
  noVideo: 'This ad has no video to transcribe',
  limitReached: (limit: number) =>
    `You have reached the limit of ${formatLimit(limit)} video ${limit === 1 ? 'transcription' : 'transcriptions'} on your plan`,
} as const;

/** `POST discover/ads/{adId}/transcription`: the organisation the transcription counts toward. */
export const startTranscriptionBody = z.object({
  orgId: requiredString(TRANSCRIPTION_API_MESSAGES.orgRequired),
});

export const transcriptionStartResponse = z.object({
  status: z.enum(TRANSCRIPTION_STATUSES),
  /** Why it failed or can't run, when it did or can't. */
  message: z.string().optional(),
});
export type TranscriptionStartResponse = z.infer<typeof transcriptionStartResponse>;

/** `GET discover/ads/{adId}/transcription`. */
export const transcriptionResponse = z.object({
  status: z.enum(TRANSCRIPTION_STATUSES),
  /** The whole transcript; empty until it is done. */
  text: z.string(),
  /** Seconds from the start of the video. */
  segments: z.array(transcriptSegmentSchema),
  message: z.string().optional(),
});
export type TranscriptionResponse = z.infer<typeof transcriptionResponse>;

/** `GET organisation/{orgId}/transcription-count`: transcriptions the organisation asked for, and its plan's. */
export const transcriptionCountResponse = z.object({ count: z.int(), limit: z.int() });
export type TranscriptionCountResponse = z.infer<typeof transcriptionCountResponse>;
