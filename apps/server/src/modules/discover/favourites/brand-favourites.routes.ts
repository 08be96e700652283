import {
  brandFavouriteParams,
  brandFavouriteResponse,
  brandFavouritesQuery,
  brandListResponse,
  errorResponse,
  userIdParams,
} from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { signedIn } from '../../../platform/http/access/declare-access.ts';
import { signedInMember } from '../../../platform/http/access/register-access.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { listBrandFavourites, setBrandFavourite } from './brand-favourites.service.ts';

const tags = ['discover: brands'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

/** Favourites are each user's own: another user's id answers 404, as every users path does. */
function ownUserId(request: FastifyRequest, unverifiedUserId: string): string {
  const { userId } = signedInMember(request);
  if (unverifiedUserId !== userId) throw notFound();
  return userId;
}

/** A user's favourite brands of the library. */
export function brandFavouriteRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    for (const method of ['POST', 'DELETE'] as const) {
      const favourite = method === 'POST';
      app.route({
        method,
        url: '/users/:userId/brand-favourites/:brandId',
        config: { access: signedIn() },
        schema: {
          tags,
          summary: favourite
            ? "Add a brand to one's favourites (only one's own; again changes nothing)"
            : "Remove a brand from one's favourites (only one's own; again changes nothing)",
          security,
          params: brandFavouriteParams,
          response: { 200: brandFavouriteResponse, ...errors },
        },
        handler: async (request) =>
          setBrandFavourite(db, {
            userId: ownUserId(request, request.params.userId),
            brandId: request.params.brandId,
            favourite,
          }),
      });
    }

    app.get(
      '/users/:userId/brand-favourites',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary: "One's favourite brands, the newest favourite first (only one's own)",
          security,
          params: userIdParams,
          querystring: brandFavouritesQuery,
          response: { 200: brandListResponse, ...errors },
        },
      },
      async (request) =>
        listBrandFavourites(db, { userId: ownUserId(request, request.params.userId), ...request.query }),
    );
  };
}
