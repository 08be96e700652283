import { errorResponse } from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { publicAccess } from '../../../platform/http/access/declare-access.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { sendStored } from '../../../platform/http/send-stored.ts';
import { discoverMediaType } from '../discover-media-urls.ts';
import { renderMissingMedia } from './missing-media.ts';

const mediaParams = z.object({ '*': z.string() });

/** The library's media never changes under a key (discover-media-urls.ts), so browsers keep it a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** An SVG opened on its own runs no script and loads nothing. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The Discover library's stored images, videos and logos, behind the URLs of its DTOs. */
export function discoverMediaRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { storage } = context;
  return async (app) => {
    app.get(
      '/discover/media/*',
      {
        // Public on purpose: `<img>` and `<video>` send no token, and these are public ads, not tenant data.
        config: { access: publicAccess() },
        schema: {
          tags: ['discover'],
          summary:
            "A stored image, video or logo of the Discover library, by its key (an ad asset's `url` or " +
            "`thumbnailURL`, a brand's `logoURL`); byte ranges are answered (206) so videos seek",
          params: mediaParams,
          response: { 404: errorResponse },
        },
      },
      async (request, reply) => {
        const key = request.params['*'];
        const contentType = discoverMediaType(key);
        if (contentType === undefined) throw notFound();
        if (!(await storage.head(key))) {
          const made = await renderMissingMedia(key).catch((error: unknown) => {
            request.log.warn({ err: error, key }, 'discover media could not be rendered');
            return false;
          });
          if (!made) throw notFound();
        }
        if (contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
        return sendStored(request, reply, { storage, key, contentType, cacheControl: CACHE_CONTROL });
      },
    );
  };
}
