import { z } from 'zod';
import { handleJob } from '../../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';
import { MEDIA_JOB_LEASE_SECONDS } from '../../../platform/media/media-limits.ts';
import { backfillFrameRates } from './frame-rate-backfill.ts';
import { processVersionMedia, stopStaleProcessing } from './media-processing.service.ts';

const versionPayload = z.object({ orgId: z.uuid(), versionId: z.uuid() });

/**
 * Makes an uploaded version's thumbnail, and a video's poster, preview, duration, size and frame rate. The
 * handler tries a few times itself and always ends with the version no longer processing; the queue's one
 * retry covers a worker that died mid-job. Organisations take turns, in the queue and at ffmpeg's slots.
 */
export const processDriveMediaJob: JobDefinition<typeof versionPayload> = {
  name: 'drive.process-media',
  payload: versionPayload,
  retryLimit: 1,
  fairBy: 'orgId',
  workers: 2,
  leaseSeconds: MEDIA_JOB_LEASE_SECONDS,
};

/** Hourly: versions left processing by a worker that died stop processing, with an error to show. */
export const stopStaleDriveMediaJob: JobDefinition = {
  name: 'drive.stop-stale-media',
  payload: z.object({}),
  cron: '17 * * * *',
};

/** Hourly: videos processed before frame rates were read get theirs, read from their previews. */
export const backfillDriveFrameRatesJob: JobDefinition = {
  name: 'drive.read-frame-rates',
  payload: z.object({}),
  cron: '41 * * * *',
};

export const mediaJobHandlers = [
  handleJob(processDriveMediaJob, (context, payload) => processVersionMedia(context, payload)),
  handleJob(stopStaleDriveMediaJob, async (context) => {
    const stopped = await stopStaleProcessing(context);
    if (stopped > 0) context.log.warn({ stopped }, 'drive media left processing were stopped');
  }),
  handleJob(backfillDriveFrameRatesJob, async (context) => {
    const read = await backfillFrameRates(context);
    if (read > 0) context.log.info({ read }, 'drive videos’ frame rates read');
  }),
];
