import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { Workspace } from '@hookline/domain';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconChevronRight,
  IconDots,
  IconGripVertical,
  IconLayoutGrid,
  IconLayoutGridAdd,
  IconSmartHome,
} from '@tabler/icons-react';
import { useState, type KeyboardEventHandler, type PointerEventHandler } from 'react';
import { Link } from 'react-router';
import type { DropZone, TreeRow } from '../../../ui/tree-drop.ts';
import { BoardMenu } from '../boards/BoardMenu.tsx';
import { useBoardDialogs } from '../dialogs/board-dialogs-context.ts';
import { inspirationPaths } from '../shared/inspiration-paths.ts';
import classes from '../../../ui/folder-tree.module.css';
import { useTreeBoard } from './use-tree-board.ts';

interface BoardTreeRowProps {
  row: TreeRow;
  workspace: Workspace;
  current: boolean;
  open: boolean;
  onToggle: (open: boolean) => void;
  canManage: boolean;
  canCreate: boolean;
  /** Where a dragged board would land on this row, while one is over it. */
  over: DropZone | null;
  dragging: boolean;
}

/** A row of the board tree: open or close, the board's link, its drag handle and its menu. */
export function BoardTreeRow({
  row,
  workspace,
  current,
  open,
  onToggle,
  canManage,
  canCreate,
  over,
  dragging,
}: BoardTreeRowProps) {
  const { node, depth } = row;
  const isRoot = row.parentId === null;
  const [menuOpen, setMenuOpen] = useState(false);
  const {
    setNodeRef: setDragRef,
    setActivatorNodeRef,
    attributes,
    listeners: dragListeners,
  } = useDraggable({ id: node._id, disabled: !canManage || isRoot });
  const { setNodeRef: setDropRef } = useDroppable({ id: node._id, disabled: !canManage });
  const Icon = isRoot ? IconSmartHome : IconLayoutGrid;
  const listeners = dragListeners ?? {};

  return (
    <li>
      <div
        ref={(element) => {
          setDragRef(element);
          setDropRef(element);
        }}
        className={classes.row}
        style={{ paddingInlineStart: 4 + Math.max(0, depth - 1) * 16 }}
        data-current={current || undefined}
        data-over={over ?? undefined}
        data-dragging={dragging || undefined}
        onPointerDown={listeners['onPointerDown'] as PointerEventHandler | undefined}
        onContextMenu={(event) => {
          event.preventDefault();
          setMenuOpen(true);
        }}
      >
        {!isRoot && node.hasChild ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            className={classes.chevron}
            data-open={open || undefined}
            aria-label={open ? `Close ${node.name}` : `Open ${node.name}`}
            aria-expanded={open}
            onClick={() => onToggle(!open)}
          >
            <IconChevronRight size={14} />
          </ActionIcon>
        ) : (
          <span className={classes.chevronSpace} aria-hidden />
        )}
        <Link
          to={inspirationPaths.board(workspace._id, node._id)}
          className={classes.link}
          aria-current={current ? 'page' : undefined}
          title={node.name}
          draggable={false}
        >
          <Icon size={16} className={classes.icon} aria-hidden />
          <span className={classes.name}>{isRoot ? 'All boards' : node.name}</span>
        </Link>
        {canManage && !isRoot && (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            className={classes.handle}
            aria-label={`Move board ${node.name}`}
            aria-roledescription="draggable"
            aria-describedby={attributes['aria-describedby']}
            onKeyDown={listeners['onKeyDown'] as KeyboardEventHandler | undefined}
          >
            <IconGripVertical size={14} />
          </ActionIcon>
        )}
        {isRoot ? (
          canCreate && <RootMenu workspace={workspace} opened={menuOpen} onChange={setMenuOpen} />
        ) : (
          <TreeBoardMenu row={row} workspace={workspace} opened={menuOpen} onChange={setMenuOpen} />
        )}
      </div>
    </li>
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
    <span className={classes.menu} data-open={opened || undefined}>
      <BoardMenu board={board} opened={opened} onChange={onChange} size="sm" />
    </span>
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
    <span className={classes.menu} data-open={opened || undefined}>
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
    </span>
  );
}
