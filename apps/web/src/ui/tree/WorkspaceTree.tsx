import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { DriveTreeNode, Workspace } from '@hookline/domain';
import { Box, Button, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useExpandedNodes } from './use-expanded-nodes.ts';
import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import classes from '../folder-tree.module.css';
import { LoadError } from '../LoadError.tsx';
import { toast } from '../toasts.ts';
import {
  applyDropPlan,
  dropPlan,
  visibleRows,
  type DropZone,
  type MoveRefusals,
  type TreeRow,
} from '../tree-drop.ts';

/** Where a dragged node goes: before a sibling (null: last), moving into another parent first when given. */
export interface TreeReorder {
  id: string;
  beforeId: string | null;
  moveInto?: string;
}

/** What a row needs to show the drag under way. */
export interface TreeRowState {
  current: boolean;
  open: boolean;
  onToggle: (open: boolean) => void;
  /** Where the dragged node would land on this row, while one is over it. */
  over: DropZone | null;
  dragging: boolean;
}

/** What a tree holds, in words and icons, and where its open nodes are kept. */
export interface TreeKind {
  /** The area whose open nodes these are, for the session: 'drive', 'inspiration'. */
  area: string;
  /** The node kind in words: 'folder' or 'board'. */
  noun: string;
  /** The tree's heading: 'Folders', 'Boards'. */
  heading: string;
  refusals: MoveRefusals;
  /** The heading's action, for a user who may create. */
  create: { label: string; icon: Icon };
  dragIcon: Icon;
  /** What the empty tree says to a user who may create, and to one who may not. */
  emptyText: { mayCreate: string; mayNot: string };
}

interface WorkspaceTreeProps {
  kind: TreeKind;
  workspace: Workspace;
  tree: UseQueryResult<DriveTreeNode>;
  /** The query key of `tree`: a drop shows at once in its cache. */
  treeKey: QueryKey;
  /** The node open in the page, or null; its parents open in the tree. */
  currentId: string | null;
  /** The parents of the current node, root first, without the root, once known. */
  currentParentIds: readonly string[];
  /** The area's reorder call (a mutation): moves a node, saved on the server. */
  reorder: { isPending: boolean; mutate: (change: TreeReorder) => void };
  /** Opens the dialog of a new top node; null when the user may not create. */
  onCreate: (() => void) | null;
  renderRow: (row: TreeRow, state: TreeRowState) => ReactNode;
}

const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : closestCenter(args);
};

/** The zone of `over` the dragged node's pointer is in: its top edge, its middle, or its bottom edge. */
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
 * A workspace's tree of folders or boards: open and close nodes, drag one onto another to move it inside, or
 * onto the top or bottom edge of a sibling to put it before or after it. The area gives the rows (its links
 * and menus), the query and the reorder call.
 */
export function WorkspaceTree({
  kind,
  workspace,
  tree,
  treeKey,
  currentId,
  currentParentIds,
  reorder,
  onCreate,
  renderRow,
}: WorkspaceTreeProps) {
  const { noun, heading, refusals, dragIcon: DragIcon } = kind;
  const { expanded, setOpen } = useExpandedNodes(kind.area, workspace._id);
  const queryClient = useQueryClient();
  const [dragging, setDragging] = useState<DriveTreeNode | null>(null);
  const [over, setOver] = useState<{ id: string; zone: DropZone } | null>(null);

  const parentsKey = currentParentIds.join('/');
  useEffect(() => {
    if (parentsKey !== '') setOpen(parentsKey.split('/'), true);
  }, [parentsKey, setOpen]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const rows = useMemo(() => (tree.data ? visibleRows(tree.data, expanded) : []), [tree.data, expanded]);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const nameOf = (id: string | undefined) =>
    rows.find((row) => row.node._id === id)?.node.name ?? `a ${noun}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${noun} ${nameOf(String(active.id))}.`,
    onDragOver: ({ active, over: target }) =>
      target ? `${Noun} ${nameOf(String(active.id))} is over ${nameOf(String(target.id))}.` : 'Over nothing.',
    onDragEnd: ({ active, over: target }) =>
      target
        ? `${Noun} ${nameOf(String(active.id))} was dropped on ${nameOf(String(target.id))}.`
        : `${Noun} ${nameOf(String(active.id))} was put back.`,
    onDragCancel: ({ active }) => `Moving ${noun} ${nameOf(String(active.id))} was cancelled.`,
  };

  if (tree.isError) {
    return (
      <LoadError
        compact
        what={`the ${heading.toLowerCase()}`}
        onRetry={() => void tree.refetch()}
        retrying={tree.isRefetching}
      />
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
    const plan = dropPlan(root, activeId, target.id, target.zone, refusals);
    if (!plan) return;
    if (plan.kind === 'refused') {
      toast.error(plan.reason);
      return;
    }
    // The tree shows the drop at once; the server's tree replaces it once saved (or the old one, if refused).
    void queryClient.cancelQueries({ queryKey: treeKey });
    queryClient.setQueryData(treeKey, applyDropPlan(root, activeId, plan));
    if (plan.kind === 'move') {
      setOpen(plan.targetId, true);
      reorder.mutate({ id: activeId, beforeId: null, moveInto: plan.targetId });
    } else {
      if (plan.moveInto) setOpen(plan.moveInto, true);
      reorder.mutate({ id: activeId, beforeId: plan.beforeId, moveInto: plan.moveInto });
    }
  };
  const CreateIcon = kind.create.icon;

  return (
    <Box px="xs" pb="md">
      <Group justify="space-between" gap={4} wrap="nowrap" px={6} mih={30}>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" component="h2" m={0}>
            {heading}
          </Text>
          {reorder.isPending && <Loader size={12} role="status" aria-label="Saving changes" />}
        </Group>
        {onCreate && (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<CreateIcon size={14} aria-hidden />}
            onClick={onCreate}
          >
            {kind.create.label}
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
              `To move a ${noun}, press Space on its handle, use the arrow keys to go over another ${noun}, then ` +
              `press Space to drop it into that ${noun}, or Escape to cancel. The ${noun}’s menu can also move it.`,
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
        <ul className={classes.tree} aria-label={`${heading} of ${workspace.name}`}>
          {rows.map((row) => (
            <Fragment key={row.node._id}>
              {renderRow(row, {
                current: row.node._id === (currentId ?? ''),
                open: expanded.has(row.node._id),
                onToggle: (open) => setOpen(row.node._id, open),
                over: over?.id === row.node._id && dragging?._id !== row.node._id ? over.zone : null,
                dragging: dragging?._id === row.node._id,
              })}
            </Fragment>
          ))}
        </ul>
        {root.children.length === 0 && (
          <Text size="xs" c="dimmed" px={6} py={4}>
            {onCreate ? kind.emptyText.mayCreate : kind.emptyText.mayNot}
          </Text>
        )}
        <DragOverlay dropAnimation={null}>
          {dragging && (
            <div className={classes.overlay}>
              <DragIcon size={16} aria-hidden />
              {dragging.name}
            </div>
          )}
        </DragOverlay>
      </DndContext>
    </Box>
  );
}
