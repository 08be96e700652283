import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { singleLineText } from '../validation/text-schemas.ts';

/*
 * Detective's digest (issue 29, "Digest"): a weekly mail of each tracked brand's new ads, an alert when a
 * brand launches `DETECTIVE_BURST_LAUNCHES` ads or more in a day, and the workspace's Slack webhook that
 * receives both. Each member turns the mails off for themself; the webhook is the workspace's.
 */

/** The days the weekly digest looks back over: the seven whole days before it is sent. */
export const DETECTIVE_DIGEST_DAYS = 7;
/** The example ads a digest shows per brand. */
export const DETECTIVE_DIGEST_EXAMPLES = 3;
/** Where a member turns the mails off: the Detective home, which holds the digest settings. */
export const DETECTIVE_DIGEST_SETTINGS_PATH = '/app/library/detective';

export const DETECTIVE_DIGEST_MESSAGES = {
  nothingToChange: 'Choose weeklyDigest, launchAlerts or both',
  webhookUrlInvalid: 'Please enter a valid URL',
  webhookUrlSlack: 'The webhook URL must be a Slack incoming webhook (https://hooks.slack.com/...)',
  webhookAddressRefused: 'This webhook address is not allowed',
  webhookSaved: "Detective's Slack webhook is saved",
  webhookRemoved: "Detective's Slack webhook is removed",
} as const;

/** True for a Slack incoming-webhook URL: https, Slack's hooks host, no user name or password. */
export function isSlackWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      url.hostname === 'hooks.slack.com' &&
      url.port === '' &&
      url.username === '' &&
      url.password === '' &&
      url.pathname.length > 1
    );
  } catch {
    return false;
  }
}

/** `GET detective/digest-settings?workspaceId=`. */
export const detectiveDigestSettingsQuery = z.object({
  workspaceId: requiredString('workspaceId is required'),
});
export type DetectiveDigestSettingsQuery = z.infer<typeof detectiveDigestSettingsQuery>;

/** The caller's own digest settings in a workspace, and whether the workspace has a Slack webhook. */
export const detectiveDigestSettingsSchema = z.object({
  /** The weekly mail of each tracked brand's new ads (on unless turned off). */
  weeklyDigest: z.boolean(),
  /** A mail when a tracked brand launches many ads in a day (on unless turned off). */
  launchAlerts: z.boolean(),
  /** Whether the workspace's digest and alerts are also posted to Slack (the URL is never sent back). */
  slackWebhookSet: z.boolean(),
});
export type DetectiveDigestSettings = z.infer<typeof detectiveDigestSettingsSchema>;

/** `PATCH detective/digest-settings`: the caller's own; at least one of the two. */
export const updateDetectiveDigestSettingsBody = z
  .object({
    workspaceId: requiredString('workspaceId is required'),
    weeklyDigest: z.boolean().optional(),
    launchAlerts: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.weeklyDigest !== undefined || body.launchAlerts !== undefined, {
    error: DETECTIVE_DIGEST_MESSAGES.nothingToChange,
  });
export type UpdateDetectiveDigestSettingsBody = z.infer<typeof updateDetectiveDigestSettingsBody>;

/** `PUT detective/slack-webhook`: the workspace's Slack incoming webhook, stored sealed. */
export const setDetectiveSlackWebhookBody = z.object({
  workspaceId: requiredString('workspaceId is required'),
  url: singleLineText(DETECTIVE_DIGEST_MESSAGES.webhookUrlInvalid)
    .min(1, { error: DETECTIVE_DIGEST_MESSAGES.webhookUrlInvalid })
    .max(2048, { error: DETECTIVE_DIGEST_MESSAGES.webhookUrlInvalid })
    .refine(isSlackWebhookUrl, { error: DETECTIVE_DIGEST_MESSAGES.webhookUrlSlack }),
});
export type SetDetectiveSlackWebhookBody = z.infer<typeof setDetectiveSlackWebhookBody>;

/** `DELETE detective/slack-webhook?workspaceId=`. */
export const detectiveSlackWebhookQuery = z.object({
  workspaceId: requiredString('workspaceId is required'),
});

/** What the webhook calls answer: whether one is set now, and what was done. */
export const detectiveSlackWebhookResponse = z.object({
  slackWebhookSet: z.boolean(),
  message: z.string(),
});
export type DetectiveSlackWebhookResponse = z.infer<typeof detectiveSlackWebhookResponse>;
