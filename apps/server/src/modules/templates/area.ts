import { defineArea } from '../../platform/area.ts';
import { startTemplateLibrary, templateJobHandlers } from './library-seed.ts';
import { templatesWorkspaceResource } from './template-resources.ts';
import { templateStoredKeys } from './template-stored-keys.ts';
import { templatesUsage } from './template-uses.service.ts';
import { templatesRoutes } from './templates.routes.ts';
import * as connectorTables from './connectors/tables.ts';
import * as tables from './tables.ts';
import { templateImportsRoutes } from './template-imports.routes.ts';

/** Ad Templates: Hookline's own template library and imports, favourites, uses and "Make it yours" renders. */
export const templatesArea = defineArea({
  name: 'templates',
  tables: { ...tables, ...connectorTables },
  product: 'adtemplates',
  routes: [
    { service: 'main', plugin: templatesRoutes },
    { service: 'main', plugin: templateImportsRoutes },
  ],
  resources: [templatesWorkspaceResource],
  /** The library's previews, drawn a few designs a run after start. */
  jobs: templateJobHandlers,
  /** Used templates (once per template and workspace), against the plan's `adTemplateCount`. */
  usage: templatesUsage,
  storedKeys: templateStoredKeys,
  /** The library's designs upserted by their key; their previews queued. */
  onStart: startTemplateLibrary,
});
