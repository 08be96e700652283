import { errorResponse } from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import type { AccessDeclaration } from '../../platform/http/access/declare-access.ts';
import { signedInMember } from '../../platform/http/access/register-access.ts';
import { MARKS, type Mark } from './mark-tables.ts';

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** How an area's mark routes read: each one's summary, and the answer of each mark. */
export interface MarkRoutesKind<Kind extends string> {
  /**
   * Each kind of thing marked as the routes' summaries name it (`a file`), and what its watchers hear of
   * (`its new versions and comments`).
   */
  marked: Record<Kind, { name: string; news: string }>;
  /** `{_id, isFavourite}` and `{_id, isWatched}`, as the area's API names them. */
  responses: Record<Mark, z.ZodType>;
}

/** The mark routes of one kind of thing: where it is, who may reach it, and which one a request names. */
export interface MarkRoutesOn<Kind extends string> {
  db: Executor;
  kind: Kind;
  /** The route of the thing, with its id parameter: `/assets/file/:fileId`. */
  path: string;
  params: z.ZodType;
  access: AccessDeclaration;
  tags: string[];
  targetOf: (request: FastifyRequest) => { id: string; workspaceId: string };
}

/** 'Add a file to your favourites', 'Watch a file: hear of …', 'Stop watching a file'. */
function summaryOf(marked: { name: string; news: string }, mark: Mark, on: boolean): string {
  if (mark === 'favourite') {
    return on ? `Add ${marked.name} to your favourites` : `Remove ${marked.name} from your favourites`;
  }
  return on ? `Watch ${marked.name}: hear of ${marked.news}` : `Stop watching ${marked.name}`;
}

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * `POST|DELETE {path}/favourite` and `POST|DELETE {path}/watch`: each member's own lists, so anyone who can
 * see the thing may mark it, a guest too, and marking twice is marking once.
 */
export function registerMarkRoutes<Kind extends string>(
  app: ZodApp,
  input: MarkRoutesOn<Kind> & {
    marks: MarkRoutesKind<Kind>;
    setMark: (
      db: Executor,
      change: {
        mark: Mark;
        on: boolean;
        userId: string;
        target: { id: string; workspaceId: string; kind: Kind };
      },
    ) => Promise<void>;
  },
): void {
  for (const mark of MARKS) {
    for (const on of [true, false]) {
      app.route({
        method: on ? 'POST' : 'DELETE',
        url: `${input.path}/${mark}`,
        config: { access: input.access },
        schema: {
          tags: input.tags,
          summary: summaryOf(input.marks.marked[input.kind], mark, on),
          security: [{ bearerAuth: [] }],
          params: input.params,
          response: { 200: input.marks.responses[mark], ...errors },
        },
        handler: async (request) => {
          const target = input.targetOf(request);
          await input.setMark(input.db, {
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
