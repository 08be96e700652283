import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFilterOff, IconLayoutGridAdd, IconLayoutDashboard, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './BoardView.module.css';

const DISCOVER_PATH = '/app/library/discover';

/** The workspace has no boards yet: make the first one (or, for a guest, who to ask). */
export function NoBoardsYet({ canCreate, onCreate }: { canCreate: boolean; onCreate: () => void }) {
  return (
    <Stack align="center" ta="center" gap="xs" py={72} px="md" className={classes.empty}>
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconLayoutGridAdd size={28} aria-hidden />
      </ThemeIcon>
      <Text fw={700} size="lg">
        {canCreate ? 'Start your swipe file' : 'No boards here yet'}
      </Text>
      <Text size="sm" c="dimmed" maw={460}>
        {canCreate
          ? 'Boards collect the ads your team wants to remember: save them from Discover or the browser extension, or upload your own.'
          : 'Boards your team creates in this workspace show up here. Ask an admin of the workspace to add some.'}
      </Text>
      {canCreate && (
        <Group gap="sm" mt="xs" justify="center">
          <Button leftSection={<IconLayoutGridAdd size={16} aria-hidden />} onClick={onCreate}>
            Create a board
          </Button>
          <Button
            component={Link}
            to={DISCOVER_PATH}
            variant="default"
            leftSection={<IconLayoutDashboard size={16} aria-hidden />}
          >
            Browse Discover
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** An open board holds nothing: save or upload into it, or make a board inside. */
export function EmptyBoard(props: {
  canUpload: boolean;
  canCreate: boolean;
  onUpload: () => void;
  onNewBoard: () => void;
}) {
  return (
    <Stack align="center" ta="center" gap="xs" py={64} px="md" className={classes.empty}>
      <ThemeIcon size={52} radius="xl" variant="light">
        <IconLayoutDashboard size={26} aria-hidden />
      </ThemeIcon>
      <Text fw={700}>This board is empty</Text>
      <Text size="sm" c="dimmed" maw={460}>
        {props.canUpload
          ? 'Save ads into it from Discover with “Save to board”, from Meta’s and TikTok’s libraries with the extension, or upload one of your own.'
          : 'Ads your team saves into this board show up here.'}
      </Text>
      <Group gap="sm" mt="xs" justify="center">
        <Button
          component={Link}
          to={DISCOVER_PATH}
          variant={props.canUpload ? 'filled' : 'default'}
          leftSection={<IconLayoutDashboard size={16} aria-hidden />}
        >
          Browse Discover
        </Button>
        {props.canUpload && (
          <Button
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={props.onUpload}
          >
            Upload an ad
          </Button>
        )}
        {props.canCreate && (
          <Button
            variant="default"
            leftSection={<IconLayoutGridAdd size={16} aria-hidden />}
            onClick={props.onNewBoard}
          >
            New board inside
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Nothing matches the search and filters. */
export function NothingMatches({ onClear }: { onClear: () => void }) {
  return (
    <Stack align="center" ta="center" gap="xs" py={64} px="md" className={classes.empty}>
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconFilterOff size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>No saved ads match these filters</Text>
      <Text size="sm" c="dimmed" maw={420}>
        Try fewer words or filters, or a wider range of dates.
      </Text>
      <Button mt="xs" variant="default" onClick={onClear}>
        Clear filters
      </Button>
    </Stack>
  );
}
