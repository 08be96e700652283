import type { InspirationFile } from '@hookline/domain';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconBell,
  IconBellOff,
  IconCopy,
  IconDots,
  IconEye,
  IconLink,
  IconStar,
  IconStarOff,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import { Fragment } from 'react';
import { adName } from '../ad-view/saved-ad-format.ts';
import { useBoardDialogs } from '../dialogs/board-dialogs-context.ts';
import { useToggleAdMark } from '../dialogs/use-ad-mutations.ts';
import type { BoardRef } from '../dialogs/use-board-mutations.ts';
import { adMenuEntries, adMenuLabel, type AdMenuKey } from './ad-menu.ts';

const ICONS: Record<AdMenuKey, Icon> = {
  open: IconEye,
  copy: IconCopy,
  link: IconLink,
  favourite: IconStar,
  watch: IconBell,
  remove: IconTrash,
};

interface AdMenuProps {
  file: InspirationFile;
  /** The board the ad is listed in; null on the team's list. */
  board: BoardRef | null;
  onOpen: () => void;
  opened?: boolean;
  onChange?: (opened: boolean) => void;
}

/** A saved ad's actions menu: only what the server allows the caller on it. */
export function AdMenu({ file, board, onOpen, opened, onChange }: AdMenuProps) {
  const dialogs = useBoardDialogs();
  const mark = useToggleAdMark();
  const entries = adMenuEntries(file.allowedActions, { inBoard: board !== null });
  const run = (key: AdMenuKey) => {
    switch (key) {
      case 'open':
        return onOpen();
      case 'copy':
        return dialogs.open({ kind: 'copy-ad', file });
      case 'link':
        return dialogs.open({ kind: 'link-ad', file });
      case 'favourite':
        return mark.mutate({ file, mark: 'favourite', on: !file.isFavourite });
      case 'watch':
        return mark.mutate({ file, mark: 'watch', on: !file.isWatched });
      case 'remove':
        return board && dialogs.open({ kind: 'remove-ad', file, board });
    }
  };
  return (
    <Menu position="bottom-end" width={230} withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="md"
          radius="md"
          aria-label={`Actions for the ${adName(file)} ad`}
          onClick={(event) => event.stopPropagation()}
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {entries.map(({ key, label }) => {
          const Icon =
            key === 'favourite' && file.isFavourite
              ? IconStarOff
              : key === 'watch' && file.isWatched
                ? IconBellOff
                : ICONS[key];
          return (
            <Fragment key={key}>
              {(key === 'favourite' || key === 'remove') && <Menu.Divider />}
              <Menu.Item
                leftSection={<Icon size={16} aria-hidden />}
                color={key === 'remove' ? 'red' : undefined}
                onClick={() => run(key)}
              >
                {key === 'remove' && board ? `Remove from “${board.name}”` : adMenuLabel(key, label, file)}
              </Menu.Item>
            </Fragment>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
