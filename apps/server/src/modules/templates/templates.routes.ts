import {
  deniedMessage,
  errorResponse,
  orgIdParams,
  templateCountResponse,
  templateFavouriteResponse,
  templateIdParams,
  templateListBody,
  templateListResponse,
  templatePreviewBody,
  templateRenderBody,
  templateRenderResponse,
  templateSchema,
  templateUseBody,
  templateUseResponse,
  templateWorkspaceQuery,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { body, onResource, param, publicAccess, query } from '../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../platform/http/access/register-access.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import { sendStored } from '../../platform/http/send-stored.ts';
import { isUuid } from '../../platform/uuid.ts';
import { driveFolderResource } from '../drive/index.ts';
import { organisationResource } from '../tenancy/index.ts';
import { setTemplateFavourite } from './template-favourites.ts';
import { libraryDesignBySlug } from './library-seed.ts';
import { designHash, isImportPreviewKey, parsePreviewKey, templateMediaLinks } from './template-media.ts';
import { drawPreviews } from './library-seed.ts';
import { previewTemplate, renderTemplate } from './template-render.service.ts';
import { templatesWorkspaceResource } from './template-resources.ts';
import { usedTemplateCount, useTemplate } from './template-uses.service.ts';
import { findVisibleTemplate, listTemplates, readTemplate } from './templates.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];
const tags = ['templates'];

/** A library preview never changes under its key (template-media.ts), so browsers keep it a year. */
const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** An import's preview, through a signed link: kept by the member's browser while the link lasts. */
const IMPORT_MEDIA_CACHE_CONTROL = 'private, max-age=21600';
/** A live preview is the member's own, and changes with each keystroke: kept a little, privately. */
const PREVIEW_CACHE_CONTROL = 'private, max-age=300';

/** Ad Templates' calls (API.md, "Ad templates"): the library, favourites, uses, previews and renders. */
export function templatesRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const media = templateMediaLinks(context.config.jwtSecret);
  return async (app) => {
    /** The member reading or using the library in the workspace their grant names. */
    const readerOf = (request: Parameters<typeof signedInMember>[0]) => {
      const { access } = granted(request, templatesWorkspaceResource);
      return { userId: signedInMember(request).userId, orgId: access.orgId, workspaceId: access.workspaceId };
    };

    app.post(
      '/templates/list',
      {
        config: {
          access: onResource(templatesWorkspaceResource, {
            id: body('workspaceId'),
            action: 'workspace.view',
          }),
        },
        schema: {
          tags,
          summary:
            'A page of the template library, filtered and sorted (newest, oldest, or a seeded random order)',
          description:
            'Pages hold 50 templates; more exists only after a full page. The same `seed` keeps one random ' +
            "order across pages. Another organisation's imports are never listed.",
          security,
          body: templateListBody,
          response: { 200: templateListResponse, ...errors },
        },
      },
      async (request) => listTemplates(db, readerOf(request), request.body, media),
    );

    app.get(
      '/templates/:templateId',
      {
        config: {
          access: onResource(templatesWorkspaceResource, {
            id: query('workspaceId'),
            action: 'workspace.view',
          }),
        },
        schema: {
          tags,
          summary: 'One template, with its slots and previews',
          security,
          params: templateIdParams,
          querystring: templateWorkspaceQuery,
          response: { 200: templateSchema, ...errors },
        },
      },
      async (request) => readTemplate(db, readerOf(request), request.params.templateId, media),
    );

    for (const on of [true, false]) {
      app.route({
        method: on ? 'POST' : 'DELETE',
        url: '/templates/:templateId/favourite',
        config: {
          access: onResource(templatesWorkspaceResource, {
            id: query('workspaceId'),
            action: 'adtemplates.manage',
          }),
        },
        schema: {
          tags,
          summary: on ? 'Add a template to your favourites' : 'Remove a template from your favourites',
          description: 'Your own list, wherever you browse the library; doing it twice is doing it once.',
          security,
          params: templateIdParams,
          querystring: templateWorkspaceQuery,
          response: { 200: templateFavouriteResponse, ...errors },
        },
        handler: async (request) => {
          const reader = readerOf(request);
          const template = await findVisibleTemplate(db, reader, request.params.templateId);
          return setTemplateFavourite(db, { userId: reader.userId, templateId: template.id, on });
        },
      });
    }

    app.post(
      '/templates/:templateId/use',
      {
        config: {
          access: onResource(templatesWorkspaceResource, {
            id: body('workspaceId'),
            action: 'adtemplates.manage',
          }),
        },
        schema: {
          tags,
          summary: 'Use a template: it counts once per workspace, and joins your "previously used"',
          description: "Past the plan's `adTemplateCount`, 403 PLAN_LIMIT_REACHED.",
          security,
          params: templateIdParams,
          body: templateUseBody,
          response: { 200: templateUseResponse, ...errors },
        },
      },
      async (request) => {
        const { template, count } = await useTemplate(context, readerOf(request), request.params.templateId);
        return { designURL: template.designUrl, count };
      },
    );

    app.get(
      '/organisation/:orgId/template-count',
      {
        config: { access: onResource(organisationResource, { id: param('orgId') }) },
        schema: {
          tags: ['organisations'],
          summary:
            "The organisation's used templates (each once per workspace), as its usage metrics count them",
          security,
          params: orgIdParams,
          response: { 200: templateCountResponse, ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, organisationResource);
        return { count: await usedTemplateCount(db, access.orgId) };
      },
    );

    app.post(
      '/templates/:templateId/preview',
      {
        config: {
          access: onResource(templatesWorkspaceResource, {
            id: body('workspaceId'),
            action: 'adtemplates.manage',
          }),
        },
        schema: {
          tags,
          summary:
            "Make it yours: a live preview of the filled template at one size (half the render's pixels)",
          security,
          params: templateIdParams,
          body: templatePreviewBody,
          produces: ['image/png'],
          response: { 200: z.unknown().describe('The preview, as image/png'), ...errors },
        },
      },
      async (request, reply) => {
        const reader = readerOf(request);
        const template = await findVisibleTemplate(db, reader, request.params.templateId);
        const png = await previewTemplate(context, {
          template,
          workspaceId: reader.workspaceId,
          body: request.body,
        });
        return reply.type('image/png').header('cache-control', PREVIEW_CACHE_CONTROL).send(png);
      },
    );

    app.post(
      '/templates/:templateId/render',
      {
        config: {
          access: onResource(templatesWorkspaceResource, {
            id: body('workspaceId'),
            action: 'adtemplates.manage',
          }),
        },
        schema: {
          tags,
          summary: 'Make it yours: render the filled template at each size into a Creative Hub folder',
          description:
            'Each size becomes a PNG file of the folder; the same template at the same size rendered into the ' +
            "same folder again becomes a new version of that file. Counts as a use (the plan's `adTemplateCount`).",
          security,
          params: templateIdParams,
          body: templateRenderBody,
          response: { 200: templateRenderResponse, ...errors },
        },
      },
      async (request) => {
        const reader = readerOf(request);
        const { folderId } = request.body;
        const caller = signedInMember(request);
        const folder = isUuid(folderId)
          ? await driveFolderResource.forMember(db, { userId: reader.userId, id: folderId })
          : undefined;
        if (!folder || folder.row.workspaceId !== reader.workspaceId) throw notFound();
        if (!driveFolderResource.allowedActions(folder, caller).includes('file.upload')) {
          throw forbidden(deniedMessage('file.upload'));
        }
        const template = await findVisibleTemplate(db, reader, request.params.templateId);
        return renderTemplate(context, {
          template,
          countUse: () => useTemplate(context, reader, template.id),
          orgId: reader.orgId,
          workspaceId: reader.workspaceId,
          userId: reader.userId,
          folderId: folder.row.id,
          body: request.body,
        });
      },
    );

    app.get(
      '/templates/media/*',
      {
        // Public on purpose: `<img>` sends no token, and the library's own previews are no tenant's data.
        config: { access: publicAccess() },
        schema: {
          tags,
          summary:
            "A stored preview of a template, by its key (a template's `previews[].url`): the library's public, an import's by its signed link",
          params: z.object({ '*': z.string() }),
          querystring: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
          response: { 404: errorResponse },
        },
      },
      async (request, reply) => {
        const key = request.params['*'];
        if (isImportPreviewKey(key)) {
          const { exp, sig } = request.query;
          if (!exp || !sig || !media.verify(key, exp, sig)) throw notFound();
          return sendStored(request, reply, {
            storage: context.storage,
            key,
            contentType: 'image/png',
            cacheControl: IMPORT_MEDIA_CACHE_CONTROL,
          });
        }
        const parsed = parsePreviewKey(key);
        if (!parsed) throw notFound();
        if (!(await context.storage.head(key))) {
          // Lost from storage, or asked for before the job drew it: drawn now when the design is current.
          const design = libraryDesignBySlug(parsed.slug);
          if (!design || designHash(design) !== parsed.hash) throw notFound();
          await drawPreviews(context, design);
        }
        return sendStored(request, reply, {
          storage: context.storage,
          key,
          contentType: 'image/png',
          cacheControl: MEDIA_CACHE_CONTROL,
        });
      },
    );
  };
}
