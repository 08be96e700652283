import type { AppContext } from '../platform/context.ts';
import { seedDetectiveDemo } from '../modules/detective/index.ts';
import { libraryBrandIdsWithMostAds, libraryRowsReady } from '../modules/discover/index.ts';
import { listWorkspaceRows } from '../modules/tenancy/index.ts';
import { DEMO_INSPIRATION_WORKSPACE } from './seed-demo-inspiration.ts';

/** The demo's tracked brands live beside its Inspiration boards, where the team watches competitors. */
export const DEMO_DETECTIVE_WORKSPACE = DEMO_INSPIRATION_WORKSPACE;

/**
 * The library brands with the most ads the demo tracks: one fewer than the smallest plan allows (3), so that
 * a newcomer can track a brand of their own before the plan's limit shows.
 */
export const DEMO_TRACKED_BRANDS = 2;

/** How long to wait for the generated Discover library, whose brands are tracked. */
const LIBRARY_WAIT_MS = 180_000;

async function waitForLibrary(context: AppContext, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (await libraryRowsReady(context.database.db)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * The demo workspace's Detective: it tracks the generated library's brands with the most ads, each with a
 * year of daily snapshots computed from its ads' start and stop dates, so Detective's home has cards and
 * charts on first start. Waits for every ad of the library to be written (a history computed from half of
 * them would be wrong). Made once: a workspace that tracks a brand is left alone; without a generated
 * library (real ad libraries configured), nothing is made.
 */
export async function seedDemoDetective(
  context: AppContext,
  input: { orgId: string; userId: string },
  options: { libraryWaitMs?: number } = {},
): Promise<{ created: boolean }> {
  const { db } = context.database;
  const workspace = (await listWorkspaceRows(db, input.orgId)).find(
    (row) => row.name === DEMO_DETECTIVE_WORKSPACE,
  );
  if (!workspace) return { created: false };
  if (!(await waitForLibrary(context, options.libraryWaitMs ?? LIBRARY_WAIT_MS))) return { created: false };
  const { tracked } = await seedDetectiveDemo(context, {
    orgId: input.orgId,
    workspaceId: workspace.id,
    userId: input.userId,
    brandIds: await libraryBrandIdsWithMostAds(db, DEMO_TRACKED_BRANDS),
  });
  return { created: tracked > 0 };
}
