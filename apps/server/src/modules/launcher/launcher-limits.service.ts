import { ERROR_CODES, isUnlimited, LAUNCHER_MESSAGES } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UsageCounter } from '../../platform/usage.ts';
import { launcherAdAccounts } from './tables.ts';

/** The organisation's launcher accounts, across its workspaces. */
export async function launcherAccountCount(db: Executor, orgId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(launcherAdAccounts)
    .where(eq(launcherAdAccounts.orgId, orgId));
  return row?.count ?? 0;
}

/**
 * 403 PLAN_LIMIT_REACHED when `adding` more launcher accounts would pass the plan's
 * `adlauncher_ad_account_count` (1 without the add-on; the add-on's quantity with it). The caller holds the
 * organisation's row lock, so two onboardings can't both take the last place.
 */
export async function checkLauncherAccountLimit(
  db: Executor,
  input: { orgId: string; adding: number; planLimits: AppContext['planLimits'] },
): Promise<void> {
  if (input.adding === 0) return;
  const limit = (await input.planLimits.read(db, input.orgId)).adlauncher_ad_account_count;
  if (isUnlimited(limit)) return;
  const inUse = await launcherAccountCount(db, input.orgId);
  if (inUse + input.adding > limit) {
    throw new AppError(ERROR_CODES.planLimitReached, LAUNCHER_MESSAGES.limitReached(limit));
  }
}

/** The launcher's figure in an organisation's usage metrics (billing's 'Cannot downgrade' reads it too). */
export const launcherUsage: UsageCounter = async (db, orgId) => ({
  adLauncherAdAccountCount: await launcherAccountCount(db, orgId),
});
