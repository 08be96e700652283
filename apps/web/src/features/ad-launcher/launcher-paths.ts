/** The Ad Launcher's addresses (spec 02, "Routes"), all under `adlauncher/:workspaceId`. */
const base = (workspaceId: string) => `/app/adlauncher/${workspaceId}`;
const account = (workspaceId: string, adAccountId: string) => `${base(workspaceId)}/${adAccountId}`;

export const launcherPaths = {
  home: base,
  onboard: (workspaceId: string) => `${base(workspaceId)}/onboard/ad-accounts`,
  manage: (workspaceId: string) => `${base(workspaceId)}/manage/ad-accounts`,
  access: (workspaceId: string) => `${base(workspaceId)}/ad-account/access/user`,
  launch: (workspaceId: string, adAccountId: string, draftId?: string) =>
    `${account(workspaceId, adAccountId)}/launch${draftId ? `?draftId=${encodeURIComponent(draftId)}` : ''}`,
  partnershipLaunch: (workspaceId: string, adAccountId: string, draftId?: string) =>
    `${account(workspaceId, adAccountId)}/partnership-ads/launch${
      draftId ? `?draftId=${encodeURIComponent(draftId)}` : ''
    }`,
  drafts: (workspaceId: string, adAccountId: string) => `${account(workspaceId, adAccountId)}/drafts`,
  launched: (workspaceId: string, adAccountId: string) => `${account(workspaceId, adAccountId)}/ads/launched`,
  creatives: (workspaceId: string, adAccountId: string) => `${account(workspaceId, adAccountId)}/creatives`,
  copyTemplates: (workspaceId: string, adAccountId: string) =>
    `${account(workspaceId, adAccountId)}/settings/ad-copy-templates`,
  defaultCopy: (workspaceId: string, adAccountId: string) =>
    `${account(workspaceId, adAccountId)}/settings/default-ad-copy`,
  enhancements: (workspaceId: string, adAccountId: string) =>
    `${account(workspaceId, adAccountId)}/settings/creative-enhancements`,
  launchSettings: (workspaceId: string, adAccountId: string) =>
    `${account(workspaceId, adAccountId)}/settings/launch-settings`,
  analytics: (workspaceId: string) => `/app/analytics/${workspaceId}`,
};

/** Where the Ad Launcher add-on is bought. */
export const LAUNCHER_UPGRADE_PATH = '/app/settings?TAB=subscription';
