import { queryOfReport, type AdPlatform, type Report, type ReportRow } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { REPORT_LIBRARY_KEYS, reportLibraryApi } from '../../../api/report-library-api.ts';
import { reportsApi } from '../../../api/reports-api.ts';
import { toast } from '../../../ui/toasts.ts';
import { fieldsOf, type ReportDraft } from './report-draft.ts';

/** Export reads the report in pages of this many lines (the query's largest page). */
const EXPORT_PAGE = 200;

/** Saving a report: a new one is created (then its page opens), a saved one is updated. */
export function useSaveReport(workspaceId: string, reportId: string, comparison: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ReportDraft): Promise<Report> =>
      reportId === 'new'
        ? reportLibraryApi.createReport({
            ...fieldsOf(draft),
            workspaceId,
            adAccountId: draft.adAccountId,
            folderId: draft.folderId,
            comparison,
          })
        : reportLibraryApi.updateReport(reportId, {
            ...fieldsOf(draft),
            adAccountId: draft.adAccountId,
            folderId: draft.folderId,
          }),
    onSuccess: (report) => {
      queryClient.setQueryData(REPORT_LIBRARY_KEYS.report(report._id), report);
      void queryClient.invalidateQueries({ queryKey: REPORT_LIBRARY_KEYS.foldersOfWorkspace(workspaceId) });
      toast.success(reportId === 'new' ? 'Report saved' : 'Report updated', {
        carryOver: reportId === 'new',
      });
    },
  });
}

/** Freezes the saved report as a snapshot with a public, read-only page. */
export function useCreateSnapshot(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reportId: string; name: string }) => reportLibraryApi.createSnapshot(input),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: REPORT_LIBRARY_KEYS.snapshots(workspaceId) }),
  });
}

/** Every line of the report as it is set up now, page after page. */
export async function allLinesOf(draft: ReportDraft): Promise<ReportRow[]> {
  const lines: ReportRow[] = [];
  for (let page = 1; ; page += 1) {
    const result = await reportsApi.query(
      queryOfReport(draft.adAccountId, draft, { page, limit: EXPORT_PAGE }),
    );
    lines.push(...result.data);
    if (lines.length >= result.total || result.data.length < EXPORT_PAGE) return lines;
  }
}

/** Tag and untag the ads of a line; the account's tags and the report's lines are read again. */
export function useCreativeTagActions(workspaceId: string, adAccountId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: REPORT_LIBRARY_KEYS.creativeTags(adAccountId) });
    void queryClient.invalidateQueries({ queryKey: ['reports', 'query'] });
  };
  const assign = useMutation({
    mutationFn: (input: { adIds: string[]; tagIdsToAdd?: string[]; tagIdsToRemove?: string[] }) =>
      reportLibraryApi.assignCreativeTags(workspaceId, adAccountId, input),
    onSuccess: refresh,
  });
  const create = useMutation({
    mutationFn: (input: { name: string; color: string }) =>
      reportLibraryApi.createCreativeTag({ workspaceId, adAccountId, ...input }),
    onSuccess: (tag) => {
      refresh();
      toast.success(`Tag “${tag.name}” created`);
    },
  });
  return { assign, create };
}

export function useNamingConventionActions(workspaceId: string, adAccountId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: REPORT_LIBRARY_KEYS.namingConventions(adAccountId) });
  const save = useMutation({
    mutationFn: (input: { conventionId?: string; name: string; separator: string; properties: string[] }) => {
      const { conventionId, ...fields } = input;
      return conventionId
        ? reportLibraryApi.updateNamingConvention(conventionId, fields)
        : reportLibraryApi.createNamingConvention({ workspaceId, adAccountId, ...fields });
    },
    onSuccess: (convention, input) => {
      refresh();
      toast.success(
        input.conventionId ? 'Naming convention updated' : `Naming convention “${convention.name}” created`,
      );
    },
  });
  const remove = useMutation({
    mutationFn: (conventionId: string) => reportLibraryApi.deleteNamingConvention(conventionId),
    onSuccess: () => {
      refresh();
      toast.success('Naming convention deleted');
    },
  });
  return { save, remove };
}

export function usePresetActions(workspaceId: string, platform: AdPlatform) {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: REPORT_LIBRARY_KEYS.presets(workspaceId, platform) });
  const create = useMutation({
    mutationFn: (input: { name: string; metrics: string[] }) =>
      reportLibraryApi.createPreset({ workspaceId, platform, ...input }),
    onSuccess: (preset) => {
      refresh();
      toast.success(`Preset “${preset.name}” saved`);
    },
  });
  const remove = useMutation({
    mutationFn: (presetId: string) => reportLibraryApi.deletePreset(presetId),
    onSuccess: () => {
      refresh();
      toast.success('Preset deleted');
    },
  });
  return { create, remove };
}
