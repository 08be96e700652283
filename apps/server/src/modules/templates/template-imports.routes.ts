import {
  canvaBrandTemplatesQuery,
  canvaBrandTemplatesResponse,
  canvaConnectionResponse,
  canvaConnectResponse,
  deniedMessage,
  errorResponse,
  TEMPLATE_MESSAGES,
  templateAutofillBody,
  templateAutofillResponse,
  templateIdParams,
  templateImportBody,
  templateImportResponse,
  templateWorkspaceQuery,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { body, onResource, publicAccess, query } from '../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../platform/http/access/register-access.ts';
import { badRequest, forbidden } from '../../platform/http/app-error.ts';
import {
  canvaConnectionOf,
  disconnectCanva,
  finishCanvaConnect,
  listCanvaBrandTemplates,
  startCanvaConnect,
} from './connectors/templates-connectors.service.ts';
import { templateImportsPage } from './template-imports-page.ts';
import { autofillTemplate, importTemplate } from './template-imports.service.ts';
import { useTemplate } from './template-uses.service.ts';
import { findVisibleTemplate } from './templates.service.ts';
import { templateMediaLinks } from './template-media.ts';
import { templatesWorkspaceResource } from './template-resources.ts';
import { templateDtos } from './templates.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };
const security = [{ bearerAuth: [] }];
const tags = ['templates'];

/** Who may import and connect design tools: a workspace's members with Ad Templates, guests aside. */
const manage = (from: 'body' | 'query') =>
  onResource(templatesWorkspaceResource, {
    id: from === 'body' ? body('workspaceId') : query('workspaceId'),
    action: 'adtemplates.manage',
  });

/**
 * Ad Templates' design tools (API.md, "Ad templates"): importing a Figma frame or a Canva brand template,
 * and the organisation's Canva connection (OAuth with PKCE).
 */
export function templateImportsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const media = templateMediaLinks(context.config.jwtSecret);
  return async (app) => {
    const memberOf = (request: Parameters<typeof signedInMember>[0]) => {
      const { access } = granted(request, templatesWorkspaceResource);
      return { userId: signedInMember(request).userId, orgId: access.orgId, workspaceId: access.workspaceId };
    };

    app.post(
      '/templates/import',
      {
        config: { access: manage('body') },
        schema: {
          tags,
          summary:
            "Import a Figma frame (by its link) or a Canva brand template as one of the organisation's templates",
          description:
            'The preview is copied into storage, since the providers’ render links expire. Importing the same ' +
            'design again refreshes the template. Figma needs FIGMA_ACCESS_TOKEN; Canva, a connection.',
          security,
          body: templateImportBody,
          response: { 200: templateImportResponse, ...errors, 502: errorResponse },
        },
      },
      async (request) => {
        const member = memberOf(request);
        const row = await importTemplate(context, { orgId: member.orgId, body: request.body });
        const [dto] = await templateDtos(context.database.db, member, [row], media);
        return { ...dto!, message: TEMPLATE_MESSAGES.imported(row.name) };
      },
    );

    app.post(
      '/templates/:templateId/autofill',
      {
        config: { access: manage('body') },
        schema: {
          tags,
          summary: "Fill a Canva brand template's text fields into a new design in the organisation's Canva",
          description:
            "Counts as a use (the plan's `adTemplateCount`). Needs a Canva connection whose plan allows autofill.",
          security,
          params: templateIdParams,
          body: templateAutofillBody,
          response: { 200: templateAutofillResponse, ...errors, 502: errorResponse },
        },
      },
      async (request) => {
        const member = memberOf(request);
        const template = await findVisibleTemplate(context.database.db, member, request.params.templateId);
        if (template.source !== 'canva') throw badRequest(TEMPLATE_MESSAGES.autofillCanvaOnly);
        await useTemplate(context, member, template.id);
        const { designURL } = await autofillTemplate(context, {
          orgId: member.orgId,
          template,
          body: request.body,
        });
        return { designURL, message: TEMPLATE_MESSAGES.autofilled };
      },
    );

    app.get(
      '/templates/canva',
      {
        config: {
          access: onResource(templatesWorkspaceResource, {
            id: query('workspaceId'),
            action: 'workspace.view',
          }),
        },
        schema: {
          tags,
          summary: 'Whether this server has Canva, and whether the organisation is connected to it',
          security,
          querystring: templateWorkspaceQuery,
          response: { 200: canvaConnectionResponse, ...errors },
        },
      },
      async (request) => canvaConnectionOf(context, memberOf(request).orgId),
    );

    app.get(
      '/templates/canva/connect',
      {
        config: { access: manage('query') },
        schema: {
          tags,
          summary:
            "Start connecting the organisation to Canva: Canva's sign-in page, for the browser to open",
          security,
          querystring: templateWorkspaceQuery,
          response: { 200: canvaConnectResponse, ...errors },
        },
      },
      async (request) => startCanvaConnect(context, memberOf(request)),
    );

    app.get(
      '/templates/canva/callback',
      {
        // Canva sends the browser back here without a token: the single-use state names who started it.
        config: { access: publicAccess() },
        schema: {
          tags,
          summary: 'Where Canva sends the browser back after its sign-in (OAuth redirect URI)',
          querystring: z.object({
            state: z.string().max(512).optional(),
            code: z.string().max(4096).optional(),
            error: z.string().max(512).optional(),
          }),
          response: { 400: errorResponse, 403: errorResponse },
        },
      },
      async (request, reply) => {
        const outcome = await finishCanvaConnect(context, {
          query: request.query,
          // The member who left for Canva must still be allowed to connect when the browser comes back.
          authorise: async (binding) => {
            const resolved = await templatesWorkspaceResource.forMember(context.database.db, {
              userId: binding.userId,
              id: binding.workspaceId,
            });
            const caller = { kind: 'member', userId: binding.userId, sessionId: '' } as const;
            const allowed =
              resolved !== undefined &&
              templatesWorkspaceResource.allowedActions(resolved, caller).includes('adtemplates.manage');
            if (!allowed) throw forbidden(deniedMessage('adtemplates.manage'));
          },
        });
        return reply.redirect(templateImportsPage(context.config.appUrl, outcome), 303);
      },
    );

    app.delete(
      '/templates/canva',
      {
        config: { access: manage('query') },
        schema: {
          tags,
          summary:
            'Disconnect the organisation from Canva: its tokens are forgotten; imported templates stay',
          security,
          querystring: templateWorkspaceQuery,
          response: { 200: z.object({ message: z.string() }), ...errors },
        },
      },
      async (request) => {
        await disconnectCanva(context, memberOf(request).orgId);
        return { message: TEMPLATE_MESSAGES.canvaDisconnected };
      },
    );

    app.get(
      '/templates/canva/brand-templates',
      {
        config: { access: manage('query') },
        schema: {
          tags,
          summary: "A page of the organisation's Canva brand templates, to pick one to import",
          security,
          querystring: canvaBrandTemplatesQuery,
          response: { 200: canvaBrandTemplatesResponse, ...errors, 502: errorResponse },
        },
      },
      async (request) =>
        listCanvaBrandTemplates(context, {
          orgId: memberOf(request).orgId,
          continuation: request.query.continuation,
          query: request.query.query,
        }),
    );
  };
}
