import type { Workspace } from '@hookline/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconLayoutGrid, IconLayoutGridAdd, IconSmartHome } from '@tabler/icons-react';
import type { TreeRow } from '../../../ui/tree-drop.ts';
import type { TreeRowState } from '../../../ui/tree/WorkspaceTree.tsx';
import { TreeRowMenuSlot, WorkspaceTreeRow } from '../../../ui/tree/WorkspaceTreeRow.tsx';
import { BoardMenu } from '../boards/BoardMenu.tsx';
import { useBoardDialogs } from '../dialogs/board-dialogs-context.ts';
import { inspirationPaths } from '../shared/inspiration-paths.ts';
import { useTreeBoard } from './use-tree-board.ts';

interface BoardTreeRowProps {
  row: TreeRow;
  state: TreeRowState;
  workspace: Workspace;
  canManage: boolean;
  canCreate: boolean;
}

/** A row of the board tree: all boards at its root, then the boards with their menus. */
export function BoardTreeRow({ row, state, workspace, canManage, canCreate }: BoardTreeRowProps) {
  const isRoot = row.parentId === null;
  return (
    <WorkspaceTreeRow
      row={row}
      state={state}
      noun="board"
      href={inspirationPaths.board(workspace._id, row.node._id)}
      rootLabel="All boards"
      icon={isRoot ? IconSmartHome : IconLayoutGrid}
      canManage={canManage}
      menu={(opened, onChange) =>
        isRoot ? (
          canCreate && <RootMenu workspace={workspace} opened={opened} onChange={onChange} />
        ) : (
          <TreeBoardMenu row={row} workspace={workspace} opened={opened} onChange={onChange} />
        )
      }
    />
  );
}

function TreeBoardMenu({
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
  const board = useTreeBoard({
    node: row.node,
    parentId: row.parentId ?? workspace._id,
    workspace,
    enabled: opened,
  });
  return (
    <TreeRowMenuSlot opened={opened}>
      <BoardMenu board={board} opened={opened} onChange={onChange} size="sm" />
    </TreeRowMenuSlot>
  );
}

/** The workspace's root: a new top board. */
function RootMenu({
  workspace,
  opened,
  onChange,
}: {
  workspace: Workspace;
  opened: boolean;
  onChange: (opened: boolean) => void;
}) {
  const dialogs = useBoardDialogs();
  return (
    <TreeRowMenuSlot opened={opened}>
      <Menu position="bottom-end" width={200} withinPortal opened={opened} onChange={onChange}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for ${workspace.name}`}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconLayoutGridAdd size={16} aria-hidden />}
            onClick={() =>
              dialogs.open({ kind: 'new-board', parent: { _id: workspace._id, name: workspace.name } })
            }
          >
            New board
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </TreeRowMenuSlot>
  );
}
