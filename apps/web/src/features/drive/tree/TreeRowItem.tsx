import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { Workspace } from '@hookline/domain';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconChevronRight,
  IconDots,
  IconFolder,
  IconFolderOpen,
  IconFolderPlus,
  IconGripVertical,
  IconHome,
  IconInbox,
} from '@tabler/icons-react';
import { useState, type KeyboardEventHandler, type PointerEventHandler } from 'react';
import { Link } from 'react-router';
import { useDriveDialogs } from '../dialogs/drive-dialogs-context.ts';
import { FolderMenu } from '../items/ItemMenu.tsx';
import { drivePaths } from '../shared/drive-paths.ts';
import type { DropZone, TreeRow } from '../../../ui/tree-drop.ts';
import classes from '../../../ui/folder-tree.module.css';
import { useTreeFolder } from './use-tree-folder.ts';

interface TreeRowItemProps {
  row: TreeRow;
  workspace: Workspace;
  current: boolean;
  open: boolean;
  onToggle: (open: boolean) => void;
  canManage: boolean;
  /** Where a dragged folder would land on this row, while one is over it. */
  over: DropZone | null;
  dragging: boolean;
}

/** A row of the folder tree: open or close, the folder's link, its drag handle and its menu. */
export function TreeRowItem({
  row,
  workspace,
  current,
  open,
  onToggle,
  canManage,
  over,
  dragging,
}: TreeRowItemProps) {
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
  const FolderIcon = isRoot ? IconHome : open ? IconFolderOpen : IconFolder;
  const href = drivePaths.folder(workspace._id, node._id);
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
          <FolderIcon size={16} className={classes.icon} aria-hidden />
          <span className={classes.name}>{isRoot ? 'All files' : node.name}</span>
        </Link>
        {canManage && !isRoot && (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            className={classes.handle}
            aria-label={`Move folder ${node.name}`}
            aria-roledescription="draggable"
            aria-describedby={attributes['aria-describedby']}
            onKeyDown={listeners['onKeyDown'] as KeyboardEventHandler | undefined}
          >
            <IconGripVertical size={14} />
          </ActionIcon>
        )}
        {isRoot ? (
          <RootMenu workspace={workspace} opened={menuOpen} onChange={setMenuOpen} />
        ) : (
          <TreeFolderMenu row={row} workspace={workspace} opened={menuOpen} onChange={setMenuOpen} />
        )}
      </div>
    </li>
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
    <span className={classes.menu} data-open={opened || undefined}>
      <FolderMenu folder={folder} workspaceId={workspace._id} opened={opened} onChange={onChange} size="sm" />
    </span>
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
    <span className={classes.menu} data-open={opened || undefined}>
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
    </span>
  );
}
