import type { LauncherAccount } from '@hookline/domain';
import { Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { AD_LAUNCHER_KEYS, adLauncherApi } from '../../../api/adlauncher-api.ts';
import { ConfirmRemovalDialog } from '../../../ui/ConfirmRemovalDialog.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { toast } from '../../../ui/toasts.ts';
import { useConfirmedRemoval } from '../../../ui/use-confirmed-removal.ts';
import { ConnectAccountsButton } from '../components/ConnectAccountsButton.tsx';
import { LauncherAccountsState } from '../components/LauncherAccountsState.tsx';
import { LauncherTable } from '../components/LauncherTable.tsx';
import { RowAction } from '../components/RowAction.tsx';
import { useLauncherWorkspace } from '../hooks/use-launcher-workspace.ts';
import { PROVIDER_LABELS, shortDateTime } from '../launcher-labels.ts';

/** `adlauncher/:workspaceId/manage/ad-accounts`: the workspace's launcher accounts, each removable. */
export function ManageLauncherAccountsPage() {
  const { workspaceId, canManage } = useLauncherWorkspace();
  const queryClient = useQueryClient();
  const removal = useConfirmedRemoval({
    remove: (account: LauncherAccount) => adLauncherApi.remove(account._id),
    onRemoved: async (account) => {
      await queryClient.invalidateQueries({ queryKey: AD_LAUNCHER_KEYS.all });
      toast.success(`${account.name} removed from the Ad Launcher`);
    },
  });
  const connect = canManage && <ConnectAccountsButton workspaceId={workspaceId} />;
  return (
    <PageContainer
      title="Manage ad accounts"
      description="The ad accounts this workspace launches on."
      actions={connect}
    >
      <LauncherAccountsState
        workspaceId={workspaceId}
        emptyText="Connect an ad account to launch ads on it."
        connect={connect}
      >
        {(data) => (
          <LauncherTable
            rows={data}
            rowKey={(account) => account._id}
            foldBelow={640}
            columns={[
              { header: 'Name', cell: (account) => account.name },
              { header: 'Platform id', cell: (account) => account.adAccountId },
              {
                header: 'Platform',
                cell: (account) => <Badge variant="light">{PROVIDER_LABELS[account.provider]}</Badge>,
              },
              { header: 'Connected', cell: (account) => shortDateTime(account.onboardedAt) },
            ]}
            actions={
              canManage
                ? {
                    header: 'Actions',
                    cell: (account) => (
                      <RowAction
                        verb="Remove"
                        of={account.name}
                        danger
                        onClick={() => removal.ask(account)}
                      />
                    ),
                  }
                : undefined
            }
          />
        )}
      </LauncherAccountsState>
      <ConfirmRemovalDialog removal={removal} title="Remove this ad account?" confirmLabel="Remove">
        {(account) => (
          <>
            {account.name} leaves the Ad Launcher of this workspace. Ads already launched stay on the
            platform.
          </>
        )}
      </ConfirmRemovalDialog>
    </PageContainer>
  );
}
