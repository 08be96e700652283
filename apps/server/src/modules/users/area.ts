import { defineArea } from '../../platform/area.ts';
import { usersRoutes } from './routes.ts';
import * as tables from './tables.ts';

/** People: their profile and profile image. */
export const usersArea = defineArea({
  name: 'users',
  tables,
  routes: [{ service: 'main', plugin: usersRoutes }],
  resources: [],
});
