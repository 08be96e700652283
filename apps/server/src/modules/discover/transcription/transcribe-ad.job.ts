import { z } from 'zod';
import { handleJob } from '../../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';
import { MEDIA_JOB_LEASE_SECONDS } from '../../../platform/media/media-limits.ts';
import { transcribeDiscoverAd } from './transcribe-ad.ts';

/**
 * Transcribes one Discover ad's first video. Asked for by any organisation, done once for everyone; a
 * second job for the same ad finds it taken and does nothing. Failures are recorded on the ad's
 * transcription with their reason, which asking again retries, so the queue does not retry them itself.
 */
export const transcribeDiscoverAdJob = {
  name: 'discover.transcribe-ad',
  payload: z.object({ adId: z.uuid() }),
  retryLimit: 0,
  leaseSeconds: MEDIA_JOB_LEASE_SECONDS,
} satisfies JobDefinition;

export const discoverTranscriptionJobHandlers = [
  handleJob(transcribeDiscoverAdJob, (context, payload) => transcribeDiscoverAd(context, payload.adId)),
];
