import { defineArea } from '../../platform/area.ts';
import { savedHookResource } from './hooks/hook-resources.ts';
import { hookRoutes } from './hooks/hooks.routes.ts';
import { productDetailsRoutes } from './product-details/index.ts';
import * as tables from './tables.ts';

/**
 * Tools: the hook generator and product details read from a page (open to signed-out visitors behind the bot
 * check) and the workspace's hook library.
 */
export const toolsArea = defineArea({
  name: 'tools',
  tables,
  routes: [
    { service: 'tools', plugin: hookRoutes },
    { service: 'tools', plugin: (context) => productDetailsRoutes(context) },
  ],
  resources: [savedHookResource],
});
