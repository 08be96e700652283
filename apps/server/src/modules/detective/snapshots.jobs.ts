import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { handleJob } from '../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
import { discoverBrandIngestedJob, markBrandTracked } from '../discover/index.ts';
import { refreshBrandDashboard } from './brand-dashboard.service.ts';
import { takeBrandSnapshots } from './brand-snapshots.service.ts';
import { brandTrackedAnywhere } from './tracker-lookup.ts';
import { detectiveTrackers } from './tables.ts';

/**
 * Every day just after midnight UTC, the snapshots of every brand a workspace tracks: the day that ended is
 * retaken with its final figures, today's is taken, and any day missed since (the server was down) is filled.
 */
export const detectiveSnapshotTrackedJob: JobDefinition<z.ZodObject<Record<string, never>>> = {
  name: 'detective.snapshot-tracked',
  payload: z.object({}),
  cron: '5 0 * * *',
};

const brandPayload = z.object({ brandId: z.uuid() });

/**
 * One tracked brand's snapshots brought up to today: its year of history when it is first tracked (a second
 * or so for a brand with 20,000 ads, so not inside the request that tracks it).
 */
export const detectiveSnapshotBrandJob: JobDefinition<typeof brandPayload> = {
  name: 'detective.snapshot-brand',
  payload: brandPayload,
  retryLimit: 2,
};

/** The brands at least one workspace tracks, each once. */
async function trackedBrandIds(context: Pick<AppContext, 'database'>): Promise<string[]> {
  const rows = await context.database.db
    .selectDistinct({ brandId: detectiveTrackers.brandId })
    .from(detectiveTrackers);
  return rows.map((row) => row.brandId);
}

/**
 * Takes the snapshots of every tracked brand; answers how many. One brand that fails doesn't stop the others; the job then
 * fails, so that the queue runs it again (taking a snapshot twice changes nothing).
 */
export async function snapshotTrackedBrands(context: AppContext): Promise<number> {
  const brandIds = await trackedBrandIds(context);
  let failed = 0;
  for (const brandId of brandIds) {
    try {
      // Kept read by the hourly ingest, whatever happened to the brand's reads before Discover asked Detective
      // whether it still needs them (platform/brand-read-demand.ts).
      await markBrandTracked(context.database.db, brandId);
      await takeBrandSnapshots(context, brandId);
      await refreshBrandDashboard(context, brandId);
    } catch (error) {
      failed += 1;
      context.log.error({ err: error, brandId }, "a tracked brand's daily snapshot failed");
    }
  }
  if (failed > 0) throw new Error(`${failed} of ${brandIds.length} tracked brands were not snapshotted`);
  return brandIds.length;
}

/**
 * A tracked brand's snapshots and dashboard brought up to its ads; a brand no workspace tracks any more
 * (untracked before the job ran) is left alone.
 */
async function snapshotIfTracked(context: AppContext, payload: { brandId: string }): Promise<void> {
  if (!(await brandTrackedAnywhere(context.database.db, payload.brandId))) return;
  await takeBrandSnapshots(context, payload.brandId);
  await refreshBrandDashboard(context, payload.brandId);
}

export const detectiveSnapshotJobHandlers = [
  handleJob(detectiveSnapshotTrackedJob, async (context) => {
    await snapshotTrackedBrands(context);
  }),
  handleJob(detectiveSnapshotBrandJob, snapshotIfTracked),
  /** A tracked brand's read has ended: its today's snapshot and its dashboard are retaken with the ads just read. */
  handleJob(discoverBrandIngestedJob, snapshotIfTracked),
];
