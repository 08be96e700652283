import {
  AI_DETECTIVE_MESSAGES,
  aiDetectiveIdParams,
  aiDetectiveListQuery,
  aiDetectiveListResponse,
  aiDetectiveRecordSchema,
  createAiDetectiveBody,
  createAiDetectiveResponse,
  deleteAiDetectiveResponse,
  errorResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { body, onResource, param, query } from '../../../platform/http/access/declare-access.ts';
import { granted } from '../../../platform/http/access/register-access.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { detectiveTrackerResource, detectiveWorkspaceResource } from '../detective-resources.ts';
import { aiDetectiveAnalysisResource } from './ai-detective-resources.ts';
import {
  aiDetectiveRecord,
  deleteAiDetective,
  listAiDetective,
  startAiDetective,
} from './ai-detective.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];
const tags = ['detective'];

/** The AI detective's analyses (API.md, "Detective", AI analysis). */
export function aiDetectiveRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/ai-detective',
      {
        config: {
          access: onResource(detectiveTrackerResource, { id: body('detectiveId'), action: 'brand.manage' }),
        },
        schema: {
          tags,
          summary: "Start an analysis of a tracked brand's ads (written in the background)",
          description:
            "403 without the organisation's `enableDetectiveAI` flag, or without a Detective purchase outside the " +
            'lifetime-deal marketplace. An analysis of the tracker still under way answers instead (`created: false`).',
          security,
          body: createAiDetectiveBody,
          response: { 200: createAiDetectiveResponse, ...errors },
        },
      },
      async (request) =>
        startAiDetective(context, {
          tracker: granted(request, detectiveTrackerResource).row,
          userId: currentUser(request).userId,
        }),
    );

    app.get(
      '/ai-detective',
      {
        config: {
          access: onResource(detectiveWorkspaceResource, {
            id: query('workspaceId'),
            action: 'workspace.view',
          }),
        },
        schema: {
          tags,
          summary:
            "The workspace's analyses (one tracker's with detectiveId), newest first, and whether one may start",
          security,
          querystring: aiDetectiveListQuery,
          response: { 200: aiDetectiveListResponse, ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, detectiveWorkspaceResource);
        return listAiDetective(db, {
          orgId: access.orgId,
          workspaceId: access.workspaceId,
          trackerId: request.query.detectiveId,
        });
      },
    );

    app.get(
      '/ai-detective/:id',
      {
        config: {
          access: onResource(aiDetectiveAnalysisResource, { id: param('id'), action: 'workspace.view' }),
        },
        schema: {
          tags,
          summary:
            'One analysis: its status, and once done what changed, angles, personas, offers, hooks, cadence and actions',
          security,
          params: aiDetectiveIdParams,
          response: { 200: aiDetectiveRecordSchema, ...errors },
        },
      },
      async (request) => aiDetectiveRecord(db, granted(request, aiDetectiveAnalysisResource).row),
    );

    app.delete(
      '/ai-detective/:id',
      {
        config: {
          access: onResource(aiDetectiveAnalysisResource, { id: param('id'), action: 'brand.manage' }),
        },
        schema: {
          tags,
          summary: 'Delete an analysis',
          security,
          params: aiDetectiveIdParams,
          response: { 200: deleteAiDetectiveResponse, ...errors },
        },
      },
      async (request) => {
        const { row } = granted(request, aiDetectiveAnalysisResource);
        await deleteAiDetective(db, row);
        return { _id: row.id, message: AI_DETECTIVE_MESSAGES.deleted };
      },
    );
  };
}
