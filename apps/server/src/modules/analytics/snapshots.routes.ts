import {
  createSnapshotBody,
  errorResponse,
  requiredString,
  snapshotIdParams,
  snapshotListResponse,
  snapshotSchema,
  updateSnapshotBody,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { currentUser } from '../../platform/http/authenticate.ts';
import { guardAnalytics } from './analytics-access.ts';
import {
  createSnapshot,
  deleteSnapshot,
  findSnapshotRow,
  listSnapshots,
  renameSnapshot,
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
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: "Freeze a saved report's result as a snapshot that can be shared by link",
          security,
          body: createSnapshotBody,
          response: { 200: snapshotSchema, ...errors },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        return createSnapshot(context, {
          userId,
          unverifiedReportId: request.body.reportId,
          name: request.body.name,
          authorise: (workspaceId) =>
            guardAnalytics(db, { userId, unverifiedWorkspaceId: workspaceId, intent: 'manage' }),
        });
      },
    );

    app.get(
      '/snapshots',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: "The workspace's snapshots, newest first",
          security,
          querystring: listQuery,
          response: { 200: snapshotListResponse, ...errors },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const access = await guardAnalytics(db, {
          userId,
          unverifiedWorkspaceId: request.query.workspaceId,
          intent: 'view',
        });
        return { data: await listSnapshots(db, { access, adAccountId: request.query.adAccountId }) };
      },
    );

    app.get(
      '/snapshots/:snapshotId',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'One snapshot with its frozen report and result',
          security,
          params: snapshotIdParams,
          response: { 200: snapshotSchema, ...errors },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const row = await findSnapshotRow(db, request.params.snapshotId);
        if (!row) throw notFound();
        await guardAnalytics(db, { userId, unverifiedWorkspaceId: row.workspaceId, intent: 'view' });
        return toSnapshot(row);
      },
    );

    app.put(
      '/snapshots/:snapshotId',
      {
        preHandler: app.authenticate,
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
        const { userId } = currentUser(request);
        const row = await findSnapshotRow(db, request.params.snapshotId);
        if (!row) throw notFound();
        const access = await guardAnalytics(db, {
          userId,
          unverifiedWorkspaceId: row.workspaceId,
          intent: 'manage',
        });
        return renameSnapshot(db, { access, snapshotId: row.id, name: request.body.name });
      },
    );

    app.delete(
      '/snapshots/:snapshotId',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'Delete a snapshot; its link stops working',
          security,
          params: snapshotIdParams,
          response: { 200: z.object({ snapshotId: z.string() }), ...errors },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const row = await findSnapshotRow(db, request.params.snapshotId);
        if (!row) throw notFound();
        await guardAnalytics(db, { userId, unverifiedWorkspaceId: row.workspaceId, intent: 'manage' });
        await deleteSnapshot(db, row.id);
        return { snapshotId: row.id };
      },
    );

    app.get(
      '/public/snapshots/:snapshotId',
      {
        schema: {
          tags,
          summary: "A snapshot's public view, for anyone with its link",
          params: snapshotIdParams,
          response: { 200: snapshotSchema, 404: errorResponse },
        },
      },
      async (request) => {
        const row = await findSnapshotRow(db, request.params.snapshotId);
        if (!row) throw notFound();
        return { ...toSnapshot(row), createdBy: null };
      },
    );
  };
}
