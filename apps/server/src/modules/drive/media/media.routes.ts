import { driveMediaParams, driveMediaQuery, errorResponse, fileDownloadParams } from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { forbidden, notFound } from '../../../platform/http/app-error.ts';
import { onResource, param, publicAccess } from '../../../platform/http/access/declare-access.ts';
import { granted } from '../../../platform/http/access/register-access.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { driveFileResource } from '../drive-resources.ts';
import { driveFileVersions, type DriveFileVersionRow } from '../tables.ts';
import { sendFileDownload } from './file-download.ts';
import type { MediaVariant } from './media-urls.ts';
import { sendStored } from '../../../platform/http/send-stored.ts';

const tags = ['drive: media'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Browsers keep media at most this long, and never past the URL's expiry. */
const MAX_CACHE_SECONDS = 6 * 60 * 60;

function storedVariant(
  version: DriveFileVersionRow,
  variant: MediaVariant,
): { key: string; contentType: string } | undefined {
  switch (variant) {
    case 'original':
      return { key: version.storageKey, contentType: version.mime };
    case 'thumbnail':
      return version.thumbnailKey ? { key: version.thumbnailKey, contentType: 'image/webp' } : undefined;
    case 'poster':
      return version.posterKey ? { key: version.posterKey, contentType: 'image/jpeg' } : undefined;
    case 'preview':
      return version.previewKey ? { key: version.previewKey, contentType: 'video/mp4' } : undefined;
  }
}

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
        const stored = version ? storedVariant(version, variant) : undefined;
        if (!stored) throw notFound();
        const secondsLeft = Math.floor(Number(exp) - Date.now() / 1000);
        const maxAge = Math.max(0, Math.min(MAX_CACHE_SECONDS, secondsLeft));
        return sendStored(request, reply, {
          storage: context.storage,
          ...stored,
          cacheControl: `private, max-age=${maxAge}`,
        });
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
