import { defineArea } from '../../platform/area.ts';

/**
 * Discussions: threads on something an area shows (a file's version, a saved ad's asset), with replies,
 * mentions, resolve and reopen, and who may edit what. It serves no route and owns no table of its own: an
 * area plugs its tables, its subject and its announcement into it (`discussionsOf`), and keeps its routes.
 */
export const discussionsArea = defineArea({
  name: 'discussions',
  tables: {},
  routes: [],
  resources: [],
});
