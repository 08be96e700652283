import {
  createSavedFilterBody,
  deleteSavedFilterResponse,
  errorResponse,
  savedFilterIdParams,
  savedFilterListQuery,
  savedFilterListResponse,
  savedFilterSchema,
  updateSavedFilterBody,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { body, onResource, param, query } from '../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../platform/http/access/register-access.ts';
import { workspaceResource } from '../tenancy/index.ts';
import {
  createSavedFilter,
  deleteSavedFilter,
  listSavedFilters,
  savedFilterDto,
  updateSavedFilter,
} from './saved-filters.service.ts';
import { requireProduct, savedFilterResource } from './settings-resources.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['settings: saved filters'];
const security = [{ bearerAuth: [] }];

/** Saved filters ("search contexts") of the Creative Hub library and of Inspiration, per workspace. */
export function savedFilterRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/search-contexts',
      {
        config: {
          access: onResource(workspaceResource, { id: query('workspaceId'), action: 'workspace.view' }),
        },
        schema: {
          tags,
          summary: "The workspace's saved filters of a product, oldest first",
          security,
          querystring: savedFilterListQuery,
          response: { 200: savedFilterListResponse, ...errors },
        },
      },
      async (request) => {
        const { row: workspace, access } = granted(request, workspaceResource);
        requireProduct(access, request.query.product, 'workspace.view');
        return listSavedFilters(db, { workspaceId: workspace.id, product: request.query.product });
      },
    );

    app.get(
      '/search-contexts/:id',
      {
        config: { access: onResource(savedFilterResource, { id: param('id'), action: 'workspace.view' }) },
        schema: {
          tags,
          summary: 'One saved filter',
          security,
          params: savedFilterIdParams,
          response: { 200: savedFilterSchema, ...errors },
        },
      },
      async (request) => savedFilterDto(granted(request, savedFilterResource).row),
    );

    app.post(
      '/search-contexts',
      {
        config: {
          access: onResource(workspaceResource, { id: body('workspaceId'), action: 'savedFilters.manage' }),
        },
        schema: {
          tags,
          summary: 'Save a filter: `filters` is a JSON object of at most 16 KB, nesting at most 8 levels',
          security,
          body: createSavedFilterBody,
          response: { 200: savedFilterSchema, ...errors },
        },
      },
      async (request) => {
        const { row: workspace, access } = granted(request, workspaceResource);
        requireProduct(access, request.body.product, 'savedFilters.manage');
        return createSavedFilter(db, {
          orgId: workspace.orgId,
          workspaceId: workspace.id,
          product: request.body.product,
          name: request.body.name,
          filters: request.body.filters,
          createdByUserId: signedInMember(request).userId,
        });
      },
    );

    app.put(
      '/search-contexts/:id',
      {
        config: {
          access: onResource(savedFilterResource, { id: param('id'), action: 'savedFilters.manage' }),
        },
        schema: {
          tags,
          summary: 'Rename a saved filter or change its filters',
          security,
          params: savedFilterIdParams,
          body: updateSavedFilterBody,
          response: { 200: savedFilterSchema, ...errors },
        },
      },
      async (request) =>
        updateSavedFilter(db, {
          filter: granted(request, savedFilterResource).row,
          name: request.body.name,
          filters: request.body.filters,
        }),
    );

    app.delete(
      '/search-contexts/:id',
      {
        config: {
          access: onResource(savedFilterResource, { id: param('id'), action: 'savedFilters.manage' }),
        },
        schema: {
          tags,
          summary: 'Delete a saved filter',
          security,
          params: savedFilterIdParams,
          response: { 200: deleteSavedFilterResponse, ...errors },
        },
      },
      async (request) => deleteSavedFilter(db, granted(request, savedFilterResource).row),
    );
  };
}
