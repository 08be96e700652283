import type { DriveVersion } from '@hookline/domain';
import {
  ActionIcon,
  Badge,
  Checkbox,
  Group,
  Menu,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowsSplit,
  IconCircleCheck,
  IconDots,
  IconPencil,
  IconPhoto,
  IconTrash,
} from '@tabler/icons-react';
import { formatDriveDate } from '../../shared/drive-format.ts';
import classes from './versions.module.css';

export interface VersionRowActions {
  onSetActive: () => void;
  onRename: () => void;
  onSplit: () => void;
  onDelete: () => void;
  /** A file's only version can't be split off or deleted. */
  onlyVersion: boolean;
}

interface VersionRowProps {
  version: DriveVersion;
  uploader: string;
  shown: boolean;
  onShow: () => void;
  /** Offered when there are versions to compare. */
  compare?: { picked: boolean; disabled: boolean; onToggle: () => void };
  actions?: VersionRowActions;
}

const ONLY_VERSION = 'A file’s only version can’t be split off or deleted';

/** One version: number, name, uploader, date, whether it is the current one; and its menu. */
export function VersionRow({ version, uploader, shown, onShow, compare, actions }: VersionRowProps) {
  const label = `Version ${version.number}`;
  return (
    <div className={classes.row} data-shown={shown || undefined}>
      {compare && (
        <Checkbox
          size="xs"
          aria-label={`Compare version ${version.number}`}
          checked={compare.picked}
          disabled={compare.disabled}
          onChange={compare.onToggle}
        />
      )}
      <UnstyledButton
        className={classes.rowMain}
        onClick={onShow}
        aria-current={shown || undefined}
        aria-label={`Show ${label}: ${version.name}`}
      >
        <span className={classes.thumb}>
          {version.thumbnailURL ? (
            <img src={version.thumbnailURL} alt="" />
          ) : (
            <IconPhoto size={16} aria-hidden />
          )}
        </span>
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={700} className={classes.versionNumber}>
              V{version.number}
            </Text>
            <Text size="sm" truncate title={version.name}>
              {version.name}
            </Text>
          </Group>
          <Text size="xs" c="gray.7" truncate>
            {uploader ? `${uploader} · ` : ''}
            {formatDriveDate(version.createdAt)}
            {version.discussionCount > 0
              ? ` · ${version.discussionCount} comment${version.discussionCount === 1 ? '' : 's'}`
              : ''}
          </Text>
        </Stack>
        {version.isActive && (
          <Badge size="xs" variant="light" color="teal" className={classes.activeBadge}>
            Current
          </Badge>
        )}
      </UnstyledButton>
      {actions && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray.7"
              size="sm"
              aria-label={`Actions for version ${version.number}`}
            >
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconCircleCheck size={14} />}
              disabled={version.isActive}
              onClick={actions.onSetActive}
            >
              Set as current version
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={actions.onRename}>
              Rename
            </Menu.Item>
            <Tooltip label={ONLY_VERSION} disabled={!actions.onlyVersion} position="left">
              <Menu.Item
                leftSection={<IconArrowsSplit size={14} />}
                disabled={actions.onlyVersion}
                onClick={actions.onSplit}
              >
                Split into its own file
              </Menu.Item>
            </Tooltip>
            <Menu.Divider />
            <Tooltip label={ONLY_VERSION} disabled={!actions.onlyVersion} position="left">
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                disabled={actions.onlyVersion}
                onClick={actions.onDelete}
              >
                Delete
              </Menu.Item>
            </Tooltip>
          </Menu.Dropdown>
        </Menu>
      )}
    </div>
  );
}
