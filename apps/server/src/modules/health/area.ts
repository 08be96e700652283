import { defineArea } from '../../platform/area.ts';
import { healthRoutes } from './routes.ts';

/** Whether the server and its database answer. The smallest area: copy it to start a new one. */
export const healthArea = defineArea({
  name: 'health',
  tables: {},
  routes: [{ service: 'main', plugin: healthRoutes }],
  resources: [],
});
