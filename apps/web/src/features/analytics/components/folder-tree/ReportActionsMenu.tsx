import { Menu } from '@mantine/core';
import { IconCheck, IconFolder, IconFolderOff, IconFolderSymlink } from '@tabler/icons-react';
import { useTree } from './tree-context.ts';
import type { TreeReport } from './tree-order.ts';
import { TreeItemMenu } from './TreeItemMenu.tsx';

/** Rename, change the emoji of, move to another folder (or out of folders), or delete a report. */
export function ReportActionsMenu({ report, folderId }: { report: TreeReport; folderId: string | null }) {
  const tree = useTree();
  const here = <IconCheck size={14} aria-label="Current folder" />;
  return (
    <TreeItemMenu
      kind="report"
      id={report._id}
      name={report.name}
      onDelete={() => tree.askDeleteReport(report)}
    >
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
    </TreeItemMenu>
  );
}
