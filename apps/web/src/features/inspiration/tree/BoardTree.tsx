import { INSPIRATION_MESSAGES, type Workspace } from '@hookline/domain';
import { IconLayoutGrid, IconPlus } from '@tabler/icons-react';
import { ancestorsOf } from '../../../ui/tree-drop.ts';
import { WorkspaceTree, type TreeKind } from '../../../ui/tree/WorkspaceTree.tsx';
import { useBoardDialogs } from '../dialogs/board-dialogs-context.ts';
import { useReorderBoard } from '../dialogs/use-board-mutations.ts';
import { INSPIRATION_KEYS } from '../shared/inspiration-keys.ts';
import { useBoardTree } from '../shared/inspiration-queries.ts';
import type { InspirationCan } from '../shared/use-inspiration-workspace.ts';
import { BoardTreeRow } from './BoardTreeRow.tsx';

interface BoardTreeProps {
  workspace: Workspace;
  /** The board open in the page (the workspace's id for its root); null on pages of no board. */
  currentBoardId: string | null;
  can: InspirationCan;
}

/** The workspace's board tree; each row has the board's menu. */
export function BoardTree({ workspace, currentBoardId, can }: BoardTreeProps) {
  const canCreate = can('board.create');
  const workspaceId = workspace._id;
  const tree = useBoardTree(workspaceId);
  const dialogs = useBoardDialogs();
  const reorder = useReorderBoard(workspaceId);
  const parentIds =
    tree.data && currentBoardId && currentBoardId !== workspaceId
      ? ancestorsOf(tree.data, currentBoardId).filter((id) => id !== workspaceId)
      : [];
  const root = { _id: workspaceId, name: workspace.name };
  return (
    <WorkspaceTree
      kind={BOARDS}
      workspace={workspace}
      tree={tree}
      treeKey={INSPIRATION_KEYS.tree(workspaceId)}
      currentId={currentBoardId}
      currentParentIds={parentIds}
      reorder={reorder}
      onCreate={canCreate ? () => dialogs.open({ kind: 'new-board', parent: root }) : null}
      renderRow={(row, state) => (
        <BoardTreeRow
          row={row}
          state={state}
          workspace={workspace}
          canManage={can('board.manage')}
          canCreate={canCreate}
        />
      )}
    />
  );
}

/** The tree's words and icons. */
const BOARDS: TreeKind = {
  area: 'inspiration',
  noun: 'board',
  heading: 'Boards',
  refusals: INSPIRATION_MESSAGES,
  create: { label: 'New board', icon: IconPlus },
  dragIcon: IconLayoutGrid,
  emptyText: {
    mayCreate: 'No boards yet. Create one to start saving ads.',
    mayNot: 'No boards in this workspace yet.',
  },
};
