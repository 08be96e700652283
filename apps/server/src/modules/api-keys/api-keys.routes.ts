import {
  apiKeyCallsQuery,
  apiKeyCallsResponse,
  apiKeyCreateBody,
  apiKeyCreatedResponse,
  apiKeyListResponse,
  errorResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { onResource, param } from '../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../platform/http/access/register-access.ts';
import { organisationResource } from '../tenancy/index.ts';
import { listApiKeyCalls } from './api-key-calls.service.ts';
import { createApiKey, findLiveApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

const tags = ['api-keys'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const orgParams = z.object({ orgId: z.string() });
const keyParams = orgParams.extend({ keyId: z.string() });
const manage = onResource(organisationResource, { id: param('orgId'), action: 'org.apiKeys.manage' });

/** Settings › Organisation › API keys: an admin makes, lists and revokes keys and reads their calls. */
export function apiKeysRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/organisation/:orgId/api-keys',
      {
        config: { access: manage },
        schema: {
          tags,
          security,
          summary: "The organisation's API keys",
          description: 'Live keys, newest first, without their secrets. Admins only.',
          params: orgParams,
          response: { 200: apiKeyListResponse, ...errors },
        },
      },
      async (request) => ({ data: await listApiKeys(db, granted(request, organisationResource).row.id) }),
    );

    app.post(
      '/organisation/:orgId/api-keys',
      {
        config: { access: manage },
        schema: {
          tags,
          security,
          summary: 'Make an API key',
          description:
            'A key acts as the admin who makes it, within its scope (`read`, or `read` and `write`) and its workspaces (all when `workspaceIds` is absent), on the routes tagged `public` and the MCP server. The answer holds the key itself: it is shown this once and kept only as a hash.',
          params: orgParams,
          body: apiKeyCreateBody,
          response: { 200: apiKeyCreatedResponse, ...errors },
        },
      },
      async (request) =>
        createApiKey(db, {
          orgId: granted(request, organisationResource).row.id,
          userId: signedInMember(request).userId,
          body: request.body,
        }),
    );

    app.delete(
      '/organisation/:orgId/api-keys/:keyId',
      {
        config: { access: manage },
        schema: {
          tags,
          security,
          summary: 'Revoke an API key',
          description: 'At once: the next call with the key is refused (401).',
          params: keyParams,
          response: { 200: z.object({ revoked: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        const orgId = granted(request, organisationResource).row.id;
        const key = await findLiveApiKey(db, orgId, request.params.keyId);
        if (!key) throw notFound();
        await revokeApiKey(db, key.id, context.clock.now());
        return { revoked: true as const };
      },
    );

    app.get(
      '/organisation/:orgId/api-keys/:keyId/calls',
      {
        config: { access: manage },
        schema: {
          tags,
          security,
          summary: 'The calls made with an API key',
          description:
            'The last 90 days, newest first, 50 a page (`limit` up to 200); `nextCursor` reads on.',
          params: keyParams,
          querystring: apiKeyCallsQuery,
          response: { 200: apiKeyCallsResponse, ...errors },
        },
      },
      async (request) => {
        const orgId = granted(request, organisationResource).row.id;
        const key = await findLiveApiKey(db, orgId, request.params.keyId);
        if (!key) throw notFound();
        return listApiKeyCalls(db, {
          keyId: key.id,
          cursor: request.query.cursor,
          limit: request.query.limit,
          now: context.clock.now(),
        });
      },
    );
  };
}
