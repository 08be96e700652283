import { z } from 'zod';
import { handleJob } from '../../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';
import { uploadStaging } from './upload-records.ts';

/**
 * Hourly: uploads left unfinished for 24 hours lose their staged bytes, and finished ones their record. It
 * runs where the queue's jobs run: separate workers see the servers' staged uploads only when
 * `$DATA_DIR/uploads` is a shared folder (docs/architecture.md, "Uploads").
 */
export const pruneDriveUploadsJob: JobDefinition = {
  name: 'drive.prune-uploads',
  payload: z.object({}),
  cron: '41 * * * *',
};

export const uploadPruneHandler = handleJob(pruneDriveUploadsJob, async (context) => {
  const pruned = await uploadStaging(context.config.dataDir).prune();
  if (pruned > 0) context.log.info({ pruned }, 'stale drive uploads deleted');
});
