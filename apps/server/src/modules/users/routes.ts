import {
  MESSAGES,
  messageResponse,
  updateUserBody,
  userIdParams,
  userSchema,
  errorResponse,
  firstRunBody,
  tourDataSchema,
  updateTourBody,
} from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { publicAccess, signedIn } from '../../platform/http/access/declare-access.ts';
import { currentUser } from '../../platform/http/authenticate.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { readImageUpload } from '../../platform/http/image-upload.ts';
import { sendStoredImage } from '../../platform/http/stored-image-reply.ts';
import { readProfileImage, removeProfileImage, replaceProfileImage } from './profile-image.service.ts';
import {
  findUserById,
  recordFirstRun,
  toTourData,
  toUserDto,
  updateTourData,
  updateUserFields,
} from './users.service.ts';

const profileImageParams = userIdParams.extend({ version: z.string().min(1) });
const security = [{ bearerAuth: [] }];

/** A user may read and change only themself; any other id answers 404 so ids don't leak. */
function ownUserId(request: FastifyRequest, unverifiedUserId: string): string {
  const { userId } = currentUser(request);
  if (unverifiedUserId !== userId) throw notFound();
  return userId;
}

export function usersRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/users/:userId',
      {
        config: { access: signedIn() },
        schema: {
          tags: ['users'],
          summary: 'A user (only oneself)',
          security,
          params: userIdParams,
          response: { 200: userSchema, 404: errorResponse },
        },
      },
      async (request) => {
        const user = await findUserById(db, ownUserId(request, request.params.userId));
        if (!user) throw notFound();
        return toUserDto(user);
      },
    );

    app.put(
      '/users/:userId',
      {
        config: { access: signedIn() },
        schema: {
          tags: ['users'],
          summary: 'Update name and e-mail notifications (only oneself)',
          security,
          params: userIdParams,
          body: updateUserBody,
          response: { 200: userSchema, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const user = await updateUserFields(db, ownUserId(request, request.params.userId), request.body);
        if (!user) throw notFound();
        return toUserDto(user);
      },
    );

    app.put(
      '/users/:userId/first-run',
      {
        config: { access: signedIn() },
        schema: {
          tags: ['users'],
          summary: 'Record first-run steps the user has been through (only oneself)',
          description:
            '`welcomed` ends "Welcome to Hookline" for every browser; `notificationsReviewed` ticks the home checklist step.',
          security,
          params: userIdParams,
          body: firstRunBody,
          response: { 200: userSchema, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const user = await recordFirstRun(db, ownUserId(request, request.params.userId), request.body);
        if (!user) throw notFound();
        return toUserDto(user);
      },
    );

    app.put(
      '/users/:userId/tour',
      {
        config: { access: signedIn() },
        schema: {
          tags: ['users'],
          summary: 'Record the guided tour’s state (only oneself)',
          description:
            'Fields left out stay as they were. The tour is shown to a new sign-up whose tour is initialised and ' +
            'neither completed nor skipped; `init` is set when the sign-up creates the account.',
          security,
          params: userIdParams,
          body: updateTourBody,
          response: { 200: tourDataSchema, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const user = await updateTourData(db, ownUserId(request, request.params.userId), request.body);
        if (!user) throw notFound();
        return toTourData(user);
      },
    );

    app.post(
      '/users/:userId/profile-image',
      {
        config: { access: signedIn() },
        schema: {
          tags: ['users'],
          summary: 'Upload a profile image (multipart field `file`; JPG or PNG, 8 MB, at least 250x250 px)',
          security,
          consumes: ['multipart/form-data'],
          params: userIdParams,
          response: { 200: userSchema, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const userId = ownUserId(request, request.params.userId);
        const user = await replaceProfileImage(context, userId, await readImageUpload(request));
        return toUserDto(user);
      },
    );

    app.delete(
      '/users/:userId/profile-image',
      {
        config: { access: signedIn() },
        schema: {
          tags: ['users'],
          summary: 'Remove the profile image',
          security,
          params: userIdParams,
          response: { 200: messageResponse, 404: errorResponse },
        },
      },
      async (request) => {
        await removeProfileImage(context, ownUserId(request, request.params.userId));
        return { message: MESSAGES.profileImageRemoved };
      },
    );

    // Public on purpose: <img> tags can't send the bearer token; the URL needs the user's random id and current version.
    app.get(
      '/users/:userId/profile-image/:version',
      {
        config: { access: publicAccess() },
        schema: {
          tags: ['users'],
          summary: 'The profile image behind a user’s profileURL',
          params: profileImageParams,
          produces: ['image/jpeg', 'image/png'],
          response: { 200: z.unknown().describe('The image (JPEG or PNG)'), 404: errorResponse },
        },
      },
      async (request, reply) => {
        return sendStoredImage(reply, await readProfileImage(context, request.params));
      },
    );
  };
}
