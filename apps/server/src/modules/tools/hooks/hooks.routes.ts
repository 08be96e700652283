import {
  ERROR_CODES,
  TOOLS_MESSAGES,
  errorResponse,
  generateHooksBody,
  generateHooksResponse,
  hookIdParams,
  hookLibraryQuery,
  hookLibraryResponse,
  messageResponse,
  saveHooksBody,
  saveHooksResponse,
} from '@hookline/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import {
  body,
  onResource,
  param,
  publicOrSignedIn,
  query,
} from '../../../platform/http/access/declare-access.ts';
import { assertWithinKey, granted } from '../../../platform/http/access/register-access.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import { BOT_CHECK_HEADER } from '../../../platform/http/bot-check.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { workspaceResource } from '../../tenancy/index.ts';
import { cleanHooksRequest, generateHooks } from './generate-hooks.service.ts';
import { generationLimits } from './generation-limits.ts';
import { savedHookResource } from './hook-resources.ts';
import { deleteSavedHook, listSavedHooks, saveHooks } from './hook-library.service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  429: errorResponse,
};
const security = [{ bearerAuth: [] }];
const tags = ['tools'];

/** The hook generator and the workspace's hook library (API.md, "Tools service"). */
export function hookRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    const limits = generationLimits(app);

    /** Signed-out visitors: the bot check, then one of their free tries. Members: their per-minute limit. */
    const gate = async (request: FastifyRequest, reply: FastifyReply): Promise<number | null> => {
      const caller = request.caller;
      if (caller?.kind === 'member') {
        await limits.memberGeneration(request);
        return null;
      }
      if (context.botCheck.enabled) {
        const header = request.headers[BOT_CHECK_HEADER];
        const token = Array.isArray(header) ? header[0] : header;
        if (!(await context.botCheck.verify({ token, remoteIp: request.ip }))) {
          throw new AppError(ERROR_CODES.botCheckFailed, TOOLS_MESSAGES.botCheckFailed);
        }
      }
      return limits.signedOutTry(request, reply);
    };

    app.post(
      '/hooks/generate',
      {
        config: { access: publicOrSignedIn() },
        schema: {
          tags,
          summary: 'Write hooks for a product, grouped by awareness stage',
          description:
            'Open to members (bearer token) and to signed-out visitors, who pass the bot check (X-Bot-Check-Token) ' +
            'and get a few free tries a day per address (`triesLeft`), then 429 with the sign-in message. ' +
            'Written by the configured language model, else (and when its answer fails the check) from the public hook formulas.',
          security: [{ bearerAuth: [] }, {}],
          body: generateHooksBody,
          response: { 200: generateHooksResponse, ...errors },
        },
      },
      async (request, reply) => {
        const caller = request.caller;
        const { workspaceId } = request.body;
        if (caller?.kind === 'member' && workspaceId !== undefined) {
          const found = isUuid(workspaceId)
            ? await workspaceResource.forMember(db, { userId: caller.userId, id: workspaceId })
            : undefined;
          if (!found) throw notFound();
          if (caller.apiKey) assertWithinKey(caller.apiKey, found.access);
        }
        // Cleaned first: a request refused for its text spends no try.
        const hooksRequest = cleanHooksRequest(request.body);
        const triesLeft = await gate(request, reply);
        return { ...(await generateHooks(context, hooksRequest)), triesLeft };
      },
    );

    app.get(
      '/hooks',
      {
        config: {
          access: onResource(workspaceResource, { id: query('workspaceId'), action: 'workspace.view' }),
        },
        schema: {
          tags,
          summary: "The workspace's hook library, newest first",
          security,
          querystring: hookLibraryQuery,
          response: { 200: hookLibraryResponse, ...errors },
        },
      },
      async (request) => ({ data: await listSavedHooks(db, granted(request, workspaceResource).access) }),
    );

    app.post(
      '/hooks',
      {
        config: {
          access: onResource(workspaceResource, { id: body('workspaceId'), action: 'hooks.manage' }),
        },
        schema: {
          tags,
          summary: "Save hooks to the workspace's hook library",
          description: 'At most 30 at once. A hook whose text the library already holds is kept once.',
          security,
          body: saveHooksBody,
          response: { 200: saveHooksResponse, ...errors },
        },
      },
      async (request) => {
        const data = await saveHooks(db, {
          access: granted(request, workspaceResource).access,
          userId: currentUser(request).userId,
          product: request.body.product,
          hooks: request.body.hooks,
        });
        return { data, message: TOOLS_MESSAGES.hooksSaved(data.length) };
      },
    );

    app.delete(
      '/hooks/:hookId',
      {
        config: { access: onResource(savedHookResource, { id: param('hookId'), action: 'hooks.manage' }) },
        schema: {
          tags,
          summary: 'Remove a hook from the library',
          security,
          params: hookIdParams,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        await deleteSavedHook(db, granted(request, savedHookResource).row);
        return { message: TOOLS_MESSAGES.hookDeleted };
      },
    );
  };
}
