import { defaultMessageForStatus, type AdAccountProvider } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../../ui/use-mutation.ts';
import { useState } from 'react';
import { AD_ACCOUNT_KEYS, adAccountsApi } from '../../../../api/ad-accounts-api.ts';
import { isApiError } from '../../../../api/api-error.ts';
import { ORG_KEYS } from '../../../../api/orgs-api.ts';
import { planLimitMessage } from '../../../../api/plan-limit-error.ts';
import { toast } from '../../../../ui/toasts.ts';

interface OnboardOptions {
  workspaceId: string;
  orgId: string | undefined;
  /** Called with the accounts added, after the lists are refreshed. */
  onOnboarded: (adAccountIds: string[]) => void;
}

/**
 * `POST ad-accounts/onboard`, a silent call: a plan's refusal opens the limit dialog (`limitMessage`),
 * any other failure is toasted with the server's words.
 */
export function useOnboardAdAccounts({ workspaceId, orgId, onOnboarded }: OnboardOptions) {
  const queryClient = useQueryClient();
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const onboard = useMutation({
    mutationFn: (input: { platform: AdAccountProvider; accountIds: string[] }) =>
      adAccountsApi.onboard({ workspaceId, ...input }),
    onSuccess: async (response, { platform }) => {
      // The message reports the move to the Ad accounts page, so it goes along.
      toast.success(response.message, { carryOver: true });
      const stale = [
        AD_ACCOUNT_KEYS.list(workspaceId),
        AD_ACCOUNT_KEYS.available(platform, workspaceId),
        ...(orgId ? [ORG_KEYS.usage(orgId)] : []),
      ];
      await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onOnboarded(response.data.map((account) => account._id));
    },
    onError: (error) => {
      const limit = planLimitMessage(error);
      if (limit !== null) setLimitMessage(limit);
      else if (!isApiError(error)) toast.error(defaultMessageForStatus(0));
      else if (!error.canceled) toast.error(error.message);
    },
  });
  return { onboard, limitMessage, closeLimitDialog: () => setLimitMessage(null) };
}
