import { driveMediaParams, driveMediaQuery, errorResponse, fileDownloadParams } from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { forbidden, notFound } from '../../../platform/http/app-error.ts';
import { onResource, param, publicAccess } from '../../../platform/http/access/declare-access.ts';
import { granted } from '../../../platform/http/access/register-access.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { driveFileResource } from '../drive-resources.ts';
import { driveFileVersions } from '../tables.ts';
import { sendFileDownload } from './file-download.ts';
import { sendVersionMedia } from './version-media.ts';

const tags = ['drive: media'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** A version's media behind signed URLs, and a file's download (API.md, "Files"). */
export function mediaRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/assets/media/:versionId/:variant',
      {
        config: { access: publicAccess() },
        schema: {
          tags,
          summary:
            "A version's original, thumbnail, poster or preview, by the signed URL in a file's DTO; " +
            'byte ranges are answered (206) so videos seek',
          params: driveMediaParams,
          querystring: driveMediaQuery,
          response: errors,
        },
      },
      async (request, reply) => {
        const { versionId, variant } = request.params;
        const { exp, sig } = request.query;
        // The signature is the access: `<img>` and `<video>` can't send a token.
        if (!context.driveMedia.verify(versionId, variant, exp, sig)) throw forbidden();
        if (!isUuid(versionId)) throw notFound();
        const [version] = await db
          .select()
          .from(driveFileVersions)
          .where(eq(driveFileVersions.id, versionId))
          .limit(1);
        if (!version) throw notFound();
        return sendVersionMedia(context, request, reply, { version, variant, exp });
      },
    );

    app.get(
      '/assets/file/:fileId/download',
      {
        config: {
          access: onResource(driveFileResource, { id: param('fileId'), action: 'workspace.view' }),
        },
        schema: {
          tags,
          summary: "Download a file's active version, named after the file; byte ranges resume a download",
          security: [{ bearerAuth: [] }],
          params: fileDownloadParams,
          response: errors,
        },
      },
      async (request, reply) =>
        sendFileDownload(context, request, reply, granted(request, driveFileResource).row),
    );
  };
}
