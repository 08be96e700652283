import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { DRIVE_MESSAGES, type DriveTreeNode, type Workspace } from '@hookline/domain';
import { Box, Button, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconFolder, IconFolderPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { DRIVE_KEYS } from '../../../api/drive-api.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { toast } from '../../../ui/toasts.ts';
import { useDriveDialogs } from '../dialogs/drive-dialogs-context.ts';
import { useReorderFolder } from '../dialogs/use-drive-mutations.ts';
import { useFolderPath, useFolderTree } from '../shared/drive-queries.ts';
import { applyDropPlan, dropPlan, visibleRows, type DropZone } from '../../../ui/tree-drop.ts';
import classes from '../../../ui/folder-tree.module.css';
import { TreeRowItem } from './TreeRowItem.tsx';
import { useExpandedFolders } from './use-expanded-folders.ts';

interface FolderTreeProps {
  workspace: Workspace;
  /** The folder open in the page (the workspace's id for its root); null on the library's pages. */
  currentFolderId: string | null;
  canCreate: boolean;
  canManage: boolean;
}

export interface DragOver {
  id: string;
  zone: DropZone;
}

const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : closestCenter(args);
};

/** The zone of `over` the dragged folder's pointer is in: its top edge, its middle, or its bottom edge. */
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
 * The workspace's folder tree: open and close folders, drag a folder onto another to move it into it, or
 * onto the top or bottom edge of a sibling to put it before or after it; each row has the folder's menu
 * (right-click too).
 */
export function FolderTree({ workspace, currentFolderId, canCreate, canManage }: FolderTreeProps) {
  const workspaceId = workspace._id;
  const tree = useFolderTree(workspaceId);
  const dialogs = useDriveDialogs();
  const { expanded, setOpen } = useExpandedFolders(workspaceId);
  const path = useFolderPath(
    workspaceId,
    currentFolderId && currentFolderId !== workspaceId ? currentFolderId : '',
  );
  const reorder = useReorderFolder(workspaceId);
  const queryClient = useQueryClient();
  const [dragging, setDragging] = useState<DriveTreeNode | null>(null);
  const [over, setOver] = useState<DragOver | null>(null);

  // The open folder's parents open in the tree.
  const pathIds = path.data?.slice(0, -1).map((step) => step._id) ?? [];
  const pathKey = pathIds.join('/');
  useEffect(() => {
    if (pathKey !== '') setOpen(pathKey.split('/'), true);
  }, [pathKey, setOpen]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const rows = useMemo(() => (tree.data ? visibleRows(tree.data, expanded) : []), [tree.data, expanded]);
  const nameOf = (id: string | undefined) => rows.find((row) => row.node._id === id)?.node.name ?? 'a folder';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up folder ${nameOf(String(active.id))}.`,
    onDragOver: ({ active, over: target }) =>
      target ? `Folder ${nameOf(String(active.id))} is over ${nameOf(String(target.id))}.` : 'Over nothing.',
    onDragEnd: ({ active, over: target }) =>
      target
        ? `Folder ${nameOf(String(active.id))} was dropped on ${nameOf(String(target.id))}.`
        : `Folder ${nameOf(String(active.id))} was put back.`,
    onDragCancel: ({ active }) => `Moving folder ${nameOf(String(active.id))} was cancelled.`,
  };

  if (tree.isError) {
    return (
      <LoadError
        compact
        what="the folders"
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
    const plan = dropPlan(root, activeId, target.id, target.zone, DRIVE_MESSAGES);
    if (!plan) return;
    if (plan.kind === 'refused') {
      toast.error(plan.reason);
      return;
    }
    // The tree shows the drop at once; the server's tree replaces it once saved (or the old one, if refused).
    const key = DRIVE_KEYS.tree(workspaceId);
    void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData(key, applyDropPlan(root, activeId, plan));
    if (plan.kind === 'move') {
      setOpen(plan.targetId, true);
      reorder.mutate({ folderId: activeId, beforeFolderId: null, moveInto: plan.targetId });
    } else {
      if (plan.moveInto) setOpen(plan.moveInto, true);
      reorder.mutate({ folderId: activeId, beforeFolderId: plan.beforeId, moveInto: plan.moveInto });
    }
  };

  return (
    <Box px="xs" pb="md">
      <Group justify="space-between" gap={4} wrap="nowrap" px={6} mih={30}>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" component="h2" m={0}>
            Folders
          </Text>
          {reorder.isPending && <Loader size={12} role="status" aria-label="Saving changes" />}
        </Group>
        {canCreate && (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconFolderPlus size={14} aria-hidden />}
            onClick={() =>
              dialogs.open({ kind: 'new-folder', parent: { _id: workspaceId, name: workspace.name } })
            }
          >
            New folder
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
              'To move a folder, press Space on its handle, use the arrow keys to go over another folder, then ' +
              'press Space to drop it into that folder, or Escape to cancel. The folder’s menu can also move it.',
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
        <ul className={classes.tree} aria-label={`Folders of ${workspace.name}`}>
          {rows.map((row) => (
            <TreeRowItem
              key={row.node._id}
              row={row}
              workspace={workspace}
              current={row.node._id === (currentFolderId ?? '')}
              open={expanded.has(row.node._id)}
              onToggle={(open) => setOpen(row.node._id, open)}
              canManage={canManage}
              over={over?.id === row.node._id && dragging?._id !== row.node._id ? over.zone : null}
              dragging={dragging?._id === row.node._id}
            />
          ))}
        </ul>
        {root.children.length === 0 && (
          <Text size="xs" c="dimmed" px={6} py={4}>
            {canCreate
              ? 'No folders yet. Create one to organise your files.'
              : 'No folders in this workspace yet.'}
          </Text>
        )}
        <DragOverlay dropAnimation={null}>
          {dragging && (
            <div className={classes.overlay}>
              <IconFolder size={16} aria-hidden />
              {dragging.name}
            </div>
          )}
        </DragOverlay>
      </DndContext>
    </Box>
  );
}
