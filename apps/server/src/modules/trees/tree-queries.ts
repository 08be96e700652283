import { and, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import { isUuid } from '../../platform/uuid.ts';
import type { TreeKind, TreeRow } from './tree-table.ts';

/** Where something goes: a node, or the workspace's root (`node` null). */
export interface TreeDestination<Row extends TreeRow> {
  /** The id the caller named: a node's, or the workspace's for its root. */
  id: string;
  node: Row | null;
}

/** Where a node sits: its workspace and its parent (the workspace's root when null). */
export interface TreePlace {
  workspaceId: string;
  parentId: string | null;
}

/** The reads of one area's tree that its changes, and the area's other writers, build on. */
export function treeQueries<Row extends TreeRow>(kind: TreeKind<Row>) {
  const { table, messages } = kind;
  // A generic table defeats Drizzle's inference of rows: the table's rows are `Row`.
  const asRows = (rows: unknown) => rows as Row[];
  const missing = () => notFound(messages.notFound);
  const underParent = (parentId: string | null) =>
    parentId === null ? isNull(table.parentId) : eq(table.parentId, parentId);
  const inWorkspace = (input: { workspaceId: string; id: string }) =>
    and(eq(table.id, input.id), eq(table.workspaceId, input.workspaceId));

  /** The names, lower-cased, of the nodes under `parentId`, but for `exceptId`. */
  async function siblingNames(tx: Executor, input: TreePlace & { exceptId?: string }): Promise<Set<string>> {
    const rows = await tx
      .select({ name: sql<string>`lower(${table.name})` })
      .from(table)
      .where(
        and(
          eq(table.workspaceId, input.workspaceId),
          underParent(input.parentId),
          input.exceptId ? ne(table.id, input.exceptId) : undefined,
        ),
      );
    return new Set(rows.map((row) => row.name));
  }

  return {
    missing,
    underParent,
    inWorkspace,

    /**
     * Serialises changes to one workspace's tree until the transaction ends: two moves at once can't make a
     * loop (A into B while B goes into A), two reorders can't hand out the same position, a node being
     * deleted can't receive anything meanwhile, and a copy reads a tree nobody is changing. An advisory lock,
     * so that reading the tree never waits.
     */
    lock: async (tx: Executor, workspaceId: string): Promise<void> => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind.lockName}:${workspaceId}`}))`);
    },

    /**
     * The node of `workspaceId` that a request names as a destination (a new node's parent, a move's target):
     * the workspace's own id, null or nothing is its root. Another workspace's node, an unknown id or a
     * malformed one: 404.
     */
    destinationIn: async (
      db: Executor,
      input: { workspaceId: string; unverifiedId: string | null | undefined },
    ): Promise<TreeDestination<Row>> => {
      const { workspaceId, unverifiedId } = input;
      if (!unverifiedId || unverifiedId === workspaceId) return { id: workspaceId, node: null };
      if (!isUuid(unverifiedId)) throw missing();
      const [node] = asRows(
        await db
          .select()
          .from(table)
          .where(inWorkspace({ workspaceId, id: unverifiedId }))
          .limit(1),
      );
      if (!node) throw missing();
      return { id: node.id, node };
    },

    /** The node as it is now, read under the tree's lock: another change may have just moved it. */
    current: async (tx: Executor, input: { workspaceId: string; id: string }): Promise<Row> => {
      const [row] = asRows(await tx.select().from(table).where(inWorkspace(input)).limit(1));
      if (!row) throw missing();
      return row;
    },

    /** The next position among a parent's nodes. Unique only while `tx` holds the tree's lock. */
    nextPosition: async (tx: Executor, input: TreePlace): Promise<number> => {
      const [last] = await tx
        .select({ position: max(table.position) })
        .from(table)
        .where(and(eq(table.workspaceId, input.workspaceId), underParent(input.parentId)));
      // `max` of the area's integer column: a number, or null among no siblings.
      const position = last?.position as number | null | undefined;
      return (position ?? -1) + 1;
    },

    /**
     * Refuses (409) a name that one of its would-be siblings already has, ignoring case and the node
     * `exceptId` itself. Meaningful only while `tx` holds the tree's lock: two creates sent at once then check
     * in turn, and the second sees the first.
     */
    refuseTakenName: async (
      tx: Executor,
      input: TreePlace & { name: string; exceptId?: string },
    ): Promise<void> => {
      const taken = await siblingNames(tx, input);
      if (taken.has(input.name.toLowerCase())) throw conflict(messages.nameTaken);
    },

    /**
     * The name of a copy among its new siblings: its own when free, else 'Name (copy)', then 'Name (copy 2)'…,
     * the name shortened so that the whole stays within `nameMax`. Under the tree's lock.
     */
    nameForCopy: async (
      tx: Executor,
      input: TreePlace & { name: string; nameMax: number },
    ): Promise<string> => {
      const taken = await siblingNames(tx, input);
      const fits = (suffix: string) =>
        `${input.name.slice(0, input.nameMax - suffix.length).trimEnd()}${suffix}`;
      let candidate = input.name;
      for (let count = 1; taken.has(candidate.toLowerCase()); count += 1) {
        candidate = fits(count === 1 ? ' (copy)' : ` (copy ${count})`);
      }
      return candidate;
    },

    /** The nodes above `id`, nearest first, up to the workspace's root, read from the database. */
    ancestorsOf: async (db: Executor, input: { workspaceId: string; id: string }): Promise<string[]> => {
      const rows = await rawRows<{ id: string }>(
        db,
        sql`with recursive chain (id, parent_id, depth) as (
          select node.id, node.parent_id, 0 from ${table} node
          where node.id = ${input.id}::uuid and node.workspace_id = ${input.workspaceId}
          union
          select parent.id, parent.parent_id, chain.depth + 1 from ${table} parent
          join chain on parent.id = chain.parent_id
          where parent.workspace_id = ${input.workspaceId}
        )
        select id from chain where depth > 0 order by depth`,
      );
      return rows.map((row) => row.id);
    },
  };
}

/** One area's tree reads, as `treeQueries` builds them. */
export type TreeQueries<Row extends TreeRow> = ReturnType<typeof treeQueries<Row>>;
