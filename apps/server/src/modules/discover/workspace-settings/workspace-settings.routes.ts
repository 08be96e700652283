import {
  discoverSettingsParams,
  discoverWorkspaceSettingsSchema,
  errorResponse,
  followBrandResponse,
  followedBrandParams,
  updateDiscoverSettingsBody,
  updateDiscoverSettingsResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { onResource, param } from '../../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../../platform/http/access/register-access.ts';
import { workspaceResource } from '../../tenancy/index.ts';
import { readDiscoverSettings, updateDiscoverDefaults } from './discover-defaults.service.ts';
import { followBrand, unfollowBrand } from './followed-brands.service.ts';

const tags = ['discover: workspace settings'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The workspace the route names, proven: its organisation and id, as the services take them. */
function provenWorkspace(request: Parameters<typeof granted>[0]) {
  const { row } = granted(request, workspaceResource);
  return { orgId: row.orgId, workspaceId: row.id };
}

/**
 * A workspace's Discover settings: every member reads them (guests included); following brands takes
 * `brand.manage` and the default filters take `workspace.settings`, both of which guests lack.
 */
export function workspaceSettingsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/discover/workspace/:workspaceId/settings',
      {
        config: {
          access: onResource(workspaceResource, { id: param('workspaceId'), action: 'workspace.view' }),
        },
        schema: {
          tags,
          summary:
            'The brands the workspace follows (latest first, with their numbers of ads) and the filters and ' +
            'sort Discover opens with there',
          security,
          params: discoverSettingsParams,
          response: { 200: discoverWorkspaceSettingsSchema, ...errors },
        },
      },
      async (request) => readDiscoverSettings(db, provenWorkspace(request)),
    );

    app.put(
      '/discover/workspace/:workspaceId/settings',
      {
        config: {
          access: onResource(workspaceResource, { id: param('workspaceId'), action: 'workspace.settings' }),
        },
        schema: {
          tags,
          summary:
            'Save the default filters (platforms, formats, languages, active only) or sort of Discover in the ' +
            'workspace; what is sent replaces what was saved, what is left out stays',
          security,
          params: discoverSettingsParams,
          body: updateDiscoverSettingsBody,
          response: { 200: updateDiscoverSettingsResponse, ...errors },
        },
      },
      async (request) => updateDiscoverDefaults(db, { ...provenWorkspace(request), ...request.body }),
    );

    app.post(
      '/discover/workspace/:workspaceId/followed-brands/:brandId',
      {
        config: {
          access: onResource(workspaceResource, { id: param('workspaceId'), action: 'brand.manage' }),
        },
        schema: {
          tags,
          summary:
            'Follow a brand: the ingest keeps its ads up to date. At most 200 per workspace; following twice ' +
            'is the same as once',
          security,
          params: followedBrandParams,
          response: { 200: followBrandResponse, ...errors },
        },
      },
      async (request) =>
        followBrand(db, {
          ...provenWorkspace(request),
          brandId: request.params.brandId,
          userId: signedInMember(request).userId,
        }),
    );

    app.delete(
      '/discover/workspace/:workspaceId/followed-brands/:brandId',
      {
        config: {
          access: onResource(workspaceResource, { id: param('workspaceId'), action: 'brand.manage' }),
        },
        schema: {
          tags,
          summary:
            'Stop following a brand; once no workspace follows it and Detective tracks it nowhere, its ads are no longer kept up to date',
          security,
          params: followedBrandParams,
          response: { 200: followBrandResponse, ...errors },
        },
      },
      async (request) =>
        unfollowBrand(
          db,
          { ...provenWorkspace(request), brandId: request.params.brandId },
          context.brandReadDemands,
        ),
    );
  };
}
