import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';

const zipPayload = z.object({ orgId: z.uuid(), zipJobId: z.uuid() });

/** Builds one zip; a job already built, failed or expired is left alone. */
export const buildDriveZipJob: JobDefinition<typeof zipPayload> = {
  name: 'drive.build-zip',
  payload: zipPayload,
  retryLimit: 1,
};

/** Every 30 minutes: expired zip jobs and their stored zips are deleted. */
export const pruneDriveZipsJob: JobDefinition = {
  name: 'drive.prune-zips',
  payload: z.object({}),
  cron: '*/30 * * * *',
};
