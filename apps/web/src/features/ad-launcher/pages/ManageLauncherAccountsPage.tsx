import type { LauncherAccount } from '@hookline/domain';
import { Badge, Button, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AD_LAUNCHER_KEYS, adLauncherApi } from '../../../api/adlauncher-api.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { useLauncherAccounts } from '../hooks/use-launcher-queries.ts';
import { useLauncherWorkspace } from '../hooks/use-launcher-workspace.ts';
import { PROVIDER_LABELS, shortDateTime } from '../launcher-labels.ts';
import { launcherPaths } from '../launcher-paths.ts';

/** `adlauncher/:workspaceId/manage/ad-accounts`: the workspace's launcher accounts, each removable. */
export function ManageLauncherAccountsPage() {
  const { workspaceId, canManage } = useLauncherWorkspace();
  const accounts = useLauncherAccounts(workspaceId);
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<LauncherAccount | null>(null);
  const remove = useMutation({
    mutationFn: (account: LauncherAccount) => adLauncherApi.remove(account._id),
    onSuccess: async (_result, account) => {
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: AD_LAUNCHER_KEYS.all });
      toast.success(`${account.name} removed from the Ad Launcher`);
    },
  });
  const connect = canManage && (
    <Button component={Link} to={launcherPaths.onboard(workspaceId)} leftSection={<IconPlus size={16} />}>
      Connect ad accounts
    </Button>
  );
  return (
    <PageContainer
      title="Manage ad accounts"
      description="The ad accounts this workspace launches on."
      actions={connect}
    >
      <QueryState
        query={accounts}
        what="the ad accounts"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            title="No ad accounts yet"
            text="Connect an ad account to launch ads on it."
            action={connect}
          />
        }
      >
        {(data) => (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Platform id</Table.Th>
                  <Table.Th>Platform</Table.Th>
                  <Table.Th>Connected</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((account) => (
                  <Table.Tr key={account._id}>
                    <Table.Td>{account.name}</Table.Td>
                    <Table.Td>{account.adAccountId}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{PROVIDER_LABELS[account.provider]}</Badge>
                    </Table.Td>
                    <Table.Td>{shortDateTime(account.onboardedAt)}</Table.Td>
                    <Table.Td ta="right">
                      {canManage && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${account.name}`}
                          onClick={() => setRemoving(account)}
                        >
                          Remove
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this ad account?"
        confirmLabel="Remove"
        danger
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      >
        {removing?.name} leaves the Ad Launcher of this workspace. Ads already launched stay on the platform.
      </ConfirmDialog>
    </PageContainer>
  );
}
