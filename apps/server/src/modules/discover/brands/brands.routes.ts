import {
  brandAutocompleteQuery,
  brandAutocompleteResponse,
  brandCategoriesResponse,
  brandDetailSchema,
  brandIdParams,
  brandIndustriesResponse,
  brandListQuery,
  brandListResponse,
  brandRequestBody,
  brandRequestResponse,
  errorResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { signedIn } from '../../../platform/http/access/declare-access.ts';
import { signedInMember } from '../../../platform/http/access/register-access.ts';
import { requestBrand } from './brand-requests.service.ts';
import { brandCategories, brandIndustries } from './brand-taxonomy.service.ts';
import { brandAutocomplete, brandDetail, listBrands } from './brands.service.ts';

const tags = ['discover: brands'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

/** The brands directory: the library's brands are shared by every organisation, so any user may read them. */
export function brandRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/brands',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary:
            'The brands directory, by name: searched by the words of the name and description (the last ' +
            "word may be the start of one), by category, industry and the caller's favourites",
          security,
          querystring: brandListQuery,
          response: { 200: brandListResponse, ...errors },
        },
      },
      async (request) => listBrands(db, { userId: signedInMember(request).userId, ...request.query }),
    );

    app.get(
      '/brands/autocomplete',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary: 'Up to 8 brands whose name starts with the text, then those whose name holds it',
          security,
          querystring: brandAutocompleteQuery,
          response: { 200: brandAutocompleteResponse, ...errors },
        },
      },
      async (request) => brandAutocomplete(db, request.query.q),
    );

    app.get(
      '/brands/categories',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary: "The directory's categories, with their numbers of brands",
          security,
          response: { 200: brandCategoriesResponse, ...errors },
        },
      },
      async () => ({ data: await brandCategories(db) }),
    );

    app.get(
      '/brands/industries',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary: 'The industries of the brands, with their numbers of brands',
          security,
          response: { 200: brandIndustriesResponse, ...errors },
        },
      },
      async () => ({ data: await brandIndustries(db) }),
    );

    app.get(
      '/brands/:brandId',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary:
            "A brand, with its ads' counts by platform and by format, how long they run (median, longest, " +
            'share of 30 days or more) and their first and latest start dates',
          security,
          params: brandIdParams,
          response: { 200: brandDetailSchema, ...errors },
        },
      },
      async (request) =>
        brandDetail(db, { userId: signedInMember(request).userId, brandId: request.params.brandId }),
    );

    app.post(
      '/brands/request',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary:
            'Ask for a brand the library lacks; not for a guest in every organisation, at most 20 a day per person',
          security,
          body: brandRequestBody,
          response: {
            200: brandRequestResponse,
            ...errors,
            403: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request) => requestBrand(db, { userId: signedInMember(request).userId, ...request.body }),
    );
  };
}
