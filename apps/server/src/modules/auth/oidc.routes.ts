import {
  extensionConfigResponse,
  inviteSignupOidcBody,
  oidcCallbackBody,
  oidcConfigResponse,
  oidcStartQuery,
  oidcStartResponse,
  tokenResponse,
  errorResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { publicAccess, signedIn } from '../../platform/http/access/declare-access.ts';
import { signedInMember } from '../../platform/http/access/register-access.ts';
import { finishOidcSignIn, oidcSettings, startOidcSignIn } from './oidc.service.ts';
import { startSession } from './tokens.service.ts';
import { perIpRateLimit } from './rate-limits.ts';

const errors = { 400: errorResponse, 404: errorResponse, 429: errorResponse };
const tags = ['auth'];

/** Identity sign-in (OpenID Connect) and the browser extension hand-off settings, on the auth service. */
export function oidcRoutes(context: AppContext): FastifyPluginAsyncZod {
  const config = { ...perIpRateLimit(context.config), access: publicAccess() };
  return async (app) => {
    app.get(
      '/oidc/config',
      {
        config: { access: publicAccess() },
        schema: {
          tags,
          summary: 'Whether identity sign-in is offered, and its button label',
          response: { 200: oidcConfigResponse },
        },
      },
      async () => oidcSettings(context),
    );

    app.get(
      '/extension/config',
      {
        config: { access: publicAccess() },
        schema: {
          tags,
          summary: 'The browser extension ids a sign-in opened from the extension hands its session to',
          response: { 200: extensionConfigResponse },
        },
      },
      async () => ({ extensionIds: context.config.browserExtensionIds }),
    );

    app.post(
      '/extension/session',
      {
        config: { ...perIpRateLimit(context.config), access: signedIn() },
        schema: {
          tags,
          summary: 'A session of its own for the browser extension, handed to it after a sign-in',
          description:
            'The extension rotates its refresh token on its own schedule; with a session of its own, neither it ' +
            'nor the app ever presents a refresh token the other has already rotated (which would end both).',
          security: [{ bearerAuth: [] }],
          response: { 200: tokenResponse, 401: errorResponse, 429: errorResponse },
        },
      },
      async (request) =>
        startSession(context.database.db, {
          config: context.config,
          userId: signedInMember(request).userId,
        }),
    );

    app.get(
      '/oidc/start',
      {
        config,
        schema: {
          tags,
          summary: 'The provider URL to send the browser to',
          querystring: oidcStartQuery,
          response: { 200: oidcStartResponse, ...errors },
        },
      },
      async (request) => startOidcSignIn(context, request.query),
    );

    app.post(
      '/oidc/callback',
      {
        config,
        schema: {
          tags,
          summary: 'Finish identity sign-in with the code from the redirect',
          body: oidcCallbackBody,
          response: { 200: tokenResponse, ...errors },
        },
      },
      async (request) => finishOidcSignIn(context, request.body),
    );

    app.post(
      '/invite-signup/oidc',
      {
        config,
        schema: {
          tags,
          summary: 'Accept an invite through identity sign-in',
          body: inviteSignupOidcBody,
          response: { 200: tokenResponse, ...errors },
        },
      },
      async (request) => finishOidcSignIn(context, request.body),
    );
  };
}
