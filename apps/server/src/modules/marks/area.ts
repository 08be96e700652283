import { defineArea } from '../../platform/area.ts';

/**
 * Marks: each member's own favourites and watches on what an area shows (files and folders, saved ads and
 * boards). It serves no route and owns no table of its own: an area plugs its mark tables and what it marks
 * into it (`marksOf`), and keeps its paths.
 */
export const marksArea = defineArea({
  name: 'marks',
  tables: {},
  routes: [],
  resources: [],
});
