import {
  errorResponse,
  signInCallbackQuery,
  signInPlatformParams,
  startSignInBody,
  startSignInResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { publicAccess, signedIn } from '../../platform/http/access/declare-access.ts';
import { signedInMember } from '../../platform/http/access/register-access.ts';
import { finishSignIn, startSignIn } from './ad-platform-oauth.service.ts';

const tags = ['analytics: ad accounts'];

/**
 * Connecting a workspace to Meta or TikTok by signing in with the platform (API.md, "Connecting by signing
 * in"): the web app asks for the platform's page (`POST .../connect`, a navigation can't carry the Bearer
 * token) and sends the browser there; the platform sends it back to `GET .../callback`.
 */
export function adPlatformOAuthRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/ad-platforms/:platform/connect',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary:
            "Start signing in with the platform for a workspace: answers the platform's sign-in page for the " +
            'browser to open (needs analytics.manage for purpose analytics, adlauncher.manage for launcher; ' +
            'purpose reconnect renews the token of the ad account adAccountId and needs analytics.manage on it)',
          security: [{ bearerAuth: [] }],
          params: signInPlatformParams,
          body: startSignInBody,
          response: {
            200: startSignInResponse,
            400: errorResponse,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request) =>
        startSignIn(context, {
          caller: signedInMember(request),
          workspaceId: request.body.workspaceId,
          platform: request.params.platform,
          purpose: request.body.purpose,
          adAccountId: request.body.adAccountId ?? null,
        }),
    );

    app.get(
      '/ad-platforms/:platform/connect',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary:
            'Start signing in with the platform for a workspace, for a client that sends its Bearer token: ' +
            "redirects to the platform's sign-in page (the web app, whose navigation carries no token, uses POST)",
          security: [{ bearerAuth: [] }],
          params: signInPlatformParams,
          querystring: startSignInBody,
          response: { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const { url } = await startSignIn(context, {
          caller: signedInMember(request),
          workspaceId: request.query.workspaceId,
          platform: request.params.platform,
          purpose: request.query.purpose,
          adAccountId: request.query.adAccountId ?? null,
        });
        return reply.redirect(url, 302);
      },
    );

    app.get(
      '/ad-platforms/:platform/callback',
      {
        // The platform's redirect carries no token: the single-use `state` proves who started the sign-in.
        config: { access: publicAccess() },
        schema: {
          tags,
          summary:
            'Where the platform sends the browser back: stores the connection and redirects to the page the ' +
            'sign-in started from, with ?connected=, ?reconnected= (the ad account) or ?connectError=',
          params: signInPlatformParams,
          querystring: signInCallbackQuery,
          response: { 400: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const location = await finishSignIn(context, {
          platform: request.params.platform,
          query: request.query,
        });
        return reply.redirect(location, 303);
      },
    );
  };
}
