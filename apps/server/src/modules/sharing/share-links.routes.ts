import {
  createShareLinkBody,
  errorResponse,
  shareLinkCreatedResponse,
  shareLinkIdParams,
  shareLinkListQuery,
  shareLinkListResponse,
  shareLinkSchema,
  shareLinkViewsResponse,
  updateShareLinkBody,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { body, onResource, param, query } from '../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../platform/http/access/register-access.ts';
import { shareLinkResource, shareTargetResource } from './share-link-resources.ts';
import { createShareLink, listShareLinks, shareLinkDto, updateShareLink } from './share-links.service.ts';
import { shareViewSummary } from './share-views.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['sharing: links'];
const security = [{ bearerAuth: [] }];

/** Share links to Creative Hub folders and files, as members create, change and read them (API.md, "Share links"). */
export function shareLinkRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/assets/share-link',
      {
        config: {
          access: onResource(shareTargetResource, {
            id: body('assetId'),
            within: body('workspaceId'),
            action: 'share.manage',
          }),
        },
        schema: {
          tags,
          summary:
            'Share a folder or a file. `options.expireAt` is a day (YYYY-MM-DD): the link works until the end ' +
            'of that day in `timezone` (IANA; UTC when left out).',
          security,
          body: createShareLinkBody,
          response: { 200: shareLinkCreatedResponse, ...errors },
        },
      },
      async (request) => {
        const { row: target } = granted(request, shareTargetResource);
        return createShareLink(db, {
          target,
          assetType: request.body.assetType,
          creatorUserId: signedInMember(request).userId,
          description: request.body.description,
          options: request.body.options,
          timezone: request.body.timezone,
        });
      },
    );

    app.put(
      '/assets/share-link/:shareLinkId',
      {
        config: {
          access: onResource(shareLinkResource, { id: param('shareLinkId'), action: 'shareLink.update' }),
        },
        schema: {
          tags,
          summary:
            "Change a link's options (its creator or a workspace admin); a new password ends earlier access",
          security,
          params: shareLinkIdParams,
          body: updateShareLinkBody,
          response: { 200: shareLinkSchema, ...errors },
        },
      },
      async (request) => {
        const { row, access } = granted(request, shareLinkResource);
        const link = await updateShareLink(db, {
          link: row,
          options: request.body.options,
          description: request.body.description,
          timezone: request.body.timezone,
        });
        return shareLinkDto(db, { link, access, caller: signedInMember(request) });
      },
    );

    app.get(
      '/assets/share-link',
      {
        config: {
          access: onResource(shareTargetResource, { id: query('assetId'), action: 'share.manage' }),
        },
        schema: {
          tags,
          summary: 'The links to a folder or a file, newest first',
          security,
          querystring: shareLinkListQuery,
          response: { 200: shareLinkListResponse, ...errors },
        },
      },
      async (request) => {
        const { row: target, access } = granted(request, shareTargetResource);
        return listShareLinks(db, {
          target,
          assetType: request.query.assetType,
          access,
          caller: signedInMember(request),
        });
      },
    );

    app.get(
      '/assets/share-link/:shareLinkId/views',
      {
        config: {
          access: onResource(shareLinkResource, { id: param('shareLinkId'), action: 'share.manage' }),
        },
        schema: {
          tags,
          summary: "A link's views: in all, by viewer's name and by file, and the latest ones",
          security,
          params: shareLinkIdParams,
          response: { 200: shareLinkViewsResponse, ...errors },
        },
      },
      async (request) => shareViewSummary(db, granted(request, shareLinkResource).row.id),
    );
  };
}
