import { asc, eq, and, sql, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { isUuid } from '../../platform/uuid.ts';
import type { TreeDestination, TreeQueries } from './tree-queries.ts';
import { moveRefusalOf } from './tree-refusals.ts';
import type { TreeKind, TreeRow } from './tree-table.ts';

/** Creating, renaming, moving and reordering one area's nodes, each under the workspace tree's lock. */
export function treeChanges<Row extends TreeRow>(kind: TreeKind<Row>, queries: TreeQueries<Row>) {
  const { table, messages } = kind;
  const asRows = (rows: unknown) => rows as Row[];
  const { missing, inWorkspace } = queries;

  /**
   * Moves one node of the workspace into `target`, last among its new siblings, or refuses with the spec's
   * reason (400). The caller's transaction must hold the tree's lock.
   */
  async function moveLocked(
    tx: Executor,
    input: { workspaceId: string; id: string; target: TreeDestination<Row> },
  ): Promise<Row> {
    const { workspaceId, target } = input;
    const node = await queries.current(tx, { workspaceId, id: input.id });
    const ancestorsOfTarget = target.node
      ? await queries.ancestorsOf(tx, { workspaceId, id: target.id })
      : [];
    const refusal = moveRefusalOf(messages, { workspaceId, node, targetId: target.id, ancestorsOfTarget });
    if (refusal) throw badRequest(refusal);
    const parentId = target.node?.id ?? null;
    await queries.refuseTakenName(tx, { workspaceId, parentId, name: node.name, exceptId: node.id });
    const [moved] = asRows(
      await tx
        .update(table as PgTable)
        .set({
          parentId,
          position: await queries.nextPosition(tx, { workspaceId, parentId }),
          ...(kind.moveTouchesNode ? { modifiedAt: new Date() } : {}),
        })
        .where(inWorkspace(node))
        .returning(),
    );
    if (!moved) throw missing();
    return moved;
  }

  return {
    moveLocked,

    /** Creates a node last among its siblings, in the workspace's root or in one of its nodes. */
    create: (
      db: Executor,
      input: {
        workspace: { id: string; orgId: string };
        unverifiedParentId: string | null | undefined;
        name: string;
        description: string | null | undefined;
        creatorUserId: string;
      },
    ): Promise<Row> =>
      db.transaction(async (tx) => {
        const workspaceId = input.workspace.id;
        await queries.lock(tx, workspaceId);
        const parent = await queries.destinationIn(tx, {
          workspaceId,
          unverifiedId: input.unverifiedParentId,
        });
        const parentId = parent.node?.id ?? null;
        await queries.refuseTakenName(tx, { workspaceId, parentId, name: input.name });
        const [row] = asRows(
          await tx
            .insert(table as PgTable)
            .values({
              orgId: input.workspace.orgId,
              workspaceId,
              parentId,
              name: input.name,
              description: input.description || null,
              position: await queries.nextPosition(tx, { workspaceId, parentId }),
              createdByUserId: input.creatorUserId,
            })
            .returning(),
        );
        if (!row) throw new Error(`insert into ${getTableName(table)} returned nothing`);
        return row;
      }),

    /** Renames a node or changes its description. */
    update: (
      db: Executor,
      input: { node: Row; name: string | undefined; description: string | null | undefined },
    ): Promise<Row> =>
      db.transaction(async (tx) => {
        const { node } = input;
        const { workspaceId } = node;
        await queries.lock(tx, workspaceId);
        if (input.name !== undefined) {
          // Read under the lock: a move may have just changed its siblings.
          const { parentId } = await queries.current(tx, node);
          await queries.refuseTakenName(tx, { workspaceId, parentId, name: input.name, exceptId: node.id });
        }
        const [updated] = asRows(
          await tx
            .update(table as PgTable)
            .set({
              ...(input.name !== undefined ? { name: input.name } : {}),
              ...(input.description !== undefined ? { description: input.description || null } : {}),
              modifiedAt: new Date(),
            })
            .where(inWorkspace(node))
            .returning(),
        );
        if (!updated) throw missing();
        return updated;
      }),

    /** Into another node of the same workspace, or its root (the workspace's id). */
    move: (db: Executor, input: { node: Row; unverifiedTargetId: string }): Promise<Row> =>
      db.transaction(async (tx) => {
        const { workspaceId } = input.node;
        await queries.lock(tx, workspaceId);
        const target = await queries.destinationIn(tx, {
          workspaceId,
          unverifiedId: input.unverifiedTargetId,
        });
        return moveLocked(tx, { workspaceId, id: input.node.id, target });
      }),

    /**
     * Puts the node just before its sibling `unverifiedBeforeId` (last when null) and numbers the siblings
     * 0, 1, 2… in that order. Under the tree's lock, so that reorders sent at once each see the order the one
     * before left.
     */
    reorder: (db: Executor, input: { node: Row; unverifiedBeforeId: string | null }): Promise<Row> =>
      db.transaction(async (tx) => {
        const { workspaceId } = input.node;
        await queries.lock(tx, workspaceId);
        const current = await queries.current(tx, input.node);
        const siblings = await tx
          .select({ id: table.id, position: table.position })
          .from(table)
          .where(and(eq(table.workspaceId, workspaceId), queries.underParent(current.parentId)))
          .orderBy(asc(table.position), sql`lower(${table.name})`, asc(table.id));
        const ids = siblings.map((sibling) => String(sibling.id));
        const order = ids.filter((id) => id !== current.id);
        const beforeId = input.unverifiedBeforeId;
        let at = order.length;
        if (beforeId !== null && beforeId !== '') {
          if (!isUuid(beforeId)) throw missing();
          at = order.indexOf(beforeId);
          if (at < 0) {
            // A node of the workspace elsewhere in the tree is a mistake to explain; anything else names nothing.
            await queries.destinationIn(tx, { workspaceId, unverifiedId: beforeId });
            throw badRequest(messages.reorderNotSibling);
          }
        }
        order.splice(at, 0, current.id);
        const positionOf = new Map(siblings.map((sibling, index) => [ids[index], sibling.position]));
        for (const [position, id] of order.entries()) {
          if (positionOf.get(id) === position) continue;
          await tx.update(table).set({ position }).where(inWorkspace({ workspaceId, id }));
        }
        return queries.current(tx, current);
      }),
  };
}
