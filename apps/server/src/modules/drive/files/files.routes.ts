import {
  bulkAddTagsBody,
  bulkFilesResponse,
  bulkMoveBody,
  bulkMoveResponse,
  bulkRemoveBody,
  bulkRemoveResponse,
  DRIVE_MESSAGES,
  driveDeletedResponse,
  driveFileIdParams,
  driveFileSchema,
  driveMoveBody,
  driveWorkspaceIdParams,
  errorResponse,
  updateDriveFileBody,
} from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { onResource, param } from '../../../platform/http/access/declare-access.ts';
import { requireAction } from '../../../platform/http/access/prove-access.ts';
import { granted } from '../../../platform/http/access/register-access.ts';
import { driveFileResource, driveWorkspaceResource } from '../drive-resources.ts';
import { bulkAddTags, bulkMove, bulkRemove } from './bulk.service.ts';
import { registerMarkRoutes } from './drive-mark.routes.ts';
import { driveViewerOf } from './drive-viewer.ts';
import { deleteDriveFile, getDriveFile, moveDriveFile, updateDriveFile } from './files.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['creative hub: files'];
const security = [{ bearerAuth: [] }];

const onFile = (action: 'workspace.view' | 'file.manage') =>
  onResource(driveFileResource, { id: param('fileId'), action });
const onWorkspaceFiles = onResource(driveWorkspaceResource, {
  id: param('workspaceId'),
  action: 'file.manage',
});

/** Creative Hub files (API.md, "Creative Hub": Files and Bulk). */
export function fileRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const fileOf = (request: FastifyRequest) => {
    const proven = granted(request, driveFileResource);
    return { file: proven.row, viewer: driveViewerOf(proven) };
  };
  const workspaceOf = (request: FastifyRequest) => {
    const proven = granted(request, driveWorkspaceResource);
    return {
      workspaceId: proven.row.id,
      viewer: driveViewerOf(proven),
      allowedActions: proven.allowedActions,
    };
  };

  return async (app) => {
    app.get(
      '/assets/file/:fileId',
      {
        config: { access: onFile('workspace.view') },
        schema: {
          tags,
          summary: 'A file with every version, its tags, custom field values and the caller’s marks',
          security,
          params: driveFileIdParams,
          response: { 200: driveFileSchema, ...errors },
        },
      },
      async (request) => getDriveFile(context, fileOf(request)),
    );

    app.put(
      '/assets/file/:fileId',
      {
        config: { access: onFile('file.manage') },
        schema: {
          tags,
          summary:
            "Change a file's name, description, custom field values (by field id, merged; null clears one) " +
            "and tags (the workspace's Creative Hub tags)",
          security,
          params: driveFileIdParams,
          body: updateDriveFileBody,
          response: { 200: driveFileSchema, ...errors },
        },
      },
      async (request) => updateDriveFile(context, { ...fileOf(request), ...request.body }),
    );

    app.delete(
      '/assets/file/:fileId',
      {
        config: { access: onFile('file.manage') },
        schema: {
          tags,
          summary: 'Delete a file with its versions and comments; its stored media is removed by a job',
          security,
          params: driveFileIdParams,
          response: { 200: driveDeletedResponse, ...errors },
        },
      },
      async (request) => {
        const { file } = fileOf(request);
        await deleteDriveFile(context, file);
        return { _id: file.id, message: DRIVE_MESSAGES.fileDeleted };
      },
    );

    app.put(
      '/assets/file/:fileId/move',
      {
        config: { access: onFile('file.manage') },
        schema: {
          tags,
          summary: "Move a file into a folder of the same workspace, or its root (the workspace's id)",
          security,
          params: driveFileIdParams,
          body: driveMoveBody,
          response: { 200: driveFileSchema, ...errors },
        },
      },
      async (request) =>
        moveDriveFile(context, { ...fileOf(request), unverifiedTargetId: request.body.targetFolderId }),
    );

    registerMarkRoutes(app, {
      db,
      kind: 'file',
      path: '/assets/file/:fileId',
      params: driveFileIdParams,
      access: onFile('workspace.view'),
      tags,
      targetOf: (request) => {
        const { file } = fileOf(request);
        return { id: file.id, workspaceId: file.workspaceId };
      },
    });

    app.post(
      '/assets/workspace/:workspaceId/files/bulk/add-tags',
      {
        config: { access: onWorkspaceFiles },
        schema: {
          tags,
          summary:
            "Tag many files of the workspace at once; every id must be the workspace's, or nothing changes",
          security,
          params: driveWorkspaceIdParams,
          body: bulkAddTagsBody,
          response: { 200: bulkFilesResponse, ...errors },
        },
      },
      async (request) => {
        const { workspaceId, viewer } = workspaceOf(request);
        return bulkAddTags(context, { workspaceId, viewer, ...request.body });
      },
    );

    app.post(
      '/assets/workspace/:workspaceId/files/bulk/remove',
      {
        config: { access: onWorkspaceFiles },
        schema: {
          tags,
          summary:
            'Delete many files, and folders with everything inside them, at once; every id must be the ' +
            "workspace's, or nothing is deleted",
          security,
          params: driveWorkspaceIdParams,
          body: bulkRemoveBody,
          response: { 200: bulkRemoveResponse, ...errors },
        },
      },
      async (request) => {
        const { workspaceId, allowedActions } = workspaceOf(request);
        const folderIds = request.body.folderIds ?? [];
        if (folderIds.length > 0) requireAction(driveWorkspaceResource, allowedActions, 'board.manage');
        return bulkRemove(context, { workspaceId, fileIds: request.body.fileIds, folderIds });
      },
    );

    app.post(
      '/assets/workspace/:workspaceId/files/bulk/move',
      {
        config: { access: onWorkspaceFiles },
        schema: {
          tags,
          summary:
            'Move many files and folders into one folder of the workspace (or its root); each folder obeys the ' +
            'move rules, and one refusal stops the whole move',
          security,
          params: driveWorkspaceIdParams,
          body: bulkMoveBody,
          response: { 200: bulkMoveResponse, ...errors },
        },
      },
      async (request) => {
        const { workspaceId, allowedActions } = workspaceOf(request);
        const folderIds = request.body.folderIds ?? [];
        if (folderIds.length > 0) requireAction(driveWorkspaceResource, allowedActions, 'board.manage');
        return bulkMove(context, {
          workspaceId,
          fileIds: request.body.fileIds,
          folderIds,
          unverifiedTargetId: request.body.targetFolderId,
        });
      },
    );
  };
}
