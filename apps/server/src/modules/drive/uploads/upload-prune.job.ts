import { and, inArray, isNull, lt, or, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { handleJob } from '../../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';
import { driveUploads } from '../tables.ts';
import { uploadBytesOf } from './upload-bytes.ts';
import { FINISHED_UPLOAD_KEPT_MS, UPLOAD_IDLE_MS } from './upload-records.ts';

/**
 * Every 10 minutes: an unfinished upload that received nothing for an hour (and that no request holds) is
 * forgotten, its reservation released and its bytes removed; a finished one's id is forgotten after a day.
 * So an abandoned upload is gone within 70 minutes of its last part.
 */
export const pruneDriveUploadsJob: JobDefinition = {
  name: 'drive.prune-uploads',
  payload: z.object({}),
  cron: '*/10 * * * *',
};

/** Prunes what is idle at `now`; answers how many uploads went. */
export async function pruneUploads(
  context: Pick<AppContext, 'database' | 'config' | 'storage'>,
  now = new Date(),
): Promise<number> {
  const { db } = context.database;
  const abandoned = await db
    .delete(driveUploads)
    .where(
      and(
        inArray(driveUploads.state, ['pending', 'completing']),
        lt(driveUploads.activeAt, new Date(now.getTime() - UPLOAD_IDLE_MS)),
        or(isNull(driveUploads.lockedUntil), lt(driveUploads.lockedUntil, now)),
      ),
    )
    .returning({ id: driveUploads.id });
  const bytes = await uploadBytesOf(context);
  for (const { id } of abandoned) await bytes.remove(id);
  const finished = await db
    .delete(driveUploads)
    .where(
      and(
        eq(driveUploads.state, 'done'),
        lt(driveUploads.activeAt, new Date(now.getTime() - FINISHED_UPLOAD_KEPT_MS)),
      ),
    )
    .returning({ id: driveUploads.id });
  return abandoned.length + finished.length;
}

export const uploadPruneHandler = handleJob(pruneDriveUploadsJob, async (context) => {
  const pruned = await pruneUploads(context);
  if (pruned > 0) context.log.info({ pruned }, 'stale drive uploads deleted');
});
