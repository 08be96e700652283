/** The Ad Launcher's addresses (spec 02, "Routes"), all under `adlauncher/:workspaceId`. */
const base = (workspaceId: string) => `/app/adlauncher/${workspaceId}`;
const account = (workspaceId: string, adAccountId: string) => `${base(workspaceId)}/${adAccountId}`;

/**
 * Creative Hub files handed to the launcher in the address (`?fileIds=a,b,c`, from Ad Templates' "Launch as an
 * ad"): carried from the launcher's home to an account's launch wizard, which starts with them picked.
 */
export const HANDOFF_PARAM = 'fileIds';
/** The most files one handoff carries. */
export const HANDOFF_MAX_FILES = 50;
const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The file ids of a handoff: well-formed ids, each once, in order, at most `HANDOFF_MAX_FILES`. */
export function handoffFileIds(value: string | null): string[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => FILE_ID.test(part));
  return [...new Set(ids)].slice(0, HANDOFF_MAX_FILES);
}

const withFiles = (path: string, fileIds: readonly string[] | undefined) =>
  fileIds && fileIds.length > 0
    ? `${path}?${HANDOFF_PARAM}=${fileIds.map(encodeURIComponent).join(',')}`
    : path;

export const launcherPaths = {
  /** The launcher's home; `fileIds` carry a handoff on to the account picked there. */
  home: (workspaceId: string, fileIds?: readonly string[]) => withFiles(base(workspaceId), fileIds),
  /** The launch wizard, starting with these Creative Hub files picked. */
  launchWithFiles: (workspaceId: string, adAccountId: string, fileIds: readonly string[]) =>
    withFiles(`${account(workspaceId, adAccountId)}/launch`, fileIds),
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
