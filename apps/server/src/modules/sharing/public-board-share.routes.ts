import {
  errorResponse,
  inspirationDiscussionSchema,
  shareAdDiscussionBody,
  sharedInspirationAssetParams,
  sharedInspirationFileResponse,
  sharedFileParams,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { onResource, param } from '../../platform/http/access/declare-access.ts';
import { granted } from '../../platform/http/access/register-access.ts';
import { createVisitorGate } from './share-visitor-gate.ts';
import { recordShareView } from './share-views.service.ts';
import { sharedSavedAdResource } from './shared-asset-resources.ts';
import { createSharedInspiration } from './shared-inspiration.ts';

/** The routes a viewer calls with the token from `access`, sent as `X-Share-Token`. */
const tags = ['sharing: public page (X-Share-Token)'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * A board link's saved ads on its public page (`/share/inspirations/{shareLinkId}`): one saved ad inside the
 * link, with its comments when the link allows them, and a viewer's comment on one of its assets. A saved ad
 * outside the link's board (or the link's token used on another link) is a 404.
 */
export function publicBoardShareRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const inspiration = createSharedInspiration(context);
  const { requireVisitor, visitorOf } = createVisitorGate(db);
  const onSavedAd = (action?: 'comment.write') =>
    onResource(sharedSavedAdResource, {
      id: param('fileId'),
      within: param('shareLinkId'),
      action,
      callers: ['share'],
    });

  return async (app) => {
    app.get(
      '/public/share/:shareLinkId/inspiration-file/:fileId',
      {
        config: { access: onSavedAd() },
        preHandler: requireVisitor,
        schema: {
          tags,
          summary:
            "One saved ad of a board's link, with its assets, and every asset's comments (oldest first) " +
            'when the link allows comments',
          params: sharedFileParams,
          response: { 200: sharedInspirationFileResponse, ...errors },
        },
      },
      async (request) => {
        const { row: file, access } = granted(request, sharedSavedAdResource);
        const visitor = visitorOf(request);
        await recordShareView(db, { linkId: access.link.id, fileId: file.id, visitor });
        return inspiration.savedAd({ link: access.link, visitor, scope: access.viewer.scope, file });
      },
    );

    app.post(
      '/public/share/:shareLinkId/inspiration-file/:fileId/asset/:assetIndex/discussion',
      {
        config: { access: onSavedAd('comment.write') },
        preHandler: requireVisitor,
        schema: {
          tags,
          summary:
            "Comment on one of a saved ad's images or videos, when the link allows comments; the commenter " +
            'gives a name',
          params: sharedInspirationAssetParams,
          body: shareAdDiscussionBody,
          response: { 200: inspirationDiscussionSchema, ...errors },
        },
      },
      async (request) => {
        const { row: file } = granted(request, sharedSavedAdResource);
        return inspiration.addDiscussion({
          file,
          assetIndex: request.params.assetIndex,
          content: request.body.content,
          authorName: request.body.authorName,
        });
      },
    );
  };
}
