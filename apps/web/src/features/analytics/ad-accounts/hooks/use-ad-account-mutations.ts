import type { AdAccount, AdAccountSettings } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../../ui/use-mutation.ts';
import { AD_ACCOUNT_KEYS, adAccountsApi } from '../../../../api/ad-accounts-api.ts';
import { ORG_KEYS } from '../../../../api/orgs-api.ts';
import { REPORT_LIBRARY_KEYS } from '../../../../api/report-library-api.ts';
import { isSignInPlatform, signInExit } from '../../../../ui/platform-sign-in.ts';
import { toast } from '../../../../ui/toasts.ts';

/**
 * The actions of the Ad accounts page. Each refreshes the workspace's list, whose polling then shows the
 * sync that the action started; failures are toasted by the HTTP client, except a sign-in that does not
 * start, which the Reconnect dialog shows itself.
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

  // The sandbox has no token to renew: reconnecting tries it again at once.
  const reconnect = useMutation({
    mutationFn: (account: AdAccount) => adAccountsApi.reconnect(account._id),
    onSuccess: async (_updated, account) => {
      toast.success(reconnectedMessage(account.name));
      await refreshList();
    },
  });

  // Meta and TikTok: the browser goes to the platform's sign-in and comes back to this page.
  const signInAgain = useMutation({
    mutationFn: async (account: AdAccount) => {
      if (!isSignInPlatform(account.provider)) return;
      const { url } = await adAccountsApi.startSignIn(
        account.provider,
        { workspaceId, purpose: 'reconnect', adAccountId: account._id },
        { silent: true },
      );
      signInExit.assign(url);
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

  return { sync, reconnect, signInAgain, updateSettings, disconnect };
}

/** The toast once an account is reconnected, here or back from the platform's sign-in. */
export const reconnectedMessage = (name: string): string => `${name} reconnected; syncing now`;
