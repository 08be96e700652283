import { DETECTIVE_MESSAGES, ERROR_CODES, isUnlimited } from '@hookline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { FirstStepsCounter } from '../../platform/first-steps.ts';
import type { UsageCounter } from '../../platform/usage.ts';
import { detectiveTrackers } from './tables.ts';

/**
 * The organisation's tracked brands: each brand once, however many of its workspaces track it. What
 * `detective-count`, the usage metrics and the plan's `detectiveBrandCount` all read.
 */
export async function trackedBrandCount(db: Executor, orgId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${detectiveTrackers.brandId})::int` })
    .from(detectiveTrackers)
    .where(eq(detectiveTrackers.orgId, orgId));
  return row?.count ?? 0;
}

/**
 * 403 PLAN_LIMIT_REACHED when tracking the brand would pass the plan's `detectiveBrandCount`. A brand
 * another workspace of the organisation already tracks adds nothing. The caller holds the organisation's row
 * lock, so two trackings at once can't both take the last place.
 */
export async function checkTrackedBrandLimit(
  db: Executor,
  input: { orgId: string; brandId: string; planLimits: AppContext['planLimits'] },
): Promise<void> {
  const [trackedInOrg] = await db
    .select({ id: detectiveTrackers.id })
    .from(detectiveTrackers)
    .where(and(eq(detectiveTrackers.orgId, input.orgId), eq(detectiveTrackers.brandId, input.brandId)))
    .limit(1);
  if (trackedInOrg) return;
  const limit = (await input.planLimits.read(db, input.orgId)).detectiveBrandCount;
  if (isUnlimited(limit)) return;
  if ((await trackedBrandCount(db, input.orgId)) + 1 > limit) {
    throw new AppError(ERROR_CODES.planLimitReached, DETECTIVE_MESSAGES.limitReached(limit));
  }
}

/** Detective's figure in an organisation's usage metrics. */
export const detectiveUsage: UsageCounter = async (db, orgId) => ({
  detectiveCount: await trackedBrandCount(db, orgId),
});

/** Home's "track a competitor": a brand tracked in any workspace. */
export const detectiveFirstSteps: FirstStepsCounter = async (db, orgId) => ({
  trackCompetitor: (await trackedBrandCount(db, orgId)) > 0,
});
