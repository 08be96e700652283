import { PLATFORM_LABELS, type AdAccountProvider } from '@hookline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../../ui/use-mutation.ts';
import { AD_ACCOUNT_KEYS, adAccountsApi } from '../../../../api/ad-accounts-api.ts';
import { toast } from '../../../../ui/toasts.ts';
import { signInExit } from '../../../../ui/platform-sign-in.ts';

/**
 * Whether the workspace is connected to `platform`, and connecting it: the sandbox at once, Meta and TikTok by
 * signing in with the platform. A new connection may read other accounts, so the platform's available list
 * is read again; a refusal is toasted by the client.
 */
export function usePlatformConnection(platform: AdAccountProvider, workspaceId: string) {
  const queryClient = useQueryClient();
  const connection = useQuery({
    queryKey: AD_ACCOUNT_KEYS.connection(platform, workspaceId),
    queryFn: ({ signal }) => adAccountsApi.connection(platform, workspaceId, signal),
  });
  const connect = useMutation({
    mutationFn: (accessToken: string | undefined) =>
      adAccountsApi.connect(platform, { workspaceId, ...(accessToken ? { accessToken } : {}) }),
    onSuccess: async (connected) => {
      queryClient.setQueryData(AD_ACCOUNT_KEYS.connection(platform, workspaceId), connected);
      toast.success(
        connected.platformUserName
          ? `Connected to ${PLATFORM_LABELS[platform]} as ${connected.platformUserName}`
          : `Connected to ${PLATFORM_LABELS[platform]}`,
      );
      await queryClient.invalidateQueries({ queryKey: AD_ACCOUNT_KEYS.available(platform, workspaceId) });
    },
  });
  // Meta and TikTok: the browser goes to the platform's own sign-in and comes back to this page.
  const signIn = useMutation({
    mutationFn: async () => {
      if (platform === 'sandbox') return;
      const { url } = await adAccountsApi.startSignIn(platform, { workspaceId, purpose: 'analytics' });
      signInExit.assign(url);
    },
  });
  return { connection, connect, signIn };
}

/** The accounts the workspace's connection to `platform` can onboard, read once it is connected. */
export function useAvailableAdAccounts(platform: AdAccountProvider, workspaceId: string, connected: boolean) {
  return useQuery({
    queryKey: AD_ACCOUNT_KEYS.available(platform, workspaceId),
    queryFn: ({ signal }) => adAccountsApi.available(platform, workspaceId, signal),
    enabled: connected,
  });
}
