import { errorResponse } from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { publicAccess } from '../../../platform/http/access/declare-access.ts';
import { forbidden, notFound } from '../../../platform/http/app-error.ts';
import { sendStored } from '../../../platform/http/send-stored.ts';
import { inspirationMediaType } from './media-keys.ts';

const mediaParams = z.object({ '*': z.string().max(600) });
const mediaQuery = z.object({ exp: z.string().max(20), sig: z.string().max(100) });

/** Browsers keep media at most this long, and never past the URL's expiry. */
const MAX_CACHE_SECONDS = 6 * 60 * 60;

/** The images and videos of saved ads, behind the signed URLs of their DTOs. */
export function inspirationMediaRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/inspiration/media/*',
      {
        // The signature is the access: `<img>` and `<video>` can't send a token.
        config: { access: publicAccess() },
        schema: {
          tags: ['inspiration: media'],
          summary:
            "A saved ad's image, video, thumbnail or preview, by the signed URL in its DTO; byte ranges are " +
            'answered (206) so videos seek; a bad or expired signature is 403',
          params: mediaParams,
          querystring: mediaQuery,
          response: { 400: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const key = request.params['*'];
        const { exp, sig } = request.query;
        if (!context.inspirationMedia.verify(key, exp, sig)) throw forbidden();
        const contentType = inspirationMediaType(key);
        if (contentType === undefined) throw notFound();
        const secondsLeft = Math.floor(Number(exp) - Date.now() / 1000);
        const maxAge = Math.max(0, Math.min(MAX_CACHE_SECONDS, secondsLeft));
        return sendStored(request, reply, {
          storage: context.storage,
          key,
          contentType,
          cacheControl: `private, max-age=${maxAge}`,
        });
      },
    );
  };
}
