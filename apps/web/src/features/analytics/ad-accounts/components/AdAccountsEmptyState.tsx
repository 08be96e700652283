import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

interface AdAccountsEmptyStateProps {
  /** Where connecting starts; absent for someone who can't connect accounts. */
  connectPath: string | undefined;
}

/** No ad accounts yet: what connecting one gives, and the next step (or whom to ask). */
export function AdAccountsEmptyState({ connectPath }: AdAccountsEmptyStateProps) {
  return (
    <Paper withBorder radius="md" py={48} px="md">
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconChartBar size={24} />
        </ThemeIcon>
        <Text fw={600}>No ad accounts in this workspace yet</Text>
        <Text size="sm" c="dimmed" maw={460}>
          Connect a Meta or TikTok ad account, or the sandbox&apos;s demo data, and its ads&apos; daily
          figures are read into Hookline, ready for top-ads and comparison reports.
        </Text>
        {connectPath ? (
          <Button component={Link} to={connectPath} mt="xs" leftSection={<IconPlus size={16} />}>
            Connect ad accounts
          </Button>
        ) : (
          <Text size="sm" fw={500} maw={460}>
            Ask a workspace admin or collaborator to connect the workspace&apos;s ad accounts.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
