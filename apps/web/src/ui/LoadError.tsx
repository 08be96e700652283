import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

interface LoadErrorProps {
  /** What failed to load, as the sentence's object: "the members", "your workspaces". */
  what: string;
  onRetry: () => void;
  /** True while the retry runs: the button shows its progress. */
  retrying?: boolean;
  /** A smaller version for the sidebar and other tight places. */
  compact?: boolean;
}

/** The error state of a query: what failed to load, and a Retry (docs/ui.md, "Four states"). */
export function LoadError({ what, onRetry, retrying = false, compact = false }: LoadErrorProps) {
  const retry = (
    <Button
      mt={compact ? 0 : 'xs'}
      size={compact ? 'compact-xs' : 'sm'}
      variant={compact ? 'light' : 'default'}
      leftSection={<IconRefresh size={compact ? 12 : 16} />}
      loading={retrying}
      onClick={onRetry}
    >
      Retry
    </Button>
  );
  if (compact) {
    return (
      <Stack gap={6} p="xs" role="alert">
        <Text size="xs">We couldn’t load {what}.</Text>
        {retry}
      </Stack>
    );
  }
  return (
    <Stack align="center" ta="center" gap="xs" py={48} px="md" role="alert">
      <ThemeIcon size={44} radius="xl" variant="light" color="red">
        <IconAlertTriangle size={22} />
      </ThemeIcon>
      <Text fw={600}>We couldn’t load {what}</Text>
      <Text size="sm" c="dimmed" maw={380}>
        The server didn’t answer as expected. Check your connection, then try again.
      </Text>
      {retry}
    </Stack>
  );
}
