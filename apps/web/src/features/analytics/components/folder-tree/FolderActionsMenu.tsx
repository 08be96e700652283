import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconMoodSmile, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTree } from './tree-context.ts';
import type { TreeFolder } from './tree-order.ts';
import classes from './folder-tree.module.css';

/** Rename, change the emoji of, or delete a folder. */
export function FolderActionsMenu({ folder }: { folder: TreeFolder }) {
  const tree = useTree();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          className={classes.menu}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Folder actions for ${folder.name}`}
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => tree.setEditing({ what: 'name', kind: 'folder', id: folder._id })}
        >
          Rename
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMoodSmile size={14} aria-hidden />}
          onClick={() => tree.setEditing({ what: 'emoji', kind: 'folder', id: folder._id })}
        >
          Change emoji
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => tree.askDeleteFolder(folder)}
        >
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
