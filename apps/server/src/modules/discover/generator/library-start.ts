import type { AppContext } from '../../../platform/context.ts';
import { registerMissingMediaRenderer } from '../media/missing-media.ts';
import { generateDiscoverLibraryJob } from './library.jobs.ts';
import { MEDIA_RUN_ID, readLibraryRun, ROWS_RUN_ID } from './library-runs.ts';
import { renderGeneratedMedia } from './media-render.service.ts';

/**
 * At start, with the generated library configured (DISCOVER_LIBRARY=generated, no ad-library connector): files
 * asked for before they are rendered are made on demand, and the library is generated in the background unless
 * an earlier start finished it. The server starts listening without waiting for any of it.
 */
export async function startGeneratedLibrary(context: AppContext): Promise<void> {
  const { config } = context;
  if (config.discover.library !== 'generated') return;
  registerMissingMediaRenderer((key) => renderGeneratedMedia(context, key));
  if (!context.jobs || config.adLibraries.meta || config.adLibraries.tiktok) return;
  const { db } = context.database;
  const rows = await readLibraryRun(db, ROWS_RUN_ID);
  const media = await readLibraryRun(db, MEDIA_RUN_ID);
  if (rows?.finishedAt && (media?.finishedAt || !config.discover.prerender)) return;
  await context.jobs.enqueue(generateDiscoverLibraryJob, {});
}
