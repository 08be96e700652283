import {
  detectiveAnalyticsQuery,
  detectiveAnalyticsResponse,
  discoverAdSchema,
  errorResponse,
  sharedDetectiveAdParams,
  shareLinkIdParams,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { onResource, param } from '../../platform/http/access/declare-access.ts';
import { granted } from '../../platform/http/access/register-access.ts';
import { createVisitorGate } from './share-visitor-gate.ts';
import { sharedLinkResource } from './shared-asset-resources.ts';
import { sharedDetectiveAd, sharedDetectiveAnalytics } from './shared-detective.ts';

/** The routes a viewer calls with the token from `access`, sent as `X-Share-Token`. */
const tags = ['sharing: public page (X-Share-Token)'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * A tracked brand's dashboard on its link's public page (`/share/detective/{shareLinkId}`): one menu of the
 * dashboard at a time, and the ads behind its figures. The link's brand no longer tracked, another kind of
 * link, or an ad of another brand is a 404; a link turned off or expired says so (403).
 */
export function publicDetectiveShareRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const { requireVisitor } = createVisitorGate(db);
  const onLink = onResource(sharedLinkResource, { id: param('shareLinkId'), callers: ['share'] });

  return async (app) => {
    app.get(
      '/public/share/:shareLinkId/detective-analytics',
      {
        config: { access: onLink },
        preHandler: requireVisitor,
        schema: {
          tags,
          summary: "One menu of a shared tracked brand's dashboard over 7 to 365 days (365 unless chosen)",
          description:
            'The same answer as `GET detective/{detectiveId}/analytics` for the tracker the link shares: every ' +
            'figure carries the ids of the ads behind it, which `detective-ad/{adId}` opens.',
          params: shareLinkIdParams,
          querystring: detectiveAnalyticsQuery,
          response: { 200: detectiveAnalyticsResponse, ...errors },
        },
      },
      async (request) =>
        sharedDetectiveAnalytics(context, {
          link: granted(request, sharedLinkResource).row,
          query: request.query,
        }),
    );

    app.get(
      '/public/share/:shareLinkId/detective-ad/:adId',
      {
        config: { access: onLink },
        preHandler: requireVisitor,
        schema: {
          tags,
          summary: "One ad of a shared dashboard's brand, as the Discover library shows it",
          params: sharedDetectiveAdParams,
          response: { 200: discoverAdSchema, ...errors },
        },
      },
      async (request) =>
        sharedDetectiveAd(context, {
          link: granted(request, sharedLinkResource).row,
          adId: request.params.adId,
        }),
    );
  };
}
