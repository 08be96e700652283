import type { Workspace } from '@hookline/domain';
import { IconFolder, IconFolderOpen, IconFolderPlus, IconHome, IconInbox } from '@tabler/icons-react';
import type { TreeRow } from '../../../ui/tree-drop.ts';
import { TreeNodeMenu, TreeRootMenu, type TreeRootAction } from '../../../ui/tree/TreeRowMenus.tsx';
import type { TreeRowState } from '../../../ui/tree/WorkspaceTree.tsx';
import { WorkspaceTreeRow } from '../../../ui/tree/WorkspaceTreeRow.tsx';
import { useDriveDialogs } from '../dialogs/drive-dialogs-context.ts';
import { FolderMenu } from '../items/ItemMenu.tsx';
import { drivePaths } from '../shared/drive-paths.ts';
import { treeFolderSource } from './tree-folder-source.ts';

interface FolderTreeRowProps {
  row: TreeRow;
  state: TreeRowState;
  workspace: Workspace;
  canManage: boolean;
}

/** A row of the folder tree: the workspace's files at its root, then its folders with their menus. */
export function FolderTreeRow({ row, state, workspace, canManage }: FolderTreeRowProps) {
  const isRoot = row.parentId === null;
  const rootActions = useRootActions(workspace);
  return (
    <WorkspaceTreeRow
      row={row}
      state={state}
      noun="folder"
      href={drivePaths.folder(workspace._id, row.node._id)}
      rootLabel="All files"
      icon={isRoot ? IconHome : state.open ? IconFolderOpen : IconFolder}
      canManage={canManage}
      menu={(opened, onChange) =>
        isRoot ? (
          <TreeRootMenu
            workspaceName={workspace.name}
            width={220}
            actions={rootActions}
            opened={opened}
            onChange={onChange}
          />
        ) : (
          <TreeNodeMenu row={row} workspace={workspace} source={treeFolderSource} opened={opened}>
            {(folder) => (
              <FolderMenu
                folder={folder}
                workspaceId={workspace._id}
                opened={opened}
                onChange={onChange}
                size="sm"
              />
            )}
          </TreeNodeMenu>
        )
      }
    />
  );
}

/** What the workspace's root offers: a new folder, and files collected into it. */
function useRootActions(workspace: Workspace): TreeRootAction[] {
  const dialogs = useDriveDialogs();
  const allowed = workspace.products.includes('drive') ? workspace.allowedActions : [];
  const root = { _id: workspace._id, name: workspace.name };
  const actions: TreeRootAction[] = [];
  if (allowed.includes('board.create')) {
    actions.push({
      label: 'New folder',
      icon: IconFolderPlus,
      onClick: () => dialogs.open({ kind: 'new-folder', parent: root }),
    });
  }
  if (allowed.includes('file.upload')) {
    actions.push({
      label: 'Collect files',
      icon: IconInbox,
      onClick: () => dialogs.open({ kind: 'file-collect', folder: root }),
    });
  }
  return actions;
}
