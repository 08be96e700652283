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
  /** For each kind of thing marked and each mark: the summaries of setting it and of clearing it. */
  summaries: Record<Kind, Record<Mark, readonly [string, string]>>;
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
          summary: input.marks.summaries[input.kind][mark][on ? 0 : 1],
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
