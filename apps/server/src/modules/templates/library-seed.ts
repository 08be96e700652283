import { and, asc, eq, isNotNull, or, sql, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { dispatchJob } from '../../platform/jobs/dispatch.ts';
import { handleJob } from '../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
import { hooklineLibrary, renderDesignPng, type LibraryDesign } from './library/index.ts';
import { renderSlots } from './render-slots.ts';
import { designHash, designSlug, PREVIEW_SIZES, previewKey } from './template-media.ts';
import { templates, type StoredTemplatePreview } from './tables.ts';
import { TEMPLATE_ORIENTATIONS } from '@hookline/domain';

/*
 * Hookline's own library in the database: every design of `hooklineLibrary()` upserted by its key at start
 * (one statement, quick), and its previews drawn afterwards by a job, a few designs a run, one at a time, so
 * start-up never waits for 300 renders and the server stays quick while they are drawn. A template lists
 * before its previews exist, with `previews: []`.
 */

/** Designs drawn per run of the previews job; the next run is queued behind other work. */
export const PREVIEWS_PER_RUN = 10;

/** The library's designs by key, read once: the library is code, fixed for the process. */
let designsByKey: Map<string, LibraryDesign> | undefined;
export function libraryDesigns(): Map<string, LibraryDesign> {
  designsByKey ??= new Map(hooklineLibrary().map((design) => [design.key, design]));
  return designsByKey;
}

/** A library design by the slug of its key (a preview key names the slug). */
export function libraryDesignBySlug(slug: string): LibraryDesign | undefined {
  for (const design of libraryDesigns().values()) if (designSlug(design.key) === slug) return design;
  return undefined;
}

/** Upserts every design of the library by its key: new designs are added, changed ones updated. */
export async function upsertLibraryTemplates(
  db: Executor,
  designs: readonly LibraryDesign[] = [...libraryDesigns().values()],
): Promise<number> {
  if (designs.length === 0) return 0;
  const rows = designs.map((design) => ({
    key: design.key,
    orgId: null,
    name: design.name,
    industry: design.industry,
    theme: design.theme,
    orientation: design.orientation,
    season: design.season,
    source: 'hookline' as const,
    designUrl: null,
    slots: design.slots,
    designHash: designHash(design),
    createdAt: new Date(`${design.addedOn}T00:00:00Z`),
  }));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(templates)
    .values(rows)
    .onConflictDoUpdate({
      target: templates.key,
      set: {
        name: excluded('name'),
        industry: excluded('industry'),
        theme: excluded('theme'),
        orientation: excluded('orientation'),
        season: excluded('season'),
        slots: excluded('slots'),
        designHash: excluded('design_hash'),
        createdAt: excluded('created_at'),
      },
      // Unchanged designs are left as they are: a restart writes nothing.
      setWhere: sql`${templates.designHash} is distinct from excluded.design_hash or ${templates.createdAt} <> excluded.created_at`,
    });
  return rows.length;
}

/** Draws one design's previews in both orientations and stores them. */
export async function drawPreviews(
  context: Pick<AppContext, 'storage'>,
  design: LibraryDesign,
): Promise<StoredTemplatePreview[]> {
  const hash = designHash(design);
  const previews: StoredTemplatePreview[] = [];
  for (const orientation of TEMPLATE_ORIENTATIONS) {
    const { width, height } = PREVIEW_SIZES[orientation];
    const key = previewKey(design.key, hash, orientation);
    if (!(await context.storage.head(key))) {
      const png = await renderSlots.run(() => renderDesignPng({ design, width, height }, 'background'));
      await context.storage.put(key, png, 'image/png');
    }
    previews.push({ orientation, key, width, height });
  }
  return previews;
}

const needsPreviews = and(
  eq(templates.source, 'hookline'),
  isNotNull(templates.key),
  or(isNull(templates.previewsHash), ne(templates.previewsHash, templates.designHash)),
);

/** Draws the previews of up to `limit` library templates that lack current ones; says whether any remain. */
export async function drawMissingPreviews(
  context: Pick<AppContext, 'storage' | 'database' | 'log'>,
  limit = PREVIEWS_PER_RUN,
): Promise<{ drawn: number; more: boolean }> {
  const { db } = context.database;
  const rows = await db
    .select({ id: templates.id, key: templates.key, designHash: templates.designHash })
    .from(templates)
    .where(needsPreviews)
    .orderBy(asc(templates.createdAt), asc(templates.id))
    .limit(limit + 1);
  let drawn = 0;
  for (const row of rows.slice(0, limit)) {
    const design = row.key ? libraryDesigns().get(row.key) : undefined;
    // A design gone from the library keeps its row (favourites, uses) and its last previews.
    const hash = design ? designHash(design) : row.designHash;
    const previews = design
      ? await drawPreviews(context, design).catch((error: unknown) => {
          context.log.warn({ err: error, key: row.key }, 'template previews could not be drawn');
          return undefined;
        })
      : undefined;
    await db
      .update(templates)
      .set({ ...(previews ? { previews } : {}), previewsHash: hash })
      .where(eq(templates.id, row.id));
    if (previews) drawn += 1;
  }
  return { drawn, more: rows.length > limit };
}

/** Draws the library's missing previews, a run at a time, each run queueing the next. */
export const drawTemplatePreviewsJob: JobDefinition<z.ZodObject<Record<string, never>>> = {
  name: 'templates.draw-previews',
  payload: z.object({}),
  retryLimit: 3,
  workers: 1,
};

export const templateJobHandlers = [
  handleJob(drawTemplatePreviewsJob, async (context) => {
    const { more } = await drawMissingPreviews(context);
    if (more && context.jobs) await dispatchJob(context, drawTemplatePreviewsJob, {});
  }),
];

/**
 * At start: the library's rows, then its previews in the background when this process has a job queue
 * (without one, previews are drawn when first asked for, `templates/media/*`).
 */
export async function startTemplateLibrary(context: AppContext): Promise<void> {
  const count = await upsertLibraryTemplates(context.database.db);
  context.log.info({ count }, 'template library up to date');
  if (context.jobs) await context.jobs.enqueue(drawTemplatePreviewsJob, {});
}
