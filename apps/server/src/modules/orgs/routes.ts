import {
  adAccountCountBody,
  adAccountCountResponse,
  monthlySpendHistoryResponse,
  createOrganisationBody,
  joinableOrganisationsResponse,
  messageResponse,
  organisationListResponse,
  organisationSchema,
  orgIdParams,
  TENANCY_MESSAGES,
  updateOrganisationBody,
  usageMetricsResponse,
  workspaceCountResponse,
  errorResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { currentUser } from '../../platform/http/authenticate.ts';
import { guardOrganisation } from '../../platform/http/tenancy-guard.ts';
import { countWorkspaces } from '../workspaces/workspace-lookup.service.ts';
import { readImageUpload } from '../../platform/http/image-upload.ts';
import { sendStoredImage } from '../../platform/http/stored-image-reply.ts';
import {
  readOrganisationLogo,
  removeOrganisationLogo,
  replaceOrganisationLogo,
} from './organisation-branding.service.ts';
import { joinOrganisation, listJoinableOrganisations } from './organisation-join.service.ts';
import {
  createOrganisation,
  listOrganisationsOfUser,
  organisationDetails,
  updateOrganisation,
} from './organisations.service.ts';
import { usageMetrics } from './usage-metrics.service.ts';
import { findOrganisationRow } from './organisation-lookup.service.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { adAccountCountCheck, monthlySpendHistory } from '../analytics/ad-account-limits.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const logoParams = orgIdParams.extend({ version: z.string().min(1) });
const security = [{ bearerAuth: [] }];
const tags = ['organisations'];

/** Organisations (API.md, "Organisations"): the switcher, details, settings, logo, joining by domain, usage. */
export function organisationRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/organisation',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'Create an organisation; the caller becomes its admin (only when userCanCreateOrg)',
          security,
          body: createOrganisationBody,
          response: { 200: organisationSchema, ...errors },
        },
      },
      // No guard: there is no organisation yet; the service checks the caller's userCanCreateOrg.
      async (request) =>
        createOrganisation(db, { userId: currentUser(request).userId, name: request.body.name }),
    );

    app.get(
      '/organisation',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'The caller’s organisations, sorted by name',
          security,
          response: { 200: organisationListResponse },
        },
      },
      async (request) => ({ data: await listOrganisationsOfUser(db, currentUser(request).userId) }),
    );

    app.get(
      '/organisation/by-domain',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'Organisations on the caller’s e-mail domain that allow users to join',
          security,
          response: { 200: joinableOrganisationsResponse },
        },
      },
      async (request) => ({ data: await listJoinableOrganisations(db, currentUser(request).userId) }),
    );

    app.post(
      '/organisation/:orgId/join',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary:
            'Join an organisation on the caller’s e-mail domain, without workspaces until an admin grants one',
          security,
          params: orgIdParams,
          response: { 200: organisationSchema, ...errors, 409: errorResponse },
        },
      },
      // No membership guard (the caller is not a member yet): the service finds the organisation only when
      // it is open to the caller's domain, and answers 404 otherwise.
      async (request) =>
        joinOrganisation(db, {
          userId: currentUser(request).userId,
          unverifiedOrgId: request.params.orgId,
        }),
    );

    app.get(
      '/organisation/:orgId',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'An organisation with its workspaces and members (all for an admin, one’s own otherwise)',
          security,
          params: orgIdParams,
          response: { 200: organisationSchema, 404: errorResponse },
        },
      },
      async (request) => {
        const access = await guardOrganisation(db, {
          userId: currentUser(request).userId,
          unverifiedOrgId: request.params.orgId,
          action: 'org.view',
        });
        return organisationDetails(db, access);
      },
    );

    app.put(
      '/organisation/:orgId',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'Rename, allow users to join, change the theme (org admin)',
          security,
          params: orgIdParams,
          body: updateOrganisationBody,
          response: { 200: organisationSchema, ...errors },
        },
      },
      async (request) => {
        const access = await guardOrganisation(db, {
          userId: currentUser(request).userId,
          unverifiedOrgId: request.params.orgId,
          action: 'org.update',
        });
        return updateOrganisation(db, { access, patch: request.body });
      },
    );

    app.post(
      '/organisation/:orgId/thumbnail',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary:
            'Upload the logo (multipart field `file`; JPG or PNG, 8 MB, at least 250x250 px; org admin)',
          security,
          consumes: ['multipart/form-data'],
          params: orgIdParams,
          response: { 200: organisationSchema, ...errors },
        },
      },
      async (request) => {
        const access = await guardOrganisation(db, {
          userId: currentUser(request).userId,
          unverifiedOrgId: request.params.orgId,
          action: 'org.update',
        });
        return replaceOrganisationLogo(context, { access, upload: await readImageUpload(request) });
      },
    );

    app.delete(
      '/organisation/:orgId/thumbnail',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'Remove the logo (org admin)',
          security,
          params: orgIdParams,
          response: { 200: messageResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const access = await guardOrganisation(db, {
          userId: currentUser(request).userId,
          unverifiedOrgId: request.params.orgId,
          action: 'org.update',
        });
        await removeOrganisationLogo(context, access);
        return { message: TENANCY_MESSAGES.organisationAvatarRemoved };
      },
    );

    // Public on purpose, like profile images: <img> tags can't send the bearer token; the URL needs the
    // organisation's random id and the logo's current version.
    app.get(
      '/organisation/:orgId/thumbnail/:version',
      {
        schema: {
          tags,
          summary: 'The logo behind an organisation’s `logo` URL',
          params: logoParams,
          produces: ['image/jpeg', 'image/png'],
          response: { 200: z.unknown().describe('The image (JPEG or PNG)'), 404: errorResponse },
        },
      },
      async (request, reply) => {
        return sendStoredImage(
          reply,
          await readOrganisationLogo(context, {
            unverifiedOrgId: request.params.orgId,
            version: request.params.version,
          }),
        );
      },
    );

    app.get(
      '/organisation/:orgId/usage-metrics',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'Usage against the plan’s limits (org admin)',
          security,
          params: orgIdParams,
          response: { 200: usageMetricsResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const access = await guardOrganisation(db, {
          userId: currentUser(request).userId,
          unverifiedOrgId: request.params.orgId,
          action: 'org.usage.view',
        });
        return usageMetrics(db, access);
      },
    );

    app.get(
      '/organisation/:orgId/monthly-spend-history',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'Ad spend of the last three full months, in US dollars, newest first (org admin)',
          security,
          params: orgIdParams,
          response: { 200: monthlySpendHistoryResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const access = await guardOrganisation(db, {
          userId: currentUser(request).userId,
          unverifiedOrgId: request.params.orgId,
          action: 'org.usage.view',
        });
        return { monthylSpendHistory: await monthlySpendHistory(db, access.orgId, 3) };
      },
    );

    app.post(
      '/organisation/:orgId/ad-account-count',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: "Whether onboarding these ad accounts fits this month's plan limit",
          security,
          params: orgIdParams,
          body: adAccountCountBody,
          response: { 200: adAccountCountResponse, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const access = await guardOrganisation(db, {
          userId: currentUser(request).userId,
          unverifiedOrgId: request.params.orgId,
        });
        const organisation = await findOrganisationRow(db, access.orgId);
        if (!organisation) throw notFound();
        return adAccountCountCheck(db, {
          organisation,
          provider: request.body.platform,
          externalIds: request.body.accountIds,
        });
      },
    );

    app.get(
      '/organisation/:orgId/workspace-count',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'How many workspaces the organisation has (any member)',
          security,
          params: orgIdParams,
          response: { 200: workspaceCountResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const access = await guardOrganisation(db, {
          userId: currentUser(request).userId,
          unverifiedOrgId: request.params.orgId,
        });
        return { count: await countWorkspaces(db, access.orgId) };
      },
    );
  };
}
