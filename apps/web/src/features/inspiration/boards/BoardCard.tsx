import type { InspirationBoard } from '@hookline/domain';
import { Text } from '@mantine/core';
import { IconBellRinging, IconLayoutGrid, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import { inspirationPaths } from '../shared/inspiration-paths.ts';
import classes from './BoardCard.module.css';
import { BoardMenu } from './BoardMenu.tsx';

const itemsText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'}`;

/** Up to four of the board's newest saved ads, as a mosaic; a quiet placeholder for an empty board. */
function CoverMosaic({ covers }: { covers: readonly string[] }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const shown = covers
    .map((url) => safeImageUrl(url))
    .filter((url): url is string => url !== null && !failed.has(url))
    .slice(0, 4);
  if (shown.length === 0) {
    return (
      <div className={classes.cover} data-count={0}>
        <span className={classes.emptyCover}>
          <IconLayoutGrid size={28} stroke={1.4} aria-hidden />
        </span>
      </div>
    );
  }
  return (
    <div className={classes.cover} data-count={shown.length}>
      {shown.map((url) => (
        <img
          key={url}
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          className={classes.coverImage}
          onError={() => setFailed((current) => new Set([...current, url]))}
        />
      ))}
    </div>
  );
}

/** A board among its siblings: a mosaic of its newest ads, its name, how much it holds, and its menu. */
export function BoardCard({ board }: { board: InspirationBoard }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <article
      className={classes.card}
      data-menu-open={menuOpen || undefined}
      onContextMenu={(event) => {
        event.preventDefault();
        setMenuOpen(true);
      }}
    >
      <CoverMosaic covers={board.coverURLs} />
      <div className={classes.body}>
        <div className={classes.text}>
          <Link
            to={inspirationPaths.board(board.workspaceId, board._id)}
            className={classes.name}
            title={board.name}
          >
            {board.name}
          </Link>
          <Text size="xs" c="dimmed" className={classes.count}>
            {itemsText(board.items)}
            {board.isWatched && (
              <span role="img" aria-label="Watched" className={classes.mark}>
                <IconBellRinging size={12} aria-hidden />
              </span>
            )}
          </Text>
        </div>
        {board.isFavourite && (
          <span role="img" aria-label="Favourite" className={classes.star}>
            <IconStarFilled size={14} aria-hidden />
          </span>
        )}
        <span className={classes.menu}>
          <BoardMenu board={board} opened={menuOpen} onChange={setMenuOpen} size="sm" />
        </span>
      </div>
    </article>
  );
}
