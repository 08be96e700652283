import {
  createSnapshotBody,
  errorResponse,
  publicSnapshotSchema,
  requiredString,
  snapshotIdParams,
  snapshotListResponse,
  snapshotSchema,
  updateSnapshotBody,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { body, onResource, param, publicAccess, query } from '../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../platform/http/access/register-access.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { analyticsWorkspaceResource } from '../ad-accounts/index.ts';
import { reportSnapshotResource, savedReportResource } from './report-resources.ts';
import {
  createSnapshot,
  deleteSnapshot,
  findPublicSnapshot,
  listSnapshots,
  renameSnapshot,
  toPublicSnapshot,
  toSnapshot,
} from './snapshots.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];
const tags = ['analytics: snapshots'];
const listQuery = z.object({
  workspaceId: requiredString('workspaceId is required'),
  adAccountId: requiredString().optional(),
});

/** Snapshots: frozen copies of a report's result; the public view needs no account. */
export function snapshotRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/snapshots',
      {
        config: {
          access: onResource(savedReportResource, { id: body('reportId'), action: 'analytics.manage' }),
        },
        schema: {
          tags,
          summary: "Freeze a saved report's result as a snapshot that can be shared by link",
          security,
          body: createSnapshotBody,
          response: { 200: snapshotSchema, ...errors },
        },
      },
      async (request) => {
        const { access, row: report } = granted(request, savedReportResource);
        const { userId } = signedInMember(request);
        return createSnapshot(context, { userId, report, access, name: request.body.name });
      },
    );

    app.get(
      '/snapshots',
      {
        config: {
          access: onResource(analyticsWorkspaceResource, {
            id: query('workspaceId'),
            action: 'analytics.view',
          }),
        },
        schema: {
          tags,
          summary: "The workspace's snapshots, newest first",
          security,
          querystring: listQuery,
          response: { 200: snapshotListResponse, ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, analyticsWorkspaceResource);
        return { data: await listSnapshots(db, { access, adAccountId: request.query.adAccountId }) };
      },
    );

    app.get(
      '/snapshots/:snapshotId',
      {
        config: {
          access: onResource(reportSnapshotResource, { id: param('snapshotId'), action: 'analytics.view' }),
        },
        schema: {
          tags,
          summary: 'One snapshot with its frozen report and result',
          security,
          params: snapshotIdParams,
          response: { 200: snapshotSchema, ...errors },
        },
      },
      async (request) => toSnapshot(granted(request, reportSnapshotResource).row),
    );

    app.put(
      '/snapshots/:snapshotId',
      {
        config: {
          access: onResource(reportSnapshotResource, { id: param('snapshotId'), action: 'analytics.manage' }),
        },
        schema: {
          tags,
          summary: 'Rename a snapshot; its frozen report and result stay as they were',
          security,
          params: snapshotIdParams,
          body: updateSnapshotBody,
          response: { 200: snapshotSchema, ...errors },
        },
      },
      async (request) => {
        const { row: snapshot } = granted(request, reportSnapshotResource);
        return renameSnapshot(db, { snapshot, name: request.body.name });
      },
    );

    app.delete(
      '/snapshots/:snapshotId',
      {
        config: {
          access: onResource(reportSnapshotResource, { id: param('snapshotId'), action: 'analytics.manage' }),
        },
        schema: {
          tags,
          summary: 'Delete a snapshot; its link stops working',
          security,
          params: snapshotIdParams,
          response: { 200: z.object({ snapshotId: z.string() }), ...errors },
        },
      },
      async (request) => {
        const { row: snapshot } = granted(request, reportSnapshotResource);
        await deleteSnapshot(db, snapshot);
        return { snapshotId: snapshot.id };
      },
    );

    app.get(
      '/public/snapshots/:snapshotId',
      {
        config: { access: publicAccess() },
        schema: {
          tags,
          summary: "A snapshot's public view, for anyone with its link",
          params: snapshotIdParams,
          response: { 200: publicSnapshotSchema, 404: errorResponse },
        },
      },
      async (request) => {
        // Anyone with the link may see a snapshot: that is what sharing one means.
        const row = await findPublicSnapshot(db, request.params.snapshotId);
        if (!row) throw notFound();
        return toPublicSnapshot(row);
      },
    );
  };
}
