import { treeChanges } from './tree-changes.ts';
import { treeQueries } from './tree-queries.ts';
import { treeReads } from './tree-reads.ts';
import { copyRefusalOf, moveRefusalOf, type RefusedNode } from './tree-refusals.ts';
import type { TreeKind, TreeRow } from './tree-table.ts';

/**
 * One area's tree on the area's table: its nodes created, renamed, moved and reordered under one lock per
 * workspace with the spec's refusals, the tree and breadcrumbs a screen reads, and the reads the area's other
 * writers build on. The area keeps its routes, its answers (DTOs) and what deleting or copying a node takes
 * with it.
 */
export function treeOf<Row extends TreeRow>(kind: TreeKind<Row>) {
  const queries = treeQueries(kind);
  return {
    ...queries,
    ...treeChanges(kind, queries),
    ...treeReads(kind),
    moveRefusalOf: (input: Omit<Parameters<typeof moveRefusalOf>[1], 'node'> & { node: RefusedNode }) =>
      moveRefusalOf(kind.messages, input),
    copyRefusalOf: (input: Parameters<typeof copyRefusalOf>[1]) => copyRefusalOf(kind.messages, input),
  };
}

/** One area's tree, as `treeOf` builds it. */
export type Tree<Row extends TreeRow> = ReturnType<typeof treeOf<Row>>;
