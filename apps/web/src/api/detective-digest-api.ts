import {
  detectiveDigestSettingsSchema,
  detectiveSlackWebhookResponse,
  type DetectiveDigestSettings,
  type DetectiveSlackWebhookResponse,
  type UpdateDetectiveDigestSettingsBody,
} from '@hookline/domain';
import { http } from './client.ts';

/** Detective's digest: the caller's own mails in a workspace, and the workspace's Slack webhook. */
export const detectiveDigestApi = {
  settings: (workspaceId: string, signal?: AbortSignal): Promise<DetectiveDigestSettings> =>
    http.main.get('detective/digest-settings', {
      query: { workspaceId },
      schema: detectiveDigestSettingsSchema,
      signal,
      silent: true,
    }),

  updateSettings: (body: UpdateDetectiveDigestSettingsBody): Promise<DetectiveDigestSettings> =>
    http.main.patch('detective/digest-settings', body, { schema: detectiveDigestSettingsSchema }),

  setSlackWebhook: (workspaceId: string, url: string): Promise<DetectiveSlackWebhookResponse> =>
    http.main.put('detective/slack-webhook', { workspaceId, url }, { schema: detectiveSlackWebhookResponse }),

  removeSlackWebhook: (workspaceId: string): Promise<DetectiveSlackWebhookResponse> =>
    http.main.delete('detective/slack-webhook', {
      query: { workspaceId },
      schema: detectiveSlackWebhookResponse,
    }),
};

export const DETECTIVE_DIGEST_KEYS = {
  settings: (workspaceId: string) => ['detective', 'digest-settings', workspaceId] as const,
};
