import {
  createZipBody,
  errorResponse,
  zipJobParams,
  zipJobSchema,
  DRIVE_UPLOAD_MESSAGES,
  ERROR_CODES,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { body, onResource, param } from '../../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../../platform/http/access/register-access.ts';
import { driveWorkspaceResource } from '../drive-resources.ts';
import { attachmentDisposition, sendStored } from '../../../platform/http/send-stored.ts';
import { driveZipJobResource } from './zip-resources.ts';
import { createZipJob, liveZipJob, zipJobDto } from './zip-jobs.service.ts';

const tags = ['drive: zips'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** Zips of files and folders, built in the background (API.md, "Zip"); a job and its zip last 6 hours. */
export function zipRoutes(context: AppContext): FastifyPluginAsyncZod {
  const onJob = { config: { access: onResource(driveZipJobResource, { id: param('jobId') }) } };
  return async (app) => {
    app.post(
      '/archive-assets',
      {
        config: {
          access: onResource(driveWorkspaceResource, { id: body('workspaceId'), action: 'workspace.view' }),
        },
        schema: {
          tags,
          summary:
            'Zip files and folders of a workspace (folders with everything inside, paths kept): the job, ' +
            'whose progress goes from 0 to 100',
          security,
          body: createZipBody,
          response: { 200: zipJobSchema, ...errors },
        },
      },
      async (request) => {
        const { row: workspace } = granted(request, driveWorkspaceResource);
        return createZipJob(context, {
          orgId: workspace.orgId,
          workspaceId: workspace.id,
          userId: signedInMember(request).userId,
          body: request.body,
        });
      },
    );

    app.get(
      '/archive-assets/:jobId',
      {
        ...onJob,
        schema: {
          tags,
          summary: 'A zip job of the caller: its status and progress',
          security,
          params: zipJobParams,
          response: { 200: zipJobSchema, ...errors },
        },
      },
      async (request) => zipJobDto(await liveZipJob(context, granted(request, driveZipJobResource).row)),
    );

    app.get(
      '/archive-assets/:jobId/download',
      {
        ...onJob,
        schema: {
          tags,
          summary: 'Download a finished zip (byte ranges resume it)',
          security,
          params: zipJobParams,
          response: errors,
        },
      },
      async (request, reply) => {
        const job = await liveZipJob(context, granted(request, driveZipJobResource).row);
        if (job.status !== 'ready' || !job.storageKey) {
          throw new AppError(ERROR_CODES.conflict, DRIVE_UPLOAD_MESSAGES.zipNotReady);
        }
        const day = job.createdAt.toISOString().slice(0, 10);
        return sendStored(request, reply, {
          storage: context.storage,
          key: job.storageKey,
          contentType: 'application/zip',
          cacheControl: 'private, no-store',
          disposition: attachmentDisposition(`Creative Hub files ${day}.zip`),
        });
      },
    );
  };
}
