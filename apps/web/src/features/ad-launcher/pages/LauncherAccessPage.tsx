import type { LauncherAccount, Workspace } from '@hookline/domain';
import { Button, Card, Checkbox, Group, Stack, Text, Title, Skeleton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AD_LAUNCHER_KEYS, adLauncherApi } from '../../../api/adlauncher-api.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { useLauncherAccounts } from '../hooks/use-launcher-queries.ts';
import { useLauncherWorkspace } from '../hooks/use-launcher-workspace.ts';

/** `adlauncher/:workspaceId/ad-account/access/user`: per account, which members may launch on it. */
export function LauncherAccessPage() {
  const { workspaceId, workspace, canManage } = useLauncherWorkspace();
  const accounts = useLauncherAccounts(workspaceId);
  return (
    <PageContainer
      title="Who may launch"
      description="Workspace admins launch on every account; choose which other members may launch on each."
    >
      {!workspace ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading">
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
        </Stack>
      ) : !canManage ? (
        <EmptyState
          title="Only workspace admins choose who may launch"
          text="Ask an admin of this workspace."
        />
      ) : (
        <QueryState
          query={accounts}
          what="the ad accounts"
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title="No ad accounts yet" text="Connect an ad account first." />}
        >
          {(data) => (
            <Stack gap="md" maw={880}>
              {data.map((account) => (
                <AccountAccess key={account._id} account={account} workspace={workspace} />
              ))}
            </Stack>
          )}
        </QueryState>
      )}
    </PageContainer>
  );
}

function AccountAccess({
  account,
  workspace,
}: {
  account: LauncherAccount;
  workspace: Workspace | undefined;
}) {
  const queryClient = useQueryClient();
  const [userIds, setUserIds] = useState(account.userIds);
  const members = (workspace?.members ?? []).filter(
    (member) => member.roleName !== 'admin' && member.roleName !== 'guest',
  );
  const save = useMutation({
    mutationFn: (ids: string[]) => adLauncherApi.setAccess(account._id, ids),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: AD_LAUNCHER_KEYS.all });
      toast.success(`Access to ${account.name} saved`);
    },
  });
  const changed = [...userIds].sort().join() !== [...account.userIds].sort().join();
  return (
    <Card withBorder radius="md" component="section" aria-label={account.name}>
      <Title order={2} fz={16}>
        {account.name}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {account.adAccountId}
      </Text>
      {members.length === 0 ? (
        <Text size="sm" c="dimmed">
          Only admins are in this workspace: they may launch on every account. Guests never may.
        </Text>
      ) : (
        <Checkbox.Group
          value={userIds}
          onChange={setUserIds}
          aria-label={`Members who may launch on ${account.name}`}
        >
          <Stack gap={6}>
            {members.map((member) => (
              <Checkbox
                key={member.userId}
                value={member.userId}
                label={`${member.firstName} ${member.lastName}`.trim() || member.email}
                description={member.email}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <Group mt="sm">
        <Button size="xs" disabled={!changed} loading={save.isPending} onClick={() => save.mutate(userIds)}>
          Save access
        </Button>
      </Group>
    </Card>
  );
}
