import type { DriveFile } from '@hookline/domain';
import { ActionIcon, Checkbox, Text, Tooltip } from '@mantine/core';
import { IconMessageCircle, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useToggleMark } from '../dialogs/use-drive-mutations.ts';
import { formatFileSize } from '../shared/drive-format.ts';
import { drivePaths } from '../shared/drive-paths.ts';
import { FileThumb } from './FileThumb.tsx';
import { FileMenu } from './ItemMenu.tsx';
import classes from './items.module.css';

interface FileCardProps {
  file: DriveFile;
  workspaceId: string;
  selected: boolean;
  /** Null: the view offers no selection (nothing could be done to a selection). */
  onSelect: ((selected: boolean, event: MouseEvent) => void) | null;
}

/** A file in the grid: thumbnail or poster, name, size, open comments, favourite star, its menu. */
export function FileCard({ file, workspaceId, selected, onSelect }: FileCardProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const mark = useToggleMark(workspaceId);
  const href = drivePaths.file(workspaceId, file._id);
  const Star = file.isFavourite ? IconStarFilled : IconStar;
  return (
    <div
      className={classes.card}
      data-selected={selected || undefined}
      onContextMenu={(event) => {
        event.preventDefault();
        setMenuOpen(true);
      }}
    >
      <FileThumb file={file} />
      {onSelect && (
        <Checkbox
          className={classes.cardCheck}
          checked={selected}
          aria-label={`Select ${file.name}`}
          onChange={() => undefined}
          onClick={(event) => onSelect(!selected, event)}
        />
      )}
      <div className={classes.cardBody}>
        {/* The name's link covers the whole card, so that a click on the picture opens the file too. */}
        <Link
          to={href}
          className={`${classes.cardName} ${classes.stretched}`}
          title={file.name}
          draggable={false}
        >
          {file.name}
        </Link>
        <div className={classes.cardMeta}>
          <Text size="xs" c="dimmed">
            {formatFileSize(file.size)}
          </Text>
          {file.openDiscussionCount > 0 && (
            <Tooltip
              label={`${file.openDiscussionCount} open ${file.openDiscussionCount === 1 ? 'comment' : 'comments'}`}
            >
              <span className={classes.comments}>
                <IconMessageCircle size={14} aria-hidden />
                {file.openDiscussionCount}
                <span className={classes.visuallyHidden}> open comments</span>
              </span>
            </Tooltip>
          )}
          <span className={classes.cardActions}>
            <Tooltip label={file.isFavourite ? 'Remove from favourites' : 'Add to favourites'}>
              <ActionIcon
                variant="subtle"
                color={file.isFavourite ? 'yellow.8' : 'gray'}
                size="sm"
                aria-label={
                  file.isFavourite ? `Remove ${file.name} from favourites` : `Add ${file.name} to favourites`
                }
                aria-pressed={file.isFavourite}
                onClick={() =>
                  mark.mutate({ kind: 'file', item: file, mark: 'favourite', on: !file.isFavourite })
                }
              >
                <Star size={16} />
              </ActionIcon>
            </Tooltip>
            <FileMenu
              file={file}
              workspaceId={workspaceId}
              opened={menuOpen}
              onChange={setMenuOpen}
              size="sm"
            />
          </span>
        </div>
      </div>
    </div>
  );
}
