import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { preparedPerExecutor } from '../../platform/db/prepared-per-executor.ts';
import { registerMarkRoutes, type MarkRoutesKind, type MarkRoutesOn, type ZodApp } from './mark-routes.ts';
import { tablesOf, type Mark, type MarkTable, type MarkTables } from './mark-tables.ts';

/** What an area plugs into marks: where it keeps them, what it marks, and how its routes answer. */
export interface MarkKind<Kind extends string> extends MarkRoutesKind<Kind> {
  tables: MarkTables;
  /** The name of the prepared statement that reads a member's marks (one per area). */
  statement: string;
}

/** Something marked: its id and workspace, and what it is (`file`, `folder`, `board`). */
export interface MarkTarget<Kind extends string> {
  id: string;
  workspaceId: string;
  kind: Kind;
}

const userId = sql`${sql.placeholder('userId')}::uuid`;
const targetIds = sql`${sql.placeholder('targetIds')}::uuid[]`;

/** One table's marks among `targetIds` of `userId`: its `mark` column, or the one mark it keeps. */
function selectMarks(db: Executor, { table, marks }: { table: MarkTable; marks: Mark[] }) {
  const mark = table.mark ?? sql<Mark>`${sql.raw(`'${marks[0]}'`)}`.as('mark');
  return db
    .select({ targetId: table.targetId, mark })
    .from(table)
    .where(and(sql`${table.userId} = ${userId}`, sql`${table.targetId} = any(${targetIds})`));
}

/**
 * One area's marks: each member's own favourites and watches, so setting or clearing one twice is the same
 * as once, and anyone who can see the thing may mark it.
 */
export function marksOf<Kind extends string>(kind: MarkKind<Kind>) {
  const stores = tablesOf(kind.tables);

  const marksQuery = preparedPerExecutor((db) => {
    const [first, ...rest] = stores.map((store) => selectMarks(db, store));
    if (!first) throw new Error('marks need a table');
    // Each select has the same two columns; Drizzle types a union's builder apart from its first select.
    const union = rest.reduce<typeof first>(
      (all, next) => all.unionAll(next) as unknown as typeof first,
      first,
    );
    return union.prepare(kind.statement);
  });

  async function setMark(
    db: Executor,
    input: { mark: Mark; on: boolean; userId: string; target: MarkTarget<Kind> },
  ): Promise<void> {
    const table = kind.tables[input.mark];
    const { target } = input;
    if (input.on) {
      await db
        .insert(table)
        .values({
          userId: input.userId,
          targetId: target.id,
          kind: target.kind,
          ...(table.mark ? { mark: input.mark } : {}),
          workspaceId: target.workspaceId,
        })
        .onConflictDoNothing();
      return;
    }
    await db
      .delete(table)
      .where(
        and(
          eq(table.userId, input.userId),
          eq(table.targetId, target.id),
          table.mark ? eq(table.mark, input.mark) : undefined,
          eq(table.workspaceId, target.workspaceId),
        ),
      );
  }

  return {
    setMark,

    /** Which of `targetIds` the user has marked, in one query for both marks. */
    marksAmong: async (
      db: Executor,
      input: { userId: string | null; targetIds: readonly string[] },
    ): Promise<{ favourites: Set<string>; watched: Set<string> }> => {
      const favourites = new Set<string>();
      const watched = new Set<string>();
      if (input.userId === null || input.targetIds.length === 0) return { favourites, watched };
      const rows = await marksQuery(db).execute({ userId: input.userId, targetIds: [...input.targetIds] });
      for (const row of rows) (row.mark === 'favourite' ? favourites : watched).add(row.targetId as string);
      return { favourites, watched };
    },

    /** Forgets every mark on things that are being deleted. */
    dropMarks: async (db: Executor, input: { workspaceId: string; targetIds: readonly string[] }) => {
      if (input.targetIds.length === 0) return;
      const ids = [...input.targetIds];
      for (const { table } of stores) {
        await db
          .delete(table)
          .where(and(eq(table.workspaceId, input.workspaceId), inArray(table.targetId, ids)));
      }
    },

    /** The condition "the viewer has this row (`target`, its id) among their favourites", for list filters. */
    favouriteOf: (viewerUserId: string | null, target: unknown): SQL => {
      if (viewerUserId === null) return sql`false`;
      const table = kind.tables.favourite;
      // The columns' names in SQL, as the tables' snake_case casing writes `userId`, `targetId` and `mark`.
      const ofFavourites = table.mark ? sql` and favourite.mark = 'favourite'` : sql``;
      return sql`exists (select 1 from ${table} favourite
        where favourite.user_id = ${viewerUserId}::uuid and favourite.target_id = ${target}${ofFavourites})`;
    },

    /** `POST|DELETE {path}/favourite` and `{path}/watch` for one kind of thing the area marks. */
    registerMarkRoutes: (app: ZodApp, on: MarkRoutesOn<Kind>) =>
      registerMarkRoutes(app, { ...on, marks: kind, setMark }),
  };
}

/** One area's marks, as `marksOf` builds them. */
export type Marks<Kind extends string> = ReturnType<typeof marksOf<Kind>>;
