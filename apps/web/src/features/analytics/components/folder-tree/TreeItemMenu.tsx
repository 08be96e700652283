import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconMoodSmile, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTree } from './tree-context.ts';
import classes from './folder-tree.module.css';

interface TreeItemMenuProps {
  kind: 'folder' | 'report';
  id: string;
  name: string;
  onDelete: () => void;
  /** The kind's own items, between "Change emoji" and "Delete". */
  children?: ReactNode;
}

/** The "…" menu of a folder or a report in the tree: Rename, Change emoji, the kind's own items, Delete. */
export function TreeItemMenu({ kind, id, name, onDelete, children }: TreeItemMenuProps) {
  const tree = useTree();
  const label = kind === 'folder' ? 'Folder' : 'Report';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          className={classes.menu}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`${label} actions for ${name}`}
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => tree.setEditing({ what: 'name', kind, id })}
        >
          Rename
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMoodSmile size={14} aria-hidden />}
          onClick={() => tree.setEditing({ what: 'emoji', kind, id })}
        >
          Change emoji
        </Menu.Item>
        {children}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
