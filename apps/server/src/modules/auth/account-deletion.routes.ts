import {
  ACCOUNT_DELETION_MESSAGES,
  deleteAccountBody,
  errorResponse,
  messageResponse,
  userIdParams,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { signedIn } from '../../platform/http/access/declare-access.ts';
import { signedInMember } from '../../platform/http/access/register-access.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { deleteAccount } from './account-deletion.service.ts';
import { GuessWaitError } from './password-throttle.service.ts';
import { perIpRateLimit } from './rate-limits.ts';

/**
 * Deleting one's own account (main service: `DELETE users/{userId}`). It lives with passwords and sessions,
 * which it checks and ends; the users area, which every other builds on, only gives up the account's row.
 */
export function accountDeletionRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.delete(
      '/users/:userId',
      {
        // Sign-in's per-address limit too: each call may check a password.
        config: { access: signedIn(), ...perIpRateLimit(context.config) },
        schema: {
          tags: ['users'],
          summary: 'Delete one’s own account',
          description:
            'Only oneself (any other id answers 404). An account with a password sends it again (`password`); wrong ' +
            'ones count against the sign-in waits for the account and address (429 with Retry-After). An account ' +
            'that signs in only with Google types its e-mail address (`email`) within 15 minutes of signing in ' +
            '(403 otherwise). 409 while the caller is the only admin of an organisation with other members, or ' +
            'alone in one on a paid plan. Organisations the caller alone belongs to are deleted with it; shared ' +
            'content stays with the team, its author shown as Unknown. Every session ends at once.',
          security: [{ bearerAuth: [] }],
          params: userIdParams,
          body: deleteAccountBody,
          response: {
            200: messageResponse,
            400: errorResponse,
            403: errorResponse,
            404: errorResponse,
            409: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const { userId, sessionId } = signedInMember(request);
        if (request.params.userId !== userId) throw notFound();
        try {
          await deleteAccount(context, { userId, sessionId, ...request.body, address: request.ip });
        } catch (error) {
          if (error instanceof GuessWaitError) reply.header('retry-after', error.retryAfterSeconds);
          throw error;
        }
        return { message: ACCOUNT_DELETION_MESSAGES.deleted };
      },
    );
  };
}
