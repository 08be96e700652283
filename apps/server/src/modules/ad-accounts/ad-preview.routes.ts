import { adPreviewParams, adPreviewSchema, errorResponse } from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { onResource, param } from '../../platform/http/access/declare-access.ts';
import { granted } from '../../platform/http/access/register-access.ts';
import { adAccountResource } from './ad-account-resources.ts';
import { readAdPreview } from './ad-preview.service.ts';

/** `GET ad-accounts/{adAccountId}/ads/{adId}/preview`: what the creative preview drawer shows of one ad. */
export function adPreviewRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ad-accounts/:adAccountId/ads/:adId/preview',
      {
        config: {
          access: onResource(adAccountResource, { id: param('adAccountId'), action: 'analytics.view' }),
        },
        schema: {
          tags: ['analytics: ad accounts'],
          summary:
            "One ad's creative preview: its media read from the platform now (image, playable video, thumbnail), copy, headline, landing page, call to action, campaign and ad set",
          security: [{ bearerAuth: [] }],
          params: adPreviewParams,
          response: { 200: adPreviewSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) =>
        readAdPreview(context, {
          account: granted(request, adAccountResource).row,
          adId: request.params.adId,
        }),
    );
  };
}
