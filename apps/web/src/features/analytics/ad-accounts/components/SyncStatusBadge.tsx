import type { AdAccount } from '@hookline/domain';
import { Badge, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock, IconPlugConnectedX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { syncStateOf, type SyncState } from '../ad-account-labels.ts';

const BADGES: Record<SyncState, { label: string; color: string; icon: ReactNode }> = {
  pending: { label: 'Sync pending', color: 'gray', icon: <IconClock size={12} aria-hidden /> },
  syncing: {
    label: 'Syncing',
    color: 'blue',
    icon: <Loader size={10} color="currentColor" aria-hidden />,
  },
  synced: { label: 'Synced', color: 'teal', icon: <IconCheck size={12} aria-hidden /> },
  error: { label: 'Sync failed', color: 'red', icon: <IconAlertTriangle size={12} aria-hidden /> },
  reconnect: {
    label: 'Reconnect needed',
    color: 'orange',
    icon: <IconPlugConnectedX size={12} aria-hidden />,
  },
};

/** Why a sync stopped, in the words the server recorded, or what a refused token means. */
function detailOf(account: AdAccount, state: SyncState): string | null {
  if (state === 'reconnect') {
    return account.syncError ?? 'The platform refused the stored access token. Reconnect to resume syncing.';
  }
  if (state === 'error') return account.syncError ?? 'The last sync did not finish.';
  return null;
}

/** An account's sync state as a badge; a running sync shows a spinner and a failure says why. */
export function SyncStatusBadge({ account }: { account: AdAccount }) {
  const state = syncStateOf(account);
  const badge = BADGES[state];
  const detail = detailOf(account, state);
  return (
    <Stack gap={4} align="flex-start" style={{ minWidth: 0 }}>
      <Badge variant="light" color={badge.color} radius="sm" leftSection={badge.icon} tt="none">
        {badge.label}
      </Badge>
      {detail && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      )}
    </Stack>
  );
}
