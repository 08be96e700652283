import { DRIVE_MESSAGES, type Workspace } from '@hookline/domain';
import { IconFolder, IconFolderPlus } from '@tabler/icons-react';
import { DRIVE_KEYS } from '../../../api/drive-api.ts';
import { useExpandedNodes } from '../../../ui/tree/use-expanded-nodes.ts';
import { WorkspaceTree } from '../../../ui/tree/WorkspaceTree.tsx';
import { useDriveDialogs } from '../dialogs/drive-dialogs-context.ts';
import { useReorderFolder } from '../dialogs/use-drive-mutations.ts';
import { useFolderPath, useFolderTree } from '../shared/drive-queries.ts';
import { FolderTreeRow } from './FolderTreeRow.tsx';

interface FolderTreeProps {
  workspace: Workspace;
  /** The folder open in the page (the workspace's id for its root); null on the library's pages. */
  currentFolderId: string | null;
  canCreate: boolean;
  canManage: boolean;
}

/** The workspace's folder tree; each row has the folder's menu (right-click too). */
export function FolderTree({ workspace, currentFolderId, canCreate, canManage }: FolderTreeProps) {
  const workspaceId = workspace._id;
  const tree = useFolderTree(workspaceId);
  const dialogs = useDriveDialogs();
  const { expanded, setOpen } = useExpandedNodes('drive', workspaceId);
  const path = useFolderPath(
    workspaceId,
    currentFolderId && currentFolderId !== workspaceId ? currentFolderId : '',
  );
  const reorder = useReorderFolder(workspaceId);
  return (
    <WorkspaceTree
      workspace={workspace}
      noun="folder"
      heading="Folders"
      tree={tree}
      treeKey={DRIVE_KEYS.tree(workspaceId)}
      expanded={expanded}
      setOpen={setOpen}
      currentId={currentFolderId}
      currentParentIds={path.data?.slice(0, -1).map((step) => step._id) ?? []}
      refusals={DRIVE_MESSAGES}
      reorder={{
        pending: reorder.isPending,
        run: ({ id, beforeId, moveInto }) =>
          reorder.mutate({ folderId: id, beforeFolderId: beforeId, moveInto }),
      }}
      create={
        canCreate
          ? {
              label: 'New folder',
              icon: IconFolderPlus,
              onClick: () =>
                dialogs.open({ kind: 'new-folder', parent: { _id: workspaceId, name: workspace.name } }),
            }
          : null
      }
      emptyText={
        canCreate ? 'No folders yet. Create one to organise your files.' : 'No folders in this workspace yet.'
      }
      dragIcon={IconFolder}
      renderRow={(row, state) => (
        <FolderTreeRow row={row} state={state} workspace={workspace} canManage={canManage} />
      )}
    />
  );
}
