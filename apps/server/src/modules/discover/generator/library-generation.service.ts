import type { AppContext } from '../../../platform/context.ts';
import { FULL_LIBRARY, planLibrary, type LibraryOptions } from './library-plan.ts';
import { writeLibraryRows } from './library-rows.service.ts';
import {
  beginLibraryRun,
  finishLibraryRun,
  MEDIA_RUN_ID,
  readLibraryRun,
  ROWS_RUN_ID,
} from './library-runs.ts';
import { renderGeneratedMedia } from './media-render.service.ts';
import { libraryRenderQueue } from './render-queue.ts';

/**
 * Writes the generated library's brands and ads, once: a library already made is left as it is. Dates count
 * back from the day the first attempt began, so a run that stopped half-way continues with the same ads.
 */
export async function generateLibraryRows(
  context: AppContext,
  options: Partial<LibraryOptions> = {},
): Promise<{ created: boolean; brands: number; ads: number }> {
  const { db } = context.database;
  const run = await beginLibraryRun(db, ROWS_RUN_ID);
  if (run.finishedAt) return { created: false, brands: run.brands, ads: run.ads };
  const startedAt = Date.now();
  const plan = planLibrary({
    ...FULL_LIBRARY,
    today: run.startedAt.toISOString().slice(0, 10),
    ...options,
  });
  const counts = await writeLibraryRows(db, plan);
  await finishLibraryRun(db, ROWS_RUN_ID, counts);
  context.log.info(
    { ...counts, ms: Date.now() - startedAt },
    "the Discover library's generated brands and ads are ready",
  );
  return { created: true, ...counts };
}

/** How long one render job works before handing the rest to the next, well inside the queue's expiry. */
export const RENDER_BATCH_MS = 60_000;

/**
 * Renders the generated library's files from `position` in the render queue, skipping those already stored,
 * for about `budgetMs`; answers where the next batch starts, or null when the queue is done (or a newer start
 * took the media run over: `lease` is the media run's start this chain belongs to).
 */
export async function renderLibraryMediaBatch(
  context: AppContext,
  input: { lease: string; position: number; budgetMs?: number },
): Promise<{ next: number | null; rendered: number }> {
  const { db } = context.database;
  const run = await readLibraryRun(db, MEDIA_RUN_ID);
  if (!run || run.finishedAt || run.startedAt.toISOString() !== input.lease) {
    return { next: null, rendered: 0 };
  }
  const queue = await libraryRenderQueue(db);
  const deadline = Date.now() + (input.budgetMs ?? RENDER_BATCH_MS);
  let position = input.position;
  let rendered = 0;
  while (position < queue.length && Date.now() < deadline) {
    const key = queue[position]!;
    position += 1;
    if (await context.storage.head(key)) continue;
    try {
      if (await renderGeneratedMedia(context, key)) rendered += 1;
    } catch (error) {
      // One file that fails to render (a full disk, a killed ffmpeg) is made on demand later; the rest go on.
      context.log.warn({ err: error, key }, 'a Discover library file could not be rendered');
    }
  }
  context.log.debug({ position, total: queue.length, rendered }, 'Discover library media rendered so far');
  if (position < queue.length) return { next: position, rendered };
  const rows = await readLibraryRun(db, ROWS_RUN_ID);
  await finishLibraryRun(db, MEDIA_RUN_ID, { brands: rows?.brands ?? 0, ads: rows?.ads ?? 0 });
  context.log.info(
    { files: queue.length, minutes: Number(((Date.now() - run.startedAt.getTime()) / 60_000).toFixed(1)) },
    "the Discover library's generated images and videos are rendered",
  );
  return { next: null, rendered };
}
