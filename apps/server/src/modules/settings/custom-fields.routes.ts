import {
  createCustomFieldBody,
  customFieldIdParams,
  customFieldListQuery,
  customFieldListResponse,
  customFieldOrderBody,
  customFieldSchema,
  deleteCustomFieldQuery,
  deleteCustomFieldResponse,
  errorResponse,
  updateCustomFieldBody,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { body, onResource, param, query } from '../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../platform/http/access/register-access.ts';
import {
  createCustomField,
  deleteCustomField,
  listCustomFields,
  reorderCustomFields,
  updateCustomField,
} from './custom-fields.service.ts';
import { customFieldResource, customFieldWorkspaceResource } from './settings-resources.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['settings: custom fields'];
const security = [{ bearerAuth: [] }];

/** A workspace's Creative Hub custom fields and their order (API.md, "Tags and custom fields"). */
export function customFieldRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/custom-fields',
      {
        config: {
          access: onResource(customFieldWorkspaceResource, {
            id: query('workspaceId'),
            action: 'workspace.view',
          }),
        },
        schema: {
          tags,
          summary: "The workspace's custom fields in order (`data`), and the order (`dataOrder`)",
          security,
          querystring: customFieldListQuery,
          response: { 200: customFieldListResponse, ...errors },
        },
      },
      async (request) => listCustomFields(db, granted(request, customFieldWorkspaceResource).row.id),
    );

    app.post(
      '/custom-fields',
      {
        config: {
          access: onResource(customFieldWorkspaceResource, {
            id: body('workspaceId'),
            action: 'customFields.manage',
          }),
        },
        schema: {
          tags,
          summary: 'Create a field at the end of the order; a select field needs at least one option',
          security,
          body: createCustomFieldBody,
          response: { 200: customFieldSchema, ...errors },
        },
      },
      async (request) => {
        const { row: workspace } = granted(request, customFieldWorkspaceResource);
        return createCustomField(db, {
          orgId: workspace.orgId,
          workspaceId: workspace.id,
          createdByUserId: signedInMember(request).userId,
          field: request.body.customField,
        });
      },
    );

    app.put(
      '/custom-fields',
      {
        config: {
          access: onResource(customFieldResource, {
            id: body('fieldId'),
            within: body('workspaceId'),
            action: 'customFields.manage',
          }),
        },
        schema: {
          tags,
          summary:
            "Change a field's title, description or options: `new` options are added, `edited` ones " +
            'relabelled (keeping their ids), `deleted` ones removed with the values files held for them. ' +
            'The type stays.',
          security,
          body: updateCustomFieldBody,
          response: { 200: customFieldSchema, ...errors },
        },
      },
      async (request) =>
        updateCustomField(db, context, {
          field: granted(request, customFieldResource).row,
          change: request.body.customField,
        }),
    );

    app.delete(
      '/custom-fields/:fieldId',
      {
        config: {
          access: onResource(customFieldResource, {
            id: param('fieldId'),
            within: query('workspaceId'),
            action: 'customFields.manage',
          }),
        },
        schema: {
          tags,
          summary: 'Delete a field, and the values files held for it',
          security,
          params: customFieldIdParams,
          querystring: deleteCustomFieldQuery,
          response: { 200: deleteCustomFieldResponse, ...errors },
        },
      },
      async (request) => deleteCustomField(db, context, granted(request, customFieldResource).row),
    );

    app.patch(
      '/custom-fields/order',
      {
        config: {
          access: onResource(customFieldWorkspaceResource, {
            id: body('workspaceId'),
            action: 'customFields.manage',
          }),
        },
        schema: {
          tags,
          summary: "Put the workspace's fields in a new order, which names each of them exactly once",
          security,
          body: customFieldOrderBody,
          response: { 200: customFieldListResponse, ...errors },
        },
      },
      async (request) =>
        reorderCustomFields(db, {
          workspaceId: granted(request, customFieldWorkspaceResource).row.id,
          order: request.body.customFieldDataOrder,
        }),
    );
  };
}
