import { defineArea } from '../../platform/area.ts';
import { startTemplateLibrary, templateJobHandlers } from './library-seed.ts';
import { templatesWorkspaceResource } from './template-resources.ts';
import { templatesUsage } from './template-uses.service.ts';
import { templatesRoutes } from './templates.routes.ts';
import * as tables from './tables.ts';

/** Ad Templates: Hookline's own template library and imports, favourites, uses and "Make it yours" renders. */
export const templatesArea = defineArea({
  name: 'templates',
  tables,
  product: 'adtemplates',
  routes: [{ service: 'main', plugin: templatesRoutes }],
  resources: [templatesWorkspaceResource],
  /** The library's previews, drawn a few designs a run after start. */
  jobs: templateJobHandlers,
  /** Used templates (once per template and workspace), against the plan's `adTemplateCount`. */
  usage: templatesUsage,
  /** The library's designs upserted by their key; their previews queued. */
  onStart: startTemplateLibrary,
});
