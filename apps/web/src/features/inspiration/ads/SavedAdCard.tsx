import type { InspirationFile, TeamInspirationFile } from '@hookline/domain';
import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconLayoutGrid, IconMessageCircle, IconStar, IconStarFilled } from '@tabler/icons-react';
import { memo, useId, useState, type FocusEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../ad-view/details/BrandMark.tsx';
import { PlatformMarks } from '../ad-view/details/PlatformMarks.tsx';
import { adName, formatDay } from '../ad-view/saved-ad-format.ts';
import { useToggleAdMark } from '../dialogs/use-ad-mutations.ts';
import type { BoardRef } from '../dialogs/use-board-mutations.ts';
import { inspirationPaths } from '../shared/inspiration-paths.ts';
import { AdMenu } from './AdMenu.tsx';
import classes from './SavedAdCard.module.css';
import { SavedAdMedia } from './SavedAdMedia.tsx';

interface SavedAdCardProps {
  file: InspirationFile | TeamInspirationFile;
  /** The board the list is of; null on the team's list, where each card names its own board. */
  board: BoardRef | null;
  onOpen: (file: InspirationFile) => void;
  /** The first card of the list carries the guided tour's targets. */
  first?: boolean;
}

const isTeamFile = (file: InspirationFile): file is TeamInspirationFile => 'workspaceName' in file;

/** A click meant for a control inside the card, or the end of selecting its text, opens nothing. */
function isOwnClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  if (target.closest('button, a, video, [role="menu"]') && !target.closest(`.${classes.open}`)) return false;
  return !window.getSelection()?.toString();
}

/**
 * A saved ad on a board: its media (a video plays, muted, while hovered), the page it ran under and where,
 * its copy, when it was saved and how many comments are open. A click anywhere opens it; favourite and the
 * menu sit in its corner.
 */
export const SavedAdCard = memo(function SavedAdCard({
  file,
  board,
  onOpen,
  first = false,
}: SavedAdCardProps) {
  const nameId = useId();
  const [active, setActive] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const mark = useToggleAdMark();
  const name = adName(file);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setActive(false);
  };
  const team = isTeamFile(file) ? file : null;

  return (
    <article
      className={classes.card}
      aria-labelledby={nameId}
      data-tour={first ? 'board-asset' : undefined}
      data-menu-open={menuOpen || undefined}
      onClick={(event) => {
        if (isOwnClick(event)) onOpen(file);
      }}
      onMouseEnter={() => setActive(true)}
      onMouseLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={onBlur}
      onContextMenu={(event) => {
        event.preventDefault();
        setMenuOpen(true);
      }}
    >
      <div className={classes.mediaFrame}>
        <button
          type="button"
          className={classes.open}
          aria-label={`Open the ${name} ad${file.title ? `: ${file.title}` : ''}`}
          data-tour={first ? 'view-ad-details' : undefined}
        >
          <SavedAdMedia file={file} playing={active} />
        </button>
        <div className={classes.actions}>
          <Tooltip
            label={file.isFavourite ? 'Remove from favourites' : 'Add to favourites'}
            withArrow
            openDelay={300}
          >
            <ActionIcon
              variant="default"
              size="md"
              radius="md"
              aria-label={
                file.isFavourite
                  ? `Remove the ${name} ad from favourites`
                  : `Add the ${name} ad to favourites`
              }
              aria-pressed={file.isFavourite}
              className={classes.star}
              data-on={file.isFavourite || undefined}
              onClick={() => mark.mutate({ file, mark: 'favourite', on: !file.isFavourite })}
            >
              {file.isFavourite ? <IconStarFilled size={16} /> : <IconStar size={16} />}
            </ActionIcon>
          </Tooltip>
          <AdMenu
            file={file}
            board={board}
            onOpen={() => onOpen(file)}
            opened={menuOpen}
            onChange={setMenuOpen}
          />
        </div>
        {file.isFavourite && (
          <span className={classes.favouriteMark} role="img" aria-label="Favourite">
            <IconStarFilled size={12} aria-hidden />
          </span>
        )}
      </div>
      <div className={classes.body}>
        <div className={classes.head}>
          <BrandMark name={name} logoURL={file.brand?.logoURL ?? null} size={28} />
          <Text id={nameId} className={classes.name} title={name}>
            {name}
          </Text>
          <PlatformMarks platforms={file.publisher_platform} size={14} />
        </div>
        {file.body.trim() !== '' && <p className={classes.copy}>{file.body}</p>}
        <div className={classes.meta}>
          <span>Saved {formatDay(file.createdAt)}</span>
          {file.openDiscussionCount > 0 && (
            <span className={classes.comments}>
              <IconMessageCircle size={13} aria-hidden />
              {file.openDiscussionCount}
              <span className={classes.visuallyHidden}>
                {file.openDiscussionCount === 1 ? ' open comment' : ' open comments'}
              </span>
            </span>
          )}
        </div>
        {team && (
          <Link
            className={classes.where}
            to={inspirationPaths.board(team.workspaceId, team.folderId)}
            title={`${team.workspaceName}${team.folderName ? ` · ${team.folderName}` : ''}`}
          >
            <IconLayoutGrid size={12} aria-hidden />
            <span className={classes.whereText}>
              {team.workspaceName}
              {team.folderName && ` · ${team.folderName}`}
            </span>
          </Link>
        )}
      </div>
    </article>
  );
});
