import type { Workspace } from '@hookline/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TreeRow } from '../tree-drop.ts';
import { useTreeNodeItem, type TreeNodeSource } from './tree-node-source.ts';
import { TreeRowMenuSlot } from './WorkspaceTreeRow.tsx';

interface MenuState {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** An action of the workspace's root row: a new node, collecting files into it. */
export interface TreeRootAction {
  label: string;
  icon: Icon;
  onClick: () => void;
}

/** The workspace's root row's menu: its actions, or nothing when the user may take none. */
export function TreeRootMenu({
  workspaceName,
  width,
  actions,
  opened,
  onChange,
}: MenuState & { workspaceName: string; width: number; actions: readonly TreeRootAction[] }) {
  if (actions.length === 0) return null;
  return (
    <TreeRowMenuSlot opened={opened}>
      <Menu position="bottom-end" width={width} withinPortal opened={opened} onChange={onChange}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for ${workspaceName}`}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map(({ label, icon: ActionIconShape, onClick }) => (
            <Menu.Item key={label} leftSection={<ActionIconShape size={16} aria-hidden />} onClick={onClick}>
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </TreeRowMenuSlot>
  );
}

/** A node row's menu: the area's menu of the node, read from `source` once it opens. */
export function TreeNodeMenu<Item>({
  row,
  workspace,
  source,
  opened,
  children,
}: Pick<MenuState, 'opened'> & {
  row: TreeRow;
  workspace: Workspace;
  source: TreeNodeSource<Item>;
  children: (item: Item) => ReactNode;
}) {
  const item = useTreeNodeItem({
    source,
    node: row.node,
    parentId: row.parentId ?? workspace._id,
    workspace,
    enabled: opened,
  });
  return <TreeRowMenuSlot opened={opened}>{children(item)}</TreeRowMenuSlot>;
}
