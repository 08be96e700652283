import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** What a folder and a board keep in common, whatever area's table holds them. */
export interface TreeRow {
  id: string;
  orgId: string;
  workspaceId: string;
  /** Null at the workspace's root. */
  parentId: string | null;
  name: string;
  description: string | null;
  /** Its place among its siblings, from 0. */
  position: number;
  createdByUserId: string | null;
  createdAt: Date;
  modifiedAt: Date;
}

type Columns<Name extends string> = { [Key in Name]: PgColumn };

/** An area's table of tree nodes: its own columns besides these are the area's. */
export type TreeTable<Row extends TreeRow> = PgTable &
  Columns<'id' | 'workspaceId' | 'parentId' | 'name' | 'position'> & { $inferSelect: Row };

/** The words an area's tree answers with (spec section 8), each in the area's own terms. */
export interface TreeMessages {
  /** A 404's message for a node that isn't there; the default one when left out. */
  notFound?: string;
  nameTaken: string;
  moveIntoItself: string;
  moveIntoSubBoard: string;
  moveToCurrentParent: string;
  reorderNotSibling: string;
  /** Set by an area whose nodes can be copied. */
  copyIntoItself?: string;
}

/** What an area plugs into a tree: its table, its words, and what a move changes. */
export interface TreeKind<Row extends TreeRow> {
  table: TreeTable<Row>;
  /** Names the workspace's advisory lock (`<lockName>:<workspaceId>`). */
  lockName: string;
  messages: TreeMessages;
  /** Whether a move counts as a change of the node (its `modifiedAt`). */
  moveTouchesNode: boolean;
}
