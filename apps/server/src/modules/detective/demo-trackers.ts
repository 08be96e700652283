import { ERROR_CODES } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { detectiveTrackers } from './tables.ts';
import { trackBrand } from './trackers.service.ts';

/**
 * The demo workspace's Detective: it tracks the given library brands, as a member would (each with its year
 * of snapshots). Made once: a workspace that tracks a brand already is left alone, and so is a plan whose
 * limit is reached. Answers how many brands it tracked.
 */
export async function seedDetectiveDemo(
  context: AppContext,
  input: { orgId: string; workspaceId: string; userId: string; brandIds: readonly string[] },
): Promise<{ tracked: number }> {
  const [existing] = await context.database.db
    .select({ id: detectiveTrackers.id })
    .from(detectiveTrackers)
    .where(eq(detectiveTrackers.workspaceId, input.workspaceId))
    .limit(1);
  if (existing) return { tracked: 0 };
  let tracked = 0;
  for (const brandId of input.brandIds) {
    try {
      const tracker = await trackBrand(context, {
        access: { orgId: input.orgId, workspaceId: input.workspaceId },
        userId: input.userId,
        body: { workspaceId: input.workspaceId, brandId },
      });
      if (tracker.created) tracked += 1;
    } catch (error) {
      if (error instanceof AppError && error.code === ERROR_CODES.planLimitReached) break;
      throw error;
    }
  }
  return { tracked };
}
