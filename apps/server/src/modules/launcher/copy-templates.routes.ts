import {
  copyTemplateBody,
  copyTemplateIdParams,
  copyTemplateSchema,
  errorResponse,
  launcherAccountIdParams,
} from '@hookline/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { onResource, param } from '../../platform/http/access/declare-access.ts';
import { granted } from '../../platform/http/access/register-access.ts';
import { currentUser } from '../../platform/http/authenticate.ts';
import { copyTemplateResource } from './copy-templates.resource.ts';
import {
  createCopyTemplate,
  deleteCopyTemplate,
  listCopyTemplates,
  updateCopyTemplate,
} from './copy-templates.service.ts';
import { launcherAccountResource, requireLaunchRight } from './launcher-resources.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];
const tags = ['adlauncher: copy templates'];
const onAccount = onResource(launcherAccountResource, {
  id: param('adAccountId'),
  action: 'adlauncher.launch',
});
const onTemplate = onResource(copyTemplateResource, { id: param('templateId'), action: 'adlauncher.launch' });

/** An account's copy templates: whoever may launch on the account reads and writes them. */
export function copyTemplateRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/adlauncher/ad-accounts/:adAccountId/copy-templates',
      {
        config: { access: onAccount },
        schema: {
          tags,
          summary: "The account's copy templates, by name",
          security,
          params: launcherAccountIdParams,
          response: { 200: z.object({ data: z.array(copyTemplateSchema) }), ...errors },
        },
      },
      async (request) => {
        const { row, access } = granted(request, launcherAccountResource);
        await requireLaunchRight(db, row, { role: access.role, userId: currentUser(request).userId });
        return { data: await listCopyTemplates(db, row.id) };
      },
    );

    app.post(
      '/adlauncher/ad-accounts/:adAccountId/copy-templates',
      {
        config: { access: onAccount },
        schema: {
          tags,
          summary: 'Save a copy template (primary text, headline, description, call to action, URL)',
          security,
          params: launcherAccountIdParams,
          body: copyTemplateBody,
          response: { 200: copyTemplateSchema, ...errors },
        },
      },
      async (request) => {
        const { row, access } = granted(request, launcherAccountResource);
        await requireLaunchRight(db, row, { role: access.role, userId: currentUser(request).userId });
        return createCopyTemplate(db, { account: row, template: request.body });
      },
    );

    app.put(
      '/adlauncher/copy-templates/:templateId',
      {
        config: { access: onTemplate },
        schema: {
          tags,
          summary: "Change a copy template's name, words and link",
          security,
          params: copyTemplateIdParams,
          body: copyTemplateBody,
          response: { 200: copyTemplateSchema, ...errors },
        },
      },
      async (request) => {
        const { row, access } = granted(request, copyTemplateResource);
        await requireLaunchRight(
          db,
          { id: row.launcherAccountId },
          { role: access.role, userId: currentUser(request).userId },
        );
        return updateCopyTemplate(db, { template: row, changes: request.body, now: context.clock.now() });
      },
    );

    app.delete(
      '/adlauncher/copy-templates/:templateId',
      {
        config: { access: onTemplate },
        schema: {
          tags,
          summary: 'Delete a copy template',
          security,
          params: copyTemplateIdParams,
          response: { 200: z.object({ _id: z.string() }), ...errors },
        },
      },
      async (request) => {
        const { row, access } = granted(request, copyTemplateResource);
        await requireLaunchRight(
          db,
          { id: row.launcherAccountId },
          { role: access.role, userId: currentUser(request).userId },
        );
        await deleteCopyTemplate(db, row);
        return { _id: row.id };
      },
    );
  };
}
