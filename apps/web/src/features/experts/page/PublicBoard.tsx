import { DISCOVER_FORMAT_LABELS, type ExpertDetail, type InspirationFile } from '@hookline/domain';
import { Badge, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLayoutGrid, IconPlayerPlayFilled } from '@tabler/icons-react';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import classes from './ExpertPage.module.css';

/** The still a card shows: the first asset's thumbnail, or the image itself while its thumbnail is made. */
function stillOf(file: InspirationFile): string | null {
  const first = file.assets[0];
  if (!first) return null;
  return safeImageUrl(first.thumbnail ?? (first.type === 'image' ? first.url : null));
}

function BoardAdCard({ file }: { file: InspirationFile }) {
  const still = stillOf(file);
  const isVideo = file.assets[0]?.type === 'video';
  const text = file.title?.trim() || file.body.trim();
  return (
    <li className={classes.boardCard}>
      <div className={classes.boardStill}>
        {still ? (
          <img src={still} alt="" loading="lazy" className={classes.boardImage} />
        ) : (
          <IconLayoutGrid size={28} aria-hidden className={classes.boardPlaceholder} />
        )}
        {isVideo && (
          <span className={classes.boardPlay} aria-hidden>
            <IconPlayerPlayFilled size={14} />
          </span>
        )}
      </div>
      <Stack gap={4} p="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {file.page_name}
          </Text>
          <Badge size="xs" variant="light" color="gray" style={{ flex: 'none' }}>
            {DISCOVER_FORMAT_LABELS[file.format]}
          </Badge>
        </Group>
        {text && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {text}
          </Text>
        )}
      </Stack>
    </li>
  );
}

/** The expert's public board: the ads they collect on one of their Inspiration boards, newest first. */
export function PublicBoard({ expert }: { expert: ExpertDetail }) {
  const board = expert.board;
  return (
    <section className={classes.board} aria-labelledby="expert-public-board">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} fz="lg" id="expert-public-board">
          {board ? board.name : 'Public board'}
        </Title>
        {board && (
          <Text size="sm" c="dimmed">
            {board.total === 1 ? '1 saved ad' : `${board.total.toLocaleString('en-US')} saved ads`}
          </Text>
        )}
      </Group>
      {board?.description && (
        <Text size="sm" c="dimmed" mb="md" maw={720}>
          {board.description}
        </Text>
      )}
      {board && board.files.length > 0 ? (
        <ul className={classes.boardGrid} aria-label={`Ads on ${board.name}`}>
          {board.files.map((file) => (
            <BoardAdCard key={file._id} file={file} />
          ))}
        </ul>
      ) : (
        <Stack align="center" ta="center" gap="xs" py={56} px="md" className={classes.boardEmpty}>
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconLayoutGrid size={24} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>
            {board ? `${board.name} has no ads yet` : `${expert.firstName} hasn’t published a board yet`}
          </Text>
          <Text size="sm" c="dimmed" maw={440}>
            When they do, the ads they collect on it show here.
          </Text>
        </Stack>
      )}
    </section>
  );
}
