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
import type { AppContext } from '../../../platform/context.ts';
import {
  body,
  onResource,
  param,
  publicAccess,
  query,
} from '../../../platform/http/access/declare-access.ts';
import { granted } from '../../../platform/http/access/register-access.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { organisationResource, workspaceResource } from '../access/tenancy-resources.ts';
import { readImageUpload } from '../../../platform/http/image-upload.ts';
import { sendStoredImage } from '../../../platform/http/stored-image-reply.ts';
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
        config: {
          access: onResource(organisationResource, { id: body('orgId'), action: 'workspace.create' }),
        },
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
        const { access } = granted(request, organisationResource);
        return createWorkspace(db, {
          access,
          userId,
          name: request.body.name,
          planLimits: context.planLimits,
        });
      },
    );

    app.get(
      '/workspace',
      {
        config: { access: onResource(organisationResource, { id: query('orgId') }) },
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
        const { access } = granted(request, organisationResource);
        return { data: await listWorkspacesOfCaller(db, { access, userId }) };
      },
    );

    app.get(
      '/workspace/:workspaceId',
      {
        config: {
          access: onResource(workspaceResource, { id: param('workspaceId'), action: 'workspace.view' }),
        },
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
        const { access } = granted(request, workspaceResource);
        return workspaceDetails(db, { access, userId });
      },
    );

    app.put(
      '/workspace/:workspaceId',
      {
        config: {
          access: onResource(workspaceResource, { id: param('workspaceId'), action: 'workspace.settings' }),
        },
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
        const { access } = granted(request, workspaceResource);
        return updateWorkspace(db, { access, userId, patch: request.body });
      },
    );

    app.post(
      '/workspace/:workspaceId/thumbnail',
      {
        config: {
          access: onResource(workspaceResource, { id: param('workspaceId'), action: 'workspace.settings' }),
        },
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
        const { access } = granted(request, workspaceResource);
        return replaceWorkspaceThumbnail(context, { access, userId, upload: await readImageUpload(request) });
      },
    );

    app.delete(
      '/workspace/:workspaceId/thumbnail',
      {
        config: {
          access: onResource(workspaceResource, { id: param('workspaceId'), action: 'workspace.settings' }),
        },
        schema: {
          tags,
          summary: 'Remove the thumbnail (admin, collaborator)',
          security,
          params: workspaceIdParams,
          response: { 200: messageResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { access } = granted(request, workspaceResource);
        await removeWorkspaceThumbnail(context, access);
        return { message: TENANCY_MESSAGES.workspaceAvatarRemoved };
      },
    );

    // Public on purpose, like profile images: <img> tags can't send the bearer token; the URL needs the
    // workspace's random id and the thumbnail's current version.
    app.get(
      '/workspace/:workspaceId/thumbnail/:version',
      {
        config: { access: publicAccess() },
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
        config: {
          access: onResource(workspaceResource, { id: param('workspaceId'), action: 'workspace.delete' }),
        },
        schema: {
          tags,
          summary: 'Delete the workspace and everything in it (workspace admin or org admin)',
          security,
          params: workspaceIdParams,
          response: { 200: deleteWorkspaceResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { access } = granted(request, workspaceResource);
        return deleteWorkspace(context, access);
      },
    );

    app.put(
      '/workspace/:workspaceId/pin',
      {
        config: {
          access: onResource(workspaceResource, { id: param('workspaceId'), action: 'workspace.pin' }),
        },
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
        const { access } = granted(request, workspaceResource);
        return pinWorkspace(db, { access, userId, pinned: request.body.pinned, now: context.clock.now() });
      },
    );

    app.post(
      '/workspace/:workspaceId/users',
      {
        config: {
          access: onResource(workspaceResource, {
            id: param('workspaceId'),
            action: 'workspace.members.invite',
          }),
        },
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
        const { access } = granted(request, workspaceResource);
        return addWorkspaceUsers(db, {
          access,
          userId,
          users: request.body.users,
          released: context.releasedModules,
        });
      },
    );
  };
}
