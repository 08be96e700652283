import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { preparedPerExecutor } from '../../../platform/db/prepared-per-executor.ts';
import type { ShareScope } from '../../../platform/http/access/caller.ts';
import { isUuid } from '../../../platform/uuid.ts';
import {
  inspirationBoardFiles,
  inspirationBoards,
  inspirationFiles,
  type InspirationBoardRow,
  type InspirationFileRow,
} from '../tables.ts';

/*
 * What a board's share link reaches: the shared board, every board inside it at any depth, and every saved
 * ad linked into one of those boards. A saved ad linked into the shared board and elsewhere is reached (its
 * other boards are not). The scope is proven in the query that loads the row.
 */

const idParam = sql`${sql.placeholder('id')}::uuid`;
const scopeParam = sql`${sql.placeholder('scopeId')}::uuid`;

/** The boards of the shared board's subtree, the shared board included. */
const subtreeOf = (scopeBoardId: typeof scopeParam) => sql`(
  with recursive subtree (id) as (
    select node.id from ${inspirationBoards} node where node.id = ${scopeBoardId}
    union
    select child.id from ${inspirationBoards} child join subtree on child.parent_id = subtree.id
  )
  select id from subtree
)`;

const boardInScopeQuery = preparedPerExecutor((db) =>
  db
    .select()
    .from(inspirationBoards)
    .where(and(eq(inspirationBoards.id, idParam), sql`${inspirationBoards.id} in ${subtreeOf(scopeParam)}`))
    .limit(1)
    .prepare('share_scope_inspiration_board'),
);

const fileInScopeQuery = preparedPerExecutor((db) =>
  db
    .select()
    .from(inspirationFiles)
    .where(
      and(
        eq(inspirationFiles.id, idParam),
        sql`exists (
          select 1 from ${inspirationBoardFiles} link
          where link.file_id = ${inspirationFiles.id}
            and link.workspace_id = ${inspirationFiles.workspaceId}
            and link.board_id in ${subtreeOf(scopeParam)}
        )`,
      ),
    )
    .limit(1)
    .prepare('share_scope_inspiration_file'),
);

const subtreeQuery = preparedPerExecutor((db) =>
  db
    .select({ id: inspirationBoards.id })
    .from(inspirationBoards)
    .where(sql`${inspirationBoards.id} in ${subtreeOf(scopeParam)}`)
    .prepare('share_scope_inspiration_subtree'),
);

/** The board `id` when it is the shared board or one inside it, at any depth. */
export async function boardInShareScope(
  db: Executor,
  input: { scope: ShareScope; id: string },
): Promise<InspirationBoardRow | undefined> {
  if (input.scope.kind !== 'board' || !isUuid(input.id) || !isUuid(input.scope.id)) return undefined;
  const [board] = await boardInScopeQuery(db).execute({ id: input.id, scopeId: input.scope.id });
  return board;
}

/** The saved ad `id` when it is in the shared board or in a board inside it. */
export async function savedAdInShareScope(
  db: Executor,
  input: { scope: ShareScope; id: string },
): Promise<InspirationFileRow | undefined> {
  if (input.scope.kind !== 'board' || !isUuid(input.id) || !isUuid(input.scope.id)) return undefined;
  const [file] = await fileInScopeQuery(db).execute({ id: input.id, scopeId: input.scope.id });
  return file;
}

/** The ids of the shared board and of every board inside it: what a viewer may see of a saved ad's boards. */
export async function boardsInShareScope(db: Executor, scope: ShareScope): Promise<Set<string>> {
  if (scope.kind !== 'board' || !isUuid(scope.id)) return new Set();
  const rows = await subtreeQuery(db).execute({ scopeId: scope.id });
  return new Set(rows.map((row) => row.id));
}
