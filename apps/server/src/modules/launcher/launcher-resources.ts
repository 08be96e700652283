import { LAUNCHER_MESSAGES } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { workspaceChildResource, workspaceWithProduct, type WorkspaceAccess } from '../tenancy/index.ts';
import { launcherAccountAccess, launcherAdAccounts, type LauncherAdAccountRow } from './tables.ts';

/** A workspace as the Ad Launcher's routes reach it: through a grant that includes the Ad Launcher. */
export const launcherWorkspaceResource = workspaceWithProduct('adlauncher');

/** A launcher account, reached through its workspace's Ad Launcher grant. */
export const launcherAccountResource = workspaceChildResource({
  name: 'launcherAccount',
  table: launcherAdAccounts,
  id: launcherAdAccounts.id,
  workspaceId: launcherAdAccounts.workspaceId,
  within: launcherAdAccounts.workspaceId,
  product: 'adlauncher',
});

/** Whether the caller may launch on the account: a workspace admin always, anyone else once given it. */
export async function mayLaunchOn(
  db: Executor,
  account: Pick<LauncherAdAccountRow, 'id'>,
  caller: { role: WorkspaceAccess['role']; userId: string },
): Promise<boolean> {
  if (caller.role === 'admin') return true;
  if (caller.role === 'guest') return false;
  const [given] = await db
    .select({ userId: launcherAccountAccess.userId })
    .from(launcherAccountAccess)
    .where(
      and(
        eq(launcherAccountAccess.launcherAccountId, account.id),
        eq(launcherAccountAccess.userId, caller.userId),
      ),
    )
    .limit(1);
  return given !== undefined;
}

/** 403 unless the caller may launch on the account (guests never may). */
export async function requireLaunchRight(
  db: Executor,
  account: Pick<LauncherAdAccountRow, 'id'>,
  caller: { role: WorkspaceAccess['role']; userId: string },
): Promise<void> {
  if (caller.role === 'guest') throw forbidden(LAUNCHER_MESSAGES.guestDenied);
  if (!(await mayLaunchOn(db, account, caller))) throw forbidden(LAUNCHER_MESSAGES.noAccess);
}
