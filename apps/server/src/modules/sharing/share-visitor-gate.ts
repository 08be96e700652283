import { SHARE_LINK_MESSAGES, SHARE_VISITOR_KEY_HEADER, shareVisitorKeySchema } from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../platform/db/database.ts';
import { unauthorized } from '../../platform/http/app-error.ts';
import { SHARE_TOKEN_HEADER } from '../../platform/http/access/register-access.ts';
import { liveVisitor } from './share-visitors.service.ts';
import type { ShareLinkVisitorRow } from './tables.ts';

export interface VisitorGate {
  /**
   * Runs after the declared access: the token must still be on record for its link. Its record goes when
   * the link's password changes, and carries the name the viewer gave.
   */
  requireVisitor: (request: FastifyRequest) => Promise<void>;
  /** The visitor `requireVisitor` found for this request. */
  visitorOf: (request: FastifyRequest) => ShareLinkVisitorRow;
}

export function createVisitorGate(db: Executor): VisitorGate {
  const visitors = new WeakMap<FastifyRequest, ShareLinkVisitorRow>();
  return {
    requireVisitor: async (request) => {
      const token = request.headers[SHARE_TOKEN_HEADER];
      const caller = request.caller;
      if (typeof token !== 'string' || caller?.kind !== 'share') throw unauthorized();
      const visitor = await liveVisitor(db, { linkId: caller.linkId, token });
      if (!visitor) throw unauthorized(SHARE_LINK_MESSAGES.accessEnded);
      visitors.set(request, visitor);
    },
    visitorOf: (request) => {
      const visitor = visitors.get(request);
      if (!visitor) throw unauthorized();
      return visitor;
    },
  };
}

/** The browser key a request carries (`X-Share-Visitor-Key`), when it is one; anything else is ignored. */
export function browserKeyOf(request: FastifyRequest): string | undefined {
  const parsed = shareVisitorKeySchema.safeParse(request.headers[SHARE_VISITOR_KEY_HEADER.toLowerCase()]);
  return parsed.success ? parsed.data : undefined;
}
