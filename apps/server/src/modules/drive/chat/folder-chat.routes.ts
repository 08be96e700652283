import {
  connectFolderChatBody,
  driveFolderChatParams,
  errorResponse,
  folderChatConnectionSchema,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { onResource, param } from '../../../platform/http/access/declare-access.ts';
import { granted } from '../../../platform/http/access/register-access.ts';
import { driveFolderResource } from '../drive-resources.ts';
import { connectFolderChat, disconnectFolderChat } from './folder-chat.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['drive: team chat'];
const security = [{ bearerAuth: [] }];
const access = onResource(driveFolderResource, { id: param('folderId'), action: 'board.manage' });

/** A folder's team-chat (Slack) connection: new uploads and comments in it, or below it, are posted there. */
export function folderChatRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/assets/folder/:folderId/chat',
      {
        config: { access },
        schema: {
          tags,
          summary:
            'Connect a folder to a Slack channel through an incoming webhook (`https://hooks.slack.com/...`); the ' +
            'URL is stored sealed and never sent back',
          security,
          params: driveFolderChatParams,
          body: connectFolderChatBody,
          response: { 200: folderChatConnectionSchema, ...errors },
        },
      },
      async (request) =>
        connectFolderChat(context, {
          folder: granted(request, driveFolderResource).row,
          webhookUrl: request.body.webhookUrl,
        }),
    );

    app.delete(
      '/assets/folder/:folderId/chat',
      {
        config: { access },
        schema: {
          tags,
          summary: "Disconnect a folder's team chat",
          security,
          params: driveFolderChatParams,
          response: { 200: folderChatConnectionSchema, ...errors },
        },
      },
      async (request) => disconnectFolderChat(context, { folder: granted(request, driveFolderResource).row }),
    );
  };
}
