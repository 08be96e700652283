import type { DetectiveDigestSettings, UpdateDetectiveDigestSettingsBody } from '@hookline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DETECTIVE_DIGEST_KEYS, detectiveDigestApi } from '../../../api/detective-digest-api.ts';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';

type Choice = Omit<UpdateDetectiveDigestSettingsBody, 'workspaceId'>;

/** The caller's own Detective mails in the workspace, and whether it posts to Slack. */
export function useDigestSettings(workspaceId: string, enabled: boolean) {
  return useQuery({
    queryKey: DETECTIVE_DIGEST_KEYS.settings(workspaceId),
    queryFn: ({ signal }) => detectiveDigestApi.settings(workspaceId, signal),
    enabled,
  });
}

function choiceSaid(choice: Choice): string {
  if (choice.weeklyDigest !== undefined) {
    return choice.weeklyDigest ? 'Weekly digest turned on' : 'Weekly digest turned off';
  }
  return choice.launchAlerts ? 'Launch alerts turned on' : 'Launch alerts turned off';
}

/** Turns one of the caller's mails on or off; the answer is the settings as saved. */
export function useSaveDigestChoice(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: Choice) => detectiveDigestApi.updateSettings({ workspaceId, ...choice }),
    onSuccess: (settings, choice) => {
      queryClient.setQueryData<DetectiveDigestSettings>(
        DETECTIVE_DIGEST_KEYS.settings(workspaceId),
        settings,
      );
      toast.success(choiceSaid(choice));
    },
  });
}

/** Sets, replaces (a URL) or removes (null) the workspace's Slack webhook. */
export function useSaveSlackWebhook(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string | null) =>
      url === null
        ? detectiveDigestApi.removeSlackWebhook(workspaceId)
        : detectiveDigestApi.setSlackWebhook(workspaceId, url),
    onSuccess: ({ message, slackWebhookSet }) => {
      queryClient.setQueryData<DetectiveDigestSettings>(DETECTIVE_DIGEST_KEYS.settings(workspaceId), (old) =>
        old ? { ...old, slackWebhookSet } : old,
      );
      toast.success(message);
    },
  });
}
