import { driveFavouriteResponse, driveWatchResponse, errorResponse } from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../../../platform/db/database.ts';
import type { AccessDeclaration } from '../../../platform/http/access/declare-access.ts';
import { signedInMember } from '../../../platform/http/access/register-access.ts';
import { setDriveMark } from './drive-marks.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

const SUMMARIES = {
  file: {
    favourite: ['Add a file to your favourites', 'Remove a file from your favourites'],
    watch: ['Watch a file: hear of its new versions and comments', 'Stop watching a file'],
  },
  folder: {
    favourite: ['Add a folder to your favourites', 'Remove a folder from your favourites'],
    watch: ['Watch a folder: hear of new uploads and comments in it', 'Stop watching a folder'],
  },
} as const;

/**
 * `POST|DELETE {path}/favourite` and `POST|DELETE {path}/watch` for files or folders: each member's own
 * lists, so anyone who can see the thing may mark it, a guest too, and marking twice is marking once.
 */
export function registerMarkRoutes(
  app: ZodApp,
  input: {
    db: Executor;
    kind: 'file' | 'folder';
    /** The route of the file or folder, with its id parameter: `/assets/file/:fileId`. */
    path: string;
    params: z.ZodType;
    access: AccessDeclaration;
    tags: string[];
    targetOf: (request: FastifyRequest) => { id: string; workspaceId: string };
  },
): void {
  for (const mark of ['favourite', 'watch'] as const) {
    for (const on of [true, false]) {
      app.route({
        method: on ? 'POST' : 'DELETE',
        url: `${input.path}/${mark}`,
        config: { access: input.access },
        schema: {
          tags: input.tags,
          summary: SUMMARIES[input.kind][mark][on ? 0 : 1],
          security: [{ bearerAuth: [] }],
          params: input.params,
          response: { 200: mark === 'favourite' ? driveFavouriteResponse : driveWatchResponse, ...errors },
        },
        handler: async (request) => {
          const target = input.targetOf(request);
          await setDriveMark(input.db, {
            mark,
            on,
            userId: signedInMember(request).userId,
            target: { ...target, kind: input.kind },
          });
          return mark === 'favourite'
            ? { _id: target.id, isFavourite: on }
            : { _id: target.id, isWatched: on };
        },
      });
    }
  }
}
