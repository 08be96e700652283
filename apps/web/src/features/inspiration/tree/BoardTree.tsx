import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { INSPIRATION_MESSAGES, type DriveTreeNode, type Workspace } from '@hookline/domain';
import { Box, Button, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconLayoutGrid, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { LoadError } from '../../../ui/LoadError.tsx';
import { toast } from '../../../ui/toasts.ts';
import { ancestorsOf, applyDropPlan, dropPlan, visibleRows, type DropZone } from '../../../ui/tree-drop.ts';
import { useBoardDialogs } from '../dialogs/board-dialogs-context.ts';
import { useReorderBoard } from '../dialogs/use-board-mutations.ts';
import { INSPIRATION_KEYS } from '../shared/inspiration-api.ts';
import { useBoardTree } from '../shared/inspiration-queries.ts';
import { BoardTreeRow } from './BoardTreeRow.tsx';
import classes from '../../../ui/folder-tree.module.css';
import { useExpandedBoards } from './use-expanded-boards.ts';

interface BoardTreeProps {
  workspace: Workspace;
  /** The board open in the page (the workspace's id for its root); null on pages of no board. */
  currentBoardId: string | null;
  canCreate: boolean;
  canManage: boolean;
}

const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : closestCenter(args);
};

/** The zone of `over` the dragged board's pointer is in: its top edge, its middle, or its bottom edge. */
function zoneOf(event: DragMoveEvent, isRoot: boolean): DropZone {
  const rect = event.over?.rect;
  if (!rect || isRoot) return 'into';
  const start = event.activatorEvent;
  const y =
    start instanceof PointerEvent || start instanceof MouseEvent
      ? start.clientY + event.delta.y
      : rect.top + rect.height / 2;
  const edge = rect.height * 0.28;
  if (y < rect.top + edge) return 'before';
  if (y > rect.top + rect.height - edge) return 'after';
  return 'into';
}

/**
 * The workspace's board tree: open and close boards, drag a board onto another to move it inside, or onto
 * the top or bottom edge of a sibling to put it before or after it; each row has the board's menu.
 */
export function BoardTree({ workspace, currentBoardId, canCreate, canManage }: BoardTreeProps) {
  const workspaceId = workspace._id;
  const tree = useBoardTree(workspaceId);
  const dialogs = useBoardDialogs();
  const { expanded, setOpen } = useExpandedBoards(workspaceId);
  const reorder = useReorderBoard(workspaceId);
  const queryClient = useQueryClient();
  const [dragging, setDragging] = useState<DriveTreeNode | null>(null);
  const [over, setOver] = useState<{ id: string; zone: DropZone } | null>(null);

  // The open board's parents open in the tree.
  const parentsKey =
    tree.data && currentBoardId && currentBoardId !== workspaceId
      ? ancestorsOf(tree.data, currentBoardId)
          .filter((id) => id !== workspaceId)
          .join('/')
      : '';
  useEffect(() => {
    if (parentsKey !== '') setOpen(parentsKey.split('/'), true);
  }, [parentsKey, setOpen]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const rows = useMemo(() => (tree.data ? visibleRows(tree.data, expanded) : []), [tree.data, expanded]);
  const nameOf = (id: string | undefined) => rows.find((row) => row.node._id === id)?.node.name ?? 'a board';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up board ${nameOf(String(active.id))}.`,
    onDragOver: ({ active, over: target }) =>
      target ? `Board ${nameOf(String(active.id))} is over ${nameOf(String(target.id))}.` : 'Over nothing.',
    onDragEnd: ({ active, over: target }) =>
      target
        ? `Board ${nameOf(String(active.id))} was dropped on ${nameOf(String(target.id))}.`
        : `Board ${nameOf(String(active.id))} was put back.`,
    onDragCancel: ({ active }) => `Moving board ${nameOf(String(active.id))} was cancelled.`,
  };

  if (tree.isError) {
    return (
      <LoadError compact what="the boards" onRetry={() => void tree.refetch()} retrying={tree.isRefetching} />
    );
  }
  if (tree.isPending) {
    return (
      <Stack gap={10} px="md" py="xs" aria-hidden>
        {[70, 55, 80, 60, 45].map((width) => (
          <Skeleton key={width} h={16} w={`${width}%`} radius="sm" />
        ))}
      </Stack>
    );
  }
  const root = tree.data;

  const onDragStart = (event: DragStartEvent) => {
    setDragging(rows.find((row) => row.node._id === String(event.active.id))?.node ?? null);
  };
  const onDragMove = (event: DragMoveEvent) => {
    if (!event.over) {
      setOver(null);
      return;
    }
    const id = String(event.over.id);
    const next = { id, zone: zoneOf(event, id === root._id) };
    setOver((current) => (current?.id === next.id && current.zone === next.zone ? current : next));
  };
  const onDragEnd = () => {
    const activeId = dragging?._id;
    const target = over;
    setDragging(null);
    setOver(null);
    if (!activeId || !target) return;
    const plan = dropPlan(root, activeId, target.id, target.zone, INSPIRATION_MESSAGES);
    if (!plan) return;
    if (plan.kind === 'refused') {
      toast.error(plan.reason);
      return;
    }
    // The tree shows the drop at once; the server's tree replaces it once saved (or the old one, if refused).
    const key = INSPIRATION_KEYS.tree(workspaceId);
    void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData(key, applyDropPlan(root, activeId, plan));
    if (plan.kind === 'move') {
      setOpen(plan.targetId, true);
      reorder.mutate({ boardId: activeId, beforeBoardId: null, moveInto: plan.targetId });
    } else {
      if (plan.moveInto) setOpen(plan.moveInto, true);
      reorder.mutate({ boardId: activeId, beforeBoardId: plan.beforeId, moveInto: plan.moveInto });
    }
  };

  return (
    <Box px="xs" pb="md">
      <Group justify="space-between" gap={4} wrap="nowrap" px={6} mih={30}>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" component="h2" m={0}>
            Boards
          </Text>
          {reorder.isPending && <Loader size={12} role="status" aria-label="Saving changes" />}
        </Group>
        {canCreate && (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() =>
              dialogs.open({ kind: 'new-board', parent: { _id: workspaceId, name: workspace.name } })
            }
          >
            New board
          </Button>
        )}
      </Group>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move a board, press Space on its handle, use the arrow keys to go over another board, then ' +
              'press Space to drop it into that board, or Escape to cancel. The board’s menu can also move it.',
          },
        }}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragOver={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setDragging(null);
          setOver(null);
        }}
      >
        <ul className={classes.tree} aria-label={`Boards of ${workspace.name}`}>
          {rows.map((row) => (
            <BoardTreeRow
              key={row.node._id}
              row={row}
              workspace={workspace}
              current={row.node._id === (currentBoardId ?? '')}
              open={expanded.has(row.node._id)}
              onToggle={(open) => setOpen(row.node._id, open)}
              canManage={canManage}
              canCreate={canCreate}
              over={over?.id === row.node._id && dragging?._id !== row.node._id ? over.zone : null}
              dragging={dragging?._id === row.node._id}
            />
          ))}
        </ul>
        {root.children.length === 0 && (
          <Text size="xs" c="dimmed" px={6} py={4}>
            {canCreate
              ? 'No boards yet. Create one to start saving ads.'
              : 'No boards in this workspace yet.'}
          </Text>
        )}
        <DragOverlay dropAnimation={null}>
          {dragging && (
            <div className={classes.overlay}>
              <IconLayoutGrid size={16} aria-hidden />
              {dragging.name}
            </div>
          )}
        </DragOverlay>
      </DndContext>
    </Box>
  );
}
