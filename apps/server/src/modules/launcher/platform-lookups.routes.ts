import {
  accountCreativeSchema,
  errorResponse,
  launchPageSchema,
  launchPixelSchema,
  launcherAdsetSchema,
  leadFormBody,
  leadFormSchema,
  newAdsetSchema,
  previewBody,
  previewSchema,
} from '@hookline/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { onResource, param } from '../../platform/http/access/declare-access.ts';
import { granted } from '../../platform/http/access/register-access.ts';
import type { FastifyRequest } from 'fastify';
import { userIdOf } from './launch-caller.ts';
import { launcherAccountResource, requireLaunchRight } from './launcher-resources.ts';
import {
  accountCreatives,
  createAdset,
  createLeadForm,
  listAdsets,
  listLeadForms,
  listPages,
  listPixels,
  previewAd,
} from './platform-lookups.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 502: errorResponse };
const security = [{ bearerAuth: [] }];
const tags = ['adlauncher: launch'];
const params = z.object({ adAccountId: z.string() });

/**
 * What the launch wizard reads from and makes on the account's platform: Pages, pixels, ad sets, lead forms,
 * previews, media.
 */
export function platformLookupRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const access = onResource(launcherAccountResource, {
    id: param('adAccountId'),
    action: 'adlauncher.launch',
  });

  /** The account, once the caller is proven to launch on it. */
  async function launchable(request: FastifyRequest) {
    const proven = granted(request, launcherAccountResource);
    await requireLaunchRight(db, proven.row, { role: proven.access.role, userId: userIdOf(proven.caller) });
    return proven.row;
  }

  return async (app) => {
    app.get(
      '/adlauncher/ad-accounts/:adAccountId/pages',
      {
        config: { access },
        schema: {
          tags,
          summary: 'The Pages (and their Instagram accounts) ads may be launched as',
          security,
          params,
          response: { 200: z.object({ data: z.array(launchPageSchema) }), ...errors },
        },
      },
      async (request) => ({ data: await listPages(context, await launchable(request)) }),
    );

    app.get(
      '/adlauncher/ad-accounts/:adAccountId/pixels',
      {
        config: { access },
        schema: {
          tags,
          summary: "The account's pixels",
          security,
          params,
          response: { 200: z.object({ data: z.array(launchPixelSchema) }), ...errors },
        },
      },
      async (request) => ({ data: await listPixels(context, await launchable(request)) }),
    );

    app.get(
      '/adlauncher/ad-accounts/:adAccountId/adsets',
      {
        config: { access },
        schema: {
          tags,
          summary: "The account's ad sets",
          security,
          params,
          response: { 200: z.object({ data: z.array(launcherAdsetSchema) }), ...errors },
        },
      },
      async (request) => ({ data: await listAdsets(context, await launchable(request)) }),
    );

    app.post(
      '/adlauncher/ad-accounts/:adAccountId/adsets',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Create an ad set (and its campaign unless one is named)',
          security,
          params,
          headers: z.looseObject({ 'idempotency-key': z.string().max(255).optional() }),
          body: newAdsetSchema,
          response: { 200: z.object({ id: z.string(), campaignId: z.string() }), ...errors },
        },
      },
      async (request) =>
        createAdset(context, {
          account: await launchable(request),
          adset: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        }),
    );

    app.get(
      '/adlauncher/ad-accounts/:adAccountId/lead-forms',
      {
        config: { access },
        schema: {
          tags,
          summary: "A Page's lead forms (the launch settings' Page unless one is named)",
          security,
          params,
          querystring: z.object({ pageId: z.string().max(64).optional() }),
          response: { 200: z.object({ data: z.array(leadFormSchema) }), ...errors },
        },
      },
      async (request) => ({
        data: await listLeadForms(context, {
          account: await launchable(request),
          pageId: request.query.pageId,
        }),
      }),
    );

    app.post(
      '/adlauncher/ad-accounts/:adAccountId/lead-forms',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Create a lead form on a Page',
          security,
          params,
          body: leadFormBody,
          response: { 200: leadFormSchema, ...errors },
        },
      },
      async (request) => createLeadForm(context, { account: await launchable(request), form: request.body }),
    );

    app.get(
      '/adlauncher/ad-accounts/:adAccountId/creatives',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Media already uploaded to the account',
          security,
          params,
          response: { 200: z.object({ data: z.array(accountCreativeSchema) }), ...errors },
        },
      },
      async (request) => ({ data: await accountCreatives(context, await launchable(request)) }),
    );

    app.post(
      '/adlauncher/ad-accounts/:adAccountId/previews',
      {
        config: { access },
        schema: {
          tags,
          summary: "An ad's preview in each placement",
          security,
          params,
          body: previewBody,
          response: { 200: z.object({ data: z.array(previewSchema) }), ...errors },
        },
      },
      async (request) => ({
        data: await previewAd(context, { account: await launchable(request), ad: request.body.ad }),
      }),
    );
  };
}
