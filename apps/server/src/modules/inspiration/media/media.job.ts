import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { dispatchJob } from '../../../platform/jobs/dispatch.ts';
import { handleJob } from '../../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';
import { MEDIA_JOB_LEASE_SECONDS } from '../../../platform/media/media-limits.ts';
import { inspirationFiles } from '../tables.ts';
import { processAssetMedia } from './media-processing.service.ts';

const assetPayload = z.object({ orgId: z.uuid(), fileId: z.uuid(), key: z.string().min(1).max(500) });

/**
 * Makes a saved ad's asset thumbnail, and a video's preview, duration and size; the asset is named by its key.
 * Organisations take turns, in the queue and at ffmpeg's slots.
 */
export const processInspirationMediaJob: JobDefinition<typeof assetPayload> = {
  name: 'inspiration.process-media',
  payload: assetPayload,
  retryLimit: 1,
  fairBy: 'orgId',
  workers: 2,
  leaseSeconds: MEDIA_JOB_LEASE_SECONDS,
};

export const inspirationMediaJobHandlers = [
  handleJob(processInspirationMediaJob, (context, payload) => processAssetMedia(context, payload)),
];

/**
 * Hands each asset of `fileIds` still processing to the media job; call it once the saved ads are committed.
 * A failure to enqueue is logged, never undoes the save.
 */
export async function processPendingMedia(
  context: AppContext,
  input: { orgId: string; fileIds: readonly string[] },
): Promise<void> {
  if (input.fileIds.length === 0) return;
  const files = await context.database.db
    .select({ id: inspirationFiles.id, assets: inspirationFiles.assets })
    .from(inspirationFiles)
    .where(and(eq(inspirationFiles.orgId, input.orgId), inArray(inspirationFiles.id, [...input.fileIds])));
  for (const file of files) {
    for (const asset of file.assets) {
      if (!asset.processing || asset.key === null) continue;
      await dispatchJob(context, processInspirationMediaJob, {
        orgId: input.orgId,
        fileId: file.id,
        key: asset.key,
      }).catch((error: unknown) => {
        context.log.error({ err: error }, 'inspiration media job not dispatched');
      });
    }
  }
}
