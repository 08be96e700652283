import {
  createTagsBody,
  deleteTagQuery,
  deleteTagResponse,
  errorResponse,
  tagIdParams,
  tagListQuery,
  tagListResponse,
  tagSchema,
  updateTagBody,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { body, onResource, param, query } from '../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../platform/http/access/register-access.ts';
import { workspaceResource } from '../tenancy/index.ts';
import { requireProduct, tagResource } from './settings-resources.ts';
import { createTags, deleteTag, listTags, updateTag } from './tags.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['settings: tags'];
const security = [{ bearerAuth: [] }];

/** A workspace's tags of one product (API.md, "Tags and custom fields"). */
export function tagRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/tags',
      {
        config: {
          access: onResource(workspaceResource, { id: query('workspaceId'), action: 'workspace.view' }),
        },
        schema: {
          tags,
          summary: "The workspace's tags of a product, each with the number of assets using it (`count`)",
          security,
          querystring: tagListQuery,
          response: { 200: tagListResponse, ...errors },
        },
      },
      async (request) => {
        const { row: workspace, access } = granted(request, workspaceResource);
        requireProduct(access, request.query.product, 'workspace.view');
        return listTags(db, context, { workspaceId: workspace.id, product: request.query.product });
      },
    );

    app.post(
      '/tags',
      {
        config: { access: onResource(workspaceResource, { id: body('workspaceId'), action: 'tags.manage' }) },
        schema: {
          tags,
          summary:
            'Create several tags at once; a name repeating another (of the request or an existing tag, ' +
            'ignoring case) creates none. Each takes the next of the 8 pastel colours.',
          security,
          body: createTagsBody,
          response: { 200: tagListResponse, ...errors },
        },
      },
      async (request) => {
        const { row: workspace, access } = granted(request, workspaceResource);
        requireProduct(access, request.body.product, 'tags.manage');
        return createTags(db, context, {
          orgId: workspace.orgId,
          workspaceId: workspace.id,
          product: request.body.product,
          names: request.body.tags.map((tag) => tag.name),
          createdByUserId: signedInMember(request).userId,
        });
      },
    );

    app.put(
      '/tags',
      {
        config: {
          access: onResource(tagResource, {
            id: body('tagId'),
            within: body('workspaceId'),
            action: 'tags.manage',
          }),
        },
        schema: {
          tags,
          summary: 'Rename a tag, or give it another of the 8 pastel colours',
          security,
          body: updateTagBody,
          response: { 200: tagSchema, ...errors },
        },
      },
      async (request) => {
        const { row: tag } = granted(request, tagResource);
        if (tag.product !== request.body.product) throw notFound();
        return updateTag(db, context, { tag, name: request.body.tag.name, color: request.body.tag.color });
      },
    );

    app.delete(
      '/tags/:tagId',
      {
        config: {
          access: onResource(tagResource, {
            id: param('tagId'),
            within: query('workspaceId'),
            action: 'tags.manage',
          }),
        },
        schema: {
          tags,
          summary: 'Delete a tag; the assets that carry it lose it',
          security,
          params: tagIdParams,
          querystring: deleteTagQuery,
          response: { 200: deleteTagResponse, ...errors },
        },
      },
      async (request) => {
        const { row: tag } = granted(request, tagResource);
        if (tag.product !== request.query.product) throw notFound();
        return deleteTag(db, tag);
      },
    );
  };
}
