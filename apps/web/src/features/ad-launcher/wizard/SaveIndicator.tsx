import { Button, Group, Loader, Text } from '@mantine/core';
import { clockTime } from '../launcher-labels.ts';
import type { SaveStatus } from './use-draft-autosave.ts';

/** "Saved · 12:04", "Saving…" or "Couldn't save — Retry", beside the wizard's title. */
export function SaveIndicator({
  status,
  savedAt,
  onRetry,
}: {
  status: SaveStatus;
  savedAt: Date | null;
  onRetry: () => void;
}) {
  if (status === 'saving') {
    return (
      <Group gap={6} role="status">
        <Loader size={12} />
        <Text size="sm" c="dimmed">
          Saving…
        </Text>
      </Group>
    );
  }
  if (status === 'error') {
    return (
      <Group gap={6} role="status">
        <Text size="sm" c="red">
          Couldn't save —
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    );
  }
  if (status === 'saved' && savedAt) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Saved · {clockTime(savedAt)}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" role="status">
      {status === 'conflict' ? 'Not saved' : 'Not saved yet'}
    </Text>
  );
}
