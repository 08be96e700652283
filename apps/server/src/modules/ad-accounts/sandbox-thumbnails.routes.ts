import { ERROR_CODES } from '@hookline/domain';
import type { FastifyPluginAsync } from 'fastify';
import { publicAccess } from '../../platform/http/access/declare-access.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { THUMBNAIL_HASH_PATTERN, thumbnailSvg } from './connectors/sandbox/thumbnail-svg.ts';
import { sandboxVideo } from './sandbox-videos.ts';

const INVALID_HASH = 'A sandbox thumbnail is named after its creative hash: 1 to 100 letters, digits, _ or -';

/**
 * `GET /sandbox/thumbnails/:hash.svg`: the picture behind a sandbox ad's `thumbnailUrl`. Public,
 * since an image tag sends no bearer token, and cacheable for good: a hash always draws the same.
 * Validation is done here rather than by a schema so the plugin works in any Fastify instance.
 */
export function sandboxThumbnailRoutes(clips?: {
  storage: Storage;
  /** Whether `hash` is the creative of a sandbox video ad some workspace onboarded: only those get a clip. */
  isSandboxVideo: (hash: string) => Promise<boolean>;
}): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { hash: string } }>(
      '/sandbox/thumbnails/:hash.svg',
      {
        config: { access: publicAccess() },
        schema: {
          tags: ['reports'],
          summary: 'The generated thumbnail (SVG) of a sandbox creative',
          produces: ['image/svg+xml'],
        },
      },
      async (request, reply) => {
        const { hash } = request.params;
        if (!THUMBNAIL_HASH_PATTERN.test(hash)) {
          return reply.status(400).send({ message: INVALID_HASH, code: ERROR_CODES.validation });
        }
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .type('image/svg+xml')
          .send(thumbnailSvg(hash));
      },
    );

    if (!clips) return;
    app.get<{ Params: { hash: string } }>(
      '/sandbox/videos/:hash.mp4',
      {
        config: { access: publicAccess() },
        schema: {
          tags: ['reports'],
          summary: 'The generated clip (MP4) of a sandbox video creative, made from its thumbnail',
          produces: ['video/mp4'],
        },
      },
      async (request, reply) => {
        const { hash } = request.params;
        if (!THUMBNAIL_HASH_PATTERN.test(hash)) {
          return reply.status(400).send({ message: INVALID_HASH, code: ERROR_CODES.validation });
        }
        // The route is public: a hash no sandbox video ad carries makes nothing (no render, nothing stored).
        const clip = (await clips.isSandboxVideo(hash)) ? await sandboxVideo(clips.storage, hash) : undefined;
        if (!clip) return reply.status(404).send({ message: 'Not Found', code: ERROR_CODES.notFound });
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .type('video/mp4')
          .send(clip);
      },
    );
  };
}
