import type { Workspace } from '@hookline/domain';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDots,
  IconFolder,
  IconFolderOpen,
  IconFolderPlus,
  IconHome,
  IconInbox,
} from '@tabler/icons-react';
import type { TreeRow } from '../../../ui/tree-drop.ts';
import type { TreeRowState } from '../../../ui/tree/WorkspaceTree.tsx';
import { TreeRowMenuSlot, WorkspaceTreeRow } from '../../../ui/tree/WorkspaceTreeRow.tsx';
import { useDriveDialogs } from '../dialogs/drive-dialogs-context.ts';
import { FolderMenu } from '../items/ItemMenu.tsx';
import { drivePaths } from '../shared/drive-paths.ts';
import { useTreeFolder } from './use-tree-folder.ts';

interface FolderTreeRowProps {
  row: TreeRow;
  state: TreeRowState;
  workspace: Workspace;
  canManage: boolean;
}

/** A row of the folder tree: the workspace's files at its root, then its folders with their menus. */
export function FolderTreeRow({ row, state, workspace, canManage }: FolderTreeRowProps) {
  const isRoot = row.parentId === null;
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
          <RootMenu workspace={workspace} opened={opened} onChange={onChange} />
        ) : (
          <TreeFolderMenu row={row} workspace={workspace} opened={opened} onChange={onChange} />
        )
      }
    />
  );
}

function TreeFolderMenu({
  row,
  workspace,
  opened,
  onChange,
}: {
  row: TreeRow;
  workspace: Workspace;
  opened: boolean;
  onChange: (opened: boolean) => void;
}) {
  const folder = useTreeFolder({
    node: row.node,
    parentId: row.parentId ?? workspace._id,
    workspace,
    enabled: opened,
  });
  return (
    <TreeRowMenuSlot opened={opened}>
      <FolderMenu folder={folder} workspaceId={workspace._id} opened={opened} onChange={onChange} size="sm" />
    </TreeRowMenuSlot>
  );
}

/** The workspace's root: a new folder, and files collected into it. */
function RootMenu({
  workspace,
  opened,
  onChange,
}: {
  workspace: Workspace;
  opened: boolean;
  onChange: (opened: boolean) => void;
}) {
  const dialogs = useDriveDialogs();
  const allowed = workspace.products.includes('drive') ? workspace.allowedActions : [];
  const root = { _id: workspace._id, name: workspace.name };
  const canCreate = allowed.includes('board.create');
  const canCollect = allowed.includes('file.upload');
  if (!canCreate && !canCollect) return null;
  return (
    <TreeRowMenuSlot opened={opened}>
      <Menu position="bottom-end" width={220} withinPortal opened={opened} onChange={onChange}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for ${workspace.name}`}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {canCreate && (
            <Menu.Item
              leftSection={<IconFolderPlus size={16} aria-hidden />}
              onClick={() => dialogs.open({ kind: 'new-folder', parent: root })}
            >
              New folder
            </Menu.Item>
          )}
          {canCollect && (
            <Menu.Item
              leftSection={<IconInbox size={16} aria-hidden />}
              onClick={() => dialogs.open({ kind: 'file-collect', folder: root })}
            >
              Collect files
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </TreeRowMenuSlot>
  );
}
