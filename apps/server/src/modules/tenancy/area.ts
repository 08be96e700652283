import { defineArea } from '../../platform/area.ts';
import { organisationResource, workspaceResource } from './access/tenancy-resources.ts';
import { memberRoutes } from './members/routes.ts';
import * as memberTables from './members/tables.ts';
import { organisationRoutes } from './organisations/routes.ts';
import * as organisationTables from './organisations/tables.ts';
import { workspaceRoutes } from './workspaces/routes.ts';
import * as workspaceTables from './workspaces/tables.ts';

/** Organisations, their members and invites, workspaces, and who may reach which. */
export const tenancyArea = defineArea({
  name: 'tenancy',
  tables: { ...organisationTables, ...memberTables, ...workspaceTables },
  routes: [
    { service: 'main', plugin: organisationRoutes },
    { service: 'main', plugin: workspaceRoutes },
    { service: 'main', plugin: memberRoutes },
  ],
  resources: [organisationResource, workspaceResource],
});
