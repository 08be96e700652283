import { defineArea } from '../../platform/area.ts';
import * as tables from './tables.ts';

/** Workspace settings shared by the products: tags, custom fields and saved filters. */
export const settingsArea = defineArea({
  name: 'settings',
  tables,
  routes: [],
  resources: [],
});
