import {
  driveFileSchema,
  driveMergeParams,
  driveVersionParams,
  errorResponse,
  renameVersionBody,
  splitVersionResponse,
} from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { onResource, param } from '../../../platform/http/access/declare-access.ts';
import { granted } from '../../../platform/http/access/register-access.ts';
import { deleteStoredMediaLater, storageKeysOfVersion } from '../deletion/delete-stored-media.job.ts';
import { driveFileResource } from '../drive-resources.ts';
import { driveViewerOf } from '../files/drive-viewer.ts';
import { buildFileDto, type DriveDtoDeps } from '../files/file-dto.ts';
import type { DriveFileRow } from '../tables.ts';
import { mergeFile } from './file-merge.service.ts';
import { activateVersion, deleteVersion, renameVersion } from './version-changes.service.ts';
import { splitVersion } from './version-split.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['drive: versions'];
const security = [{ bearerAuth: [] }];
const access = onResource(driveFileResource, { id: param('fileId'), action: 'file.manage' });
const answer = { 200: driveFileSchema, ...errors };

/**
 * A file's versions (API.md, "Versions"): make one active, split one into a file of its own, merge a file
 * into another, rename or delete one. Each answers the changed file as the caller sees it.
 */
export function versionRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const deps: DriveDtoDeps = { db, media: context.driveMedia };

  const dtoOf = (request: FastifyRequest, file: DriveFileRow) => {
    const { caller, access: proven } = granted(request, driveFileResource);
    return buildFileDto(deps, { file, viewer: driveViewerOf({ caller, access: proven }) });
  };

  return async (app) => {
    app.put(
      '/assets/file/:fileId/version/:versionId/active',
      {
        config: { access },
        schema: {
          tags,
          summary:
            "Make a version the file's active one: what it shows and downloads (its size becomes the file's)",
          security,
          params: driveVersionParams,
          response: answer,
        },
      },
      async (request) => {
        const { row } = granted(request, driveFileResource);
        return dtoOf(request, await activateVersion(db, { file: row, versionId: request.params.versionId }));
      },
    );

    app.put(
      '/assets/file/:fileId/version/:versionId/split',
      {
        config: { access },
        schema: {
          tags,
          summary:
            'Make a version a file of its own in the same folder (named after its original name), with its ' +
            "comments; the file keeps its other versions. A file's only version can't be split",
          security,
          params: driveVersionParams,
          response: { 200: splitVersionResponse, ...errors },
        },
      },
      async (request) => {
        const { row, caller } = granted(request, driveFileResource);
        const split = await splitVersion(db, {
          file: row,
          versionId: request.params.versionId,
          callerUserId: caller.kind === 'member' ? caller.userId : '',
        });
        return { file: await dtoOf(request, split.file), newFile: await dtoOf(request, split.newFile) };
      },
    );

    app.put(
      '/assets/file/:fileId/merge-to/:targetFileId',
      {
        config: { access },
        schema: {
          tags,
          summary:
            "Merge a file into another of the same workspace: its versions follow the target's (in upload order) " +
            "with their comments, the newest becomes the target's active one, and the merged file is deleted. " +
            'Answers the target',
          security,
          params: driveMergeParams,
          response: answer,
        },
      },
      async (request) => {
        const { row } = granted(request, driveFileResource);
        return dtoOf(request, await mergeFile(db, { file: row, targetFileId: request.params.targetFileId }));
      },
    );

    app.put(
      '/assets/file/:fileId/version/:versionId',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Rename a version',
          security,
          params: driveVersionParams,
          body: renameVersionBody,
          response: answer,
        },
      },
      async (request) => {
        const { row } = granted(request, driveFileResource);
        const file = await renameVersion(db, {
          file: row,
          versionId: request.params.versionId,
          name: request.body.name,
        });
        return dtoOf(request, file);
      },
    );

    app.delete(
      '/assets/file/:fileId/version/:versionId',
      {
        config: { access },
        schema: {
          tags,
          summary:
            "Delete a version and its comments (not a file's only one); the newest remaining version becomes " +
            'active if the deleted one was',
          security,
          params: driveVersionParams,
          response: answer,
        },
      },
      async (request) => {
        const { row } = granted(request, driveFileResource);
        const { file, deleted } = await deleteVersion(db, { file: row, versionId: request.params.versionId });
        await deleteStoredMediaLater(context, storageKeysOfVersion(deleted));
        return dtoOf(request, file);
      },
    );
  };
}
