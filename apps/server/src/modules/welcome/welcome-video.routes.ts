import { errorResponse } from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { publicAccess } from '../../platform/http/access/declare-access.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { sendStored } from '../../platform/http/send-stored.ts';
import { welcomeCaptions } from './welcome-script.ts';
import { ensureWelcomeVideo, WELCOME_VIDEO_KEY } from './welcome-video.service.ts';

const tags = ['welcome'];

/**
 * The welcome banner's video tour: the configured address (WELCOME_VIDEO_URL), or the one the server made,
 * with byte ranges so chapters seek. Public: a <video> can't send the bearer token, and it holds no data.
 */
export function welcomeVideoRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/welcome-video',
      {
        config: { access: publicAccess() },
        schema: {
          tags,
          summary: 'The welcome video tour (MP4, byte ranges), or a redirect to WELCOME_VIDEO_URL',
          produces: ['video/mp4'],
          response: { 200: z.unknown().describe('The video'), 404: errorResponse },
        },
      },
      async (request, reply) => {
        const outside = context.config.welcomeVideoUrl;
        if (outside) return reply.redirect(outside, 302);
        if (!(await context.storage.head(WELCOME_VIDEO_KEY))) {
          // Not made yet (a start without a job queue, or a failed run): made now, for the next request.
          void ensureWelcomeVideo(context).catch((error: unknown) =>
            context.log.warn({ err: error }, 'welcome video not made'),
          );
          throw notFound('The welcome video is being made. Try again in a minute.');
        }
        return sendStored(request, reply, {
          storage: context.storage,
          key: WELCOME_VIDEO_KEY,
          contentType: 'video/mp4',
          cacheControl: 'public, max-age=3600',
        });
      },
    );

    app.get(
      '/welcome-video/captions.vtt',
      {
        config: { access: publicAccess() },
        schema: {
          tags,
          summary: 'The made welcome video’s narration as WebVTT captions',
          produces: ['text/vtt'],
          response: { 200: z.string(), 404: errorResponse },
        },
      },
      async (_request, reply) => {
        // An outside video has its own words: these captions are the made video's.
        if (context.config.welcomeVideoUrl) throw notFound();
        return reply
          .type('text/vtt; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(welcomeCaptions());
      },
    );
  };
}
