import {
  boardDeletedResponse,
  boardFileParams,
  copiedFilesResponse,
  copyAssetToHubBody,
  copyAssetToHubResponse,
  copyInspirationFileBody,
  errorResponse,
  INSPIRATION_MESSAGES,
  inspirationAssetParams,
  inspirationFileIdParams,
  linkInspirationFileBody,
  saveInspirationBody,
  savedFileResponse,
  updateInspirationFileBody,
} from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { body, onResource, param } from '../../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../../platform/http/access/register-access.ts';
import { inspirationFileResource, inspirationWorkspaceResource } from '../inspiration-resources.ts';
import {
  copyAssetToHub,
  copySavedAd,
  getSavedAd,
  linkSavedAd,
  removeSavedAdFromBoard,
  updateSavedAd,
} from './files.service.ts';
import { inspirationViewerOf } from './inspiration-viewer.ts';
import { registerInspirationMarkRoutes } from './mark.routes.ts';
import { saveInspirationAd, saveSourceOf } from './save-ad.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['inspiration: saved ads'];
const security = [{ bearerAuth: [] }];

const onFile = (action: 'workspace.view' | 'file.manage') =>
  onResource(inspirationFileResource, { id: param('fileId'), action });

/** Saved ads (API.md, "Inspiration"): save, read, change, copy, link, take out of a board, copy an asset out. */
export function fileRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const fileOf = (request: FastifyRequest) => {
    const proven = granted(request, inspirationFileResource);
    return { file: proven.row, viewer: inspirationViewerOf(proven) };
  };

  return async (app) => {
    app.post(
      '/inspiration/file',
      {
        config: {
          access: onResource(inspirationWorkspaceResource, {
            id: body('workspaceId'),
            action: 'file.upload',
          }),
        },
        schema: {
          tags,
          summary:
            'Save an ad into the board `folderId` (and `folderIds`): a Discover ad (`discoverAdId`), an ad read ' +
            'elsewhere (`ad`: its media fetched, public http(s) addresses only, 100 MB each), or one typed by ' +
            'hand (`manual`: its media follows as tus uploads with `product=inspiration`)',
          security,
          body: saveInspirationBody,
          response: { 201: savedFileResponse, 502: errorResponse, ...errors },
        },
      },
      async (request, reply) => {
        const proven = granted(request, inspirationWorkspaceResource);
        const saved = await saveInspirationAd(context, {
          workspace: proven.row,
          userId: signedInMember(request).userId,
          viewer: inspirationViewerOf(proven),
          unverifiedFolderId: request.body.folderId,
          unverifiedFolderIds: request.body.folderIds,
          source: saveSourceOf(request.body),
        });
        return reply.code(201).send(saved);
      },
    );

    app.get(
      '/inspiration/file/:fileId',
      {
        config: { access: onFile('workspace.view') },
        schema: {
          tags,
          summary: 'A saved ad with its assets, tags, boards and comment counts',
          security,
          params: inspirationFileIdParams,
          response: { 200: savedFileResponse, ...errors },
        },
      },
      async (request) => getSavedAd(context, fileOf(request)),
    );

    app.put(
      '/inspiration/file/:fileId',
      {
        config: { access: onFile('file.manage') },
        schema: {
          tags,
          summary: "Change a saved ad's texts, description and tags; a field left out keeps its value",
          security,
          params: inspirationFileIdParams,
          body: updateInspirationFileBody,
          response: { 200: savedFileResponse, ...errors },
        },
      },
      async (request) => updateSavedAd(context, { ...fileOf(request), changes: request.body }),
    );

    app.delete(
      '/inspiration/folder/:folderId/file/:fileId',
      {
        config: { access: onFile('file.manage') },
        schema: {
          tags,
          summary:
            'Take a saved ad out of a board; out of its last board it is deleted, its media removed by a job',
          security,
          params: boardFileParams,
          response: { 200: boardDeletedResponse, ...errors },
        },
      },
      async (request) => {
        const { file } = fileOf(request);
        await removeSavedAdFromBoard(context, { file, unverifiedBoardId: request.params.folderId });
        return { _id: file.id, message: INSPIRATION_MESSAGES.adDeleted };
      },
    );

    app.post(
      '/inspiration/file/:fileId/copy-file',
      {
        config: { access: onFile('file.manage') },
        schema: {
          tags,
          summary:
            'Copy a saved ad into boards of its workspace: a new ad in each, with its own media and tags; ' +
            'comments stay behind',
          security,
          params: inspirationFileIdParams,
          body: copyInspirationFileBody,
          response: { 200: copiedFilesResponse, ...errors },
        },
      },
      async (request) => {
        const files = await copySavedAd(context, {
          ...fileOf(request),
          unverifiedBoardIds: request.body.targetFolderIds,
          userId: signedInMember(request).userId,
        });
        return { files, message: INSPIRATION_MESSAGES.adCopied };
      },
    );

    app.post(
      '/inspiration/file/:fileId/link-to',
      {
        config: { access: onFile('file.manage') },
        schema: {
          tags,
          summary:
            'Show the same saved ad (its comments too) in more boards of its workspace; 400 when every ' +
            'board already shows it',
          security,
          params: inspirationFileIdParams,
          body: linkInspirationFileBody,
          response: { 200: savedFileResponse, ...errors },
        },
      },
      async (request) =>
        linkSavedAd(context, {
          ...fileOf(request),
          unverifiedBoardIds: request.body.folderIds,
          userId: signedInMember(request).userId,
        }),
    );

    app.post(
      '/inspiration/file/:fileId/asset/:assetIndex/copy-to',
      {
        config: { access: onFile('file.manage') },
        schema: {
          tags,
          summary:
            "Copy one image or video of a saved ad into a Creative Hub folder (the workspace's id: its root) " +
            'of the same organisation, as a new file',
          security,
          params: inspirationAssetParams,
          body: copyAssetToHubBody,
          response: { 200: copyAssetToHubResponse, 413: errorResponse, 415: errorResponse, ...errors },
        },
      },
      async (request) => {
        const { file } = fileOf(request);
        const { fileId } = await copyAssetToHub(context, {
          file,
          assetIndex: request.params.assetIndex,
          caller: signedInMember(request),
          unverifiedWorkspaceId: request.body.workspaceId,
          unverifiedFolderId: request.body.folderId,
        });
        return { fileId, message: INSPIRATION_MESSAGES.assetCopied };
      },
    );

    registerInspirationMarkRoutes(app, {
      db,
      kind: 'file',
      path: '/inspiration/file/:fileId',
      params: inspirationFileIdParams,
      access: onFile('workspace.view'),
      tags,
      targetOf: (request) => {
        const { file } = fileOf(request);
        return { id: file.id, workspaceId: file.workspaceId };
      },
    });
  };
}
