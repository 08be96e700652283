import { LAUNCHER_MESSAGES, type LaunchNamingConvention, type LauncherSettings } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { findWorkspaceNamingConvention, isWorkspaceNamingConvention } from '../reports/index.ts';
import { DEFAULT_LAUNCHER_SETTINGS } from './launcher-accounts.service.ts';
import { launcherAdAccounts, type LauncherAdAccountRow } from './tables.ts';

/** The account's settings, every enhancement written out (a feature added since is opted out). */
export function launcherSettingsOf(account: Pick<LauncherAdAccountRow, 'settings'>): LauncherSettings {
  const stored = account.settings;
  return {
    launchSettings: { ...DEFAULT_LAUNCHER_SETTINGS.launchSettings, ...stored.launchSettings },
    defaultAdCopy: stored.defaultAdCopy ?? null,
    creativeEnhancements: {
      ...DEFAULT_LAUNCHER_SETTINGS.creativeEnhancements,
      ...stored.creativeEnhancements,
    },
  };
}

/**
 * Replaces the parts of the settings the body names. A naming convention must be one of the workspace's
 * report library (400 otherwise, nothing changed).
 */
export async function updateLauncherSettings(
  db: Executor,
  input: { account: LauncherAdAccountRow; changes: Partial<LauncherSettings> },
): Promise<LauncherSettings> {
  const { account, changes } = input;
  const conventionId = changes.launchSettings?.namingConventionId;
  if (
    conventionId &&
    !(await isWorkspaceNamingConvention(db, { workspaceId: account.workspaceId, conventionId }))
  ) {
    throw badRequest(LAUNCHER_MESSAGES.namingConventionUnknown);
  }
  const current = launcherSettingsOf(account);
  const settings: LauncherSettings = {
    launchSettings: changes.launchSettings ?? current.launchSettings,
    defaultAdCopy: changes.defaultAdCopy === undefined ? current.defaultAdCopy : changes.defaultAdCopy,
    creativeEnhancements: changes.creativeEnhancements ?? current.creativeEnhancements,
  };
  await db.update(launcherAdAccounts).set({ settings }).where(eq(launcherAdAccounts.id, account.id));
  return settings;
}

/** The naming convention the account's launch settings name, or null (none set, or removed since). */
export async function launchNamingConvention(
  db: Executor,
  account: Pick<LauncherAdAccountRow, 'settings' | 'workspaceId'>,
): Promise<LaunchNamingConvention | null> {
  const conventionId = launcherSettingsOf(account).launchSettings.namingConventionId;
  if (!conventionId) return null;
  const convention = await findWorkspaceNamingConvention(db, {
    workspaceId: account.workspaceId,
    conventionId,
  });
  return convention
    ? {
        _id: convention._id,
        name: convention.name,
        separator: convention.separator,
        properties: convention.properties,
      }
    : null;
}
