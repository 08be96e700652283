import {
  discoverAdIdParams,
  discoverAdSchema,
  discoverSearchBody,
  discoverSearchResponse,
  errorResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { signedIn } from '../../../platform/http/access/declare-access.ts';
import { findDiscoverAd, searchDiscoverAds } from './discover-search.service.ts';

const tags = ['discover'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

/** The library's ads: shared by every organisation, so any signed-in user (a guest too) may read them. */
export function discoverSearchRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/discover/search',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary:
            'Search the public ad library: every word must appear in the brand name, copy, headline, caption ' +
            'or transcript (the last word may be the start of one); filters combine (any of the values of ' +
            'each); sorted newest, oldest or longest running first',
          security,
          body: discoverSearchBody,
          response: { 200: discoverSearchResponse, ...errors },
        },
      },
      async (request) => searchDiscoverAds(db, request.body),
    );

    app.get(
      '/discover/ads/:adId',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary: 'One ad of the library, with its media, copy and transcript',
          security,
          params: discoverAdIdParams,
          response: { 200: discoverAdSchema, ...errors },
        },
      },
      async (request) => findDiscoverAd(db, request.params.adId),
    );
  };
}
