import {
  driveUploadParams,
  errorResponse,
  fileCollectIdParams,
  fileCollectUploadParams,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { publicAccess, signedIn } from '../../../platform/http/access/declare-access.ts';
import { signedInMember } from '../../../platform/http/access/register-access.ts';
import { createTusUploads } from './tus-uploads.ts';

const TUS_BODY = 'application/offset+octet-stream';
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  429: errorResponse,
};
const memberTags = ['drive: uploads (tus 1.0)'];
const publicTags = ['drive: file-collect uploads (tus 1.0, no account)'];
const security = [{ bearerAuth: [] }];

/** Uploads through file-collect links come from anyone: each address may start a few a minute. */
const PUBLIC_CREATIONS_PER_MINUTE = 30;
/** And send their parts, or ask how far they got, more often. */
const PUBLIC_PARTS_PER_MINUTE = 300;

/**
 * Resumable uploads, tus 1.0 (API.md, "Upload"). `Upload-Metadata` holds `filename`, `workspaceId`,
 * `folderId`, `resolution` and `fileId` (a new version); once complete, `HEAD` answers `Hookline-File-Id`
 * and `Hookline-Version-Id`. Members upload under `assets/upload` (where they may: checked when the upload
 * is created); anyone holding a file-collect link uploads into its folder under
 * `public/file-collect/{id}/upload`. Only whoever created an upload may continue, read or end it. An
 * organisation has at most 30 unfinished uploads, a link 10 (429 past that).
 */
export function uploadRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const uploads = await createTusUploads(context);
    // tus bodies are streamed to the staging file as they arrive, never buffered.
    app.addContentTypeParser(TUS_BODY, (_request, payload, done) => done(null, payload));

    const member = { config: { access: signedIn() } };
    app.post(
      '/assets/upload',
      {
        ...member,
        schema: {
          tags: memberTags,
          summary:
            'Start an upload (tus creation): `Upload-Length` and `Upload-Metadata`; answers its `Location`',
          security,
          response: errors,
        },
      },
      async (request, reply) =>
        uploads.handle(request, reply, { caller: { kind: 'member', member: signedInMember(request) } }),
    );
    for (const method of ['PATCH', 'HEAD', 'DELETE'] as const) {
      app.route({
        method,
        url: '/assets/upload/:uploadId',
        ...member,
        schema: {
          tags: memberTags,
          summary: {
            PATCH: 'Send the next part at `Upload-Offset`; the last part makes the file',
            HEAD: 'How far the upload got (`Upload-Offset`); once complete, `Hookline-File-Id`',
            DELETE: 'Abandon an unfinished upload',
          }[method],
          security,
          params: driveUploadParams,
          response: errors,
        },
        handler: async (request, reply) =>
          uploads.handle(request, reply, {
            caller: { kind: 'member', member: signedInMember(request) },
            uploadId: request.params.uploadId,
          }),
      });
    }

    const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' }, access: publicAccess() });
    app.post(
      '/public/file-collect/:fileCollectId/upload',
      {
        config: perIp(PUBLIC_CREATIONS_PER_MINUTE),
        schema: {
          tags: publicTags,
          summary:
            "Start an upload into a file-collect link's folder, without an account (`uploaderName` optional)",
          params: fileCollectIdParams,
          response: errors,
        },
      },
      async (request, reply) =>
        uploads.handle(request, reply, {
          caller: { kind: 'fileCollect', linkId: request.params.fileCollectId },
        }),
    );
    for (const method of ['PATCH', 'HEAD', 'DELETE'] as const) {
      app.route({
        method,
        url: '/public/file-collect/:fileCollectId/upload/:uploadId',
        config: perIp(PUBLIC_PARTS_PER_MINUTE),
        schema: {
          tags: publicTags,
          summary: `tus ${method} of an upload through a file-collect link`,
          params: fileCollectUploadParams,
          response: errors,
        },
        handler: async (request, reply) =>
          uploads.handle(request, reply, {
            caller: { kind: 'fileCollect', linkId: request.params.fileCollectId },
            uploadId: request.params.uploadId,
          }),
      });
    }
  };
}
