import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { preparedPerExecutor } from '../../../platform/db/prepared-per-executor.ts';
import { inspirationMarks } from '../tables.ts';

/*
 * A person's favourite and watched boards and saved ads: their own lists, so setting or clearing one twice
 * is the same as once.
 */

export type InspirationMark = 'favourite' | 'watch';
export type MarkedKind = 'file' | 'board';

export async function setInspirationMark(
  db: Executor,
  input: {
    mark: InspirationMark;
    on: boolean;
    userId: string;
    target: { id: string; workspaceId: string; kind: MarkedKind };
  },
): Promise<void> {
  if (input.on) {
    await db
      .insert(inspirationMarks)
      .values({
        userId: input.userId,
        targetId: input.target.id,
        kind: input.target.kind,
        mark: input.mark,
        workspaceId: input.target.workspaceId,
      })
      .onConflictDoNothing();
    return;
  }
  await db
    .delete(inspirationMarks)
    .where(
      and(
        eq(inspirationMarks.userId, input.userId),
        eq(inspirationMarks.targetId, input.target.id),
        eq(inspirationMarks.mark, input.mark),
        eq(inspirationMarks.workspaceId, input.target.workspaceId),
      ),
    );
}

const marksQuery = preparedPerExecutor((db) =>
  db
    .select({ targetId: inspirationMarks.targetId, mark: inspirationMarks.mark })
    .from(inspirationMarks)
    .where(
      and(
        sql`${inspirationMarks.userId} = ${sql.placeholder('userId')}::uuid`,
        sql`${inspirationMarks.targetId} = any(${sql.placeholder('targetIds')}::uuid[])`,
      ),
    )
    .prepare('inspiration_marks_of_user'),
);

/** Which of `targetIds` the user has marked, in one query for both marks. */
export async function inspirationMarksOf(
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

/** Forgets every mark on boards or saved ads that are being deleted. */
export async function dropInspirationMarks(
  db: Executor,
  input: { workspaceId: string; targetIds: readonly string[] },
): Promise<void> {
  if (input.targetIds.length === 0) return;
  await db
    .delete(inspirationMarks)
    .where(
      and(
        eq(inspirationMarks.workspaceId, input.workspaceId),
        inArray(inspirationMarks.targetId, [...input.targetIds]),
      ),
    );
}

/** The condition "the viewer marked this row as a favourite", for list filters. */
export function favouriteOf(userId: string | null, targetId: unknown) {
  if (userId === null) return sql`false`;
  return sql`exists (select 1 from ${inspirationMarks} m where m.user_id = ${userId}::uuid and m.target_id = ${targetId} and m.mark = 'favourite')`;
}
