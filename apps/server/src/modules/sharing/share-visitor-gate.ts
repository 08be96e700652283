import { SHARE_LINK_MESSAGES } from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../platform/db/database.ts';
import { unauthorized } from '../../platform/http/app-error.ts';
import { SHARE_TOKEN_HEADER } from '../../platform/http/access/register-access.ts';
import { visitorOfToken } from './share-visitors.service.ts';
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
      const visitor = await visitorOfToken(db, { linkId: caller.linkId, token });
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
