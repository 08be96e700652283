import { errorResponse, globalSearchQuery, globalSearchResponse } from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import type { MemberCaller } from '../../platform/http/access/caller.ts';
import { signedIn } from '../../platform/http/access/declare-access.ts';
import { proveMemberAccess } from '../../platform/http/access/prove-access.ts';
import { signedInMember } from '../../platform/http/access/register-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { driveViewerOf } from '../drive/index.ts';
import { createInspirationReaders } from '../inspiration/index.ts';
import { workspaceResource } from '../tenancy/index.ts';
import { globalSearch, type SearchedWorkspace } from './global-search.service.ts';

const VIEW = 'workspace.view';

/**
 * The workspace a search names, proven as `onResource(workspaceResource, ...)` proves it (the id is
 * optional, so the route can't declare it): another organisation's, an unknown or a malformed id is 404.
 * The files come only through a grant that includes the Creative Hub (without one, the viewer is null); the
 * boards and saved ads only through one that includes Inspiration.
 */
async function searchableWorkspace(
  db: Executor,
  input: { caller: MemberCaller; unverifiedWorkspaceId: string },
): Promise<SearchedWorkspace> {
  const { caller, unverifiedWorkspaceId } = input;
  const resolved = await proveMemberAccess(db, workspaceResource, {
    caller,
    unverifiedId: unverifiedWorkspaceId,
    action: VIEW,
  });
  const { products } = resolved.access;
  return {
    workspaceId: resolved.row.id,
    userId: caller.userId,
    viewer: products.includes('drive') ? driveViewerOf({ caller, access: resolved.access }) : null,
    inspiration: products.includes('inspiration'),
    analytics: products.includes('analytics'),
  };
}

/** `GET search`: the app shell's search across the library, the experts and a workspace's files. */
export function globalSearchRoutes(context: AppContext): FastifyPluginAsyncZod {
  const deps = {
    db: context.database.db,
    media: context.driveMedia,
    inspiration: createInspirationReaders(context),
  };
  return async (app) => {
    app.get(
      '/search',
      {
        // Without a workspace the search reads only what every signed-in user may read; with one, the
        // handler proves membership through the workspace resource, since the id is optional.
        config: { access: signedIn() },
        schema: {
          tags: ['global search'],
          summary:
            'Up to 5 each of boards, ads, brands, files, experts and saved ads matching the text. Ads are the ' +
            "Discover library's public ads; files are those of `workspaceId`'s Creative Hub, and boards and " +
            'saved ads those of its Inspiration, reports and snapshots those of its Analytics, when given and ' +
            'the caller may open that product there',
          security: [{ bearerAuth: [] }],
          querystring: globalSearchQuery,
          response: {
            200: globalSearchResponse,
            400: errorResponse,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request) => {
        const caller = signedInMember(request);
        const { q, workspaceId: unverifiedWorkspaceId } = request.query;
        const workspace =
          unverifiedWorkspaceId === undefined
            ? undefined
            : await searchableWorkspace(deps.db, { caller, unverifiedWorkspaceId });
        return globalSearch(deps, { text: q, workspace });
      },
    );
  };
}
