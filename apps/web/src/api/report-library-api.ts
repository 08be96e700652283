import {
  aiGroupingStatusSchema,
  creativeTagSchema,
  deleteFolderResponse,
  deleteReportResponse,
  folderSchema,
  folderTreeResponse,
  namingConventionSchema,
  presetSchema,
  reportSchema,
  snapshotListResponse,
  publicSnapshotSchema,
  snapshotSchema,
  type PublicSnapshot,
  type AdPlatform,
  type ReportFields,
} from '@hookline/domain';
import { z } from 'zod';
import { http } from './client.ts';

const path = (collection: string, id: string) => `${collection}/${encodeURIComponent(id)}`;

export type FolderTree = z.infer<typeof folderTreeResponse>;
export type Preset = z.infer<typeof presetSchema>;
export type CreativeTag = z.infer<typeof creativeTagSchema>;
export type NamingConvention = z.infer<typeof namingConventionSchema>;
export type Snapshot = z.infer<typeof snapshotSchema>;
export type SnapshotSummary = z.infer<typeof snapshotListResponse>['data'][number];
export type AiGroupingStatus = z.infer<typeof aiGroupingStatusSchema>;

export interface NewReport extends Partial<ReportFields> {
  workspaceId: string;
  adAccountId: string;
  folderId?: string | null;
  comparison?: boolean;
}
export interface ReportChange extends Partial<ReportFields> {
  folderId?: string | null;
  adAccountId?: string;
}

const presetList = z.object({ data: z.array(presetSchema) });
const tagList = z.object({ data: z.array(creativeTagSchema) });
const conventionList = z.object({ data: z.array(namingConventionSchema) });

/**
 * The reports service's saved things (API.md, "Reports service"): the folder tree, reports, table presets,
 * creative tags, naming conventions, snapshots and the AI grouping state of an ad account.
 */
export const reportLibraryApi = {
  folderTree: (
    workspaceId: string,
    adAccountId: string | undefined,
    signal?: AbortSignal,
  ): Promise<FolderTree> =>
    http.reports.get('folders', { query: { workspaceId, adAccountId }, schema: folderTreeResponse, signal }),
  createFolder: (body: {
    workspaceId: string;
    adAccountId: string;
    name: string;
    emoticon?: string | null;
  }) => http.reports.post('folders', body, { schema: folderSchema }),
  updateFolder: (folderId: string, body: { name?: string; emoticon?: string | null }) =>
    http.reports.put(path('folders', folderId), body, { schema: folderSchema }),
  deleteFolder: (folderId: string) =>
    http.reports.delete(path('folders', folderId), { schema: deleteFolderResponse }),
  reorderFolders: (body: {
    workspaceId: string;
    adAccountId: string;
    folders: { _id: string; reportIds?: string[] }[];
  }): Promise<FolderTree> => http.reports.put('folders/reorder', body, { schema: folderTreeResponse }),

  newReport: (adAccountId: string, comparison: boolean, signal?: AbortSignal) =>
    http.reports.get('reports/new', {
      query: { adAccountId, comparison: String(comparison) },
      schema: reportSchema,
      signal,
    }),
  report: (reportId: string, signal?: AbortSignal) =>
    http.reports.get(path('reports', reportId), { schema: reportSchema, signal }),
  createReport: (body: NewReport) => http.reports.post('reports', body, { schema: reportSchema }),
  updateReport: (reportId: string, body: ReportChange) =>
    http.reports.put(path('reports', reportId), body, { schema: reportSchema }),
  deleteReport: (reportId: string) =>
    http.reports.delete(path('reports', reportId), { schema: deleteReportResponse }),

  presets: async (workspaceId: string, platform: AdPlatform, signal?: AbortSignal): Promise<Preset[]> =>
    (await http.reports.get('presets', { query: { workspaceId, platform }, schema: presetList, signal }))
      .data,
  createPreset: (body: { workspaceId: string; platform: AdPlatform; name: string; metrics: string[] }) =>
    http.reports.post('presets', body, { schema: presetSchema }),
  deletePreset: (presetId: string) => http.reports.delete(path('presets', presetId)),

  creativeTags: async (
    workspaceId: string,
    adAccountId: string,
    signal?: AbortSignal,
  ): Promise<CreativeTag[]> =>
    (
      await http.reports.get('creative-tags', {
        query: { workspaceId, adAccountId },
        schema: tagList,
        signal,
      })
    ).data,
  createCreativeTag: (body: { workspaceId: string; adAccountId: string; name: string; color?: string }) =>
    http.reports.post('creative-tags', body, { schema: creativeTagSchema }),
  assignCreativeTags: async (
    workspaceId: string,
    adAccountId: string,
    body: { adIds: string[]; tagIdsToAdd?: string[]; tagIdsToRemove?: string[] },
  ): Promise<CreativeTag[]> =>
    (
      await http.reports.put('creative-tags/assign', body, {
        query: { workspaceId, adAccountId },
        schema: tagList,
      })
    ).data,
  deleteCreativeTag: (tagId: string) => http.reports.delete(path('creative-tags', tagId)),

  namingConventions: async (
    workspaceId: string,
    adAccountId: string,
    signal?: AbortSignal,
  ): Promise<NamingConvention[]> =>
    (
      await http.reports.get('naming-conventions', {
        query: { workspaceId, adAccountId },
        schema: conventionList,
        signal,
      })
    ).data,
  createNamingConvention: (body: {
    workspaceId: string;
    adAccountId: string;
    name: string;
    separator: string;
    properties: string[];
  }) => http.reports.post('naming-conventions', body, { schema: namingConventionSchema }),
  updateNamingConvention: (
    conventionId: string,
    body: { name?: string; separator?: string; properties?: string[] },
  ) => http.reports.put(path('naming-conventions', conventionId), body, { schema: namingConventionSchema }),
  deleteNamingConvention: (conventionId: string) =>
    http.reports.delete(path('naming-conventions', conventionId)),

  snapshots: async (workspaceId: string, signal?: AbortSignal): Promise<SnapshotSummary[]> =>
    (await http.reports.get('snapshots', { query: { workspaceId }, schema: snapshotListResponse, signal }))
      .data,
  snapshot: (snapshotId: string, signal?: AbortSignal): Promise<Snapshot> =>
    http.reports.get(path('snapshots', snapshotId), { schema: snapshotSchema, signal }),
  createSnapshot: (body: { reportId: string; name?: string }): Promise<Snapshot> =>
    http.reports.post('snapshots', body, { schema: snapshotSchema }),
  renameSnapshot: (snapshotId: string, name: string): Promise<Snapshot> =>
    http.reports.put(path('snapshots', snapshotId), { name }, { schema: snapshotSchema }),
  deleteSnapshot: (snapshotId: string) => http.reports.delete(path('snapshots', snapshotId)),
  /** The public, read-only view: no account needed. */
  publicSnapshot: (snapshotId: string, signal?: AbortSignal): Promise<PublicSnapshot> =>
    http.reports.get(path('public/snapshots', snapshotId), {
      schema: publicSnapshotSchema,
      signal,
      silent: true,
    }),

  aiGrouping: (adAccountId: string, signal?: AbortSignal): Promise<AiGroupingStatus> =>
    http.reports.get(`ad-accounts/${encodeURIComponent(adAccountId)}/ai-grouping`, {
      schema: aiGroupingStatusSchema,
      signal,
    }),
  startAiGrouping: (adAccountId: string, force = false): Promise<AiGroupingStatus> =>
    http.reports.post(
      `ad-accounts/${encodeURIComponent(adAccountId)}/ai-grouping`,
      { force },
      {
        schema: aiGroupingStatusSchema,
      },
    ),
};

export const REPORT_LIBRARY_KEYS = {
  folders: (workspaceId: string, adAccountId: string | undefined) =>
    ['report-library', 'folders', workspaceId, adAccountId ?? 'all'] as const,
  foldersOfWorkspace: (workspaceId: string) => ['report-library', 'folders', workspaceId] as const,
  report: (reportId: string) => ['report-library', 'report', reportId] as const,
  newReport: (adAccountId: string, comparison: boolean) =>
    ['report-library', 'new-report', adAccountId, comparison] as const,
  presets: (workspaceId: string, platform: AdPlatform) =>
    ['report-library', 'presets', workspaceId, platform] as const,
  creativeTags: (adAccountId: string) => ['report-library', 'creative-tags', adAccountId] as const,
  namingConventions: (adAccountId: string) => ['report-library', 'naming-conventions', adAccountId] as const,
  snapshots: (workspaceId: string) => ['report-library', 'snapshots', workspaceId] as const,
  snapshot: (snapshotId: string) => ['report-library', 'snapshot', snapshotId] as const,
  publicSnapshot: (snapshotId: string) => ['public-snapshot', snapshotId] as const,
  aiGrouping: (adAccountId: string) => ['report-library', 'ai-grouping', adAccountId] as const,
};
