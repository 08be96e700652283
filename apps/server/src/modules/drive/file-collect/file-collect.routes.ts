import {
  createFileCollectBody,
  errorResponse,
  fileCollectIdParams,
  fileCollectLinkSchema,
  fileCollectListQuery,
  fileCollectListResponse,
  publicFileCollectSchema,
  updateFileCollectBody,
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
import { granted, signedInMember } from '../../../platform/http/access/register-access.ts';
import { driveFolderResource } from '../drive-resources.ts';
import { driveFileCollectLinkResource } from './file-collect-resources.ts';
import {
  createFileCollectLink,
  deleteFileCollectLink,
  fileCollectLinkDto,
  listFileCollectLinks,
  publicFileCollect,
  setFileCollectEnabled,
} from './file-collect.service.ts';

const tags = ['drive: file-collect links'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The page of a link, read without an account: a few calls a minute per address. */
const PUBLIC_READS_PER_MINUTE = 60;

/**
 * File-collect links: a folder's public upload page for people without an account (spec section 3). Members
 * who may upload create, list, turn off and delete them; the uploads themselves go through the tus routes.
 */
export function fileCollectRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const { appUrl } = context.config;
  const onLink = (action?: 'file.upload') => ({
    config: { access: onResource(driveFileCollectLinkResource, { id: param('fileCollectId'), action }) },
  });
  return async (app) => {
    app.post(
      '/assets/file-collect',
      {
        config: {
          access: onResource(driveFolderResource, {
            id: body('folderId'),
            within: body('workspaceId'),
            action: 'file.upload',
          }),
        },
        schema: {
          tags,
          summary: "A link through which anyone uploads into this folder (the workspace's id: its root)",
          security,
          body: createFileCollectBody,
          response: { 200: fileCollectLinkSchema, ...errors },
        },
      },
      async (request) => {
        const folder = granted(request, driveFolderResource).row;
        const link = await createFileCollectLink(db, { folder, userId: signedInMember(request).userId });
        return fileCollectLinkDto(link, appUrl);
      },
    );

    app.get(
      '/assets/file-collect',
      {
        config: { access: onResource(driveFolderResource, { id: query('folderId'), action: 'file.upload' }) },
        schema: {
          tags,
          summary: "A folder's file-collect links, newest first",
          security,
          querystring: fileCollectListQuery,
          response: { 200: fileCollectListResponse, ...errors },
        },
      },
      async (request) => {
        const links = await listFileCollectLinks(db, granted(request, driveFolderResource).row);
        return { data: links.map((link) => fileCollectLinkDto(link, appUrl)) };
      },
    );

    app.put(
      '/assets/file-collect/:fileCollectId',
      {
        ...onLink('file.upload'),
        schema: {
          tags,
          summary: 'Turn a link on or off; a link that is off takes no uploads',
          security,
          params: fileCollectIdParams,
          body: updateFileCollectBody,
          response: { 200: fileCollectLinkSchema, ...errors },
        },
      },
      async (request) => {
        const link = await setFileCollectEnabled(db, {
          link: granted(request, driveFileCollectLinkResource).row,
          enabled: request.body.enabled,
        });
        return fileCollectLinkDto(link, appUrl);
      },
    );

    app.delete(
      '/assets/file-collect/:fileCollectId',
      {
        ...onLink('file.upload'),
        schema: {
          tags,
          summary: 'Delete a link; files already uploaded through it stay',
          security,
          params: fileCollectIdParams,
          response: { 200: z.object({ fileCollectId: z.string() }), ...errors },
        },
      },
      async (request) => {
        const link = granted(request, driveFileCollectLinkResource).row;
        await deleteFileCollectLink(db, link);
        return { fileCollectId: link.id };
      },
    );

    app.get(
      '/public/file-collect/:fileCollectId',
      {
        config: {
          access: publicAccess(),
          rateLimit: { max: PUBLIC_READS_PER_MINUTE, timeWindow: '1 minute' },
        },
        schema: {
          tags: ['drive: file-collect uploads (tus 1.0, no account)'],
          summary:
            "A link's upload page, without an account: the folder's and workspace's names, and whether it is on",
          params: fileCollectIdParams,
          response: { 200: publicFileCollectSchema, 404: errorResponse, 429: errorResponse },
        },
      },
      async (request) => publicFileCollect(db, request.params.fileCollectId),
    );
  };
}
