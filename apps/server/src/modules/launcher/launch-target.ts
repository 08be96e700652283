import {
  creativeEnhancementsSchema,
  launchSettingsSchema,
  type CreativeEnhancements,
  type LaunchSettings,
} from '@hookline/domain';
import type { AppContext } from '../../platform/context.ts';
import {
  credentialsFor,
  launchPlatformFor,
  LaunchPlatformError,
  type LaunchPlatform,
  type LaunchTarget,
} from '../ad-accounts/index.ts';
import type { LauncherAdAccountRow } from './tables.ts';

export type LaunchContext = Pick<
  AppContext,
  'database' | 'config' | 'adPlatforms' | 'clock' | 'storage' | 'log'
>;

/** The account's launch settings and enhancement choices, with the domain's defaults for what is unset. */
export function launchSettingsOf(account: Pick<LauncherAdAccountRow, 'settings'>): {
  launchSettings: LaunchSettings;
  enhancements: CreativeEnhancements;
} {
  const settings = (account.settings ?? {}) as Partial<LauncherAdAccountRow['settings']>;
  return {
    launchSettings: launchSettingsSchema.parse(settings.launchSettings ?? {}),
    enhancements: creativeEnhancementsSchema.parse(settings.creativeEnhancements ?? {}),
  };
}

/** The platform an account launches into, bound to its workspace. */
export function platformOf(context: LaunchContext, account: LauncherAdAccountRow): LaunchPlatform {
  return launchPlatformFor(
    {
      db: context.database.db,
      storage: context.storage,
      adPlatforms: context.adPlatforms,
      clock: context.clock,
      metaGraphUrl: context.config.adPlatforms.metaGraphUrl,
      orgId: account.orgId,
      workspaceId: account.workspaceId,
    },
    account.provider,
  );
}

/** The account as the platform is called on it, with its workspace's credentials. */
export async function launchTargetOf(
  context: LaunchContext,
  account: LauncherAdAccountRow,
): Promise<LaunchTarget> {
  const credentials = await credentialsFor(context, {
    workspaceId: account.workspaceId,
    provider: account.provider,
  });
  if (!credentials) {
    throw new LaunchPlatformError({
      error: { title: 'Not connected', message: 'Reconnect this ad account to launch on it' },
      transient: false,
      authRefused: true,
    });
  }
  return { credentials, accountExternalId: account.externalId };
}

/** The Page and Instagram identity ads are launched as: the settings', else the sandbox's first Page. */
export async function identityOf(
  platform: LaunchPlatform,
  target: LaunchTarget,
  account: LauncherAdAccountRow,
  settings: LaunchSettings,
): Promise<{ pageId: string; instagramAccountId: string | null } | undefined> {
  if (settings.pageId) return { pageId: settings.pageId, instagramAccountId: settings.instagramAccountId };
  if (account.provider !== 'sandbox') return undefined;
  const [page] = await platform.listPages(target);
  if (!page) return undefined;
  return { pageId: page.id, instagramAccountId: page.instagramAccounts[0]?.id ?? null };
}
