import {
  accountCreativeSchema,
  adAccountListResponse,
  availableLauncherAccountSchema,
  batchSchema,
  copyTemplateSchema,
  draftSchema,
  launchedAdSchema,
  launchPageSchema,
  launchPixelSchema,
  launcherAccountSchema,
  launcherAdsetSchema,
  launchNamingConventionResponse,
  launcherSettingsSchema,
  leadFormSchema,
  namingConventionSchema,
  previewSchema,
  type AccountCreative,
  type AdCopy,
  type AvailableLauncherAccount,
  type CopyTemplate,
  type LaunchBatch,
  type LaunchBatchRequest,
  type LaunchDraft,
  type LaunchNamingConvention,
  type LaunchedAd,
  type LaunchPageOption,
  type LaunchPixelOption,
  type LauncherAccount,
  type LauncherAdset,
  type LauncherProvider,
  type LauncherSettings,
  type LeadForm,
  type leadFormBody,
} from '@hookline/domain';
import { z } from 'zod';
import { http } from './client.ts';

const id = (value: string) => encodeURIComponent(value);
const accountPath = (adAccountId: string) => `adlauncher/ad-accounts/${id(adAccountId)}`;

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export type VersionedDraft = LaunchDraft;

export interface DraftWrite {
  name: string;
  kind: 'standard' | 'partnership';
  state: Record<string, unknown>;
}

export type Preview = z.infer<typeof previewSchema>;
export type PartnershipBatchRequest = LaunchBatchRequest & {
  partner: { identityId?: string; adCode?: string };
};

/** The Ad Launcher's calls (API.md, "Ad Launcher"). */
export const adLauncherApi = {
  // ---------- Accounts ----------
  accounts: async (workspaceId: string, signal?: AbortSignal): Promise<LauncherAccount[]> =>
    (
      await http.main.get('adlauncher/ad-accounts', {
        query: { workspaceId },
        schema: list(launcherAccountSchema),
        signal,
      })
    ).data,
  account: (adAccountId: string, signal?: AbortSignal): Promise<LauncherAccount> =>
    http.main.get(accountPath(adAccountId), { schema: launcherAccountSchema, signal }),
  available: async (
    platform: LauncherProvider,
    workspaceId: string,
    signal?: AbortSignal,
  ): Promise<AvailableLauncherAccount[]> =>
    (
      await http.main.get(`adlauncher/platforms/${id(platform)}/ad-accounts`, {
        query: { workspaceId },
        schema: list(availableLauncherAccountSchema),
        signal,
      })
    ).data,
  /** Silent: a refusal (the plan's limit) is shown by the caller in the limit dialog. */
  onboard: (body: { workspaceId: string; platform: LauncherProvider; accountIds: string[] }) =>
    http.main.post('adlauncher/ad-accounts/onboard', body, { silent: true }),
  remove: (adAccountId: string) => http.main.delete(accountPath(adAccountId)),
  setAccess: (adAccountId: string, userIds: string[]) =>
    http.main.put(`${accountPath(adAccountId)}/access`, { userIds }),

  // ---------- Settings ----------
  settings: (adAccountId: string, signal?: AbortSignal): Promise<LauncherSettings> =>
    http.main.get(`${accountPath(adAccountId)}/settings`, { schema: launcherSettingsSchema, signal }),
  updateSettings: (adAccountId: string, body: Partial<LauncherSettings>): Promise<LauncherSettings> =>
    http.main.put(`${accountPath(adAccountId)}/settings`, body, { schema: launcherSettingsSchema }),
  /** The naming convention the launch settings name ads by, or null. */
  namingConvention: async (
    adAccountId: string,
    signal?: AbortSignal,
  ): Promise<LaunchNamingConvention | null> =>
    (
      await http.main.get(`${accountPath(adAccountId)}/naming-convention`, {
        schema: launchNamingConventionResponse,
        signal,
      })
    ).namingConvention,
  copyTemplates: async (adAccountId: string, signal?: AbortSignal): Promise<CopyTemplate[]> =>
    (
      await http.main.get(`${accountPath(adAccountId)}/copy-templates`, {
        schema: list(copyTemplateSchema),
        signal,
      })
    ).data,
  createCopyTemplate: (adAccountId: string, body: AdCopy & { name: string }): Promise<CopyTemplate> =>
    http.main.post(`${accountPath(adAccountId)}/copy-templates`, body, { schema: copyTemplateSchema }),
  updateCopyTemplate: (templateId: string, body: AdCopy & { name: string }): Promise<CopyTemplate> =>
    http.main.put(`adlauncher/copy-templates/${id(templateId)}`, body, { schema: copyTemplateSchema }),
  deleteCopyTemplate: (templateId: string) => http.main.delete(`adlauncher/copy-templates/${id(templateId)}`),

  // ---------- What is on the account ----------
  /** Silent, as the pixels and lead forms: the page shows the failure in place of the list. */
  pages: async (adAccountId: string, signal?: AbortSignal): Promise<LaunchPageOption[]> =>
    (
      await http.main.get(`${accountPath(adAccountId)}/pages`, {
        schema: list(launchPageSchema),
        signal,
        silent: true,
      })
    ).data,
  pixels: async (adAccountId: string, signal?: AbortSignal): Promise<LaunchPixelOption[]> =>
    (
      await http.main.get(`${accountPath(adAccountId)}/pixels`, {
        schema: list(launchPixelSchema),
        signal,
        silent: true,
      })
    ).data,
  /** A Page's lead forms (the launch settings' Page when none is given). */
  leadForms: async (adAccountId: string, pageId: string | null, signal?: AbortSignal): Promise<LeadForm[]> =>
    (
      await http.main.get(`${accountPath(adAccountId)}/lead-forms`, {
        ...(pageId ? { query: { pageId } } : {}),
        schema: list(leadFormSchema),
        signal,
        silent: true,
      })
    ).data,
  createLeadForm: (adAccountId: string, body: z.input<typeof leadFormBody>): Promise<LeadForm> =>
    http.main.post(`${accountPath(adAccountId)}/lead-forms`, body, { schema: leadFormSchema }),
  adsets: async (adAccountId: string, signal?: AbortSignal): Promise<LauncherAdset[]> =>
    (await http.main.get(`${accountPath(adAccountId)}/adsets`, { schema: list(launcherAdsetSchema), signal }))
      .data,
  creatives: async (adAccountId: string, signal?: AbortSignal): Promise<AccountCreative[]> =>
    (
      await http.main.get(`${accountPath(adAccountId)}/creatives`, {
        schema: list(accountCreativeSchema),
        signal,
      })
    ).data,
  launchedAds: async (adAccountId: string, signal?: AbortSignal): Promise<LaunchedAd[]> =>
    (
      await http.main.get(`${accountPath(adAccountId)}/ads`, {
        schema: list(launchedAdSchema.extend({ driftedEnhancements: z.array(z.string()).default([]) })),
        signal,
      })
    ).data,

  // ---------- Drafts ----------
  drafts: async (adAccountId: string, signal?: AbortSignal): Promise<VersionedDraft[]> =>
    (await http.main.get(`${accountPath(adAccountId)}/drafts`, { schema: list(draftSchema), signal })).data,
  draft: (draftId: string, signal?: AbortSignal): Promise<VersionedDraft> =>
    http.main.get(`adlauncher/drafts/${id(draftId)}`, { schema: draftSchema, signal }),
  /** Silent: the wizard's save indicator tells of a failure. */
  createDraft: (adAccountId: string, body: DraftWrite): Promise<VersionedDraft> =>
    http.main.post(`${accountPath(adAccountId)}/drafts`, body, { schema: draftSchema, silent: true }),
  /** Silent: a 409 (another tab saved first) is offered to load by the wizard. */
  updateDraft: (draftId: string, body: DraftWrite & { version?: number }): Promise<VersionedDraft> =>
    http.main.put(`adlauncher/drafts/${id(draftId)}`, body, { schema: draftSchema, silent: true }),
  deleteDraft: (draftId: string) => http.main.delete(`adlauncher/drafts/${id(draftId)}`),

  /**
   * The naming conventions (the report library's) of the workspace's Analytics account on the same platform
   * account: the report library keys them by its own account id, not the platform's. None when the account
   * is not in this workspace's Analytics. Silent: the launch settings show the select without them when they
   * can't be read.
   */
  namingConventions: async (workspaceId: string, platformAccountId: string, signal?: AbortSignal) => {
    const analyticsAccounts = await http.reports.get('ad-accounts', {
      query: { workspaceId },
      schema: adAccountListResponse,
      signal,
      silent: true,
    });
    const account = analyticsAccounts.data.find((candidate) => candidate.adAccountId === platformAccountId);
    if (!account) return [];
    const conventions = await http.reports.get('naming-conventions', {
      query: { workspaceId, adAccountId: account._id },
      schema: list(namingConventionSchema),
      signal,
      silent: true,
    });
    return conventions.data;
  },

  // ---------- Previews and launch ----------
  previews: async (
    adAccountId: string,
    ad: { creatives: { fileId: string; placement?: 'feeds' | 'stories_reels' }[]; copy: AdCopy },
    signal?: AbortSignal,
  ): Promise<Preview[]> =>
    (
      await http.main.post(
        `${accountPath(adAccountId)}/previews`,
        { ad },
        { schema: list(previewSchema), signal, silent: true },
      )
    ).data,
  launch: (
    adAccountId: string,
    body: LaunchBatchRequest | PartnershipBatchRequest,
    idempotencyKey: string,
    partnership: boolean,
  ): Promise<{ _id: string }> =>
    http.main.post(`${accountPath(adAccountId)}/${partnership ? 'partnership-batches' : 'batches'}`, body, {
      schema: z.object({ _id: z.string() }),
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  batch: (batchId: string, signal?: AbortSignal): Promise<LaunchBatch> =>
    http.main.get(`adlauncher/batches/${id(batchId)}`, { schema: batchSchema, signal }),
  retryBatch: (batchId: string) => http.main.post(`adlauncher/batches/${id(batchId)}/retry`, {}),
};

/** The cache keys of the launcher's reads. */
export const AD_LAUNCHER_KEYS = {
  all: ['adlauncher'] as const,
  accounts: (workspaceId: string) => ['adlauncher', 'accounts', workspaceId] as const,
  available: (platform: LauncherProvider, workspaceId: string) =>
    ['adlauncher', 'available', platform, workspaceId] as const,
  account: (adAccountId: string) => ['adlauncher', 'account', adAccountId] as const,
  settings: (adAccountId: string) => ['adlauncher', 'account', adAccountId, 'settings'] as const,
  namingConvention: (adAccountId: string, conventionId: string | null) =>
    ['adlauncher', 'account', adAccountId, 'naming-convention', conventionId] as const,
  copyTemplates: (adAccountId: string) => ['adlauncher', 'account', adAccountId, 'copy-templates'] as const,
  adsets: (adAccountId: string) => ['adlauncher', 'account', adAccountId, 'adsets'] as const,
  pages: (adAccountId: string) => ['adlauncher', 'account', adAccountId, 'pages'] as const,
  pixels: (adAccountId: string) => ['adlauncher', 'account', adAccountId, 'pixels'] as const,
  leadForms: (adAccountId: string, pageId: string | null) =>
    ['adlauncher', 'account', adAccountId, 'lead-forms', pageId] as const,
  creatives: (adAccountId: string) => ['adlauncher', 'account', adAccountId, 'creatives'] as const,
  launchedAds: (adAccountId: string) => ['adlauncher', 'account', adAccountId, 'ads'] as const,
  drafts: (adAccountId: string) => ['adlauncher', 'account', adAccountId, 'drafts'] as const,
  draft: (draftId: string) => ['adlauncher', 'draft', draftId] as const,
  previews: (adAccountId: string, ad: unknown) =>
    ['adlauncher', 'account', adAccountId, 'previews', ad] as const,
  batch: (batchId: string) => ['adlauncher', 'batch', batchId] as const,
  namingConventions: (workspaceId: string, adAccountId: string) =>
    ['adlauncher', 'naming-conventions', workspaceId, adAccountId] as const,
};
