import {
  boardIdParams,
  boardListItemsBody,
  boardListItemsResponse,
  errorResponse,
  teamListItemsBody,
  teamListItemsResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { body, onResource, param } from '../../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../../platform/http/access/register-access.ts';
import { organisationResource } from '../../tenancy/index.ts';
import { dtoDeps } from '../boards/boards.service.ts';
import { inspirationViewerOf } from '../files/inspiration-viewer.ts';
import { inspirationBoardResource } from '../inspiration-resources.ts';
import { listBoardItems } from './list-items.service.ts';
import { listTeamInspiration } from './team-list.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];

/** A board's page of sub-boards and saved ads, and the team's list of what everyone saved. */
export function listRoutes(context: AppContext): FastifyPluginAsyncZod {
  const deps = dtoDeps(context);
  return async (app) => {
    app.post(
      '/inspiration/folder/:folderId/list-items',
      {
        config: {
          access: onResource(inspirationBoardResource, { id: param('folderId'), action: 'workspace.view' }),
        },
        schema: {
          tags: ['inspiration: boards'],
          summary:
            "A board's sub-boards (all of them, on the first page only) and a page of its saved ads, by the " +
            "time each reached the board; `total` counts the ads that match. The workspace's id lists its root: boards only",
          security,
          params: boardIdParams,
          body: boardListItemsBody,
          response: { 200: boardListItemsResponse, ...errors },
        },
      },
      async (request) => {
        const proven = granted(request, inspirationBoardResource);
        return listBoardItems(deps, {
          ref: proven.row,
          viewer: inspirationViewerOf(proven),
          ...request.body,
        });
      },
    );

    app.post(
      '/inspiration/team/list-items',
      {
        config: { access: onResource(organisationResource, { id: body('orgId'), action: 'org.view' }) },
        schema: {
          tags: ['inspiration: team'],
          summary:
            'What everyone in the organisation saved, in the workspaces whose Inspiration the caller opens, ' +
            'newest first, with the workspace and board each is in',
          security,
          body: teamListItemsBody,
          response: { 200: teamListItemsResponse, ...errors },
        },
      },
      async (request) => {
        const { row } = granted(request, organisationResource);
        return listTeamInspiration(deps, {
          orgId: row.id,
          userId: signedInMember(request).userId,
          page: request.body.page,
          limit: request.body.limit,
          sort: request.body.sort,
          filters: request.body.filters,
        });
      },
    );
  };
}
