import {
  DETECTIVE_MESSAGES,
  detectiveAnalyticsQuery,
  detectiveAnalyticsResponse,
  detectiveCountResponse,
  detectiveIdParams,
  detectiveListQuery,
  detectiveListResponse,
  detectiveTrackerSchema,
  errorResponse,
  orgIdParams,
  trackBrandBody,
  trackBrandResponse,
  untrackBrandResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { body, onResource, param, query } from '../../platform/http/access/declare-access.ts';
import { granted } from '../../platform/http/access/register-access.ts';
import { currentUser } from '../../platform/http/authenticate.ts';
import { organisationResource } from '../tenancy/index.ts';
import { brandDashboard } from './brand-dashboard.service.ts';
import { trackedBrandCount } from './detective-limits.service.ts';
import { detectiveTrackerResource, detectiveWorkspaceResource } from './detective-resources.ts';
import { listTrackers, trackBrand, trackerDto, untrackBrand } from './trackers.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];
const tags = ['detective'];

/** Detective's trackers: track, list, read and untrack competitor brands, and count them (API.md, "Detective"). */
export function detectiveRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/detective',
      {
        config: {
          access: onResource(detectiveWorkspaceResource, { id: body('workspaceId'), action: 'brand.manage' }),
        },
        schema: {
          tags,
          summary:
            'Track a brand: a library brand, or one found or added by its Meta Page URL, TikTok profile or domain',
          description:
            'A brand the workspace already tracks answers its tracker unchanged (`created: false`). Counts ' +
            "against the plan's tracked brands (403 PLAN_LIMIT_REACHED).",
          security,
          body: trackBrandBody,
          response: { 200: trackBrandResponse, ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, detectiveWorkspaceResource);
        return trackBrand(context, { access, userId: currentUser(request).userId, body: request.body });
      },
    );

    app.get(
      '/detective',
      {
        config: {
          access: onResource(detectiveWorkspaceResource, {
            id: query('workspaceId'),
            action: 'workspace.view',
          }),
        },
        schema: {
          tags,
          summary: "The workspace's tracked brands, each with its active ads and those new in 7 days",
          security,
          querystring: detectiveListQuery,
          response: { 200: detectiveListResponse, ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, detectiveWorkspaceResource);
        return { data: await listTrackers(context, access.workspaceId) };
      },
    );

    app.get(
      '/detective/:detectiveId',
      {
        config: {
          access: onResource(detectiveTrackerResource, {
            id: param('detectiveId'),
            action: 'workspace.view',
          }),
        },
        schema: {
          tags,
          summary: 'One tracked brand',
          security,
          params: detectiveIdParams,
          response: { 200: detectiveTrackerSchema, ...errors },
        },
      },
      async (request) => trackerDto(context, granted(request, detectiveTrackerResource).row),
    );

    app.get(
      '/detective/:detectiveId/analytics',
      {
        config: {
          access: onResource(detectiveTrackerResource, {
            id: param('detectiveId'),
            action: 'workspace.view',
          }),
        },
        schema: {
          tags,
          summary: "One menu of a tracked brand's dashboard over 7 to 365 days (365 unless chosen)",
          description:
            "Computed from the Discover library's ads of the brand; every figure carries the ids of the ads " +
            'behind it (at most 50, with their total). Spy data shows what a brand bets on, not its results.',
          security,
          params: detectiveIdParams,
          querystring: detectiveAnalyticsQuery,
          response: { 200: detectiveAnalyticsResponse, ...errors },
        },
      },
      async (request) =>
        brandDashboard(context, granted(request, detectiveTrackerResource).row, request.query),
    );

    app.delete(
      '/detective/:detectiveId',
      {
        config: {
          access: onResource(detectiveTrackerResource, { id: param('detectiveId'), action: 'brand.manage' }),
        },
        schema: {
          tags,
          summary: 'Stop tracking the brand in this workspace (the library keeps the brand and its ads)',
          security,
          params: detectiveIdParams,
          response: { 200: untrackBrandResponse, ...errors },
        },
      },
      async (request) => {
        const { row } = granted(request, detectiveTrackerResource);
        const tracker = await trackerDto(context, row);
        await untrackBrand(context, row);
        return { _id: row.id, message: DETECTIVE_MESSAGES.untracked(tracker.brand.name) };
      },
    );

    app.get(
      '/organisation/:orgId/detective-count',
      {
        config: { access: onResource(organisationResource, { id: param('orgId') }) },
        schema: {
          tags: ['organisations'],
          summary: "The organisation's tracked brands (each once), as its usage metrics count them",
          security,
          params: orgIdParams,
          response: { 200: detectiveCountResponse, ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, organisationResource);
        return { count: await trackedBrandCount(db, access.orgId) };
      },
    );
  };
}
