import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDots, IconExternalLink, IconLink, IconPencil, IconTrash } from '@tabler/icons-react';
import type { SnapshotSummary } from '../../../api/report-library-api.ts';
import { copyPublicLink } from './public-link.ts';

interface SnapshotRowActionsProps {
  snapshot: SnapshotSummary;
  canManage: boolean;
  /** Narrow tables show the copy action as an icon. */
  compact: boolean;
  onRename: (snapshot: SnapshotSummary) => void;
  onDelete: (snapshot: SnapshotSummary) => void;
}

/** Copy the public link at hand; the public page, and for managers Rename and Delete, in the menu. */
export function SnapshotRowActions({
  snapshot,
  canManage,
  compact,
  onRename,
  onDelete,
}: SnapshotRowActionsProps) {
  const copy = () => void copyPublicLink(snapshot.publicPath);
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {compact ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Copy public link of ${snapshot.name}`}
          onClick={copy}
        >
          <IconLink size={16} />
        </ActionIcon>
      ) : (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconLink size={14} />}
          aria-label={`Copy public link of ${snapshot.name}`}
          onClick={copy}
        >
          Copy public link
        </Button>
      )}
      <Menu position="bottom-end" width={220}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${snapshot.name}`}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component="a"
            href={snapshot.publicPath}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconExternalLink size={14} />}
          >
            Open public page
          </Menu.Item>
          {canManage && (
            <>
              <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onRename(snapshot)}>
                Rename
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(snapshot)}>
                Delete
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
