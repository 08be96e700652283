import type { AdAccount } from '@hookline/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { AdAccountsEmptyState } from '../ad-accounts/components/AdAccountsEmptyState.tsx';
import { AdAccountsTable, AdAccountsTableSkeleton } from '../ad-accounts/components/AdAccountsTable.tsx';
import { AttributionSettingsDialog } from '../ad-accounts/components/AttributionSettingsDialog.tsx';
import { PlanUsageCard } from '../ad-accounts/components/PlanUsageCard.tsx';
import { ReconnectDialog } from '../ad-accounts/components/ReconnectDialog.tsx';
import { useAdAccountMutations } from '../ad-accounts/hooks/use-ad-account-mutations.ts';
import { useReconnectReturn } from '../ad-accounts/hooks/use-reconnect-return.ts';
import { isSignInPlatform } from '../../../ui/platform-sign-in.ts';
import { analyticsPaths } from '../analytics-paths.ts';
import { useAdAccounts } from '../hooks/use-ad-accounts.ts';
import { useAnalyticsWorkspace } from '../hooks/use-analytics-workspace.ts';

/** `analytics/:workspaceId/ad-accounts`: the onboarded accounts, their syncs and, for managers, their actions. */
export function AdAccountsPage() {
  const { workspaceId, workspace, canManage } = useAnalyticsWorkspace();
  const { organisations } = useActiveOrg();
  const org = organisations.find((candidate) => candidate._id === workspace?.orgId);
  const accounts = useAdAccounts(workspaceId);
  const { sync, reconnect, signInAgain, updateSettings, disconnect } = useAdAccountMutations(
    workspaceId,
    org?._id,
  );
  useReconnectReturn(accounts);

  const [reconnecting, setReconnecting] = useState<AdAccount | null>(null);
  const [editing, setEditing] = useState<AdAccount | null>(null);
  const [disconnecting, setDisconnecting] = useState<AdAccount | null>(null);

  const connectPath = canManage ? analyticsPaths.onboard(workspaceId) : undefined;
  const hasAccounts = (accounts.data?.length ?? 0) > 0;

  const startReconnect = (account: AdAccount) => {
    // Meta and TikTok sign in again; the sandbox has no token to renew, so reconnecting just tries again.
    if (isSignInPlatform(account.provider)) {
      signInAgain.reset();
      setReconnecting(account);
    } else {
      reconnect.mutate(account);
    }
  };
  const closeReconnect = () => {
    setReconnecting(null);
    signInAgain.reset();
  };

  return (
    <PageContainer
      title="Ad accounts"
      description="The ad accounts this workspace reports on, and how fresh their figures are."
      actions={
        connectPath &&
        hasAccounts && (
          <Button
            component={Link}
            to={connectPath}
            leftSection={<IconPlus size={16} />}
            style={{ flexShrink: 0 }}
          >
            Connect ad accounts
          </Button>
        )
      }
    >
      <Stack gap="lg">
        {accounts.isError ? (
          <LoadError
            what="the ad accounts"
            onRetry={() => void accounts.refetch()}
            retrying={accounts.isRefetching}
          />
        ) : !accounts.data || !workspace ? (
          // The caller's rights come with the workspace: wait for both, so no action flashes in or out.
          <AdAccountsTableSkeleton />
        ) : accounts.data.length === 0 ? (
          <AdAccountsEmptyState connectPath={connectPath} />
        ) : (
          <AdAccountsTable
            accounts={accounts.data}
            canManage={canManage}
            syncingId={sync.isPending ? sync.variables._id : undefined}
            reconnectingId={reconnect.isPending ? reconnect.variables._id : undefined}
            onSync={(account) => sync.mutate(account)}
            onReconnect={startReconnect}
            onEditSettings={setEditing}
            onDisconnect={setDisconnecting}
          />
        )}
        {org?.allowedActions.includes('org.usage.view') && <PlanUsageCard orgId={org._id} />}
      </Stack>

      <ReconnectDialog
        account={reconnecting}
        loading={signInAgain.isPending}
        error={signInAgain.error?.message ?? null}
        onClose={closeReconnect}
        onSignIn={() => {
          if (reconnecting) signInAgain.mutate(reconnecting);
        }}
      />
      <AttributionSettingsDialog
        account={editing}
        loading={updateSettings.isPending}
        onClose={() => setEditing(null)}
        onSave={(settings) => {
          if (editing) {
            updateSettings.mutate({ account: editing, settings }, { onSuccess: () => setEditing(null) });
          }
        }}
      />
      <ConfirmDialog
        opened={disconnecting !== null}
        title="Disconnect ad account"
        confirmLabel="Disconnect"
        danger
        loading={disconnect.isPending}
        onClose={() => setDisconnecting(null)}
        onConfirm={() => {
          if (disconnecting) disconnect.mutate(disconnecting, { onSuccess: () => setDisconnecting(null) });
        }}
      >
        <Text size="sm" component="span" fw={600} c="dark">
          {disconnecting?.name}
        </Text>{' '}
        leaves this workspace with its stored insights and every folder, report and snapshot made from it.
        This can&apos;t be undone; adding it again reads its figures anew.
      </ConfirmDialog>
    </PageContainer>
  );
}
