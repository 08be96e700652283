import { z } from 'zod';
import { handleJob } from '../../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';
import { processVersionMedia, stopStaleProcessing } from './media-processing.service.ts';

const versionPayload = z.object({ orgId: z.uuid(), versionId: z.uuid() });

/**
 * Makes an uploaded version's thumbnail, and a video's poster, preview, duration and size. The handler tries
 * a few times itself and always ends with the version no longer processing; the queue's one retry covers a
 * worker that died mid-job.
 */
export const processDriveMediaJob: JobDefinition<typeof versionPayload> = {
  name: 'drive.process-media',
  payload: versionPayload,
  retryLimit: 1,
};

/** Hourly: versions left processing by a worker that died stop processing, with an error to show. */
export const stopStaleDriveMediaJob: JobDefinition = {
  name: 'drive.stop-stale-media',
  payload: z.object({}),
  cron: '17 * * * *',
};

export const mediaJobHandlers = [
  handleJob(processDriveMediaJob, (context, payload) => processVersionMedia(context, payload)),
  handleJob(stopStaleDriveMediaJob, async (context) => {
    const stopped = await stopStaleProcessing(context);
    if (stopped > 0) context.log.warn({ stopped }, 'drive media left processing were stopped');
  }),
];
