import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../../ui/use-mutation.ts';
import {
  REPORT_LIBRARY_KEYS,
  reportLibraryApi,
  type FolderTree,
} from '../../../../api/report-library-api.ts';
import { toast } from '../../../../ui/toasts.ts';
import {
  moveReportToFolder,
  patchReport,
  putFolder,
  removeFolder,
  removeReport,
  reorderBody,
  type TreeFolder,
} from './tree-order.ts';

/** Every change to the tree runs under this key, so the tree can show that a change is being saved. */
const TREE_CHANGE = ['report-library', 'tree-change'] as const;

export const useTreeSaving = (): boolean => useIsMutating({ mutationKey: TREE_CHANGE }) > 0;

interface Scope {
  workspaceId: string;
  adAccountId: string;
}

/** The cached tree of the account, and the workspace's other views of its reports, kept in step. */
function useTreeCache({ workspaceId, adAccountId }: Scope) {
  const queryClient = useQueryClient();
  const key = REPORT_LIBRARY_KEYS.folders(workspaceId, adAccountId);
  return {
    get: () => queryClient.getQueryData<FolderTree>(key),
    set: (tree: FolderTree | undefined) => queryClient.setQueryData(key, tree),
    update: (change: (tree: FolderTree) => FolderTree) =>
      queryClient.setQueryData<FolderTree>(key, (tree) => tree && change(tree)),
    /** Stops a refetch in flight from overwriting an optimistic change. */
    settle: () => queryClient.cancelQueries({ queryKey: key }),
    /** The workspace-wide lists (Snapshots) and this tree read the server again. */
    refresh: () =>
      queryClient.invalidateQueries({ queryKey: REPORT_LIBRARY_KEYS.foldersOfWorkspace(workspaceId) }),
    forgetReport: (reportId: string) =>
      queryClient.removeQueries({ queryKey: REPORT_LIBRARY_KEYS.report(reportId) }),
    putReport: (report: Awaited<ReturnType<typeof reportLibraryApi.updateReport>>) =>
      queryClient.setQueryData(REPORT_LIBRARY_KEYS.report(report._id), report),
  };
}

export function useCreateFolder(scope: Scope) {
  const cache = useTreeCache(scope);
  return useMutation({
    mutationKey: TREE_CHANGE,
    mutationFn: (name: string) => reportLibraryApi.createFolder({ ...scope, name }),
    onSuccess: (folder) => {
      cache.update((tree) => putFolder(tree, folder));
      toast.success(`Folder “${folder.name}” created`);
      void cache.refresh();
    },
  });
}

export type FolderChange = { name: string } | { emoticon: string | null };

export function useUpdateFolder(scope: Scope) {
  const cache = useTreeCache(scope);
  return useMutation({
    mutationKey: TREE_CHANGE,
    mutationFn: ({ folderId, change }: { folderId: string; change: FolderChange }) =>
      reportLibraryApi.updateFolder(folderId, change),
    onSuccess: (folder, { change }) => {
      cache.update((tree) => putFolder(tree, folder));
      if ('name' in change) toast.success('Folder renamed');
      else toast.success(change.emoticon ? 'Folder emoji changed' : 'Folder emoji removed');
      void cache.refresh();
    },
  });
}

export function useDeleteFolder(scope: Scope) {
  const cache = useTreeCache(scope);
  return useMutation({
    mutationKey: TREE_CHANGE,
    /** `leaving`: the open report goes with the folder, so the toast follows to the next screen. */
    mutationFn: ({ folder }: { folder: TreeFolder; leaving: boolean }) =>
      reportLibraryApi.deleteFolder(folder._id).then(() => folder),
    onSuccess: (folder, { leaving }) => {
      cache.update((tree) => removeFolder(tree, folder._id));
      for (const report of folder.children) cache.forgetReport(report._id);
      const count = folder.children.length;
      toast.success(
        count === 0
          ? 'Folder deleted'
          : `Folder deleted with its ${count === 1 ? 'report' : `${count} reports`}`,
        { carryOver: leaving },
      );
      void cache.refresh();
    },
  });
}

export type ReportChange =
  { name: string } | { emoticon: string | null } | { folderId: string | null; folderName: string | null };

/** Renames a report, changes its emoji or moves it to a folder; a move shows at once and is undone on failure. */
export function useUpdateReport(scope: Scope) {
  const cache = useTreeCache(scope);
  return useMutation({
    mutationKey: TREE_CHANGE,
    mutationFn: ({ reportId, change }: { reportId: string; change: ReportChange }) =>
      reportLibraryApi.updateReport(reportId, 'folderId' in change ? { folderId: change.folderId } : change),
    onMutate: async ({ reportId, change }) => {
      if (!('folderId' in change)) return { before: undefined };
      await cache.settle();
      const before = cache.get();
      const moved = before && moveReportToFolder(before, reportId, change.folderId);
      if (moved) cache.set(moved);
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) cache.set(context.before);
    },
    onSuccess: (report, { change }) => {
      cache.putReport(report);
      cache.update((tree) => patchReport(tree, report._id, { name: report.name, emoticon: report.emoticon }));
      if ('name' in change) toast.success('Report renamed');
      else if ('emoticon' in change) {
        toast.success(change.emoticon ? 'Report emoji changed' : 'Report emoji removed');
      } else {
        toast.success(
          change.folderName ? `Report moved to “${change.folderName}”` : 'Report moved out of folders',
        );
      }
    },
    onSettled: () => void cache.refresh(),
  });
}

export function useDeleteReport(scope: Scope) {
  const cache = useTreeCache(scope);
  return useMutation({
    mutationKey: TREE_CHANGE,
    /** `leaving`: the report is the open one, so the toast follows to the next screen. */
    mutationFn: ({ reportId }: { reportId: string; leaving: boolean }) =>
      reportLibraryApi.deleteReport(reportId).then(() => reportId),
    onSuccess: (reportId, { leaving }) => {
      cache.update((tree) => removeReport(tree, reportId));
      cache.forgetReport(reportId);
      toast.success('Report deleted', { carryOver: leaving });
      void cache.refresh();
    },
  });
}

/** What a drag changed, as the tree should now look, and the words of its success toast. */
export type TreeMove = { tree: FolderTree; message: string } & (
  { save: 'order' } | { save: 'unfile'; reportId: string }
);

/**
 * Saves a drag: the whole order of folders and their reports, or a report taken out of its folder. The
 * tree shows the new order at once and goes back to the old one when the server refuses it.
 */
export function useMoveInTree(scope: Scope) {
  const cache = useTreeCache(scope);
  return useMutation({
    mutationKey: TREE_CHANGE,
    mutationFn: async (move: TreeMove): Promise<FolderTree | null> => {
      if (move.save === 'order') {
        return reportLibraryApi.reorderFolders({ ...scope, folders: reorderBody(move.tree) });
      }
      await reportLibraryApi.updateReport(move.reportId, { folderId: null });
      return null;
    },
    onMutate: async (move) => {
      await cache.settle();
      const before = cache.get();
      cache.set(move.tree);
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) cache.set(context.before);
    },
    onSuccess: (tree, move) => {
      if (tree) cache.set(tree);
      toast.success(move.message);
    },
    onSettled: () => void cache.refresh(),
  });
}
