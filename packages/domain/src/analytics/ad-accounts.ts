import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { singleLineText } from '../validation/text-schemas.ts';
import { adPlatformSchema } from '../metrics/types.ts';

/**
 * Where an ad account's data comes from: the Meta Graph API, the TikTok Business API, or the
 * offline sandbox generator (whose accounts each have a `platform` of `meta` or `tiktok`).
 */
export const AD_ACCOUNT_PROVIDERS = ['meta', 'tiktok', 'sandbox'] as const;
export const adAccountProviderSchema = z.enum(AD_ACCOUNT_PROVIDERS, {
  error: "platform must be 'meta', 'tiktok' or 'sandbox'",
});
export type AdAccountProvider = z.infer<typeof adAccountProviderSchema>;

export const SYNC_STATUSES = ['pending', 'syncing', 'synced', 'error'] as const;
export const syncStatusSchema = z.enum(SYNC_STATUSES);
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** Meta's attribution windows; TikTok reports with each ad group's own setting. */
export const CLICK_ATTRIBUTION_WINDOWS = ['1d_click', '7d_click', '28d_click'] as const;
export const VIEW_ATTRIBUTION_WINDOWS = ['none', '1d_view', '7d_view'] as const;
export const clickAttributionWindowSchema = z.enum(CLICK_ATTRIBUTION_WINDOWS, {
  error: 'clickAttributionWindow must be 1d_click, 7d_click or 28d_click',
});
export const viewAttributionWindowSchema = z.enum(VIEW_ATTRIBUTION_WINDOWS, {
  error: 'viewAttributionWindow must be none, 1d_view or 7d_view',
});
export type ClickAttributionWindow = z.infer<typeof clickAttributionWindowSchema>;
export type ViewAttributionWindow = z.infer<typeof viewAttributionWindowSchema>;

export const adAccountSettingsSchema = z.object({
  clickAttributionWindow: clickAttributionWindowSchema,
  viewAttributionWindow: viewAttributionWindowSchema,
});
export type AdAccountSettings = z.infer<typeof adAccountSettingsSchema>;

export const DEFAULT_AD_ACCOUNT_SETTINGS: AdAccountSettings = {
  clickAttributionWindow: '7d_click',
  viewAttributionWindow: '1d_view',
};

/** An account the connected platform user can onboard (`GET platforms/{platform}/ad-accounts`). */
export const availableAdAccountSchema = z.object({
  adAccountId: z.string(),
  name: z.string(),
  platform: adPlatformSchema,
  currency: z.string(),
  timezone_id: z.number().int(),
  timezone_name: z.string(),
  /** Already onboarded in this workspace. */
  onboarded: z.boolean(),
});
export type AvailableAdAccount = z.infer<typeof availableAdAccountSchema>;

/** An onboarded ad account (spec section 3, "Ad account"). */
export const adAccountSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  provider: adAccountProviderSchema,
  platform: adPlatformSchema,
  adAccountId: z.string(),
  name: z.string(),
  currency: z.string(),
  timezone_id: z.number().int(),
  timezone_name: z.string(),
  settings: adAccountSettingsSchema,
  syncStatus: syncStatusSchema,
  lastSyncedAt: z.string().nullable(),
  /** The last day whose insights are stored, in the account's timezone. */
  syncedThrough: z.string().nullable(),
  syncError: z.string().nullable(),
  /** True when the platform refused the stored credentials; reconnect to resume syncing. */
  needsReconnect: z.boolean(),
  /**
   * When the workspace's sign-in with the account's platform stops working (ISO date-time); null when the
   * platform gave no expiry, and for the sandbox. Past it, the account needs reconnecting.
   */
  tokenExpiresAt: z.string().nullable(),
  onboardedAt: z.string(),
});
export type AdAccount = z.infer<typeof adAccountSchema>;

export const platformParams = z.object({ platform: adAccountProviderSchema });
export const adAccountIdParams = z.object({ adAccountId: requiredString() });
export const workspaceQuery = z.object({
  workspaceId: requiredString('workspaceId is required'),
});

const TOKEN_MESSAGE = 'Please provide the access token';
const accessTokenSchema = singleLineText({ invalid: TOKEN_MESSAGE }).min(1, { error: TOKEN_MESSAGE });

/** `POST platforms/{platform}/connect`: store a platform access token (none for the sandbox). */
export const connectPlatformBody = z.object({
  workspaceId: requiredString(),
  accessToken: accessTokenSchema.optional(),
});

/** `POST ad-accounts/{adAccountId}/reconnect`: a new token, or none to retry with the stored one. */
export const reconnectAdAccountBody = z.object({ accessToken: accessTokenSchema.optional() }).default({});

export const platformConnectionSchema = z.object({
  platform: adAccountProviderSchema,
  connected: z.boolean(),
  platformUserName: z.string().nullable(),
  /** When the stored token stops working (ISO date-time); null when the platform gave no expiry. */
  expiresAt: z.string().nullable().optional(),
  /** The token has expired: the workspace signs in with the platform again. */
  needsReconnect: z.boolean().optional(),
});

export const onboardAdAccountsBody = z.object({
  workspaceId: requiredString(),
  platform: adAccountProviderSchema,
  accountIds: z
    .array(requiredString(), { error: 'Please select ad accounts to onboard' })
    .min(1, { error: 'Please select ad accounts to onboard' })
    .max(50),
});

export const updateAdAccountBody = z.object({ settings: adAccountSettingsSchema });

export const disconnectAdAccountResponse = z.object({ adAccountId: z.string(), message: z.string() });
export const onboardAdAccountsResponse = z.object({ data: z.array(adAccountSchema), message: z.string() });
export const adAccountListResponse = z.object({ data: z.array(adAccountSchema) });
export const availableAdAccountListResponse = z.object({ data: z.array(availableAdAccountSchema) });
