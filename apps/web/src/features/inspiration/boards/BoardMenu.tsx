import type { InspirationBoard } from '@hookline/domain';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArrowsMove,
  IconBell,
  IconBellOff,
  IconCopy,
  IconDots,
  IconLayoutGridAdd,
  IconPencil,
  IconStar,
  IconStarOff,
  IconTrash,
  IconUpload,
  type Icon,
} from '@tabler/icons-react';
import { Fragment } from 'react';
import { useBoardDialogs } from '../dialogs/board-dialogs-context.ts';
import { useToggleBoardMark } from '../dialogs/use-board-mutations.ts';
import { boardMenuEntries, boardMenuLabel, type BoardMenuKey } from './board-menu.ts';

const ICONS: Record<BoardMenuKey, Icon> = {
  'new-board': IconLayoutGridAdd,
  'upload-ad': IconUpload,
  edit: IconPencil,
  move: IconArrowsMove,
  copy: IconCopy,
  favourite: IconStar,
  watch: IconBell,
  delete: IconTrash,
};

function iconFor(key: BoardMenuKey, board: InspirationBoard): Icon {
  if (key === 'favourite' && board.isFavourite) return IconStarOff;
  if (key === 'watch' && board.isWatched) return IconBellOff;
  return ICONS[key];
}

interface BoardMenuProps {
  board: InspirationBoard;
  /** Controlled by a right-click on the board; uncontrolled when left out. */
  opened?: boolean;
  onChange?: (opened: boolean) => void;
  size?: 'sm' | 'md';
  /** The trigger's look: a quiet icon (rows, cards) or a bordered one (the board's header). */
  variant?: 'subtle' | 'default';
}

/** A board's actions menu: only what the server allows the caller on it. */
export function BoardMenu({ board, opened, onChange, size = 'md', variant = 'subtle' }: BoardMenuProps) {
  const dialogs = useBoardDialogs();
  const mark = useToggleBoardMark();
  const entries = boardMenuEntries(board.allowedActions);
  if (entries.length === 0) return null;
  const ref = { _id: board._id, name: board.name };
  const run = (key: BoardMenuKey) => {
    switch (key) {
      case 'new-board':
        return dialogs.open({ kind: 'new-board', parent: ref });
      case 'upload-ad':
        return dialogs.open({ kind: 'upload-ad', board: ref });
      case 'edit':
        return dialogs.open({ kind: 'edit-board', board: { ...ref, description: board.description } });
      case 'move':
        return dialogs.open({ kind: 'move-board', board: ref });
      case 'copy':
        return dialogs.open({ kind: 'copy-board', board: ref });
      case 'favourite':
        return mark.mutate({ board: ref, mark: 'favourite', on: !board.isFavourite });
      case 'watch':
        return mark.mutate({ board: ref, mark: 'watch', on: !board.isWatched });
      case 'delete':
        return dialogs.open({ kind: 'delete-board', board: { ...ref, items: board.items } });
    }
  };
  return (
    <Menu position="bottom-end" width={220} withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>
        <ActionIcon
          variant={variant}
          color="gray"
          size={size === 'sm' ? 'sm' : variant === 'default' ? 'lg' : 'md'}
          aria-label={`Actions for board ${board.name}`}
          onClick={(event) => {
            event.stopPropagation();
            event.preventDefault();
          }}
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {entries.map(({ key, label }) => {
          const Icon = iconFor(key, board);
          return (
            <Fragment key={key}>
              {key === 'delete' && <Menu.Divider />}
              {key === 'favourite' && entries[0]?.key !== 'favourite' && <Menu.Divider />}
              <Menu.Item
                leftSection={<Icon size={16} aria-hidden />}
                color={key === 'delete' ? 'red' : undefined}
                onClick={() => run(key)}
              >
                {boardMenuLabel(key, label, board)}
              </Menu.Item>
            </Fragment>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
