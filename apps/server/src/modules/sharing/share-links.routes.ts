import {
  createShareLinkBody,
  createShareLinkQuery,
  errorResponse,
  isSharedDiscoverAssetType,
  shareLinkCreatedResponse,
  shareLinkIdParams,
  shareLinkListQuery,
  shareLinkListResponse,
  shareLinkSchema,
  shareLinkViewsResponse,
  updateShareLinkBody,
} from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { body, onResource, param, query } from '../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../platform/http/access/register-access.ts';
import { shareLinkResource, shareTargetResource } from './share-link-resources.ts';
import {
  createDetectiveShareLink,
  createDiscoverShareLink,
  createShareLink,
  listShareLinks,
  shareLinkDto,
  updateShareLink,
} from './share-links.service.ts';
import { shareViewSummary } from './share-views.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['sharing: links'];
const security = [{ bearerAuth: [] }];

/**
 * Hands `?discover=true` and `?detective=true` to the body as `discover` and `detective`, before the body is
 * checked, so that the body's schema knows whether it names a folder or file, a Discover ad or brand, or a
 * tracked brand, and says which one is missing.
 */
async function shareFlagsIntoBody(request: FastifyRequest): Promise<void> {
  const { discover, detective } = request.query as { discover?: unknown; detective?: unknown };
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  request.body = {
    ...body,
    ...(discover === 'true' ? { discover: true } : {}),
    ...(detective === 'true' ? { detective: true } : {}),
  };
}

/**
 * Share links to Creative Hub folders and files, to Discover ads and brands, and to tracked brands'
 * dashboards, as members create, change and read them (API.md, "Share links", "Inspiration" and "Detective").
 */
export function shareLinkRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/assets/share-link',
      {
        config: {
          access: onResource(shareTargetResource, {
            id: body('targetId'),
            within: body('workspaceId'),
            action: 'share.manage',
          }),
        },
        preValidation: shareFlagsIntoBody,
        schema: {
          tags,
          summary:
            'Share a folder or a file (`folderId` or `fileId`), or with `?discover=true` a Discover ad or ' +
            "brand (`discoverAdId` or `brandId`), or with `?detective=true` a tracked brand's dashboard " +
            '(`detectiveId`, the tracker). `options.expireAt` is a day (YYYY-MM-DD): the link works ' +
            'until the end of that day in `timezone` (IANA; UTC when left out).',
          security,
          querystring: createShareLinkQuery,
          body: createShareLinkBody,
          response: { 200: shareLinkCreatedResponse, ...errors },
        },
      },
      async (request) => {
        const { row: target, access } = granted(request, shareTargetResource);
        const { assetType, assetId, description, options, timezone } = request.body;
        const settings = { creatorUserId: signedInMember(request).userId, description, options, timezone };
        if (isSharedDiscoverAssetType(assetType)) {
          return createDiscoverShareLink(db, { ...settings, target, access, assetType, assetId });
        }
        if (assetType === 'detective') return createDetectiveShareLink(context, { ...settings, target });
        return createShareLink(db, { ...settings, target, assetType });
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
          access: onResource(shareTargetResource, { id: query('targetId'), action: 'share.manage' }),
        },
        schema: {
          tags,
          summary:
            "The links to a folder, a file or a tracked brand's dashboard (`assetType` `detective`, the " +
            "tracker's id), or a workspace's links to a Discover ad or brand (`assetType` `discover` or " +
            '`discover_brand`, with `workspaceId`), newest first',
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
          assetId: request.query.assetId,
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
