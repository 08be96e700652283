import {
  DEFAULT_CREATIVE_ENHANCEMENTS,
  type DriveFile,
  type LauncherAccount,
  type LauncherSettings,
} from '@hookline/domain';
import { anOrganisation, aWorkspace } from '../../test/fixtures.ts';

/** A workspace with the Ad Launcher, where the caller is an admin, and its organisation. */
export const LAUNCHER_WORKSPACE = aWorkspace({
  products: ['inspiration', 'drive', 'analytics', 'adlauncher'],
  members: [
    {
      userId: 'u-2',
      firstName: 'Sam',
      lastName: 'Buyer',
      email: 'sam@acme-example.com',
      profileURL: null,
      roleName: 'collaborator',
      products: ['adlauncher'],
      isActive: true,
    },
  ],
});
export const GUEST_LAUNCHER_WORKSPACE = aWorkspace({
  role: 'guest',
  products: ['inspiration', 'drive', 'analytics', 'adlauncher'],
});

export function aLauncherAccount(overrides: Partial<LauncherAccount> = {}): LauncherAccount {
  return {
    _id: 'la-1',
    workspaceId: 'ws-1',
    provider: 'sandbox',
    adAccountId: 'sbx_meta_us',
    name: 'Sandbox US store',
    currency: 'USD',
    timezone_name: 'America/New_York',
    userIds: [],
    canLaunch: true,
    needsReconnect: false,
    onboardedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function launcherSettings(overrides: Partial<LauncherSettings> = {}): LauncherSettings {
  return {
    launchSettings: {
      status: 'PAUSED',
      pageId: '1001',
      instagramAccountId: null,
      pixelId: null,
      namingConventionId: null,
      defaultAdsetId: 'as-1',
    },
    defaultAdCopy: {
      primaryText: 'Sun is out',
      headline: 'Summer sale',
      description: '',
      cta: 'SHOP_NOW',
      url: 'https://shop.example.com/summer',
    },
    creativeEnhancements: DEFAULT_CREATIVE_ENHANCEMENTS,
    ...overrides,
  };
}

export function aDriveFile(id: string, name: string, resolution: string): DriveFile {
  return {
    _id: id,
    workspaceId: 'ws-1',
    folderId: 'ws-1',
    name,
    description: null,
    customFields: {},
    tags: [],
    versions: [],
    activeVersionId: null,
    isFavourite: false,
    isWatched: false,
    thumbGenerationInprogress: false,
    size: 1000,
    createdAt: '2026-03-01T10:00:00.000Z',
    modifiedAt: '2026-03-01T10:00:00.000Z',
    thumbnailURL: null,
    mediaURL: null,
    posterURL: null,
    mime: 'image/jpeg',
    kind: 'image',
    resolution,
    durationMs: null,
    openDiscussionCount: 0,
    allowedActions: [],
  };
}

/** The calls every launcher page makes to know the caller's workspaces. */
export const WORKSPACE_ROUTES = {
  'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
  'GET workspace': () => ({ body: { data: [LAUNCHER_WORKSPACE] } }),
};

export const SERVER_ERROR = {
  status: 500,
  body: { message: 'Internal Server Error', code: 'INTERNAL_ERROR' },
};
