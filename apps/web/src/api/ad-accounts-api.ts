import {
  adAccountListResponse,
  adAccountSchema,
  adPreviewSchema,
  availableAdAccountListResponse,
  disconnectAdAccountResponse,
  monthlySpendHistoryResponse,
  onboardAdAccountsResponse,
  platformConnectionSchema,
  startSignInResponse,
  type AdAccount,
  type AdAccountProvider,
  type AdAccountSettings,
  type AdPreview,
  type AvailableAdAccount,
  type SignInPlatform,
  type SignInPurpose,
} from '@hookline/domain';
import type { z } from 'zod';
import { http } from './client.ts';

const accountPath = (adAccountId: string) => `ad-accounts/${encodeURIComponent(adAccountId)}`;
const platformPath = (platform: AdAccountProvider) => `platforms/${encodeURIComponent(platform)}`;

export type PlatformConnection = z.infer<typeof platformConnectionSchema>;

/** The reports service's ad-account calls (API.md, "Reports service", ad accounts). */
export const adAccountsApi = {
  list: async (workspaceId: string, signal?: AbortSignal): Promise<AdAccount[]> =>
    (await http.reports.get('ad-accounts', { query: { workspaceId }, schema: adAccountListResponse, signal }))
      .data,

  details: (adAccountId: string, signal?: AbortSignal): Promise<AdAccount> =>
    http.reports.get(accountPath(adAccountId), { schema: adAccountSchema, signal }),

  connection: (platform: AdAccountProvider, workspaceId: string, signal?: AbortSignal) =>
    http.reports.get(`${platformPath(platform)}/connection`, {
      query: { workspaceId },
      schema: platformConnectionSchema,
      signal,
    }),

  connect: (platform: AdAccountProvider, body: { workspaceId: string; accessToken?: string }) =>
    http.reports.post(`${platformPath(platform)}/connect`, body, { schema: platformConnectionSchema }),

  /**
   * The platform's sign-in page for the browser to open (main service: `POST ad-platforms/{platform}/connect`);
   * `adAccountId` names the account a `reconnect` renews. `silent` leaves a refusal to the caller to show.
   */
  startSignIn: (
    platform: SignInPlatform,
    body: { workspaceId: string; purpose: SignInPurpose; adAccountId?: string },
    options: { silent?: boolean } = {},
  ) =>
    http.main.post(`ad-platforms/${encodeURIComponent(platform)}/connect`, body, {
      schema: startSignInResponse,
      silent: options.silent ?? false,
    }),

  available: async (
    platform: AdAccountProvider,
    workspaceId: string,
    signal?: AbortSignal,
  ): Promise<AvailableAdAccount[]> =>
    (
      await http.reports.get(`${platformPath(platform)}/ad-accounts`, {
        query: { workspaceId },
        schema: availableAdAccountListResponse,
        signal,
      })
    ).data,

  /** Silent: a refusal (the plan's limit) is shown by the caller in the limit dialog. */
  onboard: (body: { workspaceId: string; platform: AdAccountProvider; accountIds: string[] }) =>
    http.reports.post('ad-accounts/onboard', body, { schema: onboardAdAccountsResponse, silent: true }),

  updateSettings: (adAccountId: string, settings: AdAccountSettings): Promise<AdAccount> =>
    http.reports.put(accountPath(adAccountId), { settings }, { schema: adAccountSchema }),

  sync: (adAccountId: string): Promise<AdAccount> =>
    http.reports.post(`${accountPath(adAccountId)}/sync`, {}, { schema: adAccountSchema }),

  /** Tries the stored credentials again (the sandbox's); Meta and TikTok accounts reconnect by signing in. */
  reconnect: (adAccountId: string): Promise<AdAccount> =>
    http.reports.post(`${accountPath(adAccountId)}/reconnect`, {}, { schema: adAccountSchema }),

  disconnect: (adAccountId: string) =>
    http.reports.delete(accountPath(adAccountId), { schema: disconnectAdAccountResponse }),

  /** One ad's media, copy and call to action, read through the platform (the creative preview drawer). */
  preview: (adAccountId: string, adId: string, signal?: AbortSignal, silent = false): Promise<AdPreview> =>
    http.reports.get(`${accountPath(adAccountId)}/ads/${encodeURIComponent(adId)}/preview`, {
      schema: adPreviewSchema,
      signal,
      silent,
    }),

  monthlySpendHistory: (orgId: string, signal?: AbortSignal) =>
    http.main.get(`organisation/${encodeURIComponent(orgId)}/monthly-spend-history`, {
      schema: monthlySpendHistoryResponse,
      signal,
    }),
};

export const AD_ACCOUNT_KEYS = {
  all: ['ad-accounts'] as const,
  list: (workspaceId: string) => ['ad-accounts', 'list', workspaceId] as const,
  details: (adAccountId: string) => ['ad-accounts', 'details', adAccountId] as const,
  connection: (platform: AdAccountProvider, workspaceId: string) =>
    ['ad-accounts', 'connection', platform, workspaceId] as const,
  available: (platform: AdAccountProvider, workspaceId: string) =>
    ['ad-accounts', 'available', platform, workspaceId] as const,
  preview: (adAccountId: string, adId: string) => ['ad-accounts', 'preview', adAccountId, adId] as const,
  spendHistory: (orgId: string) => ['ad-accounts', 'spend-history', orgId] as const,
};
