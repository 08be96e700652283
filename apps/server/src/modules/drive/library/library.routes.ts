import {
  driveLibraryBody,
  driveLibraryResponse,
  driveWorkspaceIdParams,
  errorResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { onResource, param } from '../../../platform/http/access/declare-access.ts';
import { granted } from '../../../platform/http/access/register-access.ts';
import { driveWorkspaceResource } from '../drive-resources.ts';
import { driveViewerOf } from '../files/drive-viewer.ts';
import { driveLibrary } from './library.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The Creative Hub library (`library/all` and its saved filters): every file of a workspace. */
export function libraryRoutes(context: AppContext): FastifyPluginAsyncZod {
  const deps = { db: context.database.db, media: context.driveMedia };
  return async (app) => {
    app.post(
      '/assets/workspace/:workspaceId/library',
      {
        config: {
          access: onResource(driveWorkspaceResource, { id: param('workspaceId'), action: 'workspace.view' }),
        },
        schema: {
          tags: ['creative hub: library'],
          summary:
            'Every file of the workspace, searched by the words of its name and description (each word ' +
            'matches the start of a word) and filtered by kind, tags (any of them), custom field values ' +
            '(by field id: the value, or any of the values), created date (a day counts whole, in UTC) and ' +
            'favourites',
          security: [{ bearerAuth: [] }],
          params: driveWorkspaceIdParams,
          body: driveLibraryBody,
          response: { 200: driveLibraryResponse, ...errors },
        },
      },
      async (request) => {
        const proven = granted(request, driveWorkspaceResource);
        return driveLibrary(deps, {
          workspaceId: proven.row.id,
          viewer: driveViewerOf(proven),
          ...request.body,
        });
      },
    );
  };
}
