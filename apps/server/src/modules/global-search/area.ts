import { defineArea } from '../../platform/area.ts';
import { globalSearchRoutes } from './global-search.routes.ts';

/**
 * The app shell's global search (Ctrl/Cmd-K): one call across the other areas, each reached through its
 * public face. It keeps no tables of its own.
 */
export const globalSearchArea = defineArea({
  name: 'global-search',
  tables: {},
  routes: [{ service: 'main', plugin: globalSearchRoutes }],
  resources: [],
});
