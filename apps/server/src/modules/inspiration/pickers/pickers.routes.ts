import {
  boardPickerResponse,
  errorResponse,
  extensionBoardsResponse,
  boardPickerQuery,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { onResource, query, signedIn } from '../../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../../platform/http/access/register-access.ts';
import { organisationResource } from '../../tenancy/index.ts';
import { boardPicker, extensionBoards } from './board-pickers.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];

/** The board pickers of "Save to board": the app's, by organisation, and the browser extension's. */
export function pickerRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/inspiration/boards',
      {
        config: { access: onResource(organisationResource, { id: query('orgId'), action: 'org.view' }) },
        schema: {
          tags: ['inspiration: boards'],
          summary:
            'Every board of each workspace of the organisation where the caller may save ads, with its path ' +
            "(its parents' names and its own, joined with ' / ')",
          security,
          querystring: boardPickerQuery,
          response: { 200: boardPickerResponse, ...errors },
        },
      },
      async (request) =>
        boardPicker(db, {
          userId: signedInMember(request).userId,
          orgId: granted(request, organisationResource).row.id,
          discoverAdId: request.query.discoverAdId,
        }),
    );

    app.get(
      '/extension/boards',
      {
        config: { access: signedIn() },
        schema: {
          tags: ['browser extension'],
          summary: 'Every board the caller may save ads into, by organisation and workspace',
          security,
          response: { 200: extensionBoardsResponse, 401: errorResponse },
        },
      },
      async (request) => extensionBoards(db, { userId: signedInMember(request).userId }),
    );
  };
}
