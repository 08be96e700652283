import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { inspirationBoards } from '../tables.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The workspace's boards whose name or description holds the text, those whose name does first, then
 * newest changed: for the app's global search, in a workspace the caller was proven a member of.
 */
export async function searchBoardsByText(
  db: Executor,
  input: { text: string; workspaceId: string; limit: number },
): Promise<Array<{ _id: string; workspaceId: string; name: string }>> {
  const pattern = `%${escapeLike(input.text)}%`;
  const inName = sql`${inspirationBoards.name} ilike ${pattern}`;
  return db
    .select({
      _id: inspirationBoards.id,
      workspaceId: inspirationBoards.workspaceId,
      name: inspirationBoards.name,
    })
    .from(inspirationBoards)
    .where(
      and(
        eq(inspirationBoards.workspaceId, input.workspaceId),
        or(inName, sql`${inspirationBoards.description} ilike ${pattern}`),
      ),
    )
    .orderBy(sql`(${inName}) desc`, desc(inspirationBoards.modifiedAt), desc(inspirationBoards.id))
    .limit(input.limit);
}
