import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { dispatchJob } from '../../../platform/jobs/dispatch.ts';
import { handleJob } from '../../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';
import type { DriveFileVersionRow } from '../tables.ts';

/** The most keys one job carries; a folder of thousands of files becomes several jobs. */
const KEYS_PER_JOB = 500;

const payload = z.object({ keys: z.array(z.string().min(1)).min(1).max(KEYS_PER_JOB) });

/**
 * Removes stored media whose rows are gone (deleted files and folders, deleted versions). Enqueued after the
 * transaction that deleted the rows has committed, so a rolled-back deletion never loses bytes; deleting a
 * key that is already gone does nothing, so a retry is harmless.
 */
export const deleteStoredMediaJob: JobDefinition<typeof payload> = {
  name: 'drive.delete-stored-media',
  payload,
};

export const deleteStoredMediaHandler = handleJob(deleteStoredMediaJob, async (context, { keys }) => {
  const failed: string[] = [];
  for (const key of keys) {
    try {
      await context.storage.delete(key);
    } catch (error) {
      context.log.warn({ err: error }, 'stored media not deleted');
      failed.push(key);
    }
  }
  // The job is retried with the keys that failed among those that went: deleting those again is a no-op.
  if (failed.length > 0) throw new Error(`${failed.length} of ${keys.length} stored media keys not deleted`);
});

/** Every stored object of a version: the upload, its thumbnail, a video's poster and preview. */
export function storageKeysOfVersion(
  version: Pick<DriveFileVersionRow, 'storageKey' | 'thumbnailKey' | 'posterKey' | 'previewKey'>,
): string[] {
  return [version.storageKey, version.thumbnailKey, version.posterKey, version.previewKey].filter(
    (key): key is string => key !== null && key !== '',
  );
}

/**
 * Hands `keys` to the deletion job; call it once the deleting transaction has committed. A failure to
 * enqueue leaves bytes behind but never undoes what the caller did, so it is logged, not thrown.
 */
export async function deleteStoredMediaLater(context: AppContext, keys: readonly string[]): Promise<void> {
  const unique = [...new Set(keys)];
  for (let start = 0; start < unique.length; start += KEYS_PER_JOB) {
    try {
      await dispatchJob(context, deleteStoredMediaJob, { keys: unique.slice(start, start + KEYS_PER_JOB) });
    } catch (error) {
      context.log.error({ err: error }, 'stored media deletion not enqueued');
    }
  }
}
