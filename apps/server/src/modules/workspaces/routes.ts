import {
  addWorkspaceUsersBody,
  createWorkspaceBody,
  deleteWorkspaceResponse,
  messageResponse,
  pinWorkspaceBody,
  TENANCY_MESSAGES,
  updateWorkspaceBody,
  workspaceIdParams,
  workspaceListQuery,
  workspaceListResponse,
  workspaceSchema,
  errorResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { currentUser } from '../../platform/http/authenticate.ts';
import { guardOrganisation, guardWorkspace } from '../../platform/http/tenancy-guard.ts';
import { readImageUpload } from '../../platform/http/image-upload.ts';
import { sendStoredImage } from '../../platform/http/stored-image-reply.ts';
import {
  readWorkspaceThumbnail,
  removeWorkspaceThumbnail,
  replaceWorkspaceThumbnail,
} from './workspace-thumbnail.service.ts';
import { addWorkspaceUsers } from './workspace-users.service.ts';
import {
  createWorkspace,
  deleteWorkspace,
  listWorkspacesOfCaller,
  pinWorkspace,
  updateWorkspace,
  workspaceDetails,
} from './workspaces.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const thumbnailParams = workspaceIdParams.extend({ version: z.string().min(1) });
const security = [{ bearerAuth: [] }];
const tags = ['workspaces'];

/** Workspaces (API.md, "Workspaces"): create, list, details, settings, thumbnail, delete, pin, add users. */
export function workspaceRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/workspace',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'Create a workspace; the creator becomes its admin (not for org guests; plan limit)',
          security,
          body: createWorkspaceBody,
          response: { 200: workspaceSchema, ...errors },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const access = await guardOrganisation(db, {
          userId,
          unverifiedOrgId: request.body.orgId,
          action: 'workspace.create',
        });
        return createWorkspace(db, { access, userId, name: request.body.name });
      },
    );

    app.get(
      '/workspace',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'The workspaces of an organisation the caller can open, pinned first, then by name',
          security,
          querystring: workspaceListQuery,
          response: { 200: workspaceListResponse, ...errors },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const access = await guardOrganisation(db, { userId, unverifiedOrgId: request.query.orgId });
        return { data: await listWorkspacesOfCaller(db, { access, userId }) };
      },
    );

    app.get(
      '/workspace/:workspaceId',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'A workspace with the caller’s role, products and choices, and everyone who can open it',
          security,
          params: workspaceIdParams,
          response: { 200: workspaceSchema, 404: errorResponse },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const access = await guardWorkspace(db, {
          userId,
          unverifiedWorkspaceId: request.params.workspaceId,
          action: 'workspace.view',
        });
        return workspaceDetails(db, { access, userId });
      },
    );

    app.put(
      '/workspace/:workspaceId',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary:
            'Rename the workspace and/or set one’s own e-mail notifications for it (admin, collaborator)',
          security,
          params: workspaceIdParams,
          body: updateWorkspaceBody,
          response: { 200: workspaceSchema, ...errors },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const access = await guardWorkspace(db, {
          userId,
          unverifiedWorkspaceId: request.params.workspaceId,
          action: 'workspace.settings',
        });
        return updateWorkspace(db, { access, userId, patch: request.body });
      },
    );

    app.post(
      '/workspace/:workspaceId/thumbnail',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'Upload the thumbnail (multipart field `file`; JPG or PNG, 8 MB, at least 250x250 px)',
          security,
          consumes: ['multipart/form-data'],
          params: workspaceIdParams,
          response: { 200: workspaceSchema, ...errors },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const access = await guardWorkspace(db, {
          userId,
          unverifiedWorkspaceId: request.params.workspaceId,
          action: 'workspace.settings',
        });
        return replaceWorkspaceThumbnail(context, { access, userId, upload: await readImageUpload(request) });
      },
    );

    app.delete(
      '/workspace/:workspaceId/thumbnail',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'Remove the thumbnail (admin, collaborator)',
          security,
          params: workspaceIdParams,
          response: { 200: messageResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const access = await guardWorkspace(db, {
          userId: currentUser(request).userId,
          unverifiedWorkspaceId: request.params.workspaceId,
          action: 'workspace.settings',
        });
        await removeWorkspaceThumbnail(context, access);
        return { message: TENANCY_MESSAGES.workspaceAvatarRemoved };
      },
    );

    // Public on purpose, like profile images: <img> tags can't send the bearer token; the URL needs the
    // workspace's random id and the thumbnail's current version.
    app.get(
      '/workspace/:workspaceId/thumbnail/:version',
      {
        schema: {
          tags,
          summary: 'The picture behind a workspace’s `thumbnailURL`',
          params: thumbnailParams,
          produces: ['image/jpeg', 'image/png'],
          response: { 200: z.unknown().describe('The image (JPEG or PNG)'), 404: errorResponse },
        },
      },
      async (request, reply) => {
        return sendStoredImage(
          reply,
          await readWorkspaceThumbnail(context, {
            unverifiedWorkspaceId: request.params.workspaceId,
            version: request.params.version,
          }),
        );
      },
    );

    app.delete(
      '/workspace/:workspaceId',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'Delete the workspace and everything in it (workspace admin or org admin)',
          security,
          params: workspaceIdParams,
          response: { 200: deleteWorkspaceResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const access = await guardWorkspace(db, {
          userId: currentUser(request).userId,
          unverifiedWorkspaceId: request.params.workspaceId,
          action: 'workspace.delete',
        });
        return deleteWorkspace(context, access);
      },
    );

    app.put(
      '/workspace/:workspaceId/pin',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'Pin or unpin the workspace in one’s own list (any role; no body pins)',
          security,
          params: workspaceIdParams,
          body: pinWorkspaceBody,
          response: { 200: workspaceSchema, ...errors },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const access = await guardWorkspace(db, {
          userId,
          unverifiedWorkspaceId: request.params.workspaceId,
          action: 'workspace.pin',
        });
        return pinWorkspace(db, { access, userId, pinned: request.body.pinned });
      },
    );

    app.post(
      '/workspace/:workspaceId/users',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'Give organisation members access to the workspace (workspace admin)',
          security,
          params: workspaceIdParams,
          body: addWorkspaceUsersBody,
          response: { 200: workspaceSchema, ...errors },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const access = await guardWorkspace(db, {
          userId,
          unverifiedWorkspaceId: request.params.workspaceId,
          action: 'workspace.members.invite',
        });
        return addWorkspaceUsers(db, { access, userId, users: request.body.users });
      },
    );
  };
}
