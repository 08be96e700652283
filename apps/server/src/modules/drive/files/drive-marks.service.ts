import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { preparedPerExecutor } from '../../../platform/db/prepared-per-executor.ts';
import { driveFavourites, driveWatchers } from '../tables.ts';

/*
 * A person's favourites and watched files and folders: their own lists, so setting or clearing one twice
 * is the same as once.
 */

export type DriveMark = 'favourite' | 'watch';

const tableOf = (mark: DriveMark) => (mark === 'favourite' ? driveFavourites : driveWatchers);

export async function setDriveMark(
  db: Executor,
  input: {
    mark: DriveMark;
    on: boolean;
    userId: string;
    target: { id: string; workspaceId: string; kind: 'file' | 'folder' };
  },
): Promise<void> {
  const table = tableOf(input.mark);
  if (input.on) {
    await db
      .insert(table)
      .values({
        userId: input.userId,
        targetId: input.target.id,
        kind: input.target.kind,
        workspaceId: input.target.workspaceId,
      })
      .onConflictDoNothing();
    return;
  }
  await db
    .delete(table)
    .where(
      and(
        eq(table.userId, input.userId),
        eq(table.targetId, input.target.id),
        eq(table.workspaceId, input.target.workspaceId),
      ),
    );
}

const targetIds = sql`${sql.placeholder('targetIds')}::uuid[]`;
const userId = sql`${sql.placeholder('userId')}::uuid`;

const marksQuery = preparedPerExecutor((db) =>
  db
    .select({ targetId: driveFavourites.targetId, mark: sql<DriveMark>`'favourite'`.as('mark') })
    .from(driveFavourites)
    .where(
      and(sql`${driveFavourites.userId} = ${userId}`, sql`${driveFavourites.targetId} = any(${targetIds})`),
    )
    .unionAll(
      db
        .select({ targetId: driveWatchers.targetId, mark: sql<DriveMark>`'watch'`.as('mark') })
        .from(driveWatchers)
        .where(
          and(sql`${driveWatchers.userId} = ${userId}`, sql`${driveWatchers.targetId} = any(${targetIds})`),
        ),
    )
    .prepare('drive_marks_of_user'),
);

/** Which of `targetIds` the user has marked, in one query for both marks. */
export async function marksOf(
  db: Executor,
  input: { userId: string | null; targetIds: readonly string[] },
): Promise<{ favourites: Set<string>; watched: Set<string> }> {
  const favourites = new Set<string>();
  const watched = new Set<string>();
  if (input.userId === null || input.targetIds.length === 0) return { favourites, watched };
  const rows = await marksQuery(db).execute({ userId: input.userId, targetIds: [...input.targetIds] });
  for (const row of rows) (row.mark === 'favourite' ? favourites : watched).add(row.targetId);
  return { favourites, watched };
}

/** Forgets every mark on files or folders that are being deleted. */
export async function dropMarksOn(
  db: Executor,
  input: { workspaceId: string; targetIds: readonly string[] },
): Promise<void> {
  if (input.targetIds.length === 0) return;
  const ids = [...input.targetIds];
  for (const table of [driveFavourites, driveWatchers]) {
    await db.delete(table).where(and(eq(table.workspaceId, input.workspaceId), inArray(table.targetId, ids)));
  }
}
