import type { Workspace } from '@hookline/domain';
import { IconLayoutGrid, IconLayoutGridAdd, IconSmartHome } from '@tabler/icons-react';
import type { TreeRow } from '../../../ui/tree-drop.ts';
import { TreeNodeMenu, TreeRootMenu } from '../../../ui/tree/TreeRowMenus.tsx';
import type { TreeRowState } from '../../../ui/tree/WorkspaceTree.tsx';
import { WorkspaceTreeRow } from '../../../ui/tree/WorkspaceTreeRow.tsx';
import { BoardMenu } from '../boards/BoardMenu.tsx';
import { useBoardDialogs } from '../dialogs/board-dialogs-context.ts';
import { inspirationPaths } from '../shared/inspiration-paths.ts';
import { treeBoardSource } from './tree-board-source.ts';

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
  const dialogs = useBoardDialogs();
  const root = { _id: workspace._id, name: workspace.name };
  // The workspace's root offers a new top board.
  const rootActions = canCreate
    ? [
        {
          label: 'New board',
          icon: IconLayoutGridAdd,
          onClick: () => dialogs.open({ kind: 'new-board', parent: root }),
        },
      ]
    : [];
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
          <TreeRootMenu
            workspaceName={workspace.name}
            width={200}
            actions={rootActions}
            opened={opened}
            onChange={onChange}
          />
        ) : (
          <TreeNodeMenu row={row} workspace={workspace} source={treeBoardSource} opened={opened}>
            {(board) => <BoardMenu board={board} opened={opened} onChange={onChange} size="sm" />}
          </TreeNodeMenu>
        )
      }
    />
  );
}
