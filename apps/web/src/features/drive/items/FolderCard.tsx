import type { DriveFolder } from '@hookline/domain';
import { Checkbox, Text } from '@mantine/core';
import { IconBrandSlack, IconFolderFilled, IconStarFilled } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { itemCount } from '../shared/drive-format.ts';
import { drivePaths } from '../shared/drive-paths.ts';
import { FolderMenu } from './ItemMenu.tsx';
import classes from './items.module.css';

interface FolderCardProps {
  folder: DriveFolder;
  workspaceId: string;
  selected: boolean;
  onSelect: ((selected: boolean, event: MouseEvent) => void) | null;
}

/** A folder in the grid: its name and how many items it holds, and its menu. */
export function FolderCard({ folder, workspaceId, selected, onSelect }: FolderCardProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div
      className={classes.folderCard}
      data-selected={selected || undefined}
      onContextMenu={(event) => {
        event.preventDefault();
        setMenuOpen(true);
      }}
    >
      {onSelect && (
        <Checkbox
          checked={selected}
          aria-label={`Select folder ${folder.name}`}
          onChange={() => undefined}
          onClick={(event) => onSelect(!selected, event)}
        />
      )}
      <IconFolderFilled size={26} className={classes.folderIcon} aria-hidden />
      <div className={classes.folderText}>
        <Link
          to={drivePaths.folder(workspaceId, folder._id)}
          className={classes.cardName}
          title={folder.name}
        >
          {folder.name}
        </Link>
        <Text size="xs" c="dimmed">
          {itemCount(folder.items)}
        </Text>
      </div>
      {folder.hasChatConnection && (
        <span role="img" aria-label="Connected to team chat" className={classes.folderMark}>
          <IconBrandSlack size={16} aria-hidden />
        </span>
      )}
      {folder.isFavourite && (
        <span role="img" aria-label="Favourite" className={classes.folderStar}>
          <IconStarFilled size={14} aria-hidden />
        </span>
      )}
      <FolderMenu
        folder={folder}
        workspaceId={workspaceId}
        opened={menuOpen}
        onChange={setMenuOpen}
        size="sm"
      />
    </div>
  );
}
