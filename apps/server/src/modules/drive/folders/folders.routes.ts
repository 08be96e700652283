import {
  createDriveFolderBody,
  DRIVE_MESSAGES,
  driveDeletedResponse,
  driveFolderIdParams,
  driveFolderSchema,
  driveFolderTreeQuery,
  driveListItemsBody,
  driveListItemsResponse,
  driveMoveBody,
  drivePathResponse,
  driveTreeNodeSchema,
  driveWorkspaceIdParams,
  errorResponse,
  reorderDriveFolderBody,
  updateDriveFolderBody,
} from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { body, onResource, param } from '../../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../../platform/http/access/register-access.ts';
import { driveFolderResource, driveWorkspaceResource } from '../drive-resources.ts';
import { registerMarkRoutes } from '../files/drive-mark.routes.ts';
import { driveViewerOf } from '../files/drive-viewer.ts';
import { moveDriveFolder, reorderDriveFolder } from './folder-move.service.ts';
import { driveFolderTree, drivePath } from './folder-tree.service.ts';
import { createDriveFolder, deleteDriveFolder, updateDriveFolder } from './folders.service.ts';
import { listDriveItems } from './list-items.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['creative hub: folders'];
const security = [{ bearerAuth: [] }];

const onFolder = (action: 'workspace.view' | 'board.manage') =>
  onResource(driveFolderResource, { id: param('folderId'), action });

/** Creative Hub folders (API.md, "Creative Hub"): a folder id may be the workspace's id, its root. */
export function folderRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const deps = { db, media: context.driveMedia };
  const folderOf = (request: FastifyRequest) => {
    const proven = granted(request, driveFolderResource);
    return { ref: proven.row, viewer: driveViewerOf(proven) };
  };

  return async (app) => {
    app.post(
      '/assets/folder',
      {
        config: {
          access: onResource(driveWorkspaceResource, { id: body('workspaceId'), action: 'board.create' }),
        },
        schema: {
          tags,
          summary:
            "Create a folder, last among its siblings; `parentId` left out, null or the workspace's id is the root",
          security,
          body: createDriveFolderBody,
          response: { 200: driveFolderSchema, ...errors },
        },
      },
      async (request) => {
        const proven = granted(request, driveWorkspaceResource);
        return createDriveFolder(context, {
          workspace: proven.row,
          unverifiedParentId: request.body.parentId,
          name: request.body.name,
          description: request.body.description,
          creatorUserId: signedInMember(request).userId,
          viewer: driveViewerOf(proven),
        });
      },
    );

    app.put(
      '/assets/folder/:folderId',
      {
        config: { access: onFolder('board.manage') },
        schema: {
          tags,
          summary: "Rename a folder or change its description (the workspace's root can't be renamed)",
          security,
          params: driveFolderIdParams,
          body: updateDriveFolderBody,
          response: { 200: driveFolderSchema, ...errors },
        },
      },
      async (request) =>
        updateDriveFolder(context, {
          ...folderOf(request),
          name: request.body.name,
          description: request.body.description,
        }),
    );

    app.delete(
      '/assets/folder/:folderId',
      {
        config: { access: onFolder('board.manage') },
        schema: {
          tags,
          summary:
            'Delete a folder with every folder and file inside it; their stored media is removed by a job',
          security,
          params: driveFolderIdParams,
          response: { 200: driveDeletedResponse, ...errors },
        },
      },
      async (request) => {
        const { ref } = folderOf(request);
        await deleteDriveFolder(context, ref);
        return { _id: ref.id, message: DRIVE_MESSAGES.folderDeleted };
      },
    );

    app.post(
      '/assets/folder/:folderId/list-items',
      {
        config: { access: onFolder('workspace.view') },
        schema: {
          tags,
          summary:
            'A page of what is directly inside a folder: folders first, then files, paged as one list; ' +
            '`total` counts both. Filtering by type or tag lists files only.',
          security,
          params: driveFolderIdParams,
          body: driveListItemsBody,
          response: { 200: driveListItemsResponse, ...errors },
        },
      },
      async (request) => {
        const { ref, viewer } = folderOf(request);
        return listDriveItems(deps, {
          workspaceId: ref.workspaceId,
          folderId: ref.folder ? ref.folder.id : null,
          viewer,
          ...request.body,
        });
      },
    );

    app.get(
      '/assets/folder-tree/workspace/:workspaceId',
      {
        config: {
          access: onResource(driveWorkspaceResource, { id: param('workspaceId'), action: 'workspace.view' }),
        },
        schema: {
          tags,
          summary:
            "The workspace's folder tree from its root (`_id` the workspace's id). With `moving`, each " +
            "folder that can't receive that folder is `disabled`, with the reason in `disabledText`",
          security,
          params: driveWorkspaceIdParams,
          querystring: driveFolderTreeQuery,
          response: { 200: driveTreeNodeSchema, ...errors },
        },
      },
      async (request) => {
        const { row } = granted(request, driveWorkspaceResource);
        return driveFolderTree(db, { workspace: row, movingId: request.query.moving || undefined });
      },
    );

    app.get(
      '/assets/folder/:folderId/path',
      {
        config: { access: onFolder('workspace.view') },
        schema: {
          tags,
          summary: "A folder's breadcrumbs, from the workspace's root down to the folder",
          security,
          params: driveFolderIdParams,
          response: { 200: drivePathResponse, ...errors },
        },
      },
      async (request) => {
        const { ref } = folderOf(request);
        return drivePath(db, { workspaceId: ref.workspaceId, folderId: ref.id });
      },
    );

    app.put(
      '/assets/folder/:folderId/move',
      {
        config: { access: onFolder('board.manage') },
        schema: {
          tags,
          summary:
            "Move a folder into another folder of the same workspace, or its root (the workspace's id); " +
            'refused with the reason when the target is the folder, one inside it, or its current parent',
          security,
          params: driveFolderIdParams,
          body: driveMoveBody,
          response: { 200: driveFolderSchema, ...errors },
        },
      },
      async (request) =>
        moveDriveFolder(context, { ...folderOf(request), unverifiedTargetId: request.body.targetFolderId }),
    );

    app.put(
      '/assets/folder/:folderId/reorder',
      {
        config: { access: onFolder('board.manage') },
        schema: {
          tags,
          summary:
            'Put a folder just before its sibling `beforeFolderId`, or last when it is null or left out',
          security,
          params: driveFolderIdParams,
          body: reorderDriveFolderBody,
          response: { 200: driveFolderSchema, ...errors },
        },
      },
      async (request) =>
        reorderDriveFolder(context, {
          ...folderOf(request),
          unverifiedBeforeId: request.body.beforeFolderId,
        }),
    );

    registerMarkRoutes(app, {
      db,
      kind: 'folder',
      path: '/assets/folder/:folderId',
      params: driveFolderIdParams,
      access: onFolder('workspace.view'),
      tags,
      targetOf: (request) => {
        const { ref } = folderOf(request);
        return { id: ref.id, workspaceId: ref.workspaceId };
      },
    });
  };
}
