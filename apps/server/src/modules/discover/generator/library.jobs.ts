import { z } from 'zod';
import { dispatchJob } from '../../../platform/jobs/dispatch.ts';
import { handleJob } from '../../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';
import { generateLibraryRows, renderLibraryMediaBatch } from './library-generation.service.ts';
import { MEDIA_RUN_ID, readLibraryRun, restartMediaRun } from './library-runs.ts';

/** Makes the offline library's brands and ads, then starts rendering their files when asked to. */
export const generateDiscoverLibraryJob: JobDefinition<z.ZodObject<Record<string, never>>> = {
  name: 'discover.generate-library',
  payload: z.object({}),
  retryLimit: 3,
};

const renderPayload = z.object({ lease: z.string().min(1), position: z.int().min(0) });

/**
 * Renders a minute's worth of the library's files, then hands the rest to the next job; nothing once rendering
 * ahead is off.
 */
export const renderDiscoverLibraryMediaJob: JobDefinition<typeof renderPayload> = {
  name: 'discover.render-library-media',
  payload: renderPayload,
  retryLimit: 3,
};

export const libraryJobHandlers = [
  handleJob(generateDiscoverLibraryJob, async (context) => {
    await generateLibraryRows(context);
    if (!context.config.discover.prerender) return;
    const media = await readLibraryRun(context.database.db, MEDIA_RUN_ID);
    if (media?.finishedAt) return;
    const lease = await restartMediaRun(context.database.db);
    await dispatchJob(context, renderDiscoverLibraryMediaJob, { lease: lease.toISOString(), position: 0 });
  }),
  handleJob(renderDiscoverLibraryMediaJob, async (context, payload) => {
    // Rendering ahead turned off since this job was queued (DISCOVER_PRERENDER=0 at this start): the chain
    // ends here, and files are made on demand only.
    if (!context.config.discover.prerender) return;
    const { next } = await renderLibraryMediaBatch(context, payload);
    if (next !== null) {
      await dispatchJob(context, renderDiscoverLibraryMediaJob, { ...payload, position: next });
    }
  }),
];
