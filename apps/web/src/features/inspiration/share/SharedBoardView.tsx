import type { DrivePathStep, InspirationBoard, InspirationFile } from '@hookline/domain';
import { Group, Pagination, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconLayoutBoard, IconPhoto } from '@tabler/icons-react';
import { useId } from 'react';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import { SharedPathCrumbs } from '../../../ui/share-page/SharedPathCrumbs.tsx';
import { Masonry } from '../../../ui/masonry/Masonry.tsx';
import { estimateCardHeight, SharedAdCard } from './SharedAdCard.tsx';
import shareCard from '../../../ui/share-page/share-card.module.css';
import classes from './shared-board.module.css';

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString('en-US')} ${value === 1 ? one : many}`;

function BoardCard({ board, onOpen }: { board: InspirationBoard; onOpen: () => void }) {
  const covers = board.coverURLs.map((url) => safeImageUrl(url)).filter((url): url is string => url !== null);
  return (
    <UnstyledButton
      className={`${shareCard.card} ${classes.boardCard}`}
      onClick={onOpen}
      aria-label={`Open board ${board.name}, ${count(board.items, 'item', 'items')}`}
    >
      <span className={classes.cover} data-count={Math.min(covers.length, 4)}>
        {covers.length === 0 ? (
          <span className={classes.coverEmpty}>
            <IconLayoutBoard size={36} stroke={1.3} aria-hidden />
          </span>
        ) : (
          covers.slice(0, 4).map((url) => <img key={url} src={url} alt="" loading="lazy" />)
        )}
      </span>
      <span className={classes.boardBody}>
        <Text size="sm" fw={600} truncate title={board.name} component="span" display="block">
          {board.name}
        </Text>
        <Text size="xs" c="gray.7" component="span">
          {count(board.items, 'item', 'items')}
        </Text>
      </span>
    </UnstyledButton>
  );
}

interface SharedBoardViewProps {
  board: InspirationBoard;
  path: readonly DrivePathStep[];
  boards: readonly InspirationBoard[];
  files: readonly InspirationFile[];
  total: number;
  page: number;
  pageSize: number;
  /** The link shows comments: cards say how many are open. */
  withComments: boolean;
  /** True while another page or board is being read over this one. */
  busy: boolean;
  onOpenBoard: (boardId: string | undefined) => void;
  onOpenAd: (file: InspirationFile) => void;
  onPage: (page: number) => void;
}

const fileKey = (file: InspirationFile) => file._id;

/**
 * A shared board, read-only: where it sits inside the link, its description, its sub-boards, and a page of
 * its saved ads in a masonry, newest saved first.
 */
export function SharedBoardView(props: SharedBoardViewProps) {
  const { board, path, boards, files, total, page, pageSize, withComments } = props;
  const adsHeading = useId();
  const boardsHeading = useId();
  const pages = Math.ceil(total / pageSize);
  const empty = boards.length === 0 && total === 0;
  return (
    <Stack gap="xl">
      <Stack gap={8}>
        <SharedPathCrumbs label="Boards" path={path} onOpen={props.onOpenBoard} />
        <div className={classes.headline}>
          <Title order={1} fz={28} style={{ overflowWrap: 'anywhere' }}>
            {board.name}
          </Title>
          <Text size="sm" c="gray.7">
            {count(total, 'saved ad', 'saved ads')}
            {boards.length > 0 ? ` · ${count(boards.length, 'board', 'boards')}` : ''}
          </Text>
        </div>
        {board.description && (
          <Text c="gray.7" className={classes.description}>
            {board.description}
          </Text>
        )}
      </Stack>
      {empty && (
        <Stack align="center" ta="center" gap={6} py={64}>
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            <IconPhoto size={24} />
          </ThemeIcon>
          <Text fw={600}>This board is empty</Text>
          <Text size="sm" c="gray.7" maw={420}>
            No ads have been saved to it yet. Check back later, or ask the person who shared it.
          </Text>
        </Stack>
      )}
      {boards.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby={boardsHeading}>
          <Title order={2} id={boardsHeading} className={classes.sectionTitle}>
            Boards
          </Title>
          <ul className={classes.boards}>
            {boards.map((child) => (
              <li key={child._id}>
                <BoardCard board={child} onOpen={() => props.onOpenBoard(child._id)} />
              </li>
            ))}
          </ul>
        </Stack>
      )}
      {total > 0 && (
        <Stack gap="sm" component="section" aria-labelledby={adsHeading}>
          <Title order={2} id={adsHeading} className={classes.sectionTitle}>
            Saved ads
          </Title>
          <Masonry
            items={files}
            itemKey={fileKey}
            estimateHeight={estimateCardHeight}
            label="Saved ads"
            busy={props.busy}
            renderItem={(file) => (
              <SharedAdCard file={file} withComments={withComments} onOpen={props.onOpenAd} />
            )}
          />
          {pages > 1 && (
            <Group justify="center" mt="md">
              <Pagination total={pages} value={page} onChange={props.onPage} aria-label="Pages" />
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

export function SharedBoardSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true" aria-label="Loading the board">
      <Stack gap={8}>
        <Skeleton h={32} w={280} />
        <Skeleton h={16} w={160} />
      </Stack>
      <div className={classes.boards}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h={200} radius="md" />
        ))}
      </div>
    </Stack>
  );
}
