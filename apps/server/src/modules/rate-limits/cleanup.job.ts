import { z } from 'zod';
import { lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { handleJob } from '../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
import { rateLimitCounters } from './tables.ts';

/** Deletes the counters whose window ended before `now`; answers how many. */
export async function deleteEndedRateLimitWindows(db: Executor, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.expiresAt, now))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}

/** Every ten minutes: deletes rate-limit windows that ended. Idempotent. */
export const cleanupRateLimitCountersJob: JobDefinition = {
  name: 'rate-limits.cleanup',
  payload: z.object({}),
  cron: '*/10 * * * *',
};

export const rateLimitCleanupJobHandler = handleJob(cleanupRateLimitCountersJob, async (context) => {
  const deleted = await deleteEndedRateLimitWindows(context.database.db, new Date());
  if (deleted > 0) context.log.debug({ deleted }, 'ended rate-limit windows deleted');
});
