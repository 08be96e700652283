import {
  errorResponse,
  INSPIRATION_MESSAGES,
  inspirationFavouriteResponse,
  inspirationWatchResponse,
} from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../../../platform/db/database.ts';
import type { AccessDeclaration } from '../../../platform/http/access/declare-access.ts';
import { signedInMember } from '../../../platform/http/access/register-access.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import { setInspirationMark, type MarkedKind } from './inspiration-marks.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

const SUMMARIES = {
  file: {
    favourite: ['Add a saved ad to your favourites', 'Remove a saved ad from your favourites'],
    watch: ['Watch a saved ad: hear of its comments', 'Stop watching a saved ad'],
  },
  board: {
    favourite: ['Add a board to your favourites', 'Remove a board from your favourites'],
    watch: ['Watch a board: hear of what is saved and said in it', 'Stop watching a board'],
  },
} as const;

/**
 * `POST|DELETE {path}/favourite` and `POST|DELETE {path}/watch` for saved ads or boards: each member's own
 * lists, so anyone who can see the thing may mark it, a guest too, and marking twice is marking once.
 * `targetOf` answers null for what can't be marked (the workspace's root): 400 'Please choose a board'.
 */
export function registerInspirationMarkRoutes(
  app: ZodApp,
  input: {
    db: Executor;
    kind: MarkedKind;
    path: string;
    params: z.ZodType;
    access: AccessDeclaration;
    tags: string[];
    targetOf: (request: FastifyRequest) => { id: string; workspaceId: string } | null;
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
          response: {
            200: mark === 'favourite' ? inspirationFavouriteResponse : inspirationWatchResponse,
            ...errors,
          },
        },
        handler: async (request) => {
          const target = input.targetOf(request);
          if (!target) throw badRequest(INSPIRATION_MESSAGES.chooseBoard);
          await setInspirationMark(input.db, {
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
