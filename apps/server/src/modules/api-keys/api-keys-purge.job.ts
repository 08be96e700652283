import { z } from 'zod';
import { handleJob } from '../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
import { purgeOldApiKeyRecords } from './api-key-calls.service.ts';

/** Every night: the calls past their 90 days and the idempotent answers past their day go. Idempotent. */
export const purgeApiKeyRecordsJob: JobDefinition = {
  name: 'api-keys.purge',
  payload: z.object({}),
  cron: '20 3 * * *',
};

export const purgeApiKeyRecordsHandler = handleJob(purgeApiKeyRecordsJob, async (context) => {
  const purged = await purgeOldApiKeyRecords(context.database.db, context.clock.now());
  if (purged.calls + purged.answers > 0) context.log.info(purged, 'old API key records purged');
});
