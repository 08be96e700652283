import {
  createOrganisationBody,
  joinableOrganisationsResponse,
  messageResponse,
  organisationListResponse,
  organisationSchema,
  orgIdParams,
  TENANCY_MESSAGES,
  updateOrganisationBody,
  usageMetricsResponse,
  homeChecklistResponse,
  workspaceCountResponse,
  errorResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { onResource, param, publicAccess, signedIn } from '../../../platform/http/access/declare-access.ts';
import { granted } from '../../../platform/http/access/register-access.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { organisationResource } from '../access/tenancy-resources.ts';
import { countWorkspaces } from '../workspaces/workspace-lookup.service.ts';
import { readImageUpload } from '../../../platform/http/image-upload.ts';
import { sendStoredImage } from '../../../platform/http/stored-image-reply.ts';
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
import { homeChecklist } from './checklist.service.ts';
import { usageMetrics } from './usage-metrics.service.ts';

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
        config: { access: signedIn() },
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
        config: { access: signedIn() },
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
        config: { access: signedIn() },
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
        config: { access: signedIn() },
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
          planLimits: context.planLimits,
        }),
    );

    app.get(
      '/organisation/:orgId',
      {
        config: { access: onResource(organisationResource, { id: param('orgId'), action: 'org.view' }) },
        schema: {
          tags,
          summary: 'An organisation with its workspaces and members (all for an admin, one’s own otherwise)',
          security,
          params: orgIdParams,
          response: { 200: organisationSchema, 404: errorResponse },
        },
      },
      async (request) => {
        const { access } = granted(request, organisationResource);
        return organisationDetails(db, access);
      },
    );

    app.put(
      '/organisation/:orgId',
      {
        config: { access: onResource(organisationResource, { id: param('orgId'), action: 'org.update' }) },
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
        const { access } = granted(request, organisationResource);
        return updateOrganisation(context, { access, patch: request.body });
      },
    );

    app.post(
      '/organisation/:orgId/thumbnail',
      {
        config: { access: onResource(organisationResource, { id: param('orgId'), action: 'org.update' }) },
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
        const { access } = granted(request, organisationResource);
        return replaceOrganisationLogo(context, { access, upload: await readImageUpload(request) });
      },
    );

    app.delete(
      '/organisation/:orgId/thumbnail',
      {
        config: { access: onResource(organisationResource, { id: param('orgId'), action: 'org.update' }) },
        schema: {
          tags,
          summary: 'Remove the logo (org admin)',
          security,
          params: orgIdParams,
          response: { 200: messageResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { access } = granted(request, organisationResource);
        await removeOrganisationLogo(context, access);
        return { message: TENANCY_MESSAGES.organisationAvatarRemoved };
      },
    );

    // Public on purpose, like profile images: <img> tags can't send the bearer token; the URL needs the
    // organisation's random id and the logo's current version.
    app.get(
      '/organisation/:orgId/thumbnail/:version',
      {
        config: { access: publicAccess() },
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
      '/organisation/:orgId/checklist',
      {
        config: { access: onResource(organisationResource, { id: param('orgId'), action: 'org.view' }) },
        schema: {
          tags,
          summary: 'Home’s getting-started checklist, from what the organisation’s people did',
          security,
          params: orgIdParams,
          response: { 200: homeChecklistResponse, 404: errorResponse },
        },
      },
      async (request) => homeChecklist(context, granted(request, organisationResource).access),
    );

    app.get(
      '/organisation/:orgId/usage-metrics',
      {
        config: {
          access: onResource(organisationResource, { id: param('orgId'), action: 'org.usage.view' }),
        },
        schema: {
          tags,
          summary: 'Usage against the plan’s limits (org admin)',
          security,
          params: orgIdParams,
          response: { 200: usageMetricsResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { access } = granted(request, organisationResource);
        return usageMetrics(context, access);
      },
    );

    app.get(
      '/organisation/:orgId/workspace-count',
      {
        config: { access: onResource(organisationResource, { id: param('orgId') }) },
        schema: {
          tags,
          summary: 'How many workspaces the organisation has (any member)',
          security,
          params: orgIdParams,
          response: { 200: workspaceCountResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { access } = granted(request, organisationResource);
        return { count: await countWorkspaces(db, access.orgId) };
      },
    );
  };
}
