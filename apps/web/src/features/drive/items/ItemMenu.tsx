import type { DriveFile, DriveFolder } from '@hookline/domain';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArrowsMove,
  IconBell,
  IconBellOff,
  IconBrandSlack,
  IconDots,
  IconDownload,
  IconEye,
  IconFileZip,
  IconFolderPlus,
  IconInbox,
  IconPencil,
  IconShare,
  IconStar,
  IconStarOff,
  IconTag,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import {
  allowedMenu,
  FILE_MENU,
  FOLDER_MENU,
  menuLabel,
  type FileMenuKey,
  type FolderMenuKey,
} from './item-actions.ts';
import { useFileActions, useFolderActions } from './use-item-actions.ts';

const ICONS: Record<FolderMenuKey | FileMenuKey, Icon> = {
  open: IconEye,
  download: IconDownload,
  'new-folder': IconFolderPlus,
  rename: IconPencil,
  move: IconArrowsMove,
  share: IconShare,
  favourite: IconStar,
  watch: IconBell,
  'file-collect': IconInbox,
  'team-chat': IconBrandSlack,
  zip: IconFileZip,
  'add-tags': IconTag,
  delete: IconTrash,
};

function iconFor(key: FolderMenuKey | FileMenuKey, item: { isFavourite: boolean; isWatched: boolean }): Icon {
  if (key === 'favourite' && item.isFavourite) return IconStarOff;
  if (key === 'watch' && item.isWatched) return IconBellOff;
  return ICONS[key];
}

interface MenuControl {
  /** Controlled by a right-click on the item; uncontrolled when left out. */
  opened?: boolean;
  onChange?: (opened: boolean) => void;
  size?: 'sm' | 'md';
}

function MenuShell({
  label,
  control,
  children,
}: {
  label: string;
  control: MenuControl;
  children: ReactNode;
}) {
  return (
    <Menu position="bottom-end" width={230} withinPortal opened={control.opened} onChange={control.onChange}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={control.size === 'sm' ? 'sm' : 'md'}
          aria-label={label}
          onClick={(event) => event.stopPropagation()}
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** A folder's actions menu: only what the server allows the caller on it. */
export function FolderMenu({
  folder,
  workspaceId,
  ...control
}: { folder: DriveFolder; workspaceId: string } & MenuControl) {
  const run = useFolderActions(workspaceId);
  const entries = allowedMenu(FOLDER_MENU, folder.allowedActions);
  if (entries.length === 0) return null;
  return (
    <MenuShell label={`Actions for folder ${folder.name}`} control={control}>
      {entries.map(({ key, label }) => {
        const Icon = iconFor(key, folder);
        return (
          <Fragment key={key}>
            {key === 'delete' && <Menu.Divider />}
            <Menu.Item
              leftSection={<Icon size={16} aria-hidden />}
              color={key === 'delete' ? 'red' : undefined}
              onClick={() => run(key, folder)}
            >
              {key === 'team-chat' && folder.hasChatConnection ? 'Team chat' : menuLabel(key, label, folder)}
            </Menu.Item>
          </Fragment>
        );
      })}
    </MenuShell>
  );
}

/** A file's actions menu. */
export function FileMenu({
  file,
  workspaceId,
  ...control
}: { file: DriveFile; workspaceId: string } & MenuControl) {
  const run = useFileActions(workspaceId);
  const entries = allowedMenu(FILE_MENU, file.allowedActions);
  return (
    <MenuShell label={`Actions for ${file.name}`} control={control}>
      {entries.map(({ key, label }) => {
        const Icon = iconFor(key, file);
        return (
          <Fragment key={key}>
            {key === 'delete' && <Menu.Divider />}
            <Menu.Item
              leftSection={<Icon size={16} aria-hidden />}
              color={key === 'delete' ? 'red' : undefined}
              onClick={() => run(key, file)}
            >
              {menuLabel(key, label, file)}
            </Menu.Item>
          </Fragment>
        );
      })}
    </MenuShell>
  );
}
