import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { discoverLibraryRuns } from '../tables.ts';

/*
 * The generator's record in discover_library_runs: one row for the library's rows, finished once every brand
 * and ad is written, and one for its media, finished once every file is rendered. A start finds both finished
 * and does nothing.
 */

export const ROWS_RUN_ID = 'generated-library-v1';
export const MEDIA_RUN_ID = 'generated-library-v1:media';

export interface LibraryRun {
  startedAt: Date;
  finishedAt: Date | null;
  brands: number;
  ads: number;
}

export async function readLibraryRun(db: Executor, id: string): Promise<LibraryRun | undefined> {
  const [row] = await db
    .select({
      startedAt: discoverLibraryRuns.startedAt,
      finishedAt: discoverLibraryRuns.finishedAt,
      brands: discoverLibraryRuns.brands,
      ads: discoverLibraryRuns.ads,
    })
    .from(discoverLibraryRuns)
    .where(eq(discoverLibraryRuns.id, id));
  return row;
}

/** The run's row, made now unless an earlier start made it: its start is the one the library's dates count from. */
export async function beginLibraryRun(db: Executor, id: string): Promise<LibraryRun> {
  await db.insert(discoverLibraryRuns).values({ id }).onConflictDoNothing({ target: discoverLibraryRuns.id });
  return (await readLibraryRun(db, id))!;
}

/**
 * Starts the media run again from now (its `startedAt` becomes the lease of the render chain that this start
 * begins; a chain holding an older one stops).
 */
export async function restartMediaRun(db: Executor): Promise<Date> {
  const [row] = await db
    .insert(discoverLibraryRuns)
    .values({ id: MEDIA_RUN_ID, startedAt: sql`now()` })
    .onConflictDoUpdate({ target: discoverLibraryRuns.id, set: { startedAt: sql`now()`, finishedAt: null } })
    .returning({ startedAt: discoverLibraryRuns.startedAt });
  return row!.startedAt;
}

export async function finishLibraryRun(
  db: Executor,
  id: string,
  counts: { brands: number; ads: number },
): Promise<void> {
  await db
    .update(discoverLibraryRuns)
    .set({ ...counts, finishedAt: sql`now()` })
    .where(eq(discoverLibraryRuns.id, id));
}
