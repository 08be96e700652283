import { defineArea } from '../../platform/area.ts';
import { customFieldRoutes } from './custom-fields.routes.ts';
import { savedFilterRoutes } from './saved-filters.routes.ts';
import { settingsResources } from './settings-resources.ts';
import * as tables from './tables.ts';
import { tagRoutes } from './tags.routes.ts';

/** Workspace settings shared by the products: tags, custom fields and saved filters. */
export const settingsArea = defineArea({
  name: 'settings',
  tables,
  routes: [
    { service: 'main', plugin: tagRoutes },
    { service: 'main', plugin: customFieldRoutes },
    { service: 'main', plugin: savedFilterRoutes },
  ],
  resources: settingsResources,
});
