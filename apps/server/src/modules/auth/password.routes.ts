import { MESSAGES, errorResponse, messageResponse, updatePasswordBody } from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { signedIn } from '../../platform/http/access/declare-access.ts';
import { signedInMember } from '../../platform/http/access/register-access.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { changePassword } from './password.service.ts';

/** Changing one's own password (main service: `users/update-password`). */
export function passwordRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/users/update-password',
      {
        config: { access: signedIn() },
        schema: {
          tags: ['users'],
          summary: 'Change the signed-in user’s password',
          security: [{ bearerAuth: [] }],
          body: updatePasswordBody,
          response: { 200: messageResponse, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { userId, sessionId } = signedInMember(request);
        if (request.body.userId !== undefined && request.body.userId !== userId) throw notFound();
        await changePassword(db, {
          userId,
          sessionId,
          oldPassword: request.body.oldPassword,
          newPassword: request.body.newPassword,
        });
        return { message: MESSAGES.passwordUpdated };
      },
    );
  };
}
