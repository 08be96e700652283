import { INSPIRATION_MESSAGES, type Workspace } from '@hookline/domain';
import { IconLayoutGrid, IconPlus } from '@tabler/icons-react';
import { ancestorsOf } from '../../../ui/tree-drop.ts';
import { useExpandedNodes } from '../../../ui/tree/use-expanded-nodes.ts';
import { WorkspaceTree } from '../../../ui/tree/WorkspaceTree.tsx';
import { useBoardDialogs } from '../dialogs/board-dialogs-context.ts';
import { useReorderBoard } from '../dialogs/use-board-mutations.ts';
import { INSPIRATION_KEYS } from '../shared/inspiration-api.ts';
import { useBoardTree } from '../shared/inspiration-queries.ts';
import { BoardTreeRow } from './BoardTreeRow.tsx';

interface BoardTreeProps {
  workspace: Workspace;
  /** The board open in the page (the workspace's id for its root); null on pages of no board. */
  currentBoardId: string | null;
  canCreate: boolean;
  canManage: boolean;
}

/** The workspace's board tree; each row has the board's menu. */
export function BoardTree({ workspace, currentBoardId, canCreate, canManage }: BoardTreeProps) {
  const workspaceId = workspace._id;
  const tree = useBoardTree(workspaceId);
  const dialogs = useBoardDialogs();
  const { expanded, setOpen } = useExpandedNodes('inspiration', workspaceId);
  const reorder = useReorderBoard(workspaceId);
  const parentIds =
    tree.data && currentBoardId && currentBoardId !== workspaceId
      ? ancestorsOf(tree.data, currentBoardId).filter((id) => id !== workspaceId)
      : [];
  return (
    <WorkspaceTree
      workspace={workspace}
      noun="board"
      heading="Boards"
      tree={tree}
      treeKey={INSPIRATION_KEYS.tree(workspaceId)}
      expanded={expanded}
      setOpen={setOpen}
      currentId={currentBoardId}
      currentParentIds={parentIds}
      refusals={INSPIRATION_MESSAGES}
      reorder={{
        pending: reorder.isPending,
        run: ({ id, beforeId, moveInto }) =>
          reorder.mutate({ boardId: id, beforeBoardId: beforeId, moveInto }),
      }}
      create={
        canCreate
          ? {
              label: 'New board',
              icon: IconPlus,
              onClick: () =>
                dialogs.open({ kind: 'new-board', parent: { _id: workspaceId, name: workspace.name } }),
            }
          : null
      }
      emptyText={
        canCreate ? 'No boards yet. Create one to start saving ads.' : 'No boards in this workspace yet.'
      }
      dragIcon={IconLayoutGrid}
      renderRow={(row, state) => (
        <BoardTreeRow
          row={row}
          state={state}
          workspace={workspace}
          canManage={canManage}
          canCreate={canCreate}
        />
      )}
    />
  );
}
