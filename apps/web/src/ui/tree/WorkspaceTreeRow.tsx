import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ActionIcon } from '@mantine/core';
import { IconChevronRight, IconGripVertical, type Icon } from '@tabler/icons-react';
import { useState, type KeyboardEventHandler, type PointerEventHandler, type ReactNode } from 'react';
import { Link } from 'react-router';
import classes from '../folder-tree.module.css';
import type { TreeRow } from '../tree-drop.ts';
import type { TreeRowState } from './WorkspaceTree.tsx';

interface WorkspaceTreeRowProps {
  row: TreeRow;
  state: TreeRowState;
  /** The node kind in words, for the handle's name: 'folder', 'board'. */
  noun: string;
  href: string;
  /** What the root row reads: 'All files', 'All boards'. */
  rootLabel: string;
  icon: Icon;
  canManage: boolean;
  /** The row's menu, opened from its button or by a right-click. */
  menu: (opened: boolean, onChange: (opened: boolean) => void) => ReactNode;
}

/** A row of a workspace tree: open or close, the node's link, its drag handle and its menu. */
export function WorkspaceTreeRow({
  row,
  state,
  noun,
  href,
  rootLabel,
  icon: NodeIcon,
  canManage,
  menu,
}: WorkspaceTreeRowProps) {
  const { node, depth } = row;
  const { current, open, onToggle, over, dragging } = state;
  const isRoot = row.parentId === null;
  const [menuOpen, setMenuOpen] = useState(false);
  const {
    setNodeRef: setDragRef,
    setActivatorNodeRef,
    attributes,
    listeners: dragListeners,
  } = useDraggable({ id: node._id, disabled: !canManage || isRoot });
  const { setNodeRef: setDropRef } = useDroppable({ id: node._id, disabled: !canManage });
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
          to={href}
          className={classes.link}
          aria-current={current ? 'page' : undefined}
          title={node.name}
          draggable={false}
        >
          <NodeIcon size={16} className={classes.icon} aria-hidden />
          <span className={classes.name}>{isRoot ? rootLabel : node.name}</span>
        </Link>
        {canManage && !isRoot && (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            className={classes.handle}
            aria-label={`Move ${noun} ${node.name}`}
            aria-roledescription="draggable"
            aria-describedby={attributes['aria-describedby']}
            onKeyDown={listeners['onKeyDown'] as KeyboardEventHandler | undefined}
          >
            <IconGripVertical size={14} />
          </ActionIcon>
        )}
        {menu(menuOpen, setMenuOpen)}
      </div>
    </li>
  );
}

/** The place of a row's menu button: shown on hover, focus, or while its menu is open. */
export function TreeRowMenuSlot({ opened, children }: { opened: boolean; children: ReactNode }) {
  return (
    <span className={classes.menu} data-open={opened || undefined}>
      {children}
    </span>
  );
}
