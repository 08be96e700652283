import type { AdAccount, AdAccountSettings } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../../ui/use-mutation.ts';
import { AD_ACCOUNT_KEYS, adAccountsApi } from '../../../../api/ad-accounts-api.ts';
import { ORG_KEYS } from '../../../../api/orgs-api.ts';
import { REPORT_LIBRARY_KEYS } from '../../../../api/report-library-api.ts';
import { toast } from '../../../../ui/toasts.ts';

/**
 * The actions of the Ad accounts page. Each refreshes the workspace's list, whose polling then shows the
 * sync that the action started; failures are toasted by the HTTP client.
 */
export function useAdAccountMutations(workspaceId: string, orgId: string | undefined) {
  const queryClient = useQueryClient();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: AD_ACCOUNT_KEYS.list(workspaceId) });

  const sync = useMutation({
    mutationFn: (account: AdAccount) => adAccountsApi.sync(account._id),
    onSuccess: async (_updated, account) => {
      toast.success(`Sync started for ${account.name}`);
      await refreshList();
    },
  });

  const reconnect = useMutation({
    mutationFn: (input: { account: AdAccount; accessToken?: string }) =>
      adAccountsApi.reconnect(input.account._id, input.accessToken),
    onSuccess: async (_updated, { account }) => {
      toast.success(`${account.name} reconnected; syncing now`);
      await refreshList();
    },
  });

  const updateSettings = useMutation({
    mutationFn: (input: { account: AdAccount; settings: AdAccountSettings }) =>
      adAccountsApi.updateSettings(input.account._id, input.settings),
    onSuccess: async (_updated, { account }) => {
      toast.success(`Attribution windows of ${account.name} saved; reading its insights again`);
      await refreshList();
    },
  });

  const disconnect = useMutation({
    mutationFn: (account: AdAccount) => adAccountsApi.disconnect(account._id),
    onSuccess: async (response) => {
      toast.success(response.message);
      // The account's folders, reports and snapshots went with it, and its spend leaves the plan's usage.
      const stale = [
        AD_ACCOUNT_KEYS.list(workspaceId),
        REPORT_LIBRARY_KEYS.foldersOfWorkspace(workspaceId),
        REPORT_LIBRARY_KEYS.snapshots(workspaceId),
        ...(orgId ? [ORG_KEYS.usage(orgId), AD_ACCOUNT_KEYS.spendHistory(orgId)] : []),
      ];
      await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });

  return { sync, reconnect, updateSettings, disconnect };
}
