import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What someone without `analytics.manage` sees on the connect route: why not, whom to ask, and a way back. */
export function ConnectNotAllowed({ adAccountsPath }: { adAccountsPath: string }) {
  return (
    <Paper withBorder radius="md" py={48} px="md" maw={720}>
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconLock size={24} />
        </ThemeIcon>
        <Text fw={600}>You can&apos;t connect ad accounts in this workspace</Text>
        <Text size="sm" c="dimmed" maw={420}>
          Your role lets you read its reports. Ask a workspace admin to connect the ad accounts you need.
        </Text>
        <Button component={Link} to={adAccountsPath} variant="default" mt="xs">
          See the workspace&apos;s ad accounts
        </Button>
      </Stack>
    </Paper>
  );
}
