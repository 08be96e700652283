import {
  detectiveDigestSettingsQuery,
  detectiveDigestSettingsSchema,
  detectiveSlackWebhookQuery,
  detectiveSlackWebhookResponse,
  errorResponse,
  setDetectiveSlackWebhookBody,
  updateDetectiveDigestSettingsBody,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { body, onResource, query } from '../../../platform/http/access/declare-access.ts';
import { detectiveWorkspaceResource } from '../detective-resources.ts';
import { granted } from '../../../platform/http/access/register-access.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import {
  digestSettings,
  removeSlackWebhook,
  setSlackWebhook,
  updateDigestSettings,
} from './digest-settings.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];
const tags = ['detective'];

/** Detective's digest: each member's own choice of mails, and the workspace's Slack webhook. */
export function detectiveDigestRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/detective/digest-settings',
      {
        config: {
          access: onResource(detectiveWorkspaceResource, {
            id: query('workspaceId'),
            action: 'workspace.view',
          }),
        },
        schema: {
          tags,
          summary:
            "The caller's own Detective mails in the workspace (weekly digest, launch alerts), and whether " +
            'the workspace has a Slack webhook',
          security,
          querystring: detectiveDigestSettingsQuery,
          response: { 200: detectiveDigestSettingsSchema, ...errors },
        },
      },
      async (request) =>
        digestSettings(db, {
          access: granted(request, detectiveWorkspaceResource).access,
          userId: currentUser(request).userId,
        }),
    );

    app.patch(
      '/detective/digest-settings',
      {
        config: {
          access: onResource(detectiveWorkspaceResource, {
            id: body('workspaceId'),
            action: 'workspace.view',
          }),
        },
        schema: {
          tags,
          summary: "Turn the caller's own weekly digest or launch alerts on or off in the workspace",
          security,
          body: updateDetectiveDigestSettingsBody,
          response: { 200: detectiveDigestSettingsSchema, ...errors },
        },
      },
      async (request) =>
        updateDigestSettings(db, {
          access: granted(request, detectiveWorkspaceResource).access,
          userId: currentUser(request).userId,
          body: request.body,
        }),
    );

    app.put(
      '/detective/slack-webhook',
      {
        config: {
          access: onResource(detectiveWorkspaceResource, { id: body('workspaceId'), action: 'brand.manage' }),
        },
        schema: {
          tags,
          summary:
            "Set or replace the Slack incoming webhook (`https://hooks.slack.com/...`) that receives the workspace's " +
            'Detective digest and launch alerts; stored sealed and never sent back',
          security,
          body: setDetectiveSlackWebhookBody,
          response: { 200: detectiveSlackWebhookResponse, ...errors },
        },
      },
      async (request) =>
        setSlackWebhook(context, {
          access: granted(request, detectiveWorkspaceResource).access,
          userId: currentUser(request).userId,
          url: request.body.url,
        }),
    );

    app.delete(
      '/detective/slack-webhook',
      {
        config: {
          access: onResource(detectiveWorkspaceResource, {
            id: query('workspaceId'),
            action: 'brand.manage',
          }),
        },
        schema: {
          tags,
          summary: "Remove the workspace's Detective Slack webhook",
          security,
          querystring: detectiveSlackWebhookQuery,
          response: { 200: detectiveSlackWebhookResponse, ...errors },
        },
      },
      async (request) => removeSlackWebhook(db, granted(request, detectiveWorkspaceResource).access),
    );
  };
}
