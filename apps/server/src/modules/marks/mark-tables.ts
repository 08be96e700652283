import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

export const MARKS = ['favourite', 'watch'] as const;
/** A member's own mark on something: among their favourites, or watched (they hear of what happens to it). */
export type Mark = (typeof MARKS)[number];

/**
 * An area's table of marks: who marked what (`targetId`, of `kind`) in which workspace. A table that keeps
 * both marks says which in its `mark` column; a table without one keeps one mark.
 */
export type MarkTable = PgTable & {
  userId: PgColumn;
  targetId: PgColumn;
  kind: PgColumn;
  workspaceId: PgColumn;
  mark?: PgColumn;
};

/** Where each mark is kept: a table each, or the same table (with a `mark` column) for both. */
export type MarkTables = Record<Mark, MarkTable>;

/** The tables of `tables`, each once, with the marks each keeps. */
export function tablesOf(tables: MarkTables): { table: MarkTable; marks: Mark[] }[] {
  const found = new Map<MarkTable, Mark[]>();
  for (const mark of MARKS) found.set(tables[mark], [...(found.get(tables[mark]) ?? []), mark]);
  return [...found].map(([table, marks]) => ({ table, marks }));
}
