import { DRIVE_MESSAGES, type Workspace } from '@hookline/domain';
import { IconFolder, IconFolderPlus } from '@tabler/icons-react';
import type { ProductCan } from '../../../app/session/use-product-workspace.ts';
import { DRIVE_KEYS } from '../../../api/drive-api.ts';
import { WorkspaceTree, type TreeKind } from '../../../ui/tree/WorkspaceTree.tsx';
import { useDriveDialogs } from '../dialogs/drive-dialogs-context.ts';
import { useReorderFolder } from '../dialogs/use-drive-mutations.ts';
import { useFolderPath, useFolderTree } from '../shared/drive-queries.ts';
import { FolderTreeRow } from './FolderTreeRow.tsx';

interface FolderTreeProps {
  workspace: Workspace;
  /** The folder open in the page (the workspace's id for its root); null on the library's pages. */
  currentFolderId: string | null;
  can: ProductCan;
}

/** The workspace's folder tree; each row has the folder's menu (right-click too). */
export function FolderTree({ workspace, currentFolderId, can }: FolderTreeProps) {
  const workspaceId = workspace._id;
  const tree = useFolderTree(workspaceId);
  const dialogs = useDriveDialogs();
  const path = useFolderPath(
    workspaceId,
    currentFolderId && currentFolderId !== workspaceId ? currentFolderId : '',
  );
  const reorder = useReorderFolder(workspaceId);
  const root = { _id: workspaceId, name: workspace.name };
  return (
    <WorkspaceTree
      kind={FOLDERS}
      workspace={workspace}
      tree={tree}
      treeKey={DRIVE_KEYS.tree(workspaceId)}
      currentId={currentFolderId}
      currentParentIds={path.data?.slice(0, -1).map((step) => step._id) ?? []}
      reorder={reorder}
      onCreate={can('board.create') ? () => dialogs.open({ kind: 'new-folder', parent: root }) : null}
      renderRow={(row, state) => (
        <FolderTreeRow row={row} state={state} workspace={workspace} canManage={can('board.manage')} />
      )}
    />
  );
}

/** The tree's words and icons. */
const FOLDERS: TreeKind = {
  area: 'drive',
  noun: 'folder',
  heading: 'Folders',
  refusals: DRIVE_MESSAGES,
  create: { label: 'New folder', icon: IconFolderPlus },
  dragIcon: IconFolder,
  emptyText: {
    mayCreate: 'No folders yet. Create one to organise your files.',
    mayNot: 'No folders in this workspace yet.',
  },
};
