import { errorResponse, extensionSaveAdBody, savedFileResponse } from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { body, onResource } from '../../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../../platform/http/access/register-access.ts';
import { inspirationViewerOf } from '../files/inspiration-viewer.ts';
import { saveInspirationAd } from '../files/save-ad.service.ts';
import { inspirationWorkspaceResource } from '../inspiration-resources.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The browser extension's save (API.md, "Browser extension"); its board picker is with the other pickers. */
export function extensionRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/extension/save-ad',
      {
        config: {
          access: onResource(inspirationWorkspaceResource, {
            id: body('workspaceId'),
            action: 'file.upload',
          }),
        },
        schema: {
          tags: ['browser extension'],
          summary:
            "Save an ad read from Meta's or TikTok's library into a board: its media is fetched by the server " +
            '(public http(s) addresses only, at most 100 MB each, images and videos by content)',
          security: [{ bearerAuth: [] }],
          body: extensionSaveAdBody,
          response: { 201: savedFileResponse, 502: errorResponse, ...errors },
        },
      },
      async (request, reply) => {
        const proven = granted(request, inspirationWorkspaceResource);
        const saved = await saveInspirationAd(context, {
          workspace: proven.row,
          userId: signedInMember(request).userId,
          viewer: inspirationViewerOf(proven),
          unverifiedFolderId: request.body.folderId,
          source: { ad: request.body.ad },
        });
        return reply.code(201).send(saved);
      },
    );
  };
}
