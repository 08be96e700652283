import {
  errorResponse,
  expertDetailSchema,
  expertIdParams,
  expertImageParams,
  expertListQuery,
  expertListResponse,
  expertProfileBody,
  expertProfileParams,
  expertProfileSchema,
} from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { publicAccess, signedIn } from '../../../platform/http/access/declare-access.ts';
import { signedInMember } from '../../../platform/http/access/register-access.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { readImageUpload } from '../../../platform/http/image-upload.ts';
import { sendStoredImage } from '../../../platform/http/stored-image-reply.ts';
import { expertDetail, listExperts } from './expert-directory.service.ts';
import { readExpertImage, replaceExpertImage } from './expert-image.service.ts';
import { readOwnExpertProfile, saveOwnExpertProfile } from './expert-profile.service.ts';

const tags = ['discover: experts'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

/** A profile is its owner's alone: another user's id answers 404, as every users path does. */
function ownUserId(request: FastifyRequest, unverifiedUserId: string): string {
  const { userId } = signedInMember(request);
  if (unverifiedUserId !== userId) throw notFound();
  return userId;
}

/** The Experts directory, an expert's page, and one's own expert profile and its picture. */
export function expertRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const deps = { db, expertBoards: context.expertBoards };
  return async (app) => {
    app.get(
      '/experts',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary:
            'The Experts directory, by name: experts with a published profile, searched by the words of ' +
            'their name and headline (each word may be the start of one)',
          security,
          querystring: expertListQuery,
          response: { 200: expertListResponse, ...errors },
        },
      },
      async (request) => listExperts(db, request.query),
    );

    app.get(
      '/experts/:expertId',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary:
            "An expert's page: the profile, its social links and its public board (one of the expert's " +
            'Inspiration boards with its newest saved ads; null without one). The owner also sees an ' +
            'unpublished profile',
          security,
          params: expertIdParams,
          response: { 200: expertDetailSchema, ...errors },
        },
      },
      async (request) =>
        expertDetail(deps, { expertId: request.params.expertId, callerId: signedInMember(request).userId }),
    );

    app.get(
      '/users/:userId/expert-profile',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary: "One's own expert profile (404 until it is first saved)",
          security,
          params: expertProfileParams,
          response: { 200: expertProfileSchema, ...errors },
        },
      },
      async (request) => readOwnExpertProfile(db, ownUserId(request, request.params.userId)),
    );

    app.post(
      '/users/:userId/expert-profile',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary:
            "Create or change one's own expert profile; 403 unless the account is an expert. A field left " +
            'out keeps its value, null clears it. `inspirationFolderId` must be a board of a workspace ' +
            "whose Inspiration the expert opens (400 'Board not found')",
          security,
          params: expertProfileParams,
          body: expertProfileBody,
          response: { 200: expertProfileSchema, ...errors, 403: errorResponse },
        },
      },
      async (request) =>
        saveOwnExpertProfile(deps, {
          userId: ownUserId(request, request.params.userId),
          profile: request.body,
        }),
    );

    app.post(
      '/users/:userId/expert-profile/image',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary:
            "Upload the expert profile's picture (multipart field `file`; JPG or PNG, 8 MB, at least " +
            '250x250 px); 403 unless the account is an expert, 409 before the profile is first saved',
          security,
          consumes: ['multipart/form-data'],
          params: expertProfileParams,
          response: { 200: expertProfileSchema, ...errors, 403: errorResponse, 409: errorResponse },
        },
      },
      async (request) =>
        replaceExpertImage(context, {
          userId: ownUserId(request, request.params.userId),
          readUpload: () => readImageUpload(request),
        }),
    );

    // Public on purpose: <img> tags send no token; the URL needs the expert's id and the picture's version.
    app.get(
      '/experts/:expertId/image/:version',
      {
        config: { access: publicAccess() },
        schema: {
          tags,
          summary: "The picture behind an expert's profileImageURL",
          params: expertImageParams,
          produces: ['image/jpeg', 'image/png'],
          response: { 200: z.unknown().describe('The image (JPEG or PNG)'), 404: errorResponse },
        },
      },
      async (request, reply) => sendStoredImage(reply, await readExpertImage(context, request.params)),
    );
  };
}
