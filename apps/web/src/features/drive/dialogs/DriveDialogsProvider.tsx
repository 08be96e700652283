import {
  createDriveFolderBody,
  updateDriveFileBody,
  type DrivePathStep,
  type Workspace,
} from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { DRIVE_KEYS } from '../../../api/drive-api.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { useDialogSwitch } from '../../../ui/use-dialog-switch.ts';
import { drivePaths } from '../shared/drive-paths.ts';
import { ShareDialog } from '../shared/share/ShareDialog.tsx';
import { AddTagsDialog } from './AddTagsDialog.tsx';
import { deleteTitle, deleteWords } from './delete-words.ts';
import { DriveDialogsContext, type DriveDialog } from './drive-dialogs-context.ts';
import { FileCollectDialog } from './FileCollectDialog.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import { NameDialog } from './NameDialog.tsx';
import { TeamChatDialog } from './TeamChatDialog.tsx';
import {
  useAddTags,
  useCreateFolder,
  useDeleteItems,
  useMoveItems,
  useRenameItem,
} from './use-drive-mutations.ts';
import { ZipDialog } from './ZipDialog.tsx';
import { TruncatedText } from '../../../ui/truncated/TruncatedText.tsx';

const folderNameSchema = createDriveFolderBody.shape.name;
const fileNameSchema = updateDriveFileBody.shape.name.unwrap() as z.ZodType<string, string>;

/**
 * The Creative Hub's dialogs, once for the whole area: the panel's tree, the folder's cards and rows and the
 * bulk actions open them through `useDriveDialogs`.
 */
export function DriveDialogsProvider({ workspace, children }: { workspace: Workspace; children: ReactNode }) {
  const workspaceId = workspace._id;
  const { opener, close, finish, is, isOpen } = useDialogSwitch<DriveDialog>();
  const createFolder = useCreateFolder(workspaceId);
  const rename = useRenameItem(workspaceId);
  const remove = useDeleteItems(workspaceId);
  const { folderId: openFolderId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const move = useMoveItems(workspaceId);
  const addTags = useAddTags(workspaceId);

  const newFolder = is('new-folder');
  const renaming = is('rename');
  const deleting = is('delete');
  const moving = is('move');
  const sharing = is('share');
  const collecting = is('file-collect');
  const chatting = is('team-chat');
  const tagging = is('add-tags');
  const zipping = is('zip');

  /** Whether deleting these folders takes the open folder with them (it, or a folder above it). */
  const takesOpenFolder = (folderIds: readonly string[]) => {
    if (!openFolderId) return false;
    const path = queryClient.getQueryData<DrivePathStep[]>(DRIVE_KEYS.path(workspaceId, openFolderId)) ?? [];
    return folderIds.some((id) => id === openFolderId || path.some((step) => step._id === id));
  };

  return (
    <DriveDialogsContext.Provider value={opener}>
      {children}
      <NameDialog
        opened={isOpen('new-folder')}
        title={
          newFolder ? (
            <TruncatedText inline>{`New folder in “${newFolder.parent.name}”`}</TruncatedText>
          ) : (
            'New folder'
          )
        }
        label="Folder name"
        submitLabel="Create folder"
        schema={folderNameSchema}
        pending={createFolder.isPending}
        onClose={close}
        onSubmit={(name) =>
          newFolder && createFolder.mutate({ parentId: newFolder.parent._id, name }, { onSuccess: finish })
        }
      />
      <NameDialog
        opened={isOpen('rename')}
        title={renaming?.itemKind === 'file' ? 'Rename file' : 'Rename folder'}
        label={renaming?.itemKind === 'file' ? 'File name' : 'Folder name'}
        submitLabel="Rename"
        initialName={renaming?.item.name}
        schema={renaming?.itemKind === 'file' ? fileNameSchema : folderNameSchema}
        pending={rename.isPending}
        onClose={close}
        onSubmit={(name) =>
          renaming &&
          rename.mutate({ kind: renaming.itemKind, id: renaming.item._id, name }, { onSuccess: finish })
        }
      />
      <ConfirmDialog
        opened={isOpen('delete')}
        title={deleting ? deleteTitle(deleting) : 'Delete'}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onClose={close}
        onConfirm={() => {
          if (!deleting) return;
          const leaving = takesOpenFolder(deleting.folders.map((folder) => folder._id));
          remove.mutate(
            { ...deleting, leaving },
            {
              onSuccess: () => {
                finish();
                if (leaving) void navigate(drivePaths.folder(workspaceId));
              },
            },
          );
        }}
      >
        {deleting && deleteWords(deleting)}
      </ConfirmDialog>
      <MoveDialog
        opened={isOpen('move')}
        workspaceId={workspaceId}
        selection={moving ?? { folders: [], files: [] }}
        from={moving?.from ?? workspaceId}
        pending={move.isPending}
        onClose={close}
        onMove={(target) => moving && move.mutate({ ...moving, target }, { onSuccess: finish })}
      />
      <ShareDialog target={sharing?.target ?? null} opened={isOpen('share')} onClose={close} />
      <FileCollectDialog
        opened={isOpen('file-collect')}
        workspaceId={workspaceId}
        folder={collecting?.folder ?? null}
        onClose={close}
      />
      <TeamChatDialog
        opened={isOpen('team-chat')}
        workspaceId={workspaceId}
        folder={chatting?.folder ?? null}
        onClose={close}
      />
      <AddTagsDialog
        opened={isOpen('add-tags')}
        workspaceId={workspaceId}
        files={tagging?.files ?? []}
        pending={addTags.isPending}
        onClose={close}
        onAdd={(tagIds) =>
          tagging &&
          addTags.mutate({ fileIds: tagging.files.map((file) => file._id), tagIds }, { onSuccess: finish })
        }
      />
      <ZipDialog
        opened={isOpen('zip')}
        workspaceId={workspaceId}
        folders={zipping?.folders ?? []}
        files={zipping?.files ?? []}
        name={zipping?.name ?? 'Download'}
        onClose={close}
      />
    </DriveDialogsContext.Provider>
  );
}
