import type { AdAccount } from '@hookline/domain';
import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { lastSyncedLabel, platformLabel } from '../ad-accounts/ad-account-labels.ts';
import { SyncStatusBadge } from '../ad-accounts/components/SyncStatusBadge.tsx';
import { analyticsPaths } from '../analytics-paths.ts';
import { PlatformIcon } from '../components/AdAccountSwitcher.tsx';

/** The active ad account in a line: its name, platform and currency, and how fresh its figures are. */
export function AccountSummary({ account, workspaceId }: { account: AdAccount; workspaceId: string }) {
  return (
    <Paper withBorder radius="md" p="md" mb="xl" component="section" aria-label="Active ad account">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Avatar radius="md" size={44} color={account.platform === 'meta' ? 'blue' : 'dark'}>
            <PlatformIcon platform={account.platform} size={24} />
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} truncate title={account.name}>
              {account.name}
            </Text>
            <Text size="sm" c="dimmed">
              {platformLabel(account)} · {account.currency} · {account.timezone_name}
            </Text>
            <Text size="sm" c="dimmed">
              {lastSyncedLabel(account)}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <SyncStatusBadge account={account} />
          <Button component={Link} to={analyticsPaths.adAccounts(workspaceId)} variant="default" size="xs">
            Ad accounts
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
