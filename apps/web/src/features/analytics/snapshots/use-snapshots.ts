import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import {
  REPORT_LIBRARY_KEYS,
  reportLibraryApi,
  type SnapshotSummary,
} from '../../../api/report-library-api.ts';
import { toast } from '../../../ui/toasts.ts';

/** The workspace's snapshots, newest first. */
export function useSnapshots(workspaceId: string) {
  return useQuery({
    queryKey: REPORT_LIBRARY_KEYS.snapshots(workspaceId),
    queryFn: ({ signal }) => reportLibraryApi.snapshots(workspaceId, signal),
    enabled: workspaceId !== '',
  });
}

/**
 * Every report of the workspace (all its ad accounts), to name the report a snapshot froze and link to it
 * with its type.
 */
export function useWorkspaceReports(workspaceId: string) {
  return useQuery({
    queryKey: REPORT_LIBRARY_KEYS.folders(workspaceId, undefined),
    queryFn: ({ signal }) => reportLibraryApi.folderTree(workspaceId, undefined, signal),
    enabled: workspaceId !== '',
    select: (tree) =>
      new Map(
        [...tree.data.flatMap((folder) => folder.children), ...tree.unfiled].map((report) => [
          report._id,
          report,
        ]),
      ),
  });
}

export function useRenameSnapshot(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ snapshotId, name }: { snapshotId: string; name: string }) =>
      reportLibraryApi.renameSnapshot(snapshotId, name),
    onSuccess: (renamed) => {
      queryClient.setQueryData<SnapshotSummary[]>(REPORT_LIBRARY_KEYS.snapshots(workspaceId), (list) =>
        list?.map((item) => (item._id === renamed._id ? { ...item, name: renamed.name } : item)),
      );
      queryClient.removeQueries({ queryKey: REPORT_LIBRARY_KEYS.snapshot(renamed._id) });
      toast.success('Snapshot renamed');
    },
  });
}

export function useDeleteSnapshot(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (snapshotId: string) => reportLibraryApi.deleteSnapshot(snapshotId).then(() => snapshotId),
    onSuccess: (snapshotId) => {
      queryClient.setQueryData<SnapshotSummary[]>(REPORT_LIBRARY_KEYS.snapshots(workspaceId), (list) =>
        list?.filter((item) => item._id !== snapshotId),
      );
      queryClient.removeQueries({ queryKey: REPORT_LIBRARY_KEYS.snapshot(snapshotId) });
      toast.success('Snapshot deleted');
    },
  });
}
