import type { DriveFile, DriveFolder } from '@hookline/domain';
import { useNavigate } from 'react-router';
import { useDriveDialogs } from '../dialogs/drive-dialogs-context.ts';
import { useToggleMark } from '../dialogs/use-drive-mutations.ts';
import { drivePaths } from '../shared/drive-paths.ts';
import { useDownloadFile } from '../shared/use-download-file.ts';
import type { FileMenuKey, FolderMenuKey } from './item-actions.ts';

const folderRef = (folder: DriveFolder) => ({ _id: folder._id, name: folder.name, items: folder.items });

/** What each entry of a folder's menu does. */
export function useFolderActions(workspaceId: string) {
  const dialogs = useDriveDialogs();
  const mark = useToggleMark(workspaceId);
  return (key: FolderMenuKey, folder: DriveFolder) => {
    const ref = { _id: folder._id, name: folder.name };
    switch (key) {
      case 'new-folder':
        return dialogs.open({ kind: 'new-folder', parent: ref });
      case 'rename':
        return dialogs.open({ kind: 'rename', itemKind: 'folder', item: ref });
      case 'move':
        return dialogs.open({
          kind: 'move',
          folders: [folderRef(folder)],
          files: [],
          from: folder.parent ?? workspaceId,
        });
      case 'share':
        return dialogs.open({
          kind: 'share',
          target: { assetType: 'folder', assetId: folder._id, workspaceId, name: folder.name },
        });
      case 'favourite':
        return mark.mutate({ kind: 'folder', item: folder, mark: 'favourite', on: !folder.isFavourite });
      case 'watch':
        return mark.mutate({ kind: 'folder', item: folder, mark: 'watch', on: !folder.isWatched });
      case 'file-collect':
        return dialogs.open({ kind: 'file-collect', folder: ref });
      case 'team-chat':
        return dialogs.open({
          kind: 'team-chat',
          folder: { ...ref, hasChatConnection: folder.hasChatConnection },
        });
      case 'zip':
        return dialogs.open({ kind: 'zip', folders: [folderRef(folder)], files: [], name: folder.name });
      case 'delete':
        return dialogs.open({ kind: 'delete', folders: [folderRef(folder)], files: [] });
    }
  };
}

/** What each entry of a file's menu does. */
export function useFileActions(workspaceId: string) {
  const dialogs = useDriveDialogs();
  const mark = useToggleMark(workspaceId);
  const download = useDownloadFile();
  const navigate = useNavigate();
  return (key: FileMenuKey, file: DriveFile) => {
    const ref = { _id: file._id, name: file.name };
    switch (key) {
      case 'open':
        return void navigate(drivePaths.file(workspaceId, file._id));
      case 'download':
        return download.mutate(file);
      case 'rename':
        return dialogs.open({ kind: 'rename', itemKind: 'file', item: ref });
      case 'move':
        return dialogs.open({ kind: 'move', folders: [], files: [ref], from: file.folderId ?? workspaceId });
      case 'add-tags':
        return dialogs.open({ kind: 'add-tags', files: [ref] });
      case 'share':
        return dialogs.open({
          kind: 'share',
          target: { assetType: 'file', assetId: file._id, workspaceId, name: file.name },
        });
      case 'favourite':
        return mark.mutate({ kind: 'file', item: file, mark: 'favourite', on: !file.isFavourite });
      case 'watch':
        return mark.mutate({ kind: 'file', item: file, mark: 'watch', on: !file.isWatched });
      case 'delete':
        return dialogs.open({ kind: 'delete', folders: [], files: [ref] });
    }
  };
}
