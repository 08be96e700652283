import {
  assignCreativeTagsBody,
  createCreativeTagBody,
  createFolderBody,
  createNamingConventionBody,
  createPresetBody,
  createReportBody,
  creativeTagIdParams,
  creativeTagListQuery,
  creativeTagSchema,
  deleteFolderResponse,
  deleteReportResponse,
  errorResponse,
  folderIdParams,
  folderSchema,
  folderTreeQuery,
  folderTreeResponse,
  namingConventionIdParams,
  namingConventionListQuery,
  namingConventionSchema,
  newReportQuery,
  presetIdParams,
  presetListQuery,
  presetSchema,
  reorderFoldersBody,
  reportIdParams,
  reportSchema,
  updateCreativeTagBody,
  updateFolderBody,
  updateNamingConventionBody,
  updatePresetBody,
  updateReportBody,
  requiredString,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import {
  body,
  onResource,
  param,
  query,
  type AccessDeclaration,
  type IdSource,
} from '../../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../../platform/http/access/register-access.ts';
import { adAccountResource, analyticsWorkspaceResource } from '../../ad-accounts/index.ts';
import {
  creativeTagResource,
  namingConventionResource,
  reportFolderResource,
  savedReportResource,
  tablePresetResource,
} from '../report-resources.ts';
import { assignTags, createTag, deleteTag, listTags, updateTag } from './creative-tags.service.ts';
import { createFolder, deleteFolder, folderTree, reorderFolders, updateFolder } from './folders.service.ts';
import {
  createConvention,
  deleteConvention,
  listConventions,
  updateConvention,
} from './naming-conventions.service.ts';
import { createPreset, deletePreset, listPresets, updatePreset } from './presets.service.ts';
import { createReport, deleteReport, toReportDto, unsavedReport, updateReport } from './reports.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const security = [{ bearerAuth: [] }];
const adAccountQuery = z.object({ adAccountId: requiredString('adAccountId is required') });

type AnalyticsAction = 'analytics.view' | 'analytics.manage';
type IdFrom = (key: string) => IdSource;

/** A route on the workspace its query or body names (`workspaceId`), through an Analytics grant. */
const onWorkspace = (from: IdFrom, action: AnalyticsAction): AccessDeclaration =>
  onResource(analyticsWorkspaceResource, { id: from('workspaceId'), action });

/** A route on the ad account its query or body names (`adAccountId`), pinned to the named `workspaceId`. */
const onAccountInWorkspace = (from: IdFrom, action: AnalyticsAction): AccessDeclaration =>
  onResource(adAccountResource, { id: from('adAccountId'), within: from('workspaceId'), action });

/** Report folders, saved reports, table presets, creative tags and naming conventions (API.md, "Reports service"). */
export function libraryRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    // ---------- Folders ----------
    const folderTags = ['analytics: folders'];
    app.get(
      '/folders',
      {
        config: { access: onWorkspace(query, 'analytics.view') },
        schema: {
          tags: folderTags,
          summary: 'The folder tree with its reports, and reports in no folder',
          security,
          querystring: folderTreeQuery,
          response: { 200: folderTreeResponse, ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, analyticsWorkspaceResource);
        return folderTree(db, { access, adAccountId: request.query.adAccountId });
      },
    );
    app.post(
      '/folders',
      {
        config: { access: onAccountInWorkspace(body, 'analytics.manage') },
        schema: {
          tags: folderTags,
          summary: 'Create a folder, last in its ad account',
          security,
          body: createFolderBody,
          response: { 200: folderSchema, ...errors },
        },
      },
      async (request) => {
        const { access, row: account } = granted(request, adAccountResource);
        return createFolder(db, {
          access,
          account,
          name: request.body.name,
          emoticon: request.body.emoticon,
        });
      },
    );
    app.put(
      '/folders/reorder',
      {
        config: { access: onAccountInWorkspace(body, 'analytics.manage') },
        schema: {
          tags: folderTags,
          summary: "Order an ad account's folders and the reports in them",
          security,
          body: reorderFoldersBody,
          response: { 200: folderTreeResponse, ...errors },
        },
      },
      async (request) => {
        const { access, row: account } = granted(request, adAccountResource);
        await reorderFolders(db, { account, folders: request.body.folders });
        return folderTree(db, { access, adAccountId: account.id });
      },
    );
    app.put(
      '/folders/:folderId',
      {
        config: {
          access: onResource(reportFolderResource, { id: param('folderId'), action: 'analytics.manage' }),
        },
        schema: {
          tags: folderTags,
          summary: 'Rename a folder or change its emoticon',
          security,
          params: folderIdParams,
          body: updateFolderBody,
          response: { 200: folderSchema, ...errors },
        },
      },
      async (request) => updateFolder(db, granted(request, reportFolderResource).row, request.body),
    );
    app.delete(
      '/folders/:folderId',
      {
        config: {
          access: onResource(reportFolderResource, { id: param('folderId'), action: 'analytics.manage' }),
        },
        schema: {
          tags: folderTags,
          summary: 'Delete a folder and the reports in it',
          security,
          params: folderIdParams,
          response: { 200: deleteFolderResponse, ...errors },
        },
      },
      async (request) => {
        const { row: folder } = granted(request, reportFolderResource);
        await deleteFolder(db, folder);
        return { folderId: folder.id };
      },
    );

    // ---------- Reports ----------
    const reportTags = ['analytics: reports'];
    app.post(
      '/reports',
      {
        config: { access: onAccountInWorkspace(body, 'analytics.manage') },
        schema: {
          tags: reportTags,
          summary: "Save a report; fields left out take the platform's defaults",
          security,
          body: createReportBody,
          response: { 200: reportSchema, ...errors },
        },
      },
      async (request) => {
        const { access, row: account } = granted(request, adAccountResource);
        const { userId } = signedInMember(request);
        return createReport(db, { access, userId, account, body: request.body });
      },
    );
    app.get(
      '/reports/new',
      {
        config: {
          access: onResource(adAccountResource, { id: query('adAccountId'), action: 'analytics.view' }),
        },
        schema: {
          tags: reportTags,
          summary: 'The defaults of a new, unsaved report (id "new")',
          security,
          querystring: newReportQuery,
          response: { 200: reportSchema, ...errors },
        },
      },
      async (request) => unsavedReport(granted(request, adAccountResource).row, request.query.comparison),
    );
    app.get(
      '/reports/:reportId',
      {
        config: {
          access: onResource(savedReportResource, { id: param('reportId'), action: 'analytics.view' }),
        },
        schema: {
          tags: reportTags,
          summary: 'A saved report',
          security,
          params: reportIdParams,
          response: { 200: reportSchema, ...errors },
        },
      },
      async (request) => toReportDto(granted(request, savedReportResource).row),
    );
    app.put(
      '/reports/:reportId',
      {
        config: {
          access: onResource(savedReportResource, { id: param('reportId'), action: 'analytics.manage' }),
        },
        schema: {
          tags: reportTags,
          summary: 'Change a saved report (another ad account resets its metric sets)',
          security,
          params: reportIdParams,
          body: updateReportBody,
          response: { 200: reportSchema, ...errors },
        },
      },
      async (request) => {
        const { access, row: report } = granted(request, savedReportResource);
        return updateReport(db, { access, report, body: request.body });
      },
    );
    app.delete(
      '/reports/:reportId',
      {
        config: {
          access: onResource(savedReportResource, { id: param('reportId'), action: 'analytics.manage' }),
        },
        schema: {
          tags: reportTags,
          summary: 'Delete a saved report',
          security,
          params: reportIdParams,
          response: { 200: deleteReportResponse, ...errors },
        },
      },
      async (request) => {
        const { row: report } = granted(request, savedReportResource);
        await deleteReport(db, report);
        return { reportId: report.id };
      },
    );

    // ---------- Table presets ----------
    const presetTags = ['analytics: table presets'];
    app.get(
      '/presets',
      {
        config: { access: onWorkspace(query, 'analytics.view') },
        schema: {
          tags: presetTags,
          summary: "The workspace's table presets",
          security,
          querystring: presetListQuery,
          response: { 200: z.object({ data: z.array(presetSchema) }), ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, analyticsWorkspaceResource);
        return { data: await listPresets(db, { access, platform: request.query.platform }) };
      },
    );
    app.post(
      '/presets',
      {
        config: { access: onWorkspace(body, 'analytics.manage') },
        schema: {
          tags: presetTags,
          summary: 'Save a set of table columns',
          security,
          body: createPresetBody,
          response: { 200: presetSchema, ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, analyticsWorkspaceResource);
        const { userId } = signedInMember(request);
        return createPreset(db, { access, userId, ...request.body });
      },
    );
    app.put(
      '/presets/:presetId',
      {
        config: {
          access: onResource(tablePresetResource, { id: param('presetId'), action: 'analytics.manage' }),
        },
        schema: {
          tags: presetTags,
          summary: 'Rename a preset or change its columns',
          security,
          params: presetIdParams,
          body: updatePresetBody,
          response: { 200: presetSchema, ...errors },
        },
      },
      async (request) => updatePreset(db, granted(request, tablePresetResource).row, request.body),
    );
    app.delete(
      '/presets/:presetId',
      {
        config: {
          access: onResource(tablePresetResource, { id: param('presetId'), action: 'analytics.manage' }),
        },
        schema: {
          tags: presetTags,
          summary: 'Delete a preset',
          security,
          params: presetIdParams,
          response: { 200: z.object({ presetId: z.string() }), ...errors },
        },
      },
      async (request) => {
        const { row: preset } = granted(request, tablePresetResource);
        await deletePreset(db, preset);
        return { presetId: preset.id };
      },
    );

    // ---------- Creative tags ----------
    const tagTags = ['analytics: creative tags'];
    const tagList = z.object({ data: z.array(creativeTagSchema) });
    app.get(
      '/creative-tags',
      {
        config: { access: onAccountInWorkspace(query, 'analytics.view') },
        schema: {
          tags: tagTags,
          summary: "An ad account's creative tags with how many ads carry each",
          security,
          querystring: creativeTagListQuery,
          response: { 200: tagList, ...errors },
        },
      },
      async (request) => ({ data: await listTags(db, granted(request, adAccountResource).row.id) }),
    );
    app.post(
      '/creative-tags',
      {
        config: { access: onAccountInWorkspace(body, 'analytics.manage') },
        schema: {
          tags: tagTags,
          summary: 'Create a creative tag (names are unique per ad account)',
          security,
          body: createCreativeTagBody,
          response: { 200: creativeTagSchema, ...errors },
        },
      },
      async (request) => {
        const { access, row: account } = granted(request, adAccountResource);
        return createTag(db, { access, account, name: request.body.name, color: request.body.color });
      },
    );
    app.put(
      '/creative-tags/assign',
      {
        config: {
          access: onResource(adAccountResource, { id: query('adAccountId'), action: 'analytics.manage' }),
        },
        schema: {
          tags: tagTags,
          summary: 'Tag or untag the creatives of chosen ads (every ad sharing a creative follows)',
          security,
          querystring: adAccountQuery,
          body: assignCreativeTagsBody,
          response: { 200: tagList, ...errors },
        },
      },
      async (request) => {
        const { row: account } = granted(request, adAccountResource);
        return { data: await assignTags(db, { account, ...request.body }) };
      },
    );
    app.put(
      '/creative-tags/:tagId',
      {
        config: {
          access: onResource(creativeTagResource, { id: param('tagId'), action: 'analytics.manage' }),
        },
        schema: {
          tags: tagTags,
          summary: 'Rename or recolour a creative tag',
          security,
          params: creativeTagIdParams,
          body: updateCreativeTagBody,
          response: { 200: creativeTagSchema, ...errors },
        },
      },
      async (request) => updateTag(db, granted(request, creativeTagResource).row, request.body),
    );
    app.delete(
      '/creative-tags/:tagId',
      {
        config: {
          access: onResource(creativeTagResource, { id: param('tagId'), action: 'analytics.manage' }),
        },
        schema: {
          tags: tagTags,
          summary: 'Delete a creative tag from every creative',
          security,
          params: creativeTagIdParams,
          response: { 200: z.object({ tagId: z.string() }), ...errors },
        },
      },
      async (request) => {
        const { row: tag } = granted(request, creativeTagResource);
        await deleteTag(db, tag);
        return { tagId: tag.id };
      },
    );

    // ---------- Naming conventions ----------
    const conventionTags = ['analytics: naming conventions'];
    app.get(
      '/naming-conventions',
      {
        config: { access: onAccountInWorkspace(query, 'analytics.view') },
        schema: {
          tags: conventionTags,
          summary: "An ad account's naming conventions",
          security,
          querystring: namingConventionListQuery,
          response: { 200: z.object({ data: z.array(namingConventionSchema) }), ...errors },
        },
      },
      async (request) => ({ data: await listConventions(db, granted(request, adAccountResource).row.id) }),
    );
    app.post(
      '/naming-conventions',
      {
        config: { access: onAccountInWorkspace(body, 'analytics.manage') },
        schema: {
          tags: conventionTags,
          summary: 'Name the parts of ad names split by a separator',
          security,
          body: createNamingConventionBody,
          response: { 200: namingConventionSchema, ...errors },
        },
      },
      async (request) => {
        const { access, row: account } = granted(request, adAccountResource);
        return createConvention(db, { access, account, ...request.body });
      },
    );
    app.put(
      '/naming-conventions/:conventionId',
      {
        config: {
          access: onResource(namingConventionResource, {
            id: param('conventionId'),
            action: 'analytics.manage',
          }),
        },
        schema: {
          tags: conventionTags,
          summary: 'Change a naming convention; reports grouped by a removed property group by ad name',
          security,
          params: namingConventionIdParams,
          body: updateNamingConventionBody,
          response: { 200: namingConventionSchema, ...errors },
        },
      },
      async (request) => updateConvention(db, granted(request, namingConventionResource).row, request.body),
    );
    app.delete(
      '/naming-conventions/:conventionId',
      {
        config: {
          access: onResource(namingConventionResource, {
            id: param('conventionId'),
            action: 'analytics.manage',
          }),
        },
        schema: {
          tags: conventionTags,
          summary: 'Delete a naming convention; reports grouped by it group by ad name',
          security,
          params: namingConventionIdParams,
          response: { 200: z.object({ conventionId: z.string() }), ...errors },
        },
      },
      async (request) => {
        const { row: convention } = granted(request, namingConventionResource);
        await deleteConvention(db, convention);
        return { conventionId: convention.id };
      },
    );
  };
}
