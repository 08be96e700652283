import { DRIVE_MESSAGES, type DriveFile, type DriveFolder } from '@hookline/domain';
import { useMutation } from '../../../ui/use-mutation.ts';
import { driveApi } from '../../../api/drive-api.ts';
import type { TreeReorder } from '../../../ui/tree/WorkspaceTree.tsx';
import { toast } from '../../../ui/toasts.ts';
import { useDriveCache } from '../shared/drive-cache.ts';

/** A folder or file as a dialog names it. */
export interface ItemRef {
  _id: string;
  name: string;
}
export interface FolderRef extends ItemRef {
  /** Files and folders directly inside. */
  items: number;
}
export interface Selection {
  folders: readonly FolderRef[];
  files: readonly ItemRef[];
}

export function useCreateFolder(workspaceId: string) {
  const cache = useDriveCache(workspaceId);
  return useMutation({
    mutationFn: (input: { parentId: string; name: string }) =>
      driveApi.createFolder({ workspaceId, parentId: input.parentId, name: input.name }),
    onSuccess: (folder) => {
      toast.success(`Folder “${folder.name}” created`);
      void cache.refresh();
    },
  });
}

export function useRenameItem(workspaceId: string) {
  const cache = useDriveCache(workspaceId);
  return useMutation({
    mutationFn: async (input: { kind: 'folder' | 'file'; id: string; name: string }) =>
      input.kind === 'folder'
        ? { kind: 'folder' as const, folder: await driveApi.updateFolder(input.id, { name: input.name }) }
        : { kind: 'file' as const, file: await driveApi.updateFile(input.id, { name: input.name }) },
    onSuccess: (result) => {
      if (result.kind === 'folder') {
        cache.patchFolder(result.folder._id, { name: result.folder.name });
        toast.success('Folder renamed');
      } else {
        cache.putFile(result.file);
        toast.success('File renamed');
      }
      void cache.refresh();
    },
  });
}

/** Deletes one folder, one file, or a selection at once; the server's words end it. */
export function useDeleteItems(workspaceId: string) {
  const cache = useDriveCache(workspaceId);
  return useMutation({
    /** `leaving`: the open folder goes too, so the toast follows to the root. */
    mutationFn: async ({ folders, files }: Selection & { leaving?: boolean }): Promise<string> => {
      const folderIds = folders.map((folder) => folder._id);
      const fileIds = files.map((file) => file._id);
      const [onlyFolder] = folderIds;
      const [onlyFile] = fileIds;
      if (folderIds.length === 1 && fileIds.length === 0 && onlyFolder) {
        return (await driveApi.deleteFolder(onlyFolder)).message;
      }
      if (fileIds.length === 1 && folderIds.length === 0 && onlyFile) {
        return (await driveApi.deleteFile(onlyFile)).message;
      }
      return (await driveApi.bulkRemove(workspaceId, { fileIds, folderIds })).message;
    },
    onSuccess: (message, { folders, files }) => {
      cache.remove({
        folderIds: folders.map((folder) => folder._id),
        fileIds: files.map((file) => file._id),
      });
      toast.success(message);
      void cache.refresh();
      void cache.refreshUsage();
    },
  });
}

/** Moves one folder, one file, or a selection into `target`. */
export function useMoveItems(workspaceId: string) {
  const cache = useDriveCache(workspaceId);
  return useMutation({
    mutationFn: async (input: Selection & { target: ItemRef }) => {
      const folderIds = input.folders.map((folder) => folder._id);
      const fileIds = input.files.map((file) => file._id);
      const [onlyFolder] = folderIds;
      const [onlyFile] = fileIds;
      if (folderIds.length === 1 && fileIds.length === 0 && onlyFolder) {
        await driveApi.moveFolder(onlyFolder, input.target._id);
      } else if (fileIds.length === 1 && folderIds.length === 0 && onlyFile) {
        await driveApi.moveFile(onlyFile, input.target._id);
      } else {
        await driveApi.bulkMove(workspaceId, { fileIds, folderIds, targetFolderId: input.target._id });
      }
    },
    onSuccess: (_result, input) => {
      cache.remove({
        folderIds: input.folders.map((folder) => folder._id),
        fileIds: input.files.map((file) => file._id),
      });
      toast.success(`Moved to “${input.target.name}”`);
      void cache.refresh();
    },
  });
}

/** Puts a folder before a sibling (null: last), or moves it into another folder first when it comes from elsewhere. */
export function useReorderFolder(workspaceId: string) {
  const cache = useDriveCache(workspaceId);
  return useMutation({
    mutationFn: async (input: TreeReorder) => {
      if (input.moveInto !== undefined) await driveApi.moveFolder(input.id, input.moveInto);
      return driveApi.reorderFolder(input.id, input.beforeId);
    },
    onSuccess: (_result, input) => {
      toast.success(input.moveInto === undefined ? 'Folder order saved' : DRIVE_MESSAGES.itemsMoved);
    },
    onSettled: () => void cache.refresh(),
  });
}

type Mark = 'favourite' | 'watch';

const MARK_WORDS: Record<Mark, [on: string, off: string]> = {
  favourite: ['Added to favourites', 'Removed from favourites'],
  watch: ['You’re watching “{name}”: you’ll hear of new uploads and comments', 'Stopped watching “{name}”'],
};

/** Favourite or watch a folder or a file: shown at once, undone if the server refuses. */
export function useToggleMark(workspaceId: string) {
  const cache = useDriveCache(workspaceId);
  const patch = (kind: 'folder' | 'file', id: string, mark: Mark, on: boolean) => {
    const change = mark === 'favourite' ? { isFavourite: on } : { isWatched: on };
    if (kind === 'folder') cache.patchFolder(id, change);
    else cache.patchFile(id, change);
  };
  return useMutation({
    mutationFn: async (input: {
      kind: 'folder' | 'file';
      item: DriveFolder | DriveFile | ItemRef;
      mark: Mark;
      on: boolean;
    }): Promise<unknown> => {
      const { kind, item, mark, on } = input;
      if (kind === 'folder') {
        return mark === 'favourite'
          ? driveApi.favouriteFolder(item._id, on)
          : driveApi.watchFolder(item._id, on);
      }
      return mark === 'favourite' ? driveApi.favouriteFile(item._id, on) : driveApi.watchFile(item._id, on);
    },
    onMutate: async ({ kind, item, mark, on }) => {
      await cache.settle();
      patch(kind, item._id, mark, on);
    },
    onError: (_error, { kind, item, mark, on }) => patch(kind, item._id, mark, !on),
    onSuccess: (_result, { item, mark, on }) => {
      toast.success(MARK_WORDS[mark][on ? 0 : 1].replace('{name}', item.name));
    },
    onSettled: (_result, _error, { mark }) => {
      // A favourites-only list may now hold one more or one fewer.
      if (mark === 'favourite') void cache.refresh();
    },
  });
}

export function useAddTags(workspaceId: string) {
  const cache = useDriveCache(workspaceId);
  return useMutation({
    mutationFn: (input: { fileIds: string[]; tagIds: string[] }) => driveApi.bulkAddTags(workspaceId, input),
    onSuccess: (files, input) => {
      for (const file of files) cache.putFile(file);
      toast.success(
        `${input.tagIds.length === 1 ? 'Tag' : 'Tags'} added to ${files.length} ${files.length === 1 ? 'file' : 'files'}`,
      );
      void cache.refresh();
    },
  });
}
