import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCheck,
  IconDots,
  IconFolder,
  IconFolderOff,
  IconFolderSymlink,
  IconMoodSmile,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTree } from './tree-context.ts';
import type { TreeReport } from './tree-order.ts';
import classes from './folder-tree.module.css';

/** Rename, change the emoji of, move to another folder (or out of folders), or delete a report. */
export function ReportActionsMenu({ report, folderId }: { report: TreeReport; folderId: string | null }) {
  const tree = useTree();
  const here = <IconCheck size={14} aria-label="Current folder" />;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          className={classes.menu}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Report actions for ${report.name}`}
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => tree.setEditing({ what: 'name', kind: 'report', id: report._id })}
        >
          Rename
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMoodSmile size={14} aria-hidden />}
          onClick={() => tree.setEditing({ what: 'emoji', kind: 'report', id: report._id })}
        >
          Change emoji
        </Menu.Item>
        <Menu.Sub position="right-start">
          <Menu.Sub.Target>
            <Menu.Sub.Item leftSection={<IconFolderSymlink size={14} aria-hidden />}>
              Move to folder
            </Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown mah={320} style={{ overflowY: 'auto' }}>
            {tree.folders.map((folder) => (
              <Menu.Item
                key={folder._id}
                leftSection={
                  folder.emoticon ? (
                    <span aria-hidden>{folder.emoticon}</span>
                  ) : (
                    <IconFolder size={14} aria-hidden />
                  )
                }
                rightSection={folder._id === folderId ? here : null}
                disabled={folder._id === folderId}
                onClick={() => tree.moveReport(report, folder._id)}
                maw={240}
              >
                {folder.name}
              </Menu.Item>
            ))}
            {tree.folders.length > 0 && <Menu.Divider />}
            <Menu.Item
              leftSection={<IconFolderOff size={14} aria-hidden />}
              rightSection={folderId === null ? here : null}
              disabled={folderId === null}
              onClick={() => tree.moveReport(report, null)}
            >
              No folder
            </Menu.Item>
          </Menu.Sub.Dropdown>
        </Menu.Sub>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => tree.askDeleteReport(report)}
        >
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
