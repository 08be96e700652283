import { DISCOVER_FORMAT_LABELS, type InspirationFile } from '@hookline/domain';
import { ActionIcon, Badge, Drawer, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconBell,
  IconBellFilled,
  IconCopy,
  IconDots,
  IconDownload,
  IconFolderShare,
  IconHeart,
  IconHeartFilled,
  IconLayoutBoardSplit,
  IconTrash,
} from '@tabler/icons-react';
import { BrandMark } from './details/BrandMark.tsx';
import { PlatformMarks } from './details/PlatformMarks.tsx';
import classes from './SavedAdView.module.css';
import { adName, runDatesText } from './saved-ad-format.ts';

/** What the header's buttons and menu do; a missing one is an action the caller doesn't have. */
export interface HeaderActions {
  favourite?: { on: boolean; pending: boolean; toggle: () => void };
  watch?: { on: boolean; pending: boolean; toggle: () => void };
  /** The asset shown, saved by the browser. */
  download?: { href: string; name: string; label: string };
  copyToBoards?: () => void;
  linkToBoards?: () => void;
  copyToHub?: () => void;
  removeFromBoard?: () => void;
}

/** The ad's page name and brand, status, dates, format and platforms, and what the caller may do to it. */
export function SavedAdHeader({ file, actions }: { file: InspirationFile; actions: HeaderActions }) {
  const name = adName(file);
  const ran = runDatesText(file);
  const menu = [actions.copyToBoards, actions.linkToBoards, actions.copyToHub, actions.removeFromBoard];
  return (
    <>
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <BrandMark name={file.brand?.name ?? name} logoURL={file.brand?.logoURL ?? null} size={40} />
        <Stack gap={2} miw={0}>
          <Drawer.Title className={classes.title}>{name}</Drawer.Title>
          <Group gap={8} wrap="nowrap" className={classes.subtitle}>
            <span className={classes.dot} data-active={file.is_active || undefined} aria-hidden />
            <Text size="xs" c="gray.7" className={classes.nowrap}>
              {file.is_active ? 'Active' : 'Inactive'}
              {ran ? ` · ${ran}` : ''}
            </Text>
            <Badge size="sm" variant="light" color="gray" tt="none" className={classes.nowrap}>
              {DISCOVER_FORMAT_LABELS[file.format]}
            </Badge>
            <PlatformMarks platforms={file.publisher_platform} size={15} />
          </Group>
        </Stack>
      </Group>
      <Group gap={6} wrap="nowrap" className={classes.headerActions}>
        {actions.favourite && (
          <Tooltip label={actions.favourite.on ? 'Remove from favourites' : 'Add to favourites'}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Favourite"
              aria-pressed={actions.favourite.on}
              loading={actions.favourite.pending}
              onClick={actions.favourite.toggle}
              color={actions.favourite.on ? 'red' : undefined}
            >
              {actions.favourite.on ? (
                <IconHeartFilled size={18} color="var(--mantine-color-red-7)" />
              ) : (
                <IconHeart size={18} />
              )}
            </ActionIcon>
          </Tooltip>
        )}
        {actions.watch && (
          <Tooltip label={actions.watch.on ? 'Stop watching' : 'Watch: be told about new comments'}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Watch"
              aria-pressed={actions.watch.on}
              loading={actions.watch.pending}
              onClick={actions.watch.toggle}
            >
              {actions.watch.on ? <IconBellFilled size={18} /> : <IconBell size={18} />}
            </ActionIcon>
          </Tooltip>
        )}
        {actions.download && (
          <Tooltip label={actions.download.label}>
            <ActionIcon
              component="a"
              href={actions.download.href}
              download={actions.download.name}
              variant="default"
              size="lg"
              aria-label={actions.download.label}
            >
              <IconDownload size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {menu.some(Boolean) && (
          <Menu position="bottom-end" withinPortal shadow="md" width={240}>
            <Menu.Target>
              <ActionIcon variant="default" size="lg" aria-label="More actions">
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {actions.copyToBoards && (
                <Menu.Item leftSection={<IconCopy size={16} />} onClick={actions.copyToBoards}>
                  Copy to board…
                </Menu.Item>
              )}
              {actions.linkToBoards && (
                <Menu.Item leftSection={<IconLayoutBoardSplit size={16} />} onClick={actions.linkToBoards}>
                  Add to other boards…
                </Menu.Item>
              )}
              {actions.copyToHub && (
                <Menu.Item leftSection={<IconFolderShare size={16} />} onClick={actions.copyToHub}>
                  Copy this asset to the Creative Hub…
                </Menu.Item>
              )}
              {actions.removeFromBoard && (
                <>
                  <Menu.Divider />
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={actions.removeFromBoard}
                  >
                    Remove from this board
                  </Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </>
  );
}
