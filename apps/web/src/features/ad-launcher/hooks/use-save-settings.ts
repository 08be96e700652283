import type { LauncherSettings } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { AD_LAUNCHER_KEYS, adLauncherApi } from '../../../api/adlauncher-api.ts';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';

/** Saves part of an account's launcher settings; `what` names it in the notification. */
export function useSaveSettings(adAccountId: string, what: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<LauncherSettings>) => adLauncherApi.updateSettings(adAccountId, body),
    onSuccess: (settings) => {
      queryClient.setQueryData(AD_LAUNCHER_KEYS.settings(adAccountId), settings);
      toast.success(`${what} saved`);
    },
  });
}
