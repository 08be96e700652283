import type { AdAccount } from '@hookline/domain';
import { Avatar, Group, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { TablePagination } from '../../../../ui/pagination/TablePagination.tsx';
import { usePagedRows } from '../../../../ui/pagination/use-paged-rows.ts';
import { useNarrow } from '../../../../ui/use-narrow.ts';
import { PlatformIcon } from '../../components/AdAccountSwitcher.tsx';
import { lastSyncedLabel, platformLabel, syncedThroughLabel } from '../ad-account-labels.ts';
import { AdAccountRowActions, type AdAccountActionHandlers } from './AdAccountRowActions.tsx';
import { SyncStatusBadge } from './SyncStatusBadge.tsx';
import { TokenExpiryNote } from './TokenExpiryNote.tsx';

/** Below this width Status and Last sync fold under the account's name instead of scrolling sideways. */
const NARROW_PX = 900;

interface AdAccountsTableProps extends AdAccountActionHandlers {
  accounts: AdAccount[];
  /** Without `analytics.manage` the table only reads: no actions column. */
  canManage: boolean;
  /** The account whose Sync now, and whose Reconnect, is on its way. */
  syncingId: string | undefined;
  reconnectingId: string | undefined;
}

function AccountName({ account }: { account: AdAccount }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar size={32} radius="sm" color={account.platform === 'meta' ? 'blue' : 'dark'}>
        <PlatformIcon platform={account.platform} size={18} />
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {account.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {platformLabel(account)} · {account.currency} · {account.timezone_name}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Account ID {account.adAccountId}
        </Text>
      </div>
    </Group>
  );
}

function SyncDates({ account }: { account: AdAccount }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{lastSyncedLabel(account)}</Text>
      <Text size="xs" c="dimmed">
        {syncedThroughLabel(account)}
      </Text>
    </Stack>
  );
}

/** The workspace's onboarded ad accounts: what each is, its sync state, and (for managers) its actions. */
export function AdAccountsTable({
  accounts,
  canManage,
  syncingId,
  reconnectingId,
  ...on
}: AdAccountsTableProps) {
  const { ref, narrow } = useNarrow(NARROW_PX);
  const paged = usePagedRows(accounts);
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" ref={ref}>
        <Table verticalSpacing="sm" horizontalSpacing="md" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Ad account</Table.Th>
              {!narrow && <Table.Th w={150}>Status</Table.Th>}
              {!narrow && <Table.Th w={230}>Last sync</Table.Th>}
              {canManage && (
                <Table.Th w={196}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {paged.rows.map((account) => (
              <Table.Tr key={account._id} aria-label={account.name}>
                <Table.Td>
                  <AccountName account={account} />
                  {narrow && (
                    <Stack gap={6} mt="xs" pl={44}>
                      <SyncStatusBadge account={account} />
                      <TokenExpiryNote account={account} />
                      <SyncDates account={account} />
                    </Stack>
                  )}
                </Table.Td>
                {!narrow && (
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <SyncStatusBadge account={account} />
                      <TokenExpiryNote account={account} />
                    </Stack>
                  </Table.Td>
                )}
                {!narrow && (
                  <Table.Td>
                    <SyncDates account={account} />
                  </Table.Td>
                )}
                {canManage && (
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <AdAccountRowActions
                      account={account}
                      syncPending={syncingId === account._id}
                      reconnectPending={reconnectingId === account._id}
                      {...on}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <TablePagination {...paged.pagination} label="Pages of ad accounts" />
    </Stack>
  );
}

/** The loading state: rows shaped like the accounts to come. */
export function AdAccountsTableSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" aria-busy="true" aria-label="Loading ad accounts">
      <Stack gap="lg">
        {[0, 1, 2].map((row) => (
          <Group key={row} gap="sm" wrap="nowrap">
            <Skeleton height={32} width={32} radius="sm" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={12} width="35%" />
              <Skeleton height={10} width="55%" />
            </Stack>
            <Skeleton height={20} width={90} radius="sm" />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
