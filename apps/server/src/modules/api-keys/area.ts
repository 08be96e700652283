import { defineArea } from '../../platform/area.ts';
import { purgeApiKeyRecordsHandler } from './api-keys-purge.job.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import * as tables from './tables.ts';

/** API keys for the public API and the MCP server: made by an organisation's admins, acting as them. */
export const apiKeysArea = defineArea({
  name: 'api-keys',
  tables,
  routes: [{ service: 'main', plugin: apiKeysRoutes }],
  resources: [],
  jobs: [purgeApiKeyRecordsHandler],
});
