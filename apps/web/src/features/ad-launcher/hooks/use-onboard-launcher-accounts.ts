import type { LauncherProvider } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AD_LAUNCHER_KEYS, adLauncherApi } from '../../../api/adlauncher-api.ts';
import { planLimitMessage } from '../../../api/plan-limit-error.ts';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';

/** Adds accounts to the workspace's launcher; the plan's refusal opens the limit dialog instead of a toast. */
export function useOnboardLauncherAccounts(workspaceId: string, onOnboarded: () => void) {
  const queryClient = useQueryClient();
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const onboard = useMutation({
    mutationFn: (input: { platform: LauncherProvider; accountIds: string[] }) =>
      adLauncherApi.onboard({ workspaceId, ...input }),
    onSuccess: async (_result, input) => {
      await queryClient.invalidateQueries({ queryKey: AD_LAUNCHER_KEYS.all });
      toast.success(
        input.accountIds.length === 1
          ? 'Ad account connected'
          : `${input.accountIds.length} ad accounts connected`,
        { carryOver: true },
      );
      onOnboarded();
    },
    onError: (error) => {
      const limit = planLimitMessage(error);
      if (limit) setLimitMessage(limit);
      else toast.error(error instanceof Error ? error.message : "Couldn't connect the ad accounts");
    },
  });
  return { onboard, limitMessage, closeLimitDialog: () => setLimitMessage(null) };
}
