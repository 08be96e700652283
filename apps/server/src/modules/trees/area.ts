import { defineArea } from '../../platform/area.ts';

/**
 * Trees: a workspace's nested containers (the Creative Hub's folders, Inspiration's boards) with their order,
 * the spec's refusals of a move or a copy, one lock per workspace's tree, the tree and breadcrumbs a screen
 * reads, and the access resources that name a node or the workspace's root. It serves no route and owns no
 * table of its own: an area plugs its table and its messages into it (`treeOf`), and keeps its routes.
 */
export const treesArea = defineArea({
  name: 'trees',
  tables: {},
  routes: [],
  resources: [],
});
