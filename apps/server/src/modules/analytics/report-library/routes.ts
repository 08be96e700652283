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
import { currentUser } from '../../../platform/http/authenticate.ts';
import {
  adAccountInWorkspace,
  guardAdAccount,
  guardAnalytics,
  type AnalyticsIntent,
} from '../analytics-access.ts';
import {
  assignTags,
  createTag,
  deleteTag,
  findTagRow,
  listTags,
  updateTag,
} from './creative-tags.service.ts';
import {
  createFolder,
  deleteFolder,
  findFolderRow,
  folderTree,
  reorderFolders,
  updateFolder,
} from './folders.service.ts';
import {
  createConvention,
  deleteConvention,
  findConventionRow,
  listConventions,
  updateConvention,
} from './naming-conventions.service.ts';
import { createPreset, deletePreset, findPresetRow, listPresets, updatePreset } from './presets.service.ts';
import {
  createReport,
  deleteReport,
  findReportRow,
  toReportDto,
  unsavedReport,
  updateReport,
} from './reports.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const security = [{ bearerAuth: [] }];
const adAccountQuery = z.object({ adAccountId: requiredString('adAccountId is required') });

/** Report folders, saved reports, table presets, creative tags and naming conventions (API.md, "Reports service"). */
export function libraryRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    const workspaceAccess = (userId: string, workspaceId: string, intent: AnalyticsIntent) =>
      guardAnalytics(db, { userId, unverifiedWorkspaceId: workspaceId, intent });
    const accountInWorkspace = async (
      userId: string,
      workspaceId: string,
      adAccountId: string,
      intent: AnalyticsIntent,
    ) => {
      const access = await workspaceAccess(userId, workspaceId, intent);
      return { access, account: await adAccountInWorkspace(db, access, adAccountId) };
    };
    const route = { preHandler: app.authenticate };

    // ---------- Folders ----------
    const folderTags = ['analytics: folders'];
    app.get(
      '/folders',
      {
        ...route,
        schema: {
          tags: folderTags,
          summary: 'The folder tree with its reports, and reports in no folder',
          security,
          querystring: folderTreeQuery,
          response: { 200: folderTreeResponse, ...errors },
        },
      },
      async (request) => {
        const access = await workspaceAccess(currentUser(request).userId, request.query.workspaceId, 'view');
        return folderTree(db, { access, adAccountId: request.query.adAccountId });
      },
    );
    app.post(
      '/folders',
      {
        ...route,
        schema: {
          tags: folderTags,
          summary: 'Create a folder, last in its ad account',
          security,
          body: createFolderBody,
          response: { 200: folderSchema, ...errors },
        },
      },
      async (request) => {
        const { access, account } = await accountInWorkspace(
          currentUser(request).userId,
          request.body.workspaceId,
          request.body.adAccountId,
          'manage',
        );
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
        ...route,
        schema: {
          tags: folderTags,
          summary: "Order an ad account's folders and the reports in them",
          security,
          body: reorderFoldersBody,
          response: { 200: folderTreeResponse, ...errors },
        },
      },
      async (request) => {
        const { access, account } = await accountInWorkspace(
          currentUser(request).userId,
          request.body.workspaceId,
          request.body.adAccountId,
          'manage',
        );
        await reorderFolders(db, { account, folders: request.body.folders });
        return folderTree(db, { access, adAccountId: account.id });
      },
    );
    app.put(
      '/folders/:folderId',
      {
        ...route,
        schema: {
          tags: folderTags,
          summary: 'Rename a folder or change its emoticon',
          security,
          params: folderIdParams,
          body: updateFolderBody,
          response: { 200: folderSchema, ...errors },
        },
      },
      async (request) => {
        const folder = await findFolderRow(db, request.params.folderId);
        await workspaceAccess(currentUser(request).userId, folder.workspaceId, 'manage');
        return updateFolder(db, folder, request.body);
      },
    );
    app.delete(
      '/folders/:folderId',
      {
        ...route,
        schema: {
          tags: folderTags,
          summary: 'Delete a folder and the reports in it',
          security,
          params: folderIdParams,
          response: { 200: deleteFolderResponse, ...errors },
        },
      },
      async (request) => {
        const folder = await findFolderRow(db, request.params.folderId);
        await workspaceAccess(currentUser(request).userId, folder.workspaceId, 'manage');
        await deleteFolder(db, folder);
        return { folderId: folder.id };
      },
    );

    // ---------- Reports ----------
    const reportTags = ['analytics: reports'];
    app.post(
      '/reports',
      {
        ...route,
        schema: {
          tags: reportTags,
          summary: "Save a report; fields left out take the platform's defaults",
          security,
          body: createReportBody,
          response: { 200: reportSchema, ...errors },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const { access, account } = await accountInWorkspace(
          userId,
          request.body.workspaceId,
          request.body.adAccountId,
          'manage',
        );
        return createReport(db, { access, userId, account, body: request.body });
      },
    );
    app.get(
      '/reports/new',
      {
        ...route,
        schema: {
          tags: reportTags,
          summary: 'The defaults of a new, unsaved report (id "new")',
          security,
          querystring: newReportQuery,
          response: { 200: reportSchema, ...errors },
        },
      },
      async (request) => {
        const { account } = await guardAdAccount(db, {
          userId: currentUser(request).userId,
          unverifiedAdAccountId: request.query.adAccountId,
          intent: 'view',
        });
        return unsavedReport(account, request.query.comparison);
      },
    );
    app.get(
      '/reports/:reportId',
      {
        ...route,
        schema: {
          tags: reportTags,
          summary: 'A saved report',
          security,
          params: reportIdParams,
          response: { 200: reportSchema, ...errors },
        },
      },
      async (request) => {
        const report = await findReportRow(db, request.params.reportId);
        await workspaceAccess(currentUser(request).userId, report.workspaceId, 'view');
        return toReportDto(report);
      },
    );
    app.put(
      '/reports/:reportId',
      {
        ...route,
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
        const report = await findReportRow(db, request.params.reportId);
        const access = await workspaceAccess(currentUser(request).userId, report.workspaceId, 'manage');
        return updateReport(db, { access, report, body: request.body });
      },
    );
    app.delete(
      '/reports/:reportId',
      {
        ...route,
        schema: {
          tags: reportTags,
          summary: 'Delete a saved report',
          security,
          params: reportIdParams,
          response: { 200: deleteReportResponse, ...errors },
        },
      },
      async (request) => {
        const report = await findReportRow(db, request.params.reportId);
        await workspaceAccess(currentUser(request).userId, report.workspaceId, 'manage');
        await deleteReport(db, report);
        return { reportId: report.id };
      },
    );

    // ---------- Table presets ----------
    const presetTags = ['analytics: table presets'];
    app.get(
      '/presets',
      {
        ...route,
        schema: {
          tags: presetTags,
          summary: "The workspace's table presets",
          security,
          querystring: presetListQuery,
          response: { 200: z.object({ data: z.array(presetSchema) }), ...errors },
        },
      },
      async (request) => {
        const access = await workspaceAccess(currentUser(request).userId, request.query.workspaceId, 'view');
        return { data: await listPresets(db, { access, platform: request.query.platform }) };
      },
    );
    app.post(
      '/presets',
      {
        ...route,
        schema: {
          tags: presetTags,
          summary: 'Save a set of table columns',
          security,
          body: createPresetBody,
          response: { 200: presetSchema, ...errors },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const access = await workspaceAccess(userId, request.body.workspaceId, 'manage');
        return createPreset(db, { access, userId, ...request.body });
      },
    );
    app.put(
      '/presets/:presetId',
      {
        ...route,
        schema: {
          tags: presetTags,
          summary: 'Rename a preset or change its columns',
          security,
          params: presetIdParams,
          body: updatePresetBody,
          response: { 200: presetSchema, ...errors },
        },
      },
      async (request) => {
        const preset = await findPresetRow(db, request.params.presetId);
        await workspaceAccess(currentUser(request).userId, preset.workspaceId, 'manage');
        return updatePreset(db, preset, request.body);
      },
    );
    app.delete(
      '/presets/:presetId',
      {
        ...route,
        schema: {
          tags: presetTags,
          summary: 'Delete a preset',
          security,
          params: presetIdParams,
          response: { 200: z.object({ presetId: z.string() }), ...errors },
        },
      },
      async (request) => {
        const preset = await findPresetRow(db, request.params.presetId);
        await workspaceAccess(currentUser(request).userId, preset.workspaceId, 'manage');
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
        ...route,
        schema: {
          tags: tagTags,
          summary: "An ad account's creative tags with how many ads carry each",
          security,
          querystring: creativeTagListQuery,
          response: { 200: tagList, ...errors },
        },
      },
      async (request) => {
        const { account } = await accountInWorkspace(
          currentUser(request).userId,
          request.query.workspaceId,
          request.query.adAccountId,
          'view',
        );
        return { data: await listTags(db, account.id) };
      },
    );
    app.post(
      '/creative-tags',
      {
        ...route,
        schema: {
          tags: tagTags,
          summary: 'Create a creative tag (names are unique per ad account)',
          security,
          body: createCreativeTagBody,
          response: { 200: creativeTagSchema, ...errors },
        },
      },
      async (request) => {
        const { access, account } = await accountInWorkspace(
          currentUser(request).userId,
          request.body.workspaceId,
          request.body.adAccountId,
          'manage',
        );
        return createTag(db, { access, account, name: request.body.name, color: request.body.color });
      },
    );
    app.put(
      '/creative-tags/assign',
      {
        ...route,
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
        const { account } = await guardAdAccount(db, {
          userId: currentUser(request).userId,
          unverifiedAdAccountId: request.query.adAccountId,
          intent: 'manage',
        });
        return { data: await assignTags(db, { account, ...request.body }) };
      },
    );
    app.put(
      '/creative-tags/:tagId',
      {
        ...route,
        schema: {
          tags: tagTags,
          summary: 'Rename or recolour a creative tag',
          security,
          params: creativeTagIdParams,
          body: updateCreativeTagBody,
          response: { 200: creativeTagSchema, ...errors },
        },
      },
      async (request) => {
        const tag = await findTagRow(db, request.params.tagId);
        await workspaceAccess(currentUser(request).userId, tag.workspaceId, 'manage');
        return updateTag(db, tag, request.body);
      },
    );
    app.delete(
      '/creative-tags/:tagId',
      {
        ...route,
        schema: {
          tags: tagTags,
          summary: 'Delete a creative tag from every creative',
          security,
          params: creativeTagIdParams,
          response: { 200: z.object({ tagId: z.string() }), ...errors },
        },
      },
      async (request) => {
        const tag = await findTagRow(db, request.params.tagId);
        await workspaceAccess(currentUser(request).userId, tag.workspaceId, 'manage');
        await deleteTag(db, tag);
        return { tagId: tag.id };
      },
    );

    // ---------- Naming conventions ----------
    const conventionTags = ['analytics: naming conventions'];
    app.get(
      '/naming-conventions',
      {
        ...route,
        schema: {
          tags: conventionTags,
          summary: "An ad account's naming conventions",
          security,
          querystring: namingConventionListQuery,
          response: { 200: z.object({ data: z.array(namingConventionSchema) }), ...errors },
        },
      },
      async (request) => {
        const { account } = await accountInWorkspace(
          currentUser(request).userId,
          request.query.workspaceId,
          request.query.adAccountId,
          'view',
        );
        return { data: await listConventions(db, account.id) };
      },
    );
    app.post(
      '/naming-conventions',
      {
        ...route,
        schema: {
          tags: conventionTags,
          summary: 'Name the parts of ad names split by a separator',
          security,
          body: createNamingConventionBody,
          response: { 200: namingConventionSchema, ...errors },
        },
      },
      async (request) => {
        const { access, account } = await accountInWorkspace(
          currentUser(request).userId,
          request.body.workspaceId,
          request.body.adAccountId,
          'manage',
        );
        return createConvention(db, { access, account, ...request.body });
      },
    );
    app.put(
      '/naming-conventions/:conventionId',
      {
        ...route,
        schema: {
          tags: conventionTags,
          summary: 'Change a naming convention; reports grouped by a removed property group by ad name',
          security,
          params: namingConventionIdParams,
          body: updateNamingConventionBody,
          response: { 200: namingConventionSchema, ...errors },
        },
      },
      async (request) => {
        const convention = await findConventionRow(db, request.params.conventionId);
        await workspaceAccess(currentUser(request).userId, convention.workspaceId, 'manage');
        return updateConvention(db, convention, request.body);
      },
    );
    app.delete(
      '/naming-conventions/:conventionId',
      {
        ...route,
        schema: {
          tags: conventionTags,
          summary: 'Delete a naming convention; reports grouped by it group by ad name',
          security,
          params: namingConventionIdParams,
          response: { 200: z.object({ conventionId: z.string() }), ...errors },
        },
      },
      async (request) => {
        const convention = await findConventionRow(db, request.params.conventionId);
        await workspaceAccess(currentUser(request).userId, convention.workspaceId, 'manage');
        await deleteConvention(db, convention);
        return { conventionId: convention.id };
      },
    );
  };
}
