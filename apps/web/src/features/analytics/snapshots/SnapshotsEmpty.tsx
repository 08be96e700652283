import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { Link } from 'react-router';
import { analyticsPaths } from '../analytics-paths.ts';

/** No snapshots yet: what one is, and where one is made. */
export function SnapshotsEmpty({ workspaceId, canManage }: { workspaceId: string; canManage: boolean }) {
  return (
    <Paper withBorder radius="md" py={56} px="lg">
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconCamera size={24} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          No snapshots yet
        </Title>
        <Text c="dimmed" maw={460}>
          Freeze a report as it is today and share a read-only link that needs no account.
        </Text>
        <Text size="sm" c="dimmed" maw={460}>
          {canManage
            ? 'Open a saved report and choose its “Snapshot” action to make one.'
            : 'Snapshots are made from a report’s “Snapshot” action by the people who manage Analytics here.'}
        </Text>
        <Button component={Link} to={analyticsPaths.home(workspaceId)} variant="light" mt="sm">
          Go to reports
        </Button>
      </Stack>
    </Paper>
  );
}
