import { allowedWorkspaceActions, deniedMessage, type Product, type WorkspaceAction } from '@hookline/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.ts';
import type { Caller, ShareScope, ShareViewer } from '../../platform/http/access/caller.ts';
import type { Resolved, Resource } from '../../platform/http/access/resource.ts';
import { workspaceChildResource, type WorkspaceAccess, type WorkspaceRow } from '../tenancy/index.ts';

/*
 * Share-link viewers. A link shares one node of a tree (and everything inside it, at any depth) or, where
 * the area has them, one item; the area proves the scope in the query that loads the row. A viewer is nobody
 * in the workspace: the access it gets names the workspace and nothing more (no member, the guest role, no
 * products), so a rule that reads a member's access grants a viewer nothing. What a viewer may do comes from
 * the link's options. Whether the link is still enabled and unexpired is the sharing area's check, made
 * before these are reached.
 */

type WorkspaceResource<Row> = Resource<Row, WorkspaceAccess, WorkspaceAction>;

/** A row of a workspace, as a share link's scope reaches it. */
interface TenantRow {
  id: string;
  orgId: string;
  workspaceId: string;
}

/** The row `id` when the share scope reaches it, else undefined. */
type InShareScope<Row> = (db: Executor, input: { scope: ShareScope; id: string }) => Promise<Row | undefined>;

/** The access a share-link viewer has in the workspace of what it reached: none of a member's. */
function viewerAccess(row: { orgId: string; workspaceId: string }): WorkspaceAccess {
  return {
    orgId: row.orgId,
    workspaceId: row.workspaceId,
    memberId: '',
    orgRole: 'org_guest',
    role: 'guest',
    products: [],
  };
}

/** What a viewer may do to a node or an item: look, and comment when the link allows it. */
function viewerActions(viewer: ShareViewer): readonly WorkspaceAction[] {
  return viewer.options['canComment'] === true ? ['workspace.view', 'comment.write'] : ['workspace.view'];
}

type ActionsOf<Row> = (
  resolved: Resolved<Row, WorkspaceAccess>,
  caller: Caller,
) => readonly WorkspaceAction[];

const memberOrViewerActions =
  <Row>(memberActions: ActionsOf<Row>): ActionsOf<Row> =>
  (resolved, caller) =>
    caller.kind === 'share' ? viewerActions(caller) : memberActions(resolved, caller);

/** The row a share viewer reached, within the workspace a route pins (`within`), with a viewer's access. */
async function viewerReach<Row extends TenantRow>(
  inShareScope: InShareScope<Row>,
  db: Executor,
  input: { viewer: ShareViewer; id: string; within?: string },
): Promise<Resolved<Row, WorkspaceAccess> | undefined> {
  const row = await inShareScope(db, { scope: input.viewer.scope, id: input.id });
  if (!row || (input.within !== undefined && row.workspaceId !== input.within)) return undefined;
  return { row, access: viewerAccess(row) };
}

/** An area's table of rows in a workspace, each with an `id` and a `workspaceId`. */
type WorkspaceTable<Row> = PgTable & { id: PgColumn; workspaceId: PgColumn; $inferSelect: Row };

/**
 * An item in a workspace (a file, a saved ad); routes may pin its workspace (`within`). Share-link viewers
 * reach the items inside their link.
 */
export function sharedItemResource<Row extends TenantRow>(options: {
  name: string;
  table: WorkspaceTable<Row>;
  product: Product;
  inShareScope: InShareScope<Row>;
}): WorkspaceResource<Row> {
  const { table } = options;
  const members: WorkspaceResource<Row> = workspaceChildResource({
    name: options.name,
    table,
    id: table.id,
    workspaceId: table.workspaceId,
    within: table.workspaceId,
    product: options.product,
  });
  return {
    ...members,
    forShareViewer: (db, input) => viewerReach(options.inShareScope, db, input),
    allowedActions: memberOrViewerActions((resolved, caller) => members.allowedActions(resolved, caller)),
  };
}

/**
 * A node as a route names it: a node row under the area's `Key` (`folder`, `board`), or the workspace's root,
 * whose id is the workspace's.
 */
export type TreeRef<Key extends string, Row> = {
  /** The node's id; the workspace's id for the root. */
  id: string;
  orgId: string;
  workspaceId: string;
} & { [K in Key]: Row | null };

/** A node or a workspace's root (its id is the workspace's), reached through a grant of `product`. */
export function treeNodeResource<Key extends string, Row extends TenantRow>(options: {
  name: string;
  key: Key;
  table: WorkspaceTable<Row>;
  product: Product;
  workspace: WorkspaceResource<WorkspaceRow>;
  inShareScope: InShareScope<Row>;
}): WorkspaceResource<TreeRef<Key, Row>> {
  const { table, key } = options;
  // A computed key widens to a string index; the object is the ref of `Key`.
  const refOf = (ids: TenantRow, node: Row | null) =>
    ({ id: ids.id, orgId: ids.orgId, workspaceId: ids.workspaceId, [key]: node }) as TreeRef<Key, Row>;
  const rows = workspaceChildResource({
    name: `${options.name}Row`,
    table,
    id: table.id,
    workspaceId: table.workspaceId,
    within: table.workspaceId,
    product: options.product,
  });
  return {
    name: options.name,
    async forMember(db, input) {
      const found = await rows.forMember(db, input);
      if (found) return { row: refOf(found.row, found.row), access: found.access };
      if (input.within !== undefined && input.within !== input.id) return undefined;
      const root = await options.workspace.forMember(db, { userId: input.userId, id: input.id });
      if (!root) return undefined;
      return {
        row: refOf({ id: root.row.id, orgId: root.row.orgId, workspaceId: root.row.id }, null),
        access: root.access,
      };
    },
    async forShareViewer(db, input) {
      const reached = await viewerReach(options.inShareScope, db, input);
      return reached && { row: refOf(reached.row, reached.row), access: reached.access };
    },
    allowedActions: memberOrViewerActions(({ access }) =>
      access.products.includes(options.product) ? allowedWorkspaceActions(access.role) : [],
    ),
    deniedMessage,
  };
}
