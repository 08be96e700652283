import type { DrivePathStep, DriveTreeNode } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { isUuid } from '../../platform/uuid.ts';
import { findWorkspaceName } from '../tenancy/index.ts';
import { copyRefusalOf, moveRefusalOf } from './tree-refusals.ts';
import type { TreeKind, TreeRow } from './tree-table.ts';

interface TreeNodeRow {
  id: string;
  parentId: string | null;
  name: string;
  position: number;
}

const byPositionThenName = (a: TreeNodeRow, b: TreeNodeRow) =>
  a.position - b.position ||
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The nodes above `id`, nearest first, from the tree in memory. */
function ancestorsIn(byId: ReadonlyMap<string, TreeNodeRow>, id: string): string[] {
  const ancestors: string[] = [];
  const seen = new Set<string>([id]);
  for (let parent = byId.get(id)?.parentId ?? null; parent !== null && !seen.has(parent);) {
    ancestors.push(parent);
    seen.add(parent);
    parent = byId.get(parent)?.parentId ?? null;
  }
  return ancestors;
}

/** The workspace's name, for the root of a tree or a path. */
export async function workspaceNameOf(db: Executor, workspaceId: string): Promise<string> {
  const name = await findWorkspaceName(db, workspaceId);
  if (name === undefined) throw notFound();
  return name;
}

/** What a screen reads of one area's tree: the whole tree, and a node's breadcrumbs. */
export function treeReads<Row extends TreeRow>(kind: TreeKind<Row>) {
  const { table, messages } = kind;

  /**
   * The nodes from the top down to `id`, both included, in one query: from the workspace's root, or from the
   * node `fromId` when given (a share link's node, above which its viewers see nothing).
   */
  async function chain(
    db: Executor,
    input: { workspaceId: string; id: string; fromId?: string | undefined },
  ): Promise<DrivePathStep[]> {
    if (!isUuid(input.id)) throw notFound(messages.notFound);
    const stop = input.fromId && isUuid(input.fromId) ? input.fromId : null;
    const rows = await rawRows<{ id: string; name: string }>(
      db,
      sql`with recursive chain (id, parent_id, name, depth) as (
        select node.id, node.parent_id, node.name, 0 from ${table} node
        where node.id = ${input.id}::uuid and node.workspace_id = ${input.workspaceId}
        union
        select parent.id, parent.parent_id, parent.name, chain.depth + 1 from ${table} parent
        join chain on parent.id = chain.parent_id
        where parent.workspace_id = ${input.workspaceId}
          and (${stop}::uuid is null or chain.id <> ${stop}::uuid)
      )
      select id, name from chain order by depth desc`,
    );
    return rows.map((row) => ({ _id: row.id, name: row.name, isWorkspace: false }));
  }

  return {
    chain,

    /** The breadcrumbs from the workspace's root down to the node (the root alone for the root's id). */
    path: async (
      db: Executor,
      input: { workspaceId: string; id: string },
    ): Promise<{ data: DrivePathStep[] }> => {
      const root: DrivePathStep = {
        _id: input.workspaceId,
        name: await workspaceNameOf(db, input.workspaceId),
        isWorkspace: true,
      };
      if (input.id === input.workspaceId) return { data: [root] };
      return { data: [root, ...(await chain(db, input))] };
    },

    /**
     * The workspace's root (its `_id` the workspace's) with every node nested under it, siblings by position
     * then name, in one query. With `movingId` or `copyingId`, the tree a move or copy dialog shows: each node
     * that can't receive that node is disabled, with the reason.
     */
    tree: async (
      db: Executor,
      input: {
        workspace: { id: string; name: string };
        movingId?: string | undefined;
        copyingId?: string | undefined;
      },
    ): Promise<DriveTreeNode> => {
      const { workspace } = input;
      const nodes: TreeNodeRow[] = await db
        .select({ id: table.id, parentId: table.parentId, name: table.name, position: table.position })
        .from(table)
        .where(eq(table.workspaceId, workspace.id))
        .then((rows) => rows as TreeNodeRow[]);
      const byId = new Map(nodes.map((node) => [node.id, node]));

      const subjectId = input.movingId ?? input.copyingId;
      const subject = subjectId === undefined ? undefined : byId.get(subjectId);
      if (subjectId !== undefined && !subject) throw notFound(messages.notFound);
      const refusalFor = (id: string): string | undefined => {
        if (!subject) return undefined;
        if (input.movingId !== undefined) {
          return moveRefusalOf(messages, {
            workspaceId: workspace.id,
            node: subject,
            targetId: id,
            ancestorsOfTarget: id === workspace.id ? [] : ancestorsIn(byId, id),
          });
        }
        return copyRefusalOf(messages, { node: subject, targetId: id });
      };
      const dialogFields = (id: string) => {
        if (!subject) return {};
        const refusal = refusalFor(id);
        return refusal
          ? { disabled: true, disabledText: refusal, selectable: false }
          : { disabled: false, selectable: true };
      };

      const childrenOf = new Map<string | null, TreeNodeRow[]>();
      for (const node of nodes) {
        // A parent outside the workspace can't be: such a node is shown at the root rather than lost.
        const parent = node.parentId !== null && byId.has(node.parentId) ? node.parentId : null;
        const siblings = childrenOf.get(parent);
        if (siblings) siblings.push(node);
        else childrenOf.set(parent, [node]);
      }
      const nodesUnder = (parentId: string | null, path: ReadonlySet<string>): DriveTreeNode[] =>
        (childrenOf.get(parentId) ?? [])
          .filter((node) => !path.has(node.id))
          .sort(byPositionThenName)
          .map((node) => {
            const children = nodesUnder(node.id, new Set([...path, node.id]));
            return {
              _id: node.id,
              name: node.name,
              // The tree holds the root, so a top node's parent is the root's id.
              parent: node.parentId ?? workspace.id,
              isWorkspace: false,
              isFolder: true,
              type: 'folder' as const,
              hasChild: children.length > 0,
              children,
              ...dialogFields(node.id),
            };
          });
      const children = nodesUnder(null, new Set());
      return {
        _id: workspace.id,
        name: workspace.name,
        parent: null,
        isWorkspace: true,
        isFolder: false,
        type: 'folder',
        hasChild: children.length > 0,
        children,
        ...dialogFields(workspace.id),
      };
    },
  };
}
